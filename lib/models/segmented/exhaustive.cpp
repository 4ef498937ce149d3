#include "models/segmented/exhaustive.hpp"

#include "errors.hpp"
#include "models/segmented/cost_ticks.hpp"
#include "models/segmented/merge_bound.hpp"
#include "models/segmented/projection_phases.hpp"
#include "models/segmented/search_workers.hpp"
#include "models/segmented/segment_renamings.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <memory>
#include <vector>

namespace redcheck {

namespace {

using Tick = std::int64_t;
constexpr Tick one_port_unreachable = std::numeric_limits<Tick>::max() / 4;
// Durations below this many ticks: a state packs into 32-bit words.
constexpr Tick one_port_longest = Tick{1} << 22;
constexpr int one_port_max_p = unidirectional_search_max_p;
constexpr Tick stored_most = Tick{1} << 30;  // above every time to finish of packed durations
// States kept per shape for dominance (3). Four kept before 2026-11-28 late:
// 1,024 (each query stopping at the first bound it is dominated by, those no
// larger than the state's own bound not looked at) took p = 6, segments
// 3,1,2,1, alpha 1, beta 2, gamma 1/2 from 1.12 M states and 18 s to 0.49 M
// and 7.8 s; 64 kept: 0.61 M, 8.6 s; 256: 0.49 M, 7.3 s (docs/segmented.md).
constexpr int dominance_states_per_shape = 1024;

using segmented_search::root_finish_reaching;
using segmented_search::root_receives_of;
using segmented_search::RootReceives;
using segmented_search::sort_few;

// A processor relative to now: the segments it has sent (non-root) and how
// long it is still busy (0: free).
struct PortNow {
  unsigned sent = 0;
  Tick busy = 0;
  friend bool operator==(const PortNow&, const PortNow&) = default;
};

struct OnePortState {
  std::array<PortNow, one_port_max_p> procs;  // the root first
  int root_segment = 0;  // in order: the lowest segment the root may still receive
};

struct OnePortMove {
  int from, to, segment;
  Tick start;  // from now
};

// (The state after it is made again when the search goes there: most
// children are cut by their bound, and sorting moves is cheaper.)
struct OnePortChild {
  OnePortMove move;
  Tick bound;  // start + the next state's lower bound
};

// The search. Exhaustive for the reason given in exhaustive.hpp: the
// transfers of a schedule replayed in start order, each as early as its two
// processors allow, make a schedule no longer. Every date is then a whole
// number of ticks, and what can follow depends only on the state relative to
// the last start (each processor's remaining busy time and the segments it
// has sent): so the least time to finish is a function of that relative
// state, computed once (memo), processors of equal state interchangeable.
class OnePortSearch {
  using Key = std::array<std::uint32_t, one_port_max_p>;
  using Tables = segmented_search::SharedTables<one_port_max_p>;
  using Stacks = segmented_search::WorkerStacks<one_port_max_p, OnePortMove>;
  using Worker = Stacks::Worker;

  // What solve() returns for a state another worker is searching.
  static constexpr Tick deferred = -2;

 public:
  OnePortSearch(int p, std::vector<Tick> comm, std::vector<Tick> comp,
                const std::vector<std::int64_t>& sizes, bool in_order, std::uint64_t budget,
                OnePortPruning pruning)
      : p_(p),
        q_(static_cast<int>(comm.size())),
        comm_(std::move(comm)),
        comp_(std::move(comp)),
        in_order_(in_order),
        dominance_on_(pruning.dominance),
        root_receives_(pruning.root_receives),
        parity_(pruning.parity),
        wait_for_first_start_(pruning.wait_for_first_start),
        control_(budget),
        tables_(p, dominance_states_per_shape, segmented_search::longest_activity(comm_, comp_)),
        stacks_(p),
        renamings_(sizes, in_order) {
    held_.resize(std::size_t{1} << q_);
    for (unsigned sent = 0; sent < held_.size(); ++sent) {
      HeldSegments& held = held_[sent];
      for (int k = 0; k < q_; ++k) {
        if ((sent >> k) & 1u) continue;
        const auto uk = static_cast<std::size_t>(k);
        held.sends += comm_[uk];
        held.least_combining = std::min(held.least_combining, comp_[uk]);
        held.work += 2 * comm_[uk] + comp_[uk];
        held.shortest = std::min(held.shortest, comm_[uk] + comp_[uk]);
      }
    }
    if (pruning.receive_capacity) prepare_deadline_slots();
    if (pruning.projections && !in_order && q_ >= 3) add_projection(sizes, pruning, budget);
    set_projecting(true);
  }

  /// Whether bound (6) applies (search_unidirectional_schedules then runs
  /// the search from the start in phases).
  bool projects() const { return !projections_.empty(); }
  /// The least makespan of a schedule found so far (or the ceiling asked
  /// for), between searches.
  Tick least_found() const { return control_.ceiling(); }
  /// Bound (6) consulted from now on, or not (the search keeps its tables
  /// either way: what they hold is true of the states).
  void set_projecting(bool on) { projecting_ = on && projects(); }
  /// States expanded in all before the search stops, from now on.
  void limit_states(std::uint64_t budget) { control_.set_budget(budget); }
  bool out_of_memory() const { return control_.out_of_memory(); }
  void limit_memory(std::uint64_t bytes) { control_.limit_memory(bytes); }
  bool out_of_time() const { return control_.out_of_time(); }
  void limit_time(std::chrono::steady_clock::time_point at) { control_.limit_time(at); }

  /// A lower bound of the time to finish from `s`: bounds (1) to (5) and
  /// what the memo holds (the start's, after a search that found nothing
  /// below its ceiling, is that ceiling at least). One worker, between
  /// searches.
  Tick known_bound(const OnePortState& s) const {
    if (all_sent(s)) return busiest(s);
    Tick lb = std::max(quick_bound(s), *merge_bound(s, std::numeric_limits<Tick>::min()));
    lb = receive_capacity_bound(s, lb);
    Key key;
    key_of(s, key);
    if (const auto known = tables_.find(key)) lb = std::max(lb, known->value);
    return lb;
  }

  /// The least time to finish from the start when below `ceiling`, else a
  /// value >= ceiling; none when the budget of states ran out first.
  /// `workers` (0: the toolkit's threads) search at once once `states_alone`
  /// states are expanded (search_workers.hpp).
  std::optional<Tick> solve_from_start(const OnePortState& start, Tick ceiling, int workers,
                                       std::uint64_t states_alone) {
    return control_.run(stacks_, lone_, ceiling, workers, states_alone,
                        [&](Worker& worker) { return solve(worker, start, 0, ceiling); });
  }

  /// The least time to finish from `s`, when below `bound`; otherwise a
  /// value >= bound that every schedule from `s` takes at least. `now`: the
  /// date of `s` from the start. `may_defer`: return `deferred` when
  /// another worker is searching `s` right now.
  Tick solve(Worker& self, const OnePortState& s, Tick now, Tick bound, Tick known_lower_bound = -1,
             bool may_defer = false) {
    if (all_sent(s)) return incumbent_.found(control_, self.path, nullptr, now, busiest(s));
    // (7) Nothing starts before the earliest start t0 of a transfer that
    // may come next: the schedules from `s` are those from `s` t0 later
    // (the same transfers, each starting t0 less, the states after them the
    // same: every busy time is cut at 0 from then on), so states that differ
    // only in when processors become free before then share one memo entry
    // (p = 7, segments 3,2,3,3, alpha 2, beta 1/2, gamma 0, one worker:
    // 1,125,430 -> 581,236 states, 19.1 -> 9.8 s).
    if (wait_for_first_start_) {
      if (const Tick t0 = earliest_start(s); t0 > 0 && t0 < one_port_unreachable) {
        const Tick value = solve(self, later(s, t0), now + t0, bound - t0, -1, may_defer);
        return value == deferred ? deferred : t0 + value;
      }
    }
    // A schedule another worker found (or this one, elsewhere) bounds this
    // search too.
    bound = std::min(bound, control_.ceiling() - now);
    Tick lb = known_lower_bound >= 0 ? known_lower_bound : quick_bound(s);
    if (lb >= bound || control_.halted()) return std::max(lb, bound);
    // The merge and receive-capacity bounds cost more than the quick one:
    // computed only for the states it does not settle (children are sorted
    // by it; those it cuts never get here), the merge bound only as far as
    // whether it reaches `bound` (a value below it would change no cut:
    // the receive-capacity bound is max(lb, its own), the dominance table
    // gives its largest bound whatever floor it is asked from, and a state
    // cut later keeps the larger bound that cut it).
    if (const auto merged = merge_bound(s, bound)) return std::max(lb, *merged);
    lb = receive_capacity_bound(s, lb);
    if (lb >= bound) return lb;
    Key key;
    key_of(s, key);
    if (const auto known = tables_.find(key)) {
      if (known->exact) return incumbent_.found(control_, self.path, &s, now, known->value);
      if (known->value >= bound) return known->value;
      lb = std::max(lb, known->value);
    }
    std::array<std::uint32_t, one_port_max_p> shape{}, busy{};
    if (dominance_on_) {
      split_for_dominance(key, shape, busy);
      lb = std::max(lb, tables_.dominance_bound(shape, busy, lb));
    }
    if (projecting_ && lb < bound) {
      lb = projection_bound(self, s, lb, bound);
      if (control_.halted()) return std::max(lb, bound);
    }
    if (lb >= bound) {
      tables_.keep_stronger(key, StateTable::Known{std::min(lb, stored_most), false});
      return lb;
    }
    if (may_defer && stacks_.searched_elsewhere(self, key)) return deferred;
    if (!control_.expand()) return bound;
    const Stacks::OnStack on_stack(self, key, control_.concurrent());
    std::vector<OnePortChild> children = children_of(s);
    std::sort(children.begin(), children.end(),
              [](const OnePortChild& x, const OnePortChild& y) { return x.bound < y.bound; });
    Tick best = one_port_unreachable;
    // Children another worker is searching: after the others (by then
    // usually known), as ABDADA does (Weill 1996).
    std::vector<std::size_t> later;
    const auto try_child = [&](std::size_t index, bool defer) {
      const OnePortChild& child = children[index];
      bound = std::min(bound, control_.ceiling() - now);
      const Tick limit = std::min(bound, best);
      if (child.bound >= limit) {
        // The rest are no better: each at least its own bound.
        best = std::min(best, child.bound);
        return false;
      }
      const Tick start = child.move.start;
      OnePortMove dated = child.move;
      dated.start = now + start;
      const Stacks::OnPath on_path(self, dated);
      const Tick value =
          solve(self, after(s, child.move), now + start, limit - start, child.bound - start, defer);
      if (control_.halted()) return false;
      if (value == deferred) {
        later.push_back(index);
      } else {
        best = std::min(best, start + value);
      }
      return true;
    };
    for (std::size_t i = 0; i < children.size() && try_child(i, control_.concurrent()); ++i) {
    }
    for (std::size_t i = 0; i < later.size() && !control_.halted() && try_child(later[i], false);
         ++i) {
    }
    if (control_.halted()) return bound;
    bound = std::min(bound, control_.ceiling() - now);
    best = std::max(best, lb);
    // (A state with no transfer left to make, in order, keeps a large bound.)
    tables_.keep_stronger(key, best < bound
                                   ? StateTable::Known{best, true}
                                   : StateTable::Known{std::min(best, stored_most), false});
    if (dominance_on_) tables_.dominance_put(shape, busy, std::min(best, stored_most));
    if (best < bound) control_.found_schedule(now, best);
    return best;
  }

  /// The transfers of a schedule of makespan `value` (the search's answer),
  /// with their start ticks (Incumbent::moves_reaching). One worker, after
  /// the search.
  std::vector<OnePortMove> schedule_reaching(const OnePortState& start, Tick value) {
    return incumbent_.moves_reaching(
        control_, start, value,
        [&](const OnePortState& s, Tick now, Tick rest, std::vector<OnePortMove>& out) {
          trace(s, now, rest, out);
        });
  }

  /// The schedule kept when the search stopped before its answer, with its
  /// makespan, traced within `states` states (Incumbent::moves_kept).
  std::optional<std::pair<Tick, std::vector<OnePortMove>>> schedule_kept(std::uint64_t states) {
    return incumbent_.moves_kept(control_, states,
                                 [&](const OnePortState& s, Tick now, Tick rest,
                                     std::vector<OnePortMove>& out) { trace(s, now, rest, out); });
  }

  /// The transfers of a schedule that finishes `value` after `s` (its exact
  /// time to finish), with their start ticks from `now`. One worker, after
  /// the search.
  void trace(const OnePortState& s, Tick now, Tick value, std::vector<OnePortMove>& out) {
    if (all_sent(s)) return;
    for (const OnePortChild& child : children_of(s)) {
      const Tick start = child.move.start;
      const OnePortState next = after(s, child.move);
      const Tick rest =
          all_sent(next) ? busiest(next) : solve(lone_, next, now + start, value - start + 1);
      if (start + rest != value) continue;
      OnePortMove move = child.move;
      move.start += now;
      out.push_back(move);
      trace(next, now + start, value - start, out);
      return;
    }
    if (control_.halted()) throw segmented_search::TraceCutShort{};  // its budget spent
    throw InternalError("one-port search: no schedule reaches its own value");
  }

  /// Bounds (1) to (3) below: a few operations per processor.
  Tick quick_bound(const OnePortState& s) const {
    Tick lb = 0;
    // (1) Every processor still sends each segment it holds, one at a time,
    // and its receiver then combines the last of them.
    // (2) Work: every holder of k but the root still sends it (c_k) to one
    // that receives and combines it (c_k + g_k); only processors that still
    // hold something (and the root) take part, each one thing at a time.
    Tick work = s.procs[0].busy;
    Tick shortest = one_port_unreachable;  // the shortest transfer and combining left
    // For (3b): the latest busy time of the live processors, and their
    // combining still to come.
    Tick live_busy = s.procs[0].busy, combining = 0;
    int live = 1;
    for (int i = 0; i < p_; ++i) {
      const PortNow& x = s.procs[static_cast<std::size_t>(i)];
      lb = std::max(lb, x.busy);
      if (i == 0 || x.sent == full()) continue;
      const HeldSegments& held = held_[x.sent];
      lb = std::max(lb, x.busy + held.sends + held.least_combining);
      work += x.busy + held.work;
      shortest = std::min(shortest, held.shortest);
      live_busy = std::max(live_busy, x.busy);
      combining += held.work - 2 * held.sends;
      ++live;
    }
    lb = std::max(lb, (work + live - 1) / live);
    // (3) The same with the time the end leaves idle. Let L be `shortest` and
    // T the makespan. The last activity is the root's combining of a final
    // receive from some a, at [T - L_k, T]. In (T - L, T) nobody else
    // works: a non-root receiving then would send after T - L, and its data
    // could reach the root only after T. In (T - 2L, T - L) only the root, a,
    // the one that sends the root its previous receive, and one that sends
    // to a work, by the same argument one step back. So the live processors
    // other than those leave (live - 2) L + (live - 4) L idle, when T >= 2L.
    Tick end_idle = 0, end_window = 0;  // (3)'s idle and the window it lies in
    if (shortest > 0 && shortest < one_port_unreachable && lb >= 2 * shortest) {
      end_idle = shortest * (std::max(0, live - 2) + std::max(0, live - 4));
      end_window = 2 * shortest;
      lb = std::max(lb, (work + end_idle + live - 1) / live);
    }
    // (3b) Parity. With an odd number of live processors, after B (the
    // latest busy time among them: every transfer running now has ended)
    // each transfer pairs two of them (its sender holds something, and so
    // does its receiver, or it is the root), so at each instant one of them
    // at least is combining or idle. Their combining after B is at most G,
    // the g_k of every merge still to come, so in [B, T - 2L] (before (3)'s
    // window) they idle at least T - 2L - B - G more: live T >= work +
    // (3)'s idle + T - 2L - B - G, once lb shows T >= 2L + B + G.
    if (parity_ && live % 2 == 1 && live >= 3) {
      const Tick before_window = end_window + live_busy + combining;
      if (lb >= before_window) {
        const Tick idle_work = work + end_idle - before_window;
        lb = std::max(lb, (idle_work + live - 2) / (live - 1));
      }
    }
    return lb;
  }

  /// Bound (4): per segment, sorting its holders; none when it is below
  /// `at_least` (root_finish_reaching).
  std::optional<Tick> merge_bound(const OnePortState& s, Tick at_least) const {
    // (4) Segment k alone: its holders (the root and every processor that has
    // not sent it, each free from its busy time) merge two partial results at
    // a time, a merge ending c_k + g_k after the later of the two is free.
    // Merging the two earliest first ends soonest (Golumbic 1976, for
    // max(x, y) + L), at E_k, so the root's last receive of k starts no
    // earlier than E_k - (c_k + g_k). The root receives one segment at a time:
    // those jobs, taken by release date, end no earlier than (4). Sharper: it
    // receives k once, after the other holders alone have merged it, or
    // twice and more (the last as above), whichever ends sooner
    // (merge_bound.hpp's RootReceives).
    std::array<int, one_port_max_p> by_busy;  // each segment's holders in this order
    for (int i = 0; i < p_; ++i) by_busy[static_cast<std::size_t>(i)] = i;
    for (int j = 1; j < p_; ++j) {
      for (int i = j;
           i > 0 &&
           s.procs[static_cast<std::size_t>(by_busy[static_cast<std::size_t>(i)])].busy <
               s.procs[static_cast<std::size_t>(by_busy[static_cast<std::size_t>(i - 1)])].busy;
           --i) {
        std::swap(by_busy[static_cast<std::size_t>(i)], by_busy[static_cast<std::size_t>(i - 1)]);
      }
    }
    // The root's receives of each segment: one, after the other holders have
    // merged, or more (merge_bound.hpp's RootReceives).
    std::array<RootReceives, unidirectional_search_max_q> receives;
    std::size_t count = 0;
    for (int k = 0; k < q_; ++k) {
      // The holders other than the root, in that order. (Not zeroed: only
      // what is written is read.)
      std::array<Tick, one_port_max_p> others;
      std::size_t others_count = 0;
      for (int j = 0; j < p_; ++j) {
        const int i = by_busy[static_cast<std::size_t>(j)];
        const PortNow& x = s.procs[static_cast<std::size_t>(i)];
        if (i != 0 && !((x.sent >> k) & 1u)) others[others_count++] = x.busy;
      }
      if (others_count == 0) continue;  // only the root holds k
      const Tick length = comm_[static_cast<std::size_t>(k)] + comp_[static_cast<std::size_t>(k)];
      receives[count++] =
          root_receives_of(others.data(), others_count, s.procs[0].busy, length, root_receives_);
    }
    return root_finish_reaching(s.procs[0].busy, receives.data(), count, at_least);
  }

  /// Bound (5), receive capacity: the least T >= `from` at which the
  /// processors can still make every receive left, or `from` itself.
  ///
  /// Take a schedule of makespan T. A processor i other than the root that
  /// still holds something ends with a send, at f_i; everything it still
  /// does (its busy time b_i, its sends S_i, its receives, each c_k + g_k
  /// long: one port, the receiver combines before it does anything else)
  /// fits in [0, f_i], and it receives nothing after f_i (what it receives it
  /// sends on). The root receives in [b_0, T]. Deadlines: the last send into
  /// the root ends by T - g, the earlier ones (disjoint receives at the root)
  /// delta = min c + min g before the next; the last send into a processor y
  /// ends L = min (c_k + g_k) before f_y (y combines, then sends it on),
  /// earlier ones delta apart. The last sends form a tree into the root, so
  /// the f_i are bounded by deadlines T - O_j of the infinite tree of such
  /// slots: sorted, any p' processors' deadlines are at most those of the
  /// best p' slots (offsets computed once).
  ///
  /// Two tests of a T. In time: the receives left fit in the root's time and
  /// every processor's f_i - b_i - S_i. In counts, for each receive length
  /// theta: processor i makes at most floor((f_i - a_i) / theta) receives
  /// of length >= theta (a_i = b_i + S_i), the root floor((T - b_0) /
  /// theta). Each slot offset rounded down to min g + theta m_j, the sum of
  /// those floors no longer depends on which processor takes which slot;
  /// only whether each a_i fits its slot does (largest a to the latest slot).
  Tick receive_capacity_bound(const OnePortState& s, Tick from) const {
    if (lengths_.empty()) return from;
    std::array<Tick, one_port_max_p> loads{};  // a_i of the processors still holding something
    std::array<Tick, unidirectional_search_max_q> at_least{};  // receives left of length >= theta
    std::size_t live = 0;
    Tick receive_time = 0;
    for (int i = 1; i < p_; ++i) {
      const PortNow& x = s.procs[static_cast<std::size_t>(i)];
      if (x.sent == full()) continue;
      const HeldSegments& held = held_[x.sent];
      loads[live++] = x.busy + held.sends;
      receive_time += held.work - held.sends;  // c_k + g_k of each held k
      for (std::size_t t = 0; t < lengths_.size(); ++t) at_least[t] += held_at_least_[t][x.sent];
    }
    if (live == 0) return from;
    sort_few(loads.data(), live);  // ascending: the largest load takes the latest slot
    Tick least = from;
    Tick load_sum = s.procs[0].busy;
    for (std::size_t j = 0; j < live; ++j) {
      least = std::max(least, loads[live - 1 - j] + slot_offsets_[j]);
      load_sum += loads[j] + slot_offsets_[j];
    }
    // In time: (T - b_0) + sum (T - O_j - a_i) >= receive_time.
    const auto parts = static_cast<Tick>(live + 1);
    least = std::max(least, (receive_time + load_sum + parts - 1) / parts);
    for (std::size_t t = 0; t < lengths_.size(); ++t) {
      const Tick theta = lengths_[t];
      const Tick needed = at_least[t] + slot_steps_sum_[t][live];
      const auto capacity = [&](Tick time) {
        Tick total = (time - s.procs[0].busy) / theta;  // time >= every load here
        for (std::size_t i = 0; i < live; ++i)
          total += (time - least_combining_all_ - loads[i]) / theta;
        return total;
      };
      if (capacity(least) >= needed) continue;
      // Each further theta adds one receive per term: a bracket, then bisection.
      Tick low = least, high = least + theta * (needed / parts + 1);
      while (capacity(high) < needed) high += theta * parts;
      while (high - low > 1) {
        const Tick middle = low + (high - low) / 2;
        (capacity(middle) >= needed ? high : low) = middle;
      }
      least = high;
    }
    return least;
  }

  /// Bound (6), projections: the exact time to finish of `s` without one
  /// segment, when below `bound` (else a value >= bound no schedule of that
  /// projection beats), or `lb` if larger.
  ///
  /// Delete every transfer of segment j from a schedule from `s` (and the
  /// combining after each): what is left is a schedule of the same
  /// processors from the same busy times, sending the other segments as
  /// before (each sender still holds them, each receiver still combines
  /// right after), without j: valid, and no longer. So the least time to
  /// finish without j, from `s` projected (the masks without j's bit; a
  /// processor left with nothing to send free, as after() leaves it), bounds
  /// that of `s`. It is computed exactly by a search of q - 1 segments (with
  /// its own projections, down to two segments) whose memo outlives every
  /// state: most states of the search map to few projected ones. Segment j
  /// is the first of the smallest size: the projection keeps the longest
  /// transfers (every smallest one left out was measured slower at p = 7, 8).
  Tick projection_bound(const Worker& self, const OnePortState& s, Tick lb, Tick bound) {
    for (Projection& projection : projections_) {
      Worker& worker = *projection.workers[self.index];
      const Tick value = projection.search->solve(worker, project(s, projection.kept), 0, bound);
      if (control_.halted()) return lb;
      lb = std::max(lb, value);
      if (lb >= bound) break;
    }
    return lb;
  }

  std::uint64_t expanded() const { return control_.expanded(); }
  bool out_of_budget() const { return control_.out_of_budget(); }

 private:
  int p_, q_;
  std::vector<Tick> comm_, comp_;
  bool in_order_, dominance_on_, root_receives_, parity_;
  bool wait_for_first_start_;
  segmented_search::SearchControl control_;
  // The memo and the dominance table (bounds (3)), shared by the workers.
  Tables tables_;
  Stacks stacks_;  // the workers' (none while one searches alone)
  Worker lone_;    // the worker of the search alone and of the trace
  segmented_search::Incumbent<OnePortMove, OnePortState> incumbent_;
  SegmentRenamings renamings_;
  // What a processor still holding the segments outside `sent` has to do:
  // the sum of their transfers, the least combining, the work of sending
  // them (transfer at both ends, combining), the shortest transfer and
  // combining. Indexed by `sent`.
  struct HeldSegments {
    Tick sends = 0, least_combining = one_port_unreachable, work = 0,
         shortest = one_port_unreachable;
  };
  std::vector<HeldSegments> held_;
  // Bound (5): the least combining; the offsets of the best slots of the
  // deadline tree (ascending); the distinct receive lengths theta (c_k +
  // g_k > 0), for each the slot offsets rounded (m_j, sums of the first j)
  // and, per `sent`, how many held segments receive at least that long.
  Tick least_combining_all_ = 0;
  std::array<Tick, one_port_max_p> slot_offsets_{};
  std::vector<Tick> lengths_;
  std::vector<std::array<Tick, one_port_max_p + 1>> slot_steps_sum_;
  std::vector<std::vector<Tick>> held_at_least_;
  // Bound (6): a search without one segment, `kept` the segments it keeps
  // (this search's numbering), one worker of it for each of this search's
  // (Worker::index).
  struct Projection {
    std::unique_ptr<OnePortSearch> search;
    unsigned kept = 0;
    std::vector<std::unique_ptr<Worker>> workers;
  };
  std::vector<Projection> projections_;
  bool projecting_ = false;

  void add_projection(const std::vector<std::int64_t>& sizes, OnePortPruning pruning,
                      std::uint64_t budget) {
    const auto left_out =
        static_cast<std::size_t>(std::min_element(sizes.begin(), sizes.end()) - sizes.begin());
    std::vector<Tick> comm, comp;
    std::vector<std::int64_t> kept_sizes;
    Projection projection;
    for (std::size_t k = 0; k < static_cast<std::size_t>(q_); ++k) {
      if (k == left_out) continue;
      comm.push_back(comm_[k]);
      comp.push_back(comp_[k]);
      kept_sizes.push_back(sizes[k]);
      projection.kept |= 1u << k;
    }
    projection.search = std::make_unique<OnePortSearch>(p_, std::move(comm), std::move(comp),
                                                        kept_sizes, false, budget, pruning);
    projection.search->control_.run_within(control_);
    for (int w = 0; w <= segmented_search::SearchControl::most_workers; ++w) {
      projection.workers.push_back(std::make_unique<Worker>());
      projection.workers.back()->index = static_cast<std::size_t>(w);
    }
    projections_.push_back(std::move(projection));
  }

  // `s` without the segments outside `kept`: each mask's kept bits packed
  // down, a processor left with nothing to send free.
  OnePortState project(const OnePortState& s, unsigned kept) const {
    OnePortState out{};
    const unsigned kept_full = (1u << std::popcount(kept)) - 1;
    for (int i = 0; i < p_; ++i) {
      const PortNow& x = s.procs[static_cast<std::size_t>(i)];
      unsigned packed = 0;
      int to = 0;
      for (int k = 0; k < q_; ++k) {
        if (!((kept >> k) & 1u)) continue;
        if ((x.sent >> k) & 1u) packed |= 1u << to;
        ++to;
      }
      PortNow& y = out.procs[static_cast<std::size_t>(i)];
      y.sent = packed;
      y.busy = i > 0 && packed == kept_full ? 0 : x.busy;
    }
    return out;
  }

  void prepare_deadline_slots() {
    Tick least_comm = one_port_unreachable, least_receive = one_port_unreachable;
    least_combining_all_ = one_port_unreachable;
    for (int k = 0; k < q_; ++k) {
      const auto uk = static_cast<std::size_t>(k);
      least_comm = std::min(least_comm, comm_[uk]);
      least_combining_all_ = std::min(least_combining_all_, comp_[uk]);
      least_receive = std::min(least_receive, comm_[uk] + comp_[uk]);
      if (comm_[uk] + comp_[uk] > 0) lengths_.push_back(comm_[uk] + comp_[uk]);
    }
    std::sort(lengths_.begin(), lengths_.end());
    lengths_.erase(std::unique(lengths_.begin(), lengths_.end()), lengths_.end());
    const Tick apart = least_comm + least_combining_all_;  // delta
    // The slots by offset: the root's at g, g + delta, g + 2 delta, ...; a
    // slot at o has its own at o + L, o + L + delta, ... Best first.
    std::vector<Tick> open{least_combining_all_};  // the next slot of each parent
    for (std::size_t j = 0; j + 1 < static_cast<std::size_t>(p_); ++j) {
      const auto next = std::min_element(open.begin(), open.end());
      const Tick offset = *next;
      slot_offsets_[j] = offset;
      *next = offset + apart;                  // its parent's next slot
      open.push_back(offset + least_receive);  // its own first slot
    }
    for (const Tick theta : lengths_) {
      std::array<Tick, one_port_max_p + 1> sums{};
      for (std::size_t j = 0; j + 1 < static_cast<std::size_t>(p_); ++j)
        sums[j + 1] = sums[j] + (slot_offsets_[j] - least_combining_all_) / theta;
      slot_steps_sum_.push_back(sums);
      std::vector<Tick> counts(std::size_t{1} << q_);
      for (unsigned sent = 0; sent < counts.size(); ++sent) {
        for (int k = 0; k < q_; ++k) {
          const auto uk = static_cast<std::size_t>(k);
          if (!((sent >> k) & 1u) && comm_[uk] + comp_[uk] >= theta) ++counts[sent];
        }
      }
      held_at_least_.push_back(std::move(counts));
    }
  }

  unsigned full() const { return (1u << q_) - 1; }

  static int lowest_unsent(const PortNow& x) {
    int k = 0;
    while ((x.sent >> k) & 1u) ++k;
    return k;
  }

  bool all_sent(const OnePortState& s) const {
    for (int i = 1; i < p_; ++i) {
      if (s.procs[static_cast<std::size_t>(i)].sent != full()) return false;
    }
    return true;
  }

  Tick busiest(const OnePortState& s) const {
    Tick most = 0;
    for (int i = 0; i < p_; ++i) most = std::max(most, s.procs[static_cast<std::size_t>(i)].busy);
    return most;
  }

  // The earliest start of a transfer that may come next (0 when one may
  // start now; none may when it is one_port_unreachable): every transfer
  // from `s` starts then or later.
  Tick earliest_start(const OnePortState& s) const {
    Tick earliest = one_port_unreachable;
    if (in_order_) {
      for (int a = 1; a < p_; ++a) {
        const PortNow& from = s.procs[static_cast<std::size_t>(a)];
        if (from.sent == full()) continue;
        const int k = lowest_unsent(from);
        for (int b = 0; b < p_; ++b) {
          const PortNow& to = s.procs[static_cast<std::size_t>(b)];
          const bool receives = b == 0 ? k >= s.root_segment : b != a && lowest_unsent(to) == k;
          if (receives) earliest = std::min(earliest, std::max(from.busy, to.busy));
        }
      }
      return earliest;
    }
    // Any order: the two earliest holders of a segment, the root among them.
    for (int k = 0; k < q_; ++k) {
      Tick first = s.procs[0].busy, second = one_port_unreachable;
      bool sender = false;
      for (int i = 1; i < p_; ++i) {
        const PortNow& x = s.procs[static_cast<std::size_t>(i)];
        if ((x.sent >> k) & 1u) continue;
        sender = true;
        if (x.busy < first) {
          second = first;
          first = x.busy;
        } else {
          second = std::min(second, x.busy);
        }
      }
      if (sender) earliest = std::min(earliest, second);
    }
    return earliest;
  }

  // `s` `by` ticks later, when nothing has started meanwhile.
  OnePortState later(const OnePortState& s, Tick by) const {
    OnePortState next = s;
    for (int i = 0; i < p_; ++i) {
      Tick& busy = next.procs[static_cast<std::size_t>(i)].busy;
      busy = std::max<Tick>(0, busy - by);
    }
    return next;
  }

  // The state after `move`, relative to its start.
  OnePortState after(const OnePortState& s, const OnePortMove& move) const {
    OnePortState next = later(s, move.start);
    const auto k = static_cast<std::size_t>(move.segment);
    PortNow& sender = next.procs[static_cast<std::size_t>(move.from)];
    sender.sent |= 1u << move.segment;
    // A processor that has sent everything takes part in nothing more, and
    // the rest of its send never ends the schedule (its receiver's receive
    // ends later, and the root's last combining after every receive): it is
    // left free, so that states differing only there are one.
    sender.busy = sender.sent == full() ? 0 : comm_[k];
    next.procs[static_cast<std::size_t>(move.to)].busy = comm_[k] + comp_[k];
    // (Out of order the root's last segment does not matter: left 0, so
    // that states differing only in it share their memo entry.)
    if (move.to == 0 && in_order_) next.root_segment = move.segment;
    return next;
  }

  // Every transfer that may come next, with its start from now and a lower
  // bound of its makespan (the quick bound of the state after it).
  // Symmetries skipped, each sound
  // because the state is the same up to renaming: (a) of processors in the
  // same state, only the first sends, and of those the receiver could be,
  // only the first other than the sender; the same of processors that have
  // sent the same segments and are both free by the time the transfer's
  // other processor is; (b) in any order, of segments of
  // the same size that nobody has sent yet, only the first is sent (renaming
  // the two segments maps every schedule to one as long).
  std::vector<OnePortChild> children_of(const OnePortState& s) const {
    std::vector<OnePortChild> children;
    unsigned untouched = 0;  // in order, segment indices carry meaning
    if (!in_order_) {
      untouched = full();
      for (int i = 1; i < p_; ++i) untouched &= ~s.procs[static_cast<std::size_t>(i)].sent;
    }
    unsigned may_start = 0;  // the segments a transfer may carry now
    for (int k = 0; k < q_; ++k) {
      if (renamings_.starts_first_untouched(1u << k, untouched)) may_start |= 1u << k;
    }
    for (int a = 1; a < p_; ++a) {
      const PortNow& from = s.procs[static_cast<std::size_t>(a)];
      if (from.sent == full()) continue;
      bool duplicate = false;
      for (int b = 1; b < a && !duplicate; ++b)
        duplicate = s.procs[static_cast<std::size_t>(b)] == from;
      if (duplicate) continue;
      const auto interchangeable = [&](const PortNow& x, const PortNow& y, Tick partner_busy) {
        // Either of x and y in a transfer with a partner busy that long (the
        // later of the two) leaves the same state: both are free by then.
        return x.sent == y.sent && (x.busy == y.busy || std::max(x.busy, y.busy) <= partner_busy);
      };
      for (int k = 0; k < q_; ++k) {
        if (((from.sent >> k) & 1u) || !((may_start >> k) & 1u)) continue;
        if (in_order_ && k != lowest_unsent(from)) continue;
        for (int b = 0; b < p_; ++b) {
          if (b == a) continue;
          const PortNow& to = s.procs[static_cast<std::size_t>(b)];
          if (b == 0) {
            if (in_order_ && k < s.root_segment) continue;
          } else {
            if ((to.sent >> k) & 1u) continue;
            if (in_order_ && k != lowest_unsent(to)) continue;
            bool same = false;
            for (int c = 1; c < b && !same; ++c) {
              same = c != a && interchangeable(s.procs[static_cast<std::size_t>(c)], to, from.busy);
            }
            if (same) continue;
          }
          bool same_sender = false;
          for (int c = 1; c < a && !same_sender; ++c) {
            same_sender =
                c != b && interchangeable(s.procs[static_cast<std::size_t>(c)], from, to.busy);
          }
          if (same_sender) continue;
          const OnePortMove move{a, b, k, std::max(from.busy, to.busy)};
          const OnePortState next = after(s, move);
          children.push_back(
              {move, move.start + (all_sent(next) ? busiest(next) : quick_bound(next))});
        }
      }
    }
    return children;
  }

  // The memo key's processors as the dominance table wants them: the shape
  // (the root's segment in order, then the segments each sent, sorted) and
  // the busy times in that order, those of equal shape ascending, so that
  // comparing two states position by position pairs processors of equal
  // shape, least busy with least busy.
  void split_for_dominance(const std::array<std::uint32_t, one_port_max_p>& key,
                           std::array<std::uint32_t, one_port_max_p>& shape,
                           std::array<std::uint32_t, one_port_max_p>& busy) const {
    std::array<std::uint32_t, one_port_max_p> by_shape{};
    const auto others = static_cast<std::size_t>(p_ - 1);
    for (std::size_t i = 1; i < static_cast<std::size_t>(p_); ++i)
      by_shape[i - 1] = (key[i] & 0xffu) << 24 | (key[i] >> 8);  // sent, then busy (22 bits)
    sort_few(by_shape.data(), others);
    shape[0] = key[0] >> 24;
    busy[0] = key[0] & 0xffffffu;
    for (std::size_t i = 1; i < static_cast<std::size_t>(p_); ++i) {
      shape[i] = by_shape[i - 1] >> 24;
      busy[i] = by_shape[i - 1] & 0xffffffu;
    }
  }

  // The memo's key: the root (busy time, in order its segment), then the
  // other processors (segments sent, busy time) sorted; of the renamings of
  // equal segments (segment_renamings.hpp), the least such key. A segment's
  // signature: the busy times and counts of segments sent of those that sent it.
  void key_of(const OnePortState& s, std::array<std::uint32_t, one_port_max_p>& key) const {
    key[0] = static_cast<std::uint32_t>(s.procs[0].busy) |
             (static_cast<std::uint32_t>(s.root_segment) << 24);
    std::array<std::uint64_t, unidirectional_search_max_q> signature{};
    for (int i = 1; i < p_; ++i) {
      const PortNow& x = s.procs[static_cast<std::size_t>(i)];
      std::uint64_t h =
          (static_cast<std::uint64_t>(x.busy) << 4 | static_cast<unsigned>(std::popcount(x.sent))) *
          0x9e3779b97f4a7c15ULL;
      h ^= h >> 31;
      for (int k = 0; k < q_; ++k) {
        if ((x.sent >> k) & 1u) signature[static_cast<std::size_t>(k)] += h;
      }
    }
    std::array<std::uint32_t, one_port_max_p> renamed;
    bool first = true;
    const auto others = static_cast<std::size_t>(p_ - 1);
    for (std::size_t r = 0; r < renamings_.size(); ++r) {
      if (!renamings_.orders(r, signature.data())) continue;
      for (int i = 1; i < p_; ++i) {
        const PortNow& x = s.procs[static_cast<std::size_t>(i)];
        renamed[static_cast<std::size_t>(i)] =
            renamings_.mask(r, x.sent) | (static_cast<std::uint32_t>(x.busy) << 8);
      }
      sort_few(renamed.data() + 1, others);
      if (first || std::lexicographical_compare(renamed.begin() + 1, renamed.begin() + p_,
                                                key.begin() + 1, key.begin() + p_)) {
        std::copy(renamed.begin() + 1, renamed.begin() + p_, key.begin() + 1);
        first = false;
      }
    }
  }
};

}  // namespace

void refuse_beyond_unidirectional_search(const SegmentedInstance& in) {
  if (in.p > unidirectional_search_max_p || in.q() > unidirectional_search_max_q) {
    throw TooBig(
        "exhaustive schedule search takes p <= " + std::to_string(unidirectional_search_max_p) +
        " and q <= " + std::to_string(unidirectional_search_max_q) +
        ", not p = " + std::to_string(in.p) + ", q = " + std::to_string(in.q()) +
        "; what it answers within a minute is less (docs/speed.md, reach)");
  }
}

void append_searched_transfer(Schedule& schedule, const SegmentedInstance& in, const Time& tick,
                              std::int64_t at, int from, int to, int segment) {
  const std::int64_t size = in.segments[static_cast<std::size_t>(segment)];
  const Time begin = tick * Time(at);
  const Time end = begin + in.comm(size);
  const int index = static_cast<int>(schedule.transfers.size());
  schedule.transfers.push_back(Transfer{from, to, begin, end, segment, 1});
  schedule.reductions.push_back(Reduction{to, index, end, end + in.comp(size)});
}

bool unidirectional_search_replays(const SegmentedInstance& in) {
  const SegmentTicks ticks = segment_ticks(in, "exhaustive schedule search");
  for (std::size_t k = 0; k < ticks.comm.size(); ++k) {
    if (ticks.comm[k] + ticks.comp[k] >= one_port_longest) return true;
  }
  return false;
}

SegmentedSearch search_unidirectional_schedules(const SegmentedInstance& in, bool in_order,
                                                const Time& below, std::uint64_t state_budget,
                                                OnePortPruning pruning, SearchWorkers workers,
                                                std::optional<std::uint64_t> memory_limit_bytes,
                                                SearchDeadline deadline) {
  check_instance(in);
  refuse_beyond_unidirectional_search(in);
  if (unidirectional_search_replays(in)) {
    // Too long to pack: the first search, on absolute dates, answers.
    return search_unidirectional_schedules_by_replay(in, in_order, below, state_budget, deadline);
  }
  const SegmentTicks ticks = segment_ticks(in, "exhaustive schedule search");
  SegmentedSearch result;
  result.schedule.machines = in.p;
  result.schedule.sink = 0;
  if (in.p == 1) {
    result.complete = true;
    if (Time(0) < below) result.best = Time(0);
    return result;
  }
  // makespan < below  <=>  ticks < ceiling.
  const BigInt ceiling_ticks = ticks_below(below, ticks.tick);
  const Tick ceiling = ceiling_ticks > BigInt(one_port_unreachable)
                           ? one_port_unreachable
                           : ceiling_ticks.convert_to<Tick>();
  // The budget is of states in all, whatever the workers: the memory grows
  // with it (about 1 GB at 4 million).
  OnePortSearch search(in.p, ticks.comm, ticks.comp, in.segments, in_order, state_budget, pruning);
  if (memory_limit_bytes) search.limit_memory(*memory_limit_bytes);
  if (deadline) search.limit_time(*deadline);
  const OnePortState start{};
  const auto solve_below = [&](Tick below_ticks) {
    return search.solve_from_start(start, below_ticks, workers.count,
                                   workers.states_alone.value_or(one_port_states_alone));
  };
  const std::optional<Tick> found = segmented_search::solve_in_phases(
      search, start, ceiling, state_budget, pruning.projections_after, solve_below);
  result.nodes = search.expanded();
  result.complete = found.has_value();
  result.out_of_memory = !found && search.out_of_memory();
  result.out_of_time = !found && search.out_of_time();
  const auto write_down = [&](const std::vector<OnePortMove>& moves) {
    for (const OnePortMove& m : moves) {
      append_searched_transfer(result.schedule, in, ticks.tick, m.start, m.from, m.to, m.segment);
    }
  };
  if (!found) {
    result.lower_bound = ticks.tick * Time(search.known_bound(start));
    if (const auto kept = search.schedule_kept(trace_after_stop_states)) {
      result.found_before_stop = ticks.tick * Time(kept->first);
      write_down(kept->second);
    }
    return result;
  }
  if (*found >= ceiling) return result;
  const Tick value = *found;
  write_down(search.schedule_reaching(start, value));
  result.recovery_nodes = search.expanded() - result.nodes;
  result.best = ticks.tick * Time(value);
  return result;
}

}  // namespace redcheck

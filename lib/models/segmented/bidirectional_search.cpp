#include "models/segmented/bidirectional_search.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "models/segmented/cost_ticks.hpp"
#include "models/segmented/merge_bound.hpp"
#include "models/segmented/projection_phases.hpp"
#include "models/segmented/root_groups.hpp"
#include "models/segmented/search_workers.hpp"
#include "models/segmented/segment_renamings.hpp"
#include "models/segmented/state_table.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

namespace redcheck {

namespace {

using Tick = std::int64_t;
constexpr Tick unreachable = std::numeric_limits<Tick>::max() / 4;
constexpr Tick longest_duration = Tick{1} << 22;

using segmented_search::merged_end;
using segmented_search::root_finish_either;
using segmented_search::root_receives_of;
using segmented_search::RootReceives;
using segmented_search::sort_few;

// What a processor is doing, relative to now.
struct ProcessorNow {
  unsigned sent = 0;   // bit k: its send of segment k has started (non-root)
  Tick send_left = 0;  // until its current send ends (0: its send port is free)
  int pending = -1;    // the segment it receives or combines (-1: none)
  Tick recv_left = 0;  // until that receive ends (<= 0: it is combining)

  friend bool operator==(const ProcessorNow&, const ProcessorNow&) = default;
};

struct PortsState {
  std::array<ProcessorNow, bidirectional_search_max_p> procs;  // the root first
  int root_segment = 0;  // in order: the lowest segment the root may still receive
};

struct StartedTransfer {
  int from, to, segment;
};

// The memo's key: the root, the other processors sorted (interchangeable),
// the root's segment.
using PortsKey = std::array<std::uint64_t, bidirectional_search_max_p + 1>;

// States kept per shape for dominance (the one-port search's number).
constexpr int two_port_dominance_per_shape = 1024;

// The memo's values: the time to finish, or a lower bound of it, below
// 2^31 - 1 (a lower bound beyond is kept as that: still a lower bound; an
// exact time to finish is below p q 2^23 ticks).
constexpr Tick memo_most = (Tick{1} << 31) - 2;

class BidirectionalSearch {
  // The key's p processors as 32-bit words, the state table's keys (open
  // addressing, keys inline: a third of a node-based map's memory).
  using MemoKey = std::array<std::uint32_t, 2 * bidirectional_search_max_p>;
  using Tables = segmented_search::SharedTables<2 * bidirectional_search_max_p>;
  // A transfer of a schedule: its start, and what it sends.
  using DatedTransfer = std::pair<Tick, StartedTransfer>;
  using Stacks = segmented_search::WorkerStacks<2 * bidirectional_search_max_p, DatedTransfer>;
  using Worker = Stacks::Worker;

  // What solve() returns for a state another worker is searching.
  static constexpr Tick deferred = -2;

 public:
  BidirectionalSearch(int p, std::vector<Tick> comm, std::vector<Tick> comp,
                      const std::vector<std::int64_t>& sizes, bool in_order, std::uint64_t budget,
                      TwoPortPruning pruning)
      : p_(p),
        q_(static_cast<int>(comm.size())),
        comm_(std::move(comm)),
        comp_(std::move(comp)),
        in_order_(in_order),
        control_(budget),
        tables_(2 * p, pruning.dominance ? two_port_dominance_per_shape : 0,
                segmented_search::longest_activity(comm_, comp_)),
        stacks_(2 * p),
        pruning_(pruning),
        renamings_(sizes, in_order || !pruning.rename_segments) {
    if (pruning.projections && !in_order && q_ >= 3) add_projection(sizes, pruning, budget);
    set_projecting(true);
  }

  PortsState start() const { return PortsState{}; }

  /// Whether bound (6) applies (search_bidirectional_schedules then runs the
  /// search from the start in phases, projection_phases.hpp).
  bool projects() const { return !projections_.empty(); }
  /// The least makespan of a schedule found so far (or the ceiling asked
  /// for), between searches.
  Tick least_found() const { return control_.ceiling(); }
  /// Bound (6) consulted from now on, or not (the tables are kept either
  /// way: what they hold is true of the states).
  void set_projecting(bool on) { projecting_ = on && projects(); }
  /// States expanded in all before the search stops, from now on.
  void limit_states(std::uint64_t budget) { control_.set_budget(budget); }
  bool out_of_memory() const { return control_.out_of_memory(); }
  void limit_memory(std::uint64_t bytes) { control_.limit_memory(bytes); }
  bool out_of_time() const { return control_.out_of_time(); }
  void limit_time(std::chrono::steady_clock::time_point at) { control_.limit_time(at); }

  /// A lower bound of the time to finish from `s`: the bounds below and what
  /// the memo holds. One worker, between searches.
  ///
  /// Bound (7) is left out (lower_bound asks it at `unreachable`, which it
  /// never reaches): the phases chose between one search and rising
  /// ceilings by this value (projection_phases.hpp, Ceilings::by_gap), a
  /// choice tuned on the other bounds; with bound (7) in it, p = 8, segments
  /// 1,3,1,3, alpha 1, beta 1/2, gamma 2 took one search below its first
  /// schedule, 216 s, instead of rising ceilings, 32-38 s. The ceilings now
  /// rise from it whatever the gap. reported_bound has it.
  Tick known_bound(const PortsState& s) const {
    if (all_sent(s)) return finish(s);
    Tick lb = lower_bound(s, unreachable);
    if (const auto known = tables_.find(memo_key(key_of(s)))) lb = std::max(lb, known->value);
    return lb;
  }

  /// known_bound with bound (7): what a search that did not finish reports
  /// it has shown.
  Tick reported_bound(const PortsState& s) const {
    Tick lb = known_bound(s);
    if (pruning_.root_groups && !all_sent(s)) {
      Groups groups;
      const std::size_t count = root_groups(s, groups);
      lb = std::max(lb, segmented_search::root_groups_least(combining_done(s.procs[0]),
                                                            groups.data(), count));
    }
    return lb;
  }

  /// The least time to finish from the start when below `ceiling`, else a
  /// value >= ceiling; none when the budget ran out first. `workers` (0: the
  /// toolkit's threads) search at once once `states_alone` states are
  /// expanded (search_workers.hpp).
  std::optional<Tick> solve_from_start(const PortsState& start, Tick ceiling, int workers,
                                       std::uint64_t states_alone) {
    return control_.run(stacks_, lone_, ceiling, workers, states_alone,
                        [&](Worker& worker) { return solve(worker, start, 0, ceiling); });
  }

  /// The least time to finish from `s`, when below `bound`; otherwise a
  /// value >= bound. `now`: the date of `s` from the start. `may_defer`:
  /// return `deferred` when another worker is searching `s` right now.
  Tick solve(Worker& self, const PortsState& s, Tick now, Tick bound, bool may_defer = false) {
    if (all_sent(s)) return incumbent_.found(control_, self.path, nullptr, now, finish(s));
    // A schedule found elsewhere bounds this search too (search_workers.hpp).
    bound = std::min(bound, control_.ceiling() - now);
    Tick lb = lower_bound(s, bound);
    if (lb >= bound || control_.halted()) return std::max(lb, bound);
    const PortsKey full_key = key_of(s);
    const MemoKey key = memo_key(full_key);
    const std::optional<StateTable::Known> known = tables_.find(key);
    if (known && known->exact) return incumbent_.found(control_, self.path, &s, now, known->value);
    if (known && known->value >= bound) return known->value;
    // A bound shown before holds here too: the dominance table then passes
    // over the states it already beats, and what is stored below is no weaker.
    if (known) lb = std::max(lb, known->value);
    MemoKey shape{}, busy{};
    if (pruning_.dominance) {
      split_for_dominance(full_key, shape, busy);
      lb = std::max(lb, tables_.dominance_bound(shape, busy, lb));
    }
    if (projecting_ && lb < bound) {
      lb = projection_bound(self, s, lb, bound);
      if (control_.halted()) return std::max(lb, bound);
    }
    if (lb >= bound) {
      tables_.keep_stronger(key, {std::min(memo_most, lb), false});
      return lb;
    }
    if (may_defer && stacks_.searched_elsewhere(self, key)) return deferred;
    if (!control_.expand()) return bound;
    const Stacks::OnStack on_stack(self, key, control_.concurrent());
    Tick best = unreachable;
    // Sets of transfers whose next state another worker is searching: after
    // the others (by then usually known).
    std::vector<std::vector<StartedTransfer>> later;
    const auto try_set = [&](const std::vector<StartedTransfer>& moves, bool defer) {
      bound = std::min(bound, control_.ceiling() - now);
      const Tick value = after(self, s, moves, now, std::min(bound, best), defer);
      if (control_.halted()) return true;  // stop
      if (value == deferred) {
        later.push_back(moves);
      } else {
        best = std::min(best, value);
      }
      return false;
    };
    each_start_set(s, [&](const std::vector<StartedTransfer>& moves) {
      return try_set(moves, control_.concurrent());
    });
    for (std::size_t i = 0; i < later.size() && !control_.halted(); ++i) try_set(later[i], false);
    if (control_.halted()) return bound;
    bound = std::min(bound, control_.ceiling() - now);
    if (best < bound) {
      tables_.keep_stronger(key, {best, true});
      control_.found_schedule(now, best);
    } else {
      // (A bound stored meanwhile, if larger, stays: keep_stronger.)
      tables_.keep_stronger(key, {std::min(memo_most, best), false});
    }
    if (pruning_.dominance) tables_.dominance_put(shape, busy, std::min(memo_most, best));
    return best;
  }

  /// The transfers of a schedule of makespan `value` (the search's answer),
  /// with their start ticks (Incumbent::moves_reaching). One worker, after
  /// the search.
  std::vector<DatedTransfer> schedule_reaching(const PortsState& start, Tick value) {
    return incumbent_.moves_reaching(
        control_, start, value,
        [&](const PortsState& s, Tick now, Tick rest, std::vector<DatedTransfer>& out) {
          trace(s, now, rest, out);
        });
  }

  /// The schedule kept when the search stopped before its answer, with its
  /// makespan, traced within `states` states (Incumbent::moves_kept).
  std::optional<std::pair<Tick, std::vector<DatedTransfer>>> schedule_kept(std::uint64_t states) {
    return incumbent_.moves_kept(
        control_, states,
        [&](const PortsState& s, Tick now, Tick rest, std::vector<DatedTransfer>& out) {
          trace(s, now, rest, out);
        });
  }

  /// The transfers of a schedule that finishes `value` after `s` (its exact
  /// time to finish), with their start ticks from `now`.
  void trace(const PortsState& s, Tick now, Tick value, std::vector<DatedTransfer>& out) {
    if (all_sent(s)) return;
    bool found = false;
    each_start_set(s, [&](const std::vector<StartedTransfer>& moves) {
      PortsState next = s;
      apply(next, moves);
      Tick step = 0;
      if (!all_sent(next)) {
        step = next_start(next);
        if (step == unreachable) return false;
        advance(next, step);
        if (step + solve(lone_, next, now + step, value - step + 1) != value) return false;
      } else if (finish(next) != value) {
        return false;
      }
      for (const StartedTransfer& m : moves) out.emplace_back(now, m);
      trace(next, now + step, value - step, out);
      found = true;
      return true;
    });
    if (!found) {
      if (control_.halted()) throw segmented_search::TraceCutShort{};  // its budget spent
      throw InternalError("bidirectional search: no schedule reaches its own value");
    }
  }

  std::uint64_t expanded() const { return control_.expanded(); }

 private:
  /// Bound (6), projections: the exact time to finish of `s` without one
  /// segment, when below `bound` (else a value >= bound no schedule of that
  /// projection beats), or `lb` if larger.
  ///
  /// Delete every transfer of segment j from a schedule from `s`, with the
  /// combining after each: every other transfer keeps its date, its sender
  /// (who still holds its segment) and its receiver (who has not sent it),
  /// and each rule (one send and one receive per processor, a combining
  /// meeting no transfer of its processor) only loses activities to compare
  /// with, so what is left is a valid schedule of the other segments from
  /// `s` projected, no longer. `s` projected: the masks without j's bit; a
  /// receive or combining of j under way gone (its processor's receive port
  /// free); a send of j under way gone (the send port free). The state does
  /// not say which segment a send under way carries, but it ends with its
  /// receive (both began together, comm(k) long), so a send that ends when a
  /// receive of j does is taken as free: a port free earlier never takes
  /// longer (the dominance argument, bidirectional_search.hpp), so the value
  /// stays a lower bound. A processor left with nothing to send is free, as
  /// apply() leaves it. The time to finish of that state, computed exactly
  /// by a search of q - 1 segments (with its own projections, down to two
  /// segments) whose memo outlives every state, bounds that of `s`. Segment
  /// j is the first of the smallest size, as in the one-port search.
  Tick projection_bound(const Worker& self, const PortsState& s, Tick lb, Tick bound) {
    for (Projection& projection : projections_) {
      const Tick value = projected_bound(*projection.search, *projection.workers[self.index],
                                         project(s, projection.left_out), bound);
      if (control_.halted()) return lb;
      lb = std::max(lb, value);
      if (lb >= bound) break;
    }
    return lb;
  }

  /// One projection's part of bound (6): the time to finish of `projected`
  /// by `search`, the projection's (projection_bound). With four segments and more, when
  /// asked (`TwoPortPruning::projection_gap` >= 0; 0 by default), a
  /// projected state whose own bounds are more than the gap below `bound`
  /// takes those bounds instead (still a lower bound): far from `bound` the
  /// projection seldom reaches it and costs most of the states (p = 7,
  /// segments 1,2,1,1, alpha 0, beta 2, gamma 1/3: of the projections asked
  /// at gaps 1, 2, 3, 4 and 6 ticks, 51, 55, 59, 30 and 43 % pruned, at 2.2,
  /// 2.7, 14, 110 and 58,000 states each). Not with three segments: the
  /// projection (two) is cheap and prunes far from its bounds (p = 8,
  /// segments 2,3,1, alpha 0, beta 2, gamma 1/3: 13 s, past 100 s gated).
  Tick projected_bound(BidirectionalSearch& search, Worker& worker, const PortsState& projected,
                       Tick bound) {
    if (pruning_.projection_gap >= 0 && q_ >= 4 && !search.all_sent(projected)) {
      const Tick own = search.lower_bound(projected, bound);
      if (bound - own > pruning_.projection_gap) return own;
    }
    return search.solve(worker, projected, 0, bound);
  }

  // `s` without segment `left_out` (projection_bound says how).
  PortsState project(const PortsState& s, int left_out) const {
    const unsigned below = (1u << left_out) - 1;
    const unsigned kept_full = full() >> 1;
    PortsState out{};
    for (int i = 0; i < p_; ++i) {
      const ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      ProcessorNow& y = out.procs[static_cast<std::size_t>(i)];
      y.sent = (x.sent & below) | ((x.sent >> 1) & ~below);
      if (x.pending >= 0 && x.pending != left_out) {
        y.pending = x.pending - (x.pending > left_out ? 1 : 0);
        y.recv_left = x.recv_left;
      }
      y.send_left = x.send_left;
      if (y.send_left == 0 || (i > 0 && y.sent == kept_full)) {
        y.send_left = 0;
        continue;
      }
      for (int j = 0; j < p_; ++j) {
        const ProcessorNow& z = s.procs[static_cast<std::size_t>(j)];
        if (z.pending == left_out && z.recv_left == x.send_left) y.send_left = 0;
      }
    }
    return out;
  }

  int p_, q_;
  std::vector<Tick> comm_, comp_;
  bool in_order_;
  segmented_search::SearchControl control_;
  Tables tables_;  // the memo (keys of 2 p words, memo_key) and the dominance table
  Stacks stacks_;  // the workers' (none while one searches alone)
  Worker lone_;    // the worker of the search alone and of the trace
  segmented_search::Incumbent<DatedTransfer, PortsState> incumbent_;
  TwoPortPruning pruning_;
  SegmentRenamings renamings_;
  // Bound (6): a search without segment `left_out`, one worker of it for
  // each of this search's (Worker::index).
  struct Projection {
    std::unique_ptr<BidirectionalSearch> search;
    int left_out = 0;
    std::vector<std::unique_ptr<Worker>> workers;
  };
  std::vector<Projection> projections_;
  bool projecting_ = false;

  void add_projection(const std::vector<std::int64_t>& sizes, TwoPortPruning pruning,
                      std::uint64_t budget) {
    Projection projection;
    projection.left_out =
        static_cast<int>(std::min_element(sizes.begin(), sizes.end()) - sizes.begin());
    std::vector<Tick> comm, comp;
    std::vector<std::int64_t> kept_sizes;
    for (int k = 0; k < q_; ++k) {
      if (k == projection.left_out) continue;
      const auto uk = static_cast<std::size_t>(k);
      comm.push_back(comm_[uk]);
      comp.push_back(comp_[uk]);
      kept_sizes.push_back(sizes[uk]);
    }
    projection.search = std::make_unique<BidirectionalSearch>(p_, std::move(comm), std::move(comp),
                                                              kept_sizes, false, budget, pruning);
    projection.search->control_.run_within(control_);
    for (int w = 0; w <= segmented_search::SearchControl::most_workers; ++w) {
      projection.workers.push_back(std::make_unique<Worker>());
      projection.workers.back()->index = static_cast<std::size_t>(w);
    }
    projections_.push_back(std::move(projection));
  }

  unsigned full() const { return (1u << q_) - 1; }

  static int lowest_unsent(const ProcessorNow& x) {
    int k = 0;
    while ((x.sent >> k) & 1u) ++k;
    return k;
  }

  // Whether x still receives or combines at `at`.
  bool busy_receiving(const ProcessorNow& x, Tick at) const {
    if (x.pending < 0) return false;
    const Tick left = x.recv_left - at;
    return left > 0 || left + comp_[static_cast<std::size_t>(x.pending)] > 0;
  }

  bool can_send(const PortsState& s, int a, int k, Tick at) const {
    const ProcessorNow& x = s.procs[static_cast<std::size_t>(a)];
    if (a == 0 || ((x.sent >> k) & 1u) || x.send_left > at) return false;
    if (in_order_ && k != lowest_unsent(x)) return false;
    if (busy_receiving(x, at)) {
      // Not what it still receives; not into its combining.
      if (x.pending == k) return false;
      const Tick g = comp_[static_cast<std::size_t>(x.pending)];
      if (g > 0 && x.recv_left - at < comm_[static_cast<std::size_t>(k)]) return false;
    }
    return true;
  }

  bool can_receive(const PortsState& s, int b, int k, Tick at) const {
    const ProcessorNow& y = s.procs[static_cast<std::size_t>(b)];
    if (b != 0 && ((y.sent >> k) & 1u)) return false;  // a tree: nothing after sending
    if (in_order_ && (b == 0 ? k < s.root_segment : k != lowest_unsent(y))) return false;
    if (busy_receiving(y, at)) return false;
    const Tick sending = y.send_left - at;
    if (sending > 0) {
      if (in_order_) return false;  // its send is of an earlier segment
      // Its combining may not meet its send.
      if (comp_[static_cast<std::size_t>(k)] > 0 && sending > comm_[static_cast<std::size_t>(k)])
        return false;
    }
    return true;
  }

  // A processor that sends k_send and receives k_receive from the same tick.
  bool both_ok(int k_send, int k_receive) const {
    if (in_order_ || k_send == k_receive) return false;
    return comp_[static_cast<std::size_t>(k_receive)] == 0 ||
           comm_[static_cast<std::size_t>(k_send)] <= comm_[static_cast<std::size_t>(k_receive)];
  }

  bool any_can_start(const PortsState& s, Tick at) const {
    for (int a = 1; a < p_; ++a) {
      for (int k = 0; k < q_; ++k) {
        if (!can_send(s, a, k, at)) continue;
        for (int b = 0; b < p_; ++b) {
          if (b != a && can_receive(s, b, k, at)) return true;
        }
      }
    }
    return false;
  }

  // The first tick >= 1 at which a transfer may start, or `unreachable`. Whether
  // one may start changes only where a send ends, a combining ends, or a
  // send ends comm(k) before a combining starts or after a receive begins.
  Tick next_start(const PortsState& s) const {
    std::array<Tick, bidirectional_search_max_p*(bidirectional_search_max_q + 3)> ticks;
    std::size_t count = 0;
    for (int i = 0; i < p_; ++i) {
      const ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      ticks[count++] = x.send_left;
      for (Tick c : comm_) ticks[count++] = x.send_left - c;
      if (x.pending >= 0) {
        ticks[count++] = x.recv_left;
        ticks[count++] = x.recv_left + comp_[static_cast<std::size_t>(x.pending)];
      }
    }
    // The candidates in increasing order, the smallest first: usually the
    // first or second answers, so no sorting.
    for (Tick t = 1; t != unreachable;) {
      if (any_can_start(s, t)) return t;
      Tick next = unreachable;
      for (std::size_t k = 0; k < count; ++k) {
        if (ticks[k] > t && ticks[k] < next) next = ticks[k];
      }
      t = next;
    }
    return unreachable;
  }

  bool all_sent(const PortsState& s) const {
    for (int i = 1; i < p_; ++i) {
      if (s.procs[static_cast<std::size_t>(i)].sent != full()) return false;
    }
    return true;
  }

  bool under_way(const PortsState& s) const {
    for (int i = 0; i < p_; ++i) {
      const ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      if (x.send_left > 0 || busy_receiving(x, 0)) return true;
    }
    return false;
  }

  // When everything under way has ended.
  Tick finish(const PortsState& s) const {
    Tick end = 0;
    for (int i = 0; i < p_; ++i) {
      const ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      end = std::max(end, x.send_left);
      if (x.pending >= 0) {
        end = std::max(end, x.recv_left + comp_[static_cast<std::size_t>(x.pending)]);
      }
    }
    return end;
  }

  // Three bounds. (1) Every processor still sends each segment it
  // holds, one send at a time and none while it combines, and someone
  // combines the last. (2) Segment k
  // alone: its holders (the root and those that have not sent k) merge two
  // partial results at a time, a merge ending c_k + g_k after the later of
  // the two is ready (merge_bound.hpp: the two earliest first ends soonest,
  // at E_k). A holder is ready for k once it has combined k if it is
  // receiving k, otherwise when it may send k or receive it, the earlier
  // (ready_for: a port free, and its combining kept off its sends); the
  // root's first receive of k is from a holder's send or a merge
  // (first_at_root). So the root's last receive of k starts no earlier than
  // E_k - (c_k + g_k); the root
  // receives one segment at a time (its receive port held until it has
  // combined): jobs with release dates, which a single machine finishes
  // earliest by release date. (7) The same jobs with each segment's holders
  // split into groups, one per receive at the root, in every way
  // (root_groups.hpp); a value at least `bound` when it reaches `bound`.
  Tick lower_bound(const PortsState& s, Tick bound) const {
    Tick lb = finish(s);
    for (int i = 1; i < p_; ++i) {
      const ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      if (x.sent == full()) continue;
      Tick t = x.send_left, last = unreachable;
      // Its combining under way too: it sends nothing meanwhile.
      if (pruning_.combining_excludes_sends && x.pending >= 0) {
        t += combining_done(x) - std::max<Tick>(x.recv_left, 0);
      }
      for (int k = 0; k < q_; ++k) {
        if ((x.sent >> k) & 1u) continue;
        t += comm_[static_cast<std::size_t>(k)];
        last = std::min(last, comp_[static_cast<std::size_t>(k)]);
      }
      lb = std::max(lb, t + last);
    }
    if (lb >= bound) return lb;  // most children end here, before the dearer bound
    lb = std::max(lb, root_bound(s));
    // Bound (7), dearer still: asked only whether it reaches `bound`.
    if (lb < bound && pruning_.root_groups && root_groups_bound_reaches(s, bound)) lb = bound;
    return lb;
  }

  // The ready times of segment k's holders other than the root, sorted, in
  // `ready`; how many. `first_send`: when the first of them may send k.
  std::size_t holders_ready(const PortsState& s, int k,
                            std::array<Tick, bidirectional_search_max_p>& ready,
                            Tick& first_send) const {
    std::size_t others = 0;
    first_send = unreachable;
    for (int i = 1; i < p_; ++i) {
      const ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      if ((x.sent >> k) & 1u) continue;
      const HolderReady at = ready_for(x, k);
      ready[others++] = std::min(at.send, at.receive);
      first_send = std::min(first_send, at.send);
    }
    sort_few(ready.data(), others);
    return others;
  }

  // The root's first receive of a segment from `others` holders, ready at
  // `ready`: from one of them, which sends it no earlier than `first_send`,
  // or from the merge of two or more, no earlier than that of the two
  // earliest.
  Tick first_at_root(const std::array<Tick, bidirectional_search_max_p>& ready, std::size_t others,
                     Tick first_send, int k) const {
    if (others == 1) return first_send;
    return std::min(first_send, merged_end(ready.data(), 2, merge_length(k)));
  }

  Tick merge_length(int k) const {
    return comm_[static_cast<std::size_t>(k)] + comp_[static_cast<std::size_t>(k)];
  }

  // Bound (2). The root's receives of each segment: one, after the other
  // holders have merged, or more (merge_bound.hpp's RootReceives).
  Tick root_bound(const PortsState& s) const {
    const Tick at_root = combining_done(s.procs[0]);
    std::array<RootReceives, bidirectional_search_max_q> receives;
    std::size_t count = 0;
    for (int k = 0; k < q_; ++k) {
      std::array<Tick, bidirectional_search_max_p> ready;
      Tick first_send = 0;
      const std::size_t others = holders_ready(s, k, ready, first_send);
      if (others == 0) continue;
      RootReceives& r = receives[count++];
      r = root_receives_of(ready.data(), others,
                           pruning_.ready_times ? at_root : 0,  // it receives only
                           merge_length(k), pruning_.root_receives);
      if (pruning_.root_receives) {
        const Tick first = first_at_root(ready, others, first_send, k);
        r.first = std::max(r.first, first);
        if (others == 1) r.single = std::max(r.single, first);
      }
    }
    return root_finish_either(at_root, receives.data(), count);
  }

  // Bound (7): the root's receives, each segment's holders split into
  // groups in every way (root_groups.hpp says why that bounds the time to
  // finish). Each segment's part; how many segments are still to send.
  using Groups = std::array<segmented_search::RootGroups, bidirectional_search_max_q>;
  std::size_t root_groups(const PortsState& s, Groups& groups) const {
    std::size_t count = 0;
    for (int k = 0; k < q_; ++k) {
      std::array<Tick, bidirectional_search_max_p> ready;
      Tick first_send = 0;
      const std::size_t others = holders_ready(s, k, ready, first_send);
      if (others > 0) {
        segmented_search::RootGroups& g = groups[count++];
        g = segmented_search::root_groups_of(ready.data(), others, merge_length(k));
        // A group of one is its holder's own send (kept no later than E(2),
        // the bound's order).
        g.ready_by_size[0] =
            std::max(g.ready_by_size[0], first_at_root(ready, others, first_send, k));
      }
    }
    return count;
  }

  // Whether bound (7) reaches `target`.
  bool root_groups_bound_reaches(const PortsState& s, Tick target) const {
    Groups groups;
    const std::size_t count = root_groups(s, groups);
    return segmented_search::root_groups_reach(combining_done(s.procs[0]), groups.data(), count,
                                               target);
  }

  // When non-root holder x may send segment k, and when a receive of k into
  // it may begin (0 with the ready times left out), by the rules can_send
  // and can_receive apply; x is ready to merge k at the earlier of the two
  // (a merge of x and y ends c_k + g_k after the later of theirs, or later).
  // Combining excludes sending, so a receive into x while x sends ends no
  // earlier than that send (g_k > 0): it begins c_k before, at the earliest;
  // and a send from x while x receives ends before x combines, or begins
  // after.
  struct HolderReady {
    Tick send, receive;
  };
  HolderReady ready_for(const ProcessorNow& x, int k) const {
    if (!pruning_.ready_times) return {0, 0};
    const Tick done = combining_done(x);
    if (x.pending == k) return {done, done};
    if (!pruning_.combining_excludes_sends) {
      const Tick either = std::min(x.send_left, done);
      return {either, either};
    }
    const Tick c = comm_[static_cast<std::size_t>(k)];
    const bool send_meets_combining = x.pending >= 0 && done > x.send_left &&
                                      comp_[static_cast<std::size_t>(x.pending)] > 0 &&
                                      x.recv_left - x.send_left < c;
    const bool combining_meets_send = comp_[static_cast<std::size_t>(k)] > 0;
    return {send_meets_combining ? done : x.send_left,
            combining_meets_send ? std::max(done, x.send_left - c) : done};
  }

  // When x's receive port is free again: its combining done (0: nothing
  // under way).
  Tick combining_done(const ProcessorNow& x) const {
    if (x.pending < 0) return 0;
    return std::max<Tick>(0, x.recv_left + comp_[static_cast<std::size_t>(x.pending)]);
  }

  void apply(PortsState& s, const std::vector<StartedTransfer>& moves) const {
    for (const StartedTransfer& m : moves) {
      ProcessorNow& from = s.procs[static_cast<std::size_t>(m.from)];
      ProcessorNow& to = s.procs[static_cast<std::size_t>(m.to)];
      from.sent |= 1u << m.segment;
      // A processor that has sent everything takes part in nothing more (it
      // holds nothing to receive into), and the rest of its send never ends
      // the schedule (its receiver's receive ends with it): it is left free,
      // so that states differing only there are one.
      from.send_left = from.sent == full() ? 0 : comm_[static_cast<std::size_t>(m.segment)];
      to.pending = m.segment;
      to.recv_left = comm_[static_cast<std::size_t>(m.segment)];
      if (in_order_ && m.to == 0) s.root_segment = std::max(s.root_segment, m.segment);
    }
  }

  void advance(PortsState& s, Tick by) const {
    for (int i = 0; i < p_; ++i) {
      ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      x.send_left = std::max<Tick>(0, x.send_left - by);
      if (x.pending >= 0) {
        x.recv_left -= by;
        if (!busy_receiving(x, 0)) {
          x.pending = -1;
          x.recv_left = 0;
        }
      }
    }
  }

  // Starts `moves` now and finishes as early as possible, if before `bound`
  // (or `deferred`, when `defer` and another worker searches the state
  // after them).
  Tick after(Worker& self, const PortsState& s, const std::vector<StartedTransfer>& moves, Tick now,
             Tick bound, bool defer) {
    const Stacks::OnPath on_path(self, moves, [&](const StartedTransfer& m) {
      return DatedTransfer{now, m};
    });
    PortsState next = s;
    apply(next, moves);
    if (all_sent(next)) return incumbent_.found(control_, self.path, nullptr, now, finish(next));
    const Tick step = next_start(next);
    if (step == unreachable) return unreachable;
    if (step >= bound) return step;
    advance(next, step);
    const Tick rest = solve(self, next, now + step, bound - step, defer);
    return rest == deferred ? deferred : step + rest;
  }

  // A processor in 64 bits, its segments renamed by renaming r.
  std::uint64_t packed(const ProcessorNow& x, std::size_t r) const {
    const int pending = x.pending < 0 ? -1 : renamings_.segment(r, x.pending);
    return std::uint64_t{renamings_.mask(r, x.sent)} | (std::uint64_t(pending + 1) << 8) |
           (std::uint64_t(x.send_left) << 12) |
           (std::uint64_t(x.recv_left + longest_duration) << 36);
  }

  // The memo's key: the root, the other processors sorted (interchangeable),
  // the root's segment; of the renamings of equal segments
  // (segment_renamings.hpp), the least. A segment's signature: what the
  // processors that sent it, and the one receiving it, are doing.
  PortsKey key_of(const PortsState& s) const {
    std::array<std::uint64_t, bidirectional_search_max_q> signature{};
    for (int i = 0; i < p_; ++i) {
      const ProcessorNow& x = s.procs[static_cast<std::size_t>(i)];
      std::uint64_t h =
          (std::uint64_t(x.send_left) << 32 ^ std::uint64_t(x.recv_left + longest_duration) << 6 ^
           static_cast<unsigned>(std::popcount(x.sent)) ^ (i == 0 ? 1u << 5 : 0u)) *
          0x9e3779b97f4a7c15ULL;
      h ^= h >> 29;
      for (int k = 0; k < q_; ++k) {
        if ((x.sent >> k) & 1u) signature[static_cast<std::size_t>(k)] += h;
      }
      if (x.pending >= 0) signature[static_cast<std::size_t>(x.pending)] += h * 3 + 1;
    }
    PortsKey key{};
    bool first = true;
    for (std::size_t r = 0; r < renamings_.size(); ++r) {
      if (!renamings_.orders(r, signature.data())) continue;
      PortsKey renamed{};
      // The root sends nothing: its sent bits hold its segment (in order).
      renamed[0] = packed(s.procs[0], r) | std::uint64_t(s.root_segment);
      for (int i = 1; i < p_; ++i)
        renamed[static_cast<std::size_t>(i)] = packed(s.procs[static_cast<std::size_t>(i)], r);
      sort_few(renamed.data() + 1, static_cast<std::size_t>(p_ - 1));
      if (first || renamed < key) {
        key = renamed;
        first = false;
      }
    }
    return key;
  }

  // The key's processors as the dominance table wants them: the shape, one
  // word each (segments sent, or the root's segment; while a receive is
  // under way, its segment and how long until it ends), and two busy times
  // each (until its send ends; until its combining ends, 0 when free), the
  // non-root processors sorted by shape and then by those times, so that
  // comparing two states position by position pairs processors of equal
  // shape. A combining blocks both ports and nothing else, so a processor
  // that combines for less time, or not at all, is a processor free earlier;
  // so is one whose receive of a segment with nothing to combine ends
  // earlier (the second time is then that receive's).
  void split_for_dominance(const PortsKey& key, MemoKey& shape, MemoKey& busy) const {
    static_assert(bidirectional_search_max_q <= 6 && longest_duration == Tick{1} << 22,
                  "a processor's shape packs into 32 bits");
    using Split = std::array<std::uint32_t, 3>;  // shape, send, combining
    const auto split = [&](std::uint64_t w) {
      const auto pending_plus_one = static_cast<std::uint32_t>((w >> 8) & 0xfu);
      const Tick recv_left = static_cast<Tick>(w >> 36) - longest_duration;
      Split out{static_cast<std::uint32_t>(w & 0x3fu),
                static_cast<std::uint32_t>((w >> 12) & 0xffffffu), 0};
      if (pending_plus_one == 0) return out;
      const Tick comp = comp_[static_cast<std::size_t>(pending_plus_one - 1)];
      if (recv_left <= 0) {
        out[2] = static_cast<std::uint32_t>(recv_left + comp);  // combining
      } else if (comp == 0) {
        // Nothing to combine: the receive holds the receive port alone, and
        // ending it earlier only frees that port.
        out[0] |= pending_plus_one << 6;
        out[2] = static_cast<std::uint32_t>(recv_left);
      } else {
        out[0] |= pending_plus_one << 6 | static_cast<std::uint32_t>(recv_left + longest_duration)
                                              << 9;
      }
      return out;
    };
    std::array<Split, bidirectional_search_max_p> by_shape{};
    const auto others = static_cast<std::size_t>(p_ - 1);
    for (std::size_t i = 1; i < static_cast<std::size_t>(p_); ++i) by_shape[i - 1] = split(key[i]);
    sort_few(by_shape.data(), others);
    const Split root = split(key[0]);
    shape[0] = root[0];
    busy[0] = root[1];
    busy[1] = root[2];
    for (std::size_t i = 1; i < static_cast<std::size_t>(p_); ++i) {
      shape[i] = by_shape[i - 1][0];
      busy[2 * i] = by_shape[i - 1][1];
      busy[2 * i + 1] = by_shape[i - 1][2];
    }
  }

  MemoKey memo_key(const PortsKey& key) const {
    MemoKey words{};
    for (int i = 0; i < p_; ++i) {
      const std::uint64_t w = key[static_cast<std::size_t>(i)];
      words[2 * static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(w);
      words[2 * static_cast<std::size_t>(i) + 1] = static_cast<std::uint32_t>(w >> 32);
    }
    return words;
  }

  // Calls visit on every set of transfers that may start now (the empty set
  // only while something is under way: waiting with nothing under way gains
  // nothing), the larger sets first; stops when visit returns true.
  //
  // Processors in the same state are interchangeable: renaming them turns a
  // set into another whose outcome is the same state up to renaming. So only
  // the sets in which, within each run of such processors (by index), the
  // (segment sent, segment received) pairs do not increase are visited
  // (-1 for none): sorting any set's pairs that way is such a renaming. The
  // same for untouched segments of equal size (below): rename the segments
  // first, then the processors.
  void each_start_set(const PortsState& s,
                      const std::function<bool(const std::vector<StartedTransfer>&)>& visit) {
    std::array<int, bidirectional_search_max_p> sends, receives, same_before;
    sends.fill(-1);
    receives.fill(-1);
    same_before.fill(-1);
    for (int a = 2; a < p_; ++a) {
      for (int b = a - 1; b >= 1 && same_before[static_cast<std::size_t>(a)] < 0; --b) {
        if (s.procs[static_cast<std::size_t>(b)] == s.procs[static_cast<std::size_t>(a)]) {
          same_before[static_cast<std::size_t>(a)] = b;
        }
      }
    }
    const auto in_order_of_sameness = [&] {
      for (int a = 2; a < p_; ++a) {
        const int b = same_before[static_cast<std::size_t>(a)];
        if (b < 0) continue;
        const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
        if (sends[ub] == sends[ua] && receives[ub] < receives[ua]) return false;
      }
      return true;
    };
    // In any order, only the sets that start a first few of the untouched
    // segments of each size are visited (segment_renamings.hpp).
    unsigned untouched = full();
    for (int i = 1; i < p_; ++i) untouched &= ~s.procs[static_cast<std::size_t>(i)].sent;
    if (in_order_ || !pruning_.rename_segments) untouched = 0;
    std::vector<StartedTransfer> chosen;
    const auto first_of_the_untouched = [&] {
      unsigned started = 0;
      for (const StartedTransfer& m : chosen) started |= 1u << m.segment;
      return renamings_.starts_first_untouched(started, untouched);
    };
    const bool waiting_allowed = under_way(s);
    std::function<bool(int)> choose = [&](int a) -> bool {
      if (a == p_) {
        if (chosen.empty() && !waiting_allowed) return false;
        return in_order_of_sameness() && first_of_the_untouched() && visit(chosen);
      }
      const auto ua = static_cast<std::size_t>(a);
      const int same = same_before[ua];
      const int most = same < 0 ? q_ - 1 : sends[static_cast<std::size_t>(same)];
      for (int k = 0; k <= most; ++k) {
        if (!can_send(s, a, k, 0)) continue;
        if (receives[ua] >= 0 && !both_ok(k, receives[ua])) continue;
        for (int b = 0; b < p_; ++b) {
          const auto ub = static_cast<std::size_t>(b);
          if (b == a || receives[ub] >= 0 || !can_receive(s, b, k, 0)) continue;
          if (sends[ub] >= 0 && !both_ok(sends[ub], k)) continue;
          sends[ua] = k;
          receives[ub] = k;
          chosen.push_back({a, b, k});
          const bool stop = choose(a + 1);
          chosen.pop_back();
          sends[ua] = -1;
          receives[ub] = -1;
          if (stop) return true;
        }
      }
      return choose(a + 1);
    };
    choose(1);
  }
};

}  // namespace

void refuse_beyond_bidirectional_search(const SegmentedInstance& in) {
  if (in.p > bidirectional_search_max_p || in.q() > bidirectional_search_max_q) {
    throw TooBig("the bidirectional schedule search takes p <= " +
                 std::to_string(bidirectional_search_max_p) +
                 " and q <= " + std::to_string(bidirectional_search_max_q) +
                 ", not p = " + std::to_string(in.p) + ", q = " + std::to_string(in.q()));
  }
}

SegmentedSearch search_bidirectional_schedules(const SegmentedInstance& in, bool in_order,
                                               const std::optional<Time>& below,
                                               std::uint64_t state_budget, TwoPortPruning pruning,
                                               SearchWorkers workers,
                                               std::optional<std::uint64_t> memory_limit_bytes,
                                               SearchDeadline deadline) {
  check_instance(in);
  refuse_beyond_bidirectional_search(in);
  if (in.alpha == 0 && in.beta == 0) {
    // No transfer holds a port: the unidirectional rules are the same.
    const Time bound = below ? *below : Time(in.p) * Time(in.m()) * (in.gamma + 1) + 1;
    return search_unidirectional_schedules(in, in_order, bound, state_budget, {}, workers,
                                           memory_limit_bytes, deadline);
  }
  const SegmentTicks ticks = segment_ticks(in, "bidirectional schedule search");
  const std::vector<Tick>& comm = ticks.comm;
  const std::vector<Tick>& comp = ticks.comp;
  for (std::size_t k = 0; k < comm.size(); ++k) {
    if (comm[k] >= longest_duration || comp[k] >= longest_duration) {
      throw InputError("the bidirectional schedule search takes durations below 2^22 ticks of " +
                       to_string(ticks.tick) + "; segment " + std::to_string(k + 1) +
                       " of these costs takes more: give costs with a smaller common tick");
    }
  }
  Tick bound = unreachable;
  if (below) {
    const BigInt ceiling = ticks_below(*below, ticks.tick);  // ticks < bound
    if (ceiling < BigInt(unreachable)) bound = ceiling.convert_to<Tick>();
  }
  SegmentedSearch result;
  result.schedule.machines = in.p;
  result.schedule.sink = 0;
  if (in.p == 1) {
    result.complete = true;
    if (Time(0) < (below ? *below : Time(1))) result.best = Time(0);
    return result;
  }
  BidirectionalSearch search(in.p, comm, comp, in.segments, in_order, state_budget, pruning);
  if (memory_limit_bytes) search.limit_memory(*memory_limit_bytes);
  if (deadline) search.limit_time(*deadline);
  const PortsState start = search.start();
  const auto solve_below = [&](Tick below_ticks) {
    return search.solve_from_start(start, below_ticks, workers.count,
                                   workers.states_alone.value_or(two_port_states_alone));
  };
  const std::optional<Tick> found = segmented_search::solve_in_phases(
      search, start, bound, state_budget, pruning.projections_after, solve_below, pruning.ceilings);
  result.nodes = search.expanded();
  result.complete = found.has_value();
  result.out_of_memory = !found && search.out_of_memory();
  result.out_of_time = !found && search.out_of_time();
  const auto write_down = [&](const std::vector<std::pair<Tick, StartedTransfer>>& moves) {
    for (const auto& [at, m] : moves) {
      append_searched_transfer(result.schedule, in, ticks.tick, at, m.from, m.to, m.segment);
    }
  };
  if (!found) {
    result.lower_bound = ticks.tick * Time(search.reported_bound(start));
    if (const auto kept = search.schedule_kept(trace_after_stop_states)) {
      result.found_before_stop = ticks.tick * Time(kept->first);
      write_down(kept->second);
    }
    return result;
  }
  if (*found >= bound) return result;
  const Tick value = *found;
  write_down(search.schedule_reaching(start, value));
  result.recovery_nodes = search.expanded() - result.nodes;
  result.best = ticks.tick * Time(value);
  return result;
}

}  // namespace redcheck

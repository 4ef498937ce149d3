// The first exhaustive search of the unidirectional segmented model, kept as
// the reference the faster one (exhaustive.cpp) is tested against: it replays
// transfers in start order and remembers the absolute states it has seen.

#include "models/segmented/exhaustive.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "models/segmented/cost_ticks.hpp"

#include <algorithm>
#include <unordered_set>
#include <vector>

namespace redcheck {

namespace {

using ReplayTick = std::int64_t;

struct ReplayMove {
  int from, to, segment;
  ReplayTick start;
};

class ReplaySearch {
 public:
  ReplaySearch(int p, std::vector<ReplayTick> comm, std::vector<ReplayTick> comp, bool in_order,
               ReplayTick bound, std::uint64_t budget, SearchDeadline deadline)
      : p_(p),
        q_(static_cast<int>(comm.size())),
        comm_(std::move(comm)),
        comp_(std::move(comp)),
        in_order_(in_order),
        bound_(bound),
        budget_(budget),
        deadline_(deadline),
        free_(p, 0),
        sent_(p, 0) {}

  bool run() {
    dfs(0);
    return !halted();
  }
  std::uint64_t nodes() const { return nodes_; }
  bool out_of_time() const { return out_of_time_; }
  const std::vector<ReplayMove>& best_moves() const { return best_moves_; }
  bool found() const { return found_; }
  ReplayTick bound() const { return bound_; }

 private:
  int p_, q_;
  std::vector<ReplayTick> comm_, comp_;
  bool in_order_;
  ReplayTick bound_;  // looking for makespans strictly below
  std::uint64_t budget_, nodes_ = 0;
  SearchDeadline deadline_;
  bool out_of_time_ = false;
  std::vector<ReplayTick> free_;
  std::vector<unsigned> sent_;  // bit k: segment k sent (root: unused)
  int root_segment_ = 0;        // in order: the root's current segment
  std::vector<ReplayMove> moves_, best_moves_;
  bool found_ = false;
  std::unordered_set<std::string> seen_;

  unsigned full() const { return (1u << q_) - 1; }
  bool halted() const { return nodes_ > budget_ || out_of_time_; }

  ReplayTick lower_bound(ReplayTick last_start) const {
    ReplayTick lb = 0;
    ReplayTick root = std::max(free_[0], last_start);
    for (int k = 0; k < q_; ++k) {
      bool done = true;
      for (int i = 1; i < p_ && done; ++i) done = (sent_[i] >> k) & 1u;
      if (!done) root += comm_[k] + comp_[k];
    }
    lb = std::max(lb, root);
    for (int i = 1; i < p_; ++i) {
      if (sent_[i] == full()) continue;
      ReplayTick t = std::max(free_[i], last_start), last = -1;
      for (int k = 0; k < q_; ++k) {
        if (!((sent_[i] >> k) & 1u)) {
          t += comm_[k];
          last = last < 0 ? comp_[k] : std::min(last, comp_[k]);
        }
      }
      lb = std::max(lb, t + last);
    }
    return std::max(lb, *std::max_element(free_.begin(), free_.end()));
  }

  std::string key(ReplayTick last_start) const {
    std::vector<std::pair<ReplayTick, unsigned>> others;
    for (int i = 1; i < p_; ++i) others.emplace_back(std::max(free_[i], last_start), sent_[i]);
    std::sort(others.begin(), others.end());
    std::string k;
    const auto put = [&](ReplayTick v) { k.append(reinterpret_cast<const char*>(&v), sizeof v); };
    put(std::max(free_[0], last_start));
    put(root_segment_);
    put(last_start);
    for (const auto& [t, m] : others) {
      put(t);
      put(m);
    }
    return k;
  }

  // Lowest segment a processor still holds (in order: the only one it may
  // send or receive).
  int current(int i) const {
    int k = 0;
    while (k < q_ && ((sent_[i] >> k) & 1u)) ++k;
    return k;
  }

  void dfs(ReplayTick last_start) {
    if (++nodes_ > budget_ || out_of_time_) return;
    if ((nodes_ & 0xfff) == 0) {
      check_cancelled();
      if (deadline_ && std::chrono::steady_clock::now() >= *deadline_) {
        out_of_time_ = true;
        return;
      }
    }
    bool all_sent = true;
    for (int i = 1; i < p_ && all_sent; ++i) all_sent = sent_[i] == full();
    if (all_sent) {
      const ReplayTick makespan = *std::max_element(free_.begin(), free_.end());
      if (makespan < bound_) {
        bound_ = makespan;
        best_moves_ = moves_;
        found_ = true;
      }
      return;
    }
    if (lower_bound(last_start) >= bound_) return;
    if (!seen_.insert(key(last_start)).second) return;

    for (int a = 1; a < p_; ++a) {
      if (sent_[a] == full()) continue;
      // Interchangeable senders: only the first of equal (free, sent) states.
      bool duplicate = false;
      for (int b = 1; b < a && !duplicate; ++b) {
        duplicate = sent_[b] == sent_[a] &&
                    std::max(free_[b], last_start) == std::max(free_[a], last_start);
      }
      if (duplicate) continue;
      for (int k = 0; k < q_; ++k) {
        if ((sent_[a] >> k) & 1u) continue;
        if (in_order_ && k != current(a)) continue;
        for (int b = 0; b < p_; ++b) {
          if (b == a) continue;
          if (b == 0) {
            if (in_order_ && k < root_segment_) continue;
          } else {
            if ((sent_[b] >> k) & 1u) continue;
            if (in_order_ && k != current(b)) continue;
            bool same = false;  // interchangeable receivers
            for (int c = 1; c < b && !same; ++c) {
              same = c != a && sent_[c] == sent_[b] &&
                     std::max(free_[c], last_start) == std::max(free_[b], last_start);
            }
            if (same) continue;
          }
          const ReplayTick start = std::max({free_[a], free_[b], last_start});
          const ReplayTick saved_a = free_[a], saved_b = free_[b];
          const int saved_root = root_segment_;
          free_[a] = start + comm_[k];
          free_[b] = start + comm_[k] + comp_[k];
          sent_[a] |= 1u << k;
          if (b == 0) root_segment_ = k;
          moves_.push_back({a, b, k, start});
          dfs(start);
          moves_.pop_back();
          sent_[a] &= ~(1u << k);
          free_[a] = saved_a;
          free_[b] = saved_b;
          root_segment_ = saved_root;
          if (halted()) return;
        }
      }
    }
  }
};

}  // namespace

SegmentedSearch search_unidirectional_schedules_by_replay(const SegmentedInstance& in,
                                                          bool in_order, const Time& below,
                                                          std::uint64_t node_budget,
                                                          SearchDeadline deadline) {
  check_instance(in);
  refuse_beyond_unidirectional_search(in);
  const SegmentTicks ticks = segment_ticks(in, "exhaustive schedule search");
  const std::vector<ReplayTick>& comm = ticks.comm;
  const std::vector<ReplayTick>& comp = ticks.comp;
  // makespan < below  <=>  ticks < ceiling.
  const BigInt ceiling = ticks_below(below, ticks.tick);
  const ReplayTick bound = ceiling > BigInt(std::numeric_limits<ReplayTick>::max() / 2)
                               ? std::numeric_limits<ReplayTick>::max() / 2
                               : ceiling.convert_to<ReplayTick>();
  SegmentedSearch result;
  if (in.p == 1) {
    result.complete = true;
    if (Time(0) < below) result.best = Time(0);
    result.schedule.machines = 1;
    return result;
  }
  ReplaySearch search(in.p, comm, comp, in_order, bound, node_budget, deadline);
  result.complete = search.run();
  result.out_of_time = search.out_of_time();
  result.nodes = search.nodes();
  if (search.found()) {
    // Stopped short, it still names the best schedule it had found.
    (result.complete ? result.best : result.found_before_stop) = ticks.tick * Time(search.bound());
    Schedule& s = result.schedule;
    s.machines = in.p;
    s.sink = 0;
    for (const ReplayMove& m : search.best_moves()) {
      const Time start = ticks.tick * Time(m.start);
      const Time end = start + in.comm(in.segments[m.segment]);
      const int index = static_cast<int>(s.transfers.size());
      s.transfers.push_back(Transfer{m.from, m.to, start, end, m.segment, 1});
      s.reductions.push_back(Reduction{m.to, index, end, end + in.comp(in.segments[m.segment])});
    }
  }
  return result;
}

}  // namespace redcheck

#include "models/heterogeneous/builders.hpp"

#include "errors.hpp"
#include "models/heterogeneous/static_trees.hpp"
#include "time/fast_path.hpp"

#include <map>
#include <tuple>
#include <utility>

namespace redcheck {

namespace {

// Writes the simulation's activities into a schedule.
struct ScheduleRecorder {
  Schedule& schedule;
  int transfer(int from, int to, const Time& start, const Time& end) {
    schedule.transfers.push_back(Transfer{from, to, start, end, 0, 1});
    return static_cast<int>(schedule.transfers.size()) - 1;
  }
  void reduction(int on, int transfer, const Time& start, const Time& end) {
    schedule.reductions.push_back(Reduction{on, transfer, start, end});
  }
};

// The costs in a number type T: d_ij then c_j, as with_fastest_exact lists them.
template <class T>
struct ListedCosts {
  int n;
  const std::vector<T>& values;
  const T& d(int from, int to) const {
    return values[static_cast<std::size_t>(from) * static_cast<std::size_t>(n) +
                  static_cast<std::size_t>(to)];
  }
  const T& c(int on) const {
    return values[static_cast<std::size_t>(n) * static_cast<std::size_t>(n) +
                  static_cast<std::size_t>(on)];
  }
};

// static_tree_of(builder, n, root), built once per thread: the trees depend
// on n, the root and the family alone, and claims time thousands of
// instances of one n.
const ReductionTree& static_tree_kept(HeterogeneousBuilder builder, int n, int root) {
  const bool binomial = builder == HeterogeneousBuilder::binomial_stat ||
                        builder == HeterogeneousBuilder::binomial_stat_fcfs;
  thread_local std::map<std::tuple<bool, int, int>, ReductionTree> kept;
  const auto [at, added] = kept.try_emplace({binomial, n, root});
  if (added) at->second = static_tree_of(builder, n, root);
  return at->second;
}

// True when every reduction of `tree` (senders in its order) joins ranges
// adjacent to each other: the operand order rule of the validator.
bool joins_adjacent_ranges(const ReductionTree& tree) {
  const auto at = [](int p) { return static_cast<std::size_t>(p); };
  std::vector<int> low(at(tree.size())), high(at(tree.size()));
  for (int r : tree.postorder()) {
    low[at(r)] = high[at(r)] = r;
    for (int s : tree.senders(r)) {
      if (high[at(s)] + 1 == low[at(r)]) {
        low[at(r)] = low[at(s)];
      } else if (low[at(s)] == high[at(r)] + 1) {
        high[at(r)] = high[at(s)];
      } else {
        return false;
      }
    }
  }
  return true;
}

void check_serves(HeterogeneousBuilder builder, const HeterogeneousInstance& in) {
  if (auto why = refusal(builder, in)) throw InputError(*why);
}

// The builder's simulation on `costs`, reporting to `recorder`.
template <class T, class Costs, class Recorder>
Simulated<T> simulate(HeterogeneousBuilder builder, int n, int root, const Costs& costs,
                      Recorder& recorder) {
  if (is_static(builder)) {
    return simulate_static<T>(static_tree_kept(builder, n, root), receive_order_of(builder), costs,
                              recorder);
  }
  if (builder == HeterogeneousBuilder::tree_dyn) {
    return simulate_tree_dyn<T>(n, costs, recorder, root);
  }
  return simulate_non_commut_tree_dyn<T>(n, costs, recorder, root);
}

}  // namespace

std::optional<std::string> refusal(HeterogeneousBuilder builder, const HeterogeneousInstance& in) {
  if (in.commutative) return std::nullopt;
  if (!serves_non_commutative(builder)) {
    return to_string(builder) +
           " pairs values that need not be adjacent, so it serves commutative reductions "
           "only; drop --non-commutative or use binomial-stat, fibonacci-stat or "
           "non-commut-tree-dyn";
  }
  if (is_static(builder) && in.rooted() &&
      !joins_adjacent_ranges(static_tree_kept(builder, in.n, in.root))) {
    return to_string(builder) + "'s tree on relative ranks, rooted at P_" +
           std::to_string(in.root) + " of " + std::to_string(in.n) +
           ", joins ranges that are not adjacent (rule 'operand order' of a non-commutative "
           "reduction); use non-commut-tree-dyn, --root 0, or a commutative instance";
  }
  return std::nullopt;
}

const std::vector<HeterogeneousBuilder>& all_heterogeneous_builders() {
  static const std::vector<HeterogeneousBuilder> all{
      HeterogeneousBuilder::binomial_stat,  HeterogeneousBuilder::binomial_stat_fcfs,
      HeterogeneousBuilder::fibonacci_stat, HeterogeneousBuilder::fibonacci_stat_fcfs,
      HeterogeneousBuilder::tree_dyn,       HeterogeneousBuilder::non_commut_tree_dyn};
  return all;
}

std::string to_string(HeterogeneousBuilder builder) {
  switch (builder) {
    case HeterogeneousBuilder::binomial_stat:
      return "binomial-stat";
    case HeterogeneousBuilder::binomial_stat_fcfs:
      return "binomial-stat-fcfs";
    case HeterogeneousBuilder::fibonacci_stat:
      return "fibonacci-stat";
    case HeterogeneousBuilder::fibonacci_stat_fcfs:
      return "fibonacci-stat-fcfs";
    case HeterogeneousBuilder::tree_dyn:
      return "tree-dyn";
    case HeterogeneousBuilder::non_commut_tree_dyn:
      return "non-commut-tree-dyn";
  }
  throw InternalError("unknown heterogeneous builder");
}

bool serves_non_commutative(HeterogeneousBuilder builder) {
  return builder == HeterogeneousBuilder::binomial_stat ||
         builder == HeterogeneousBuilder::fibonacci_stat ||
         builder == HeterogeneousBuilder::non_commut_tree_dyn;
}

bool is_static(HeterogeneousBuilder builder) {
  return builder != HeterogeneousBuilder::tree_dyn &&
         builder != HeterogeneousBuilder::non_commut_tree_dyn;
}

ReductionTree static_tree_of(HeterogeneousBuilder builder, int n, int root) {
  if (!is_static(builder)) throw InternalError(to_string(builder) + " has no static tree");
  const bool binomial = builder == HeterogeneousBuilder::binomial_stat ||
                        builder == HeterogeneousBuilder::binomial_stat_fcfs;
  const ReductionTree tree = binomial ? binomial_stat_tree(n) : fibonacci_stat_tree(n);
  if (root <= 0) return tree;
  if (root >= n) throw InternalError("a static tree's root beyond its processors");
  // Relative ranks: P_{(v + root) mod n} plays P_v.
  const auto actual = [&](int v) { return (v + root) % n; };
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) {
    for (int s : tree.senders(v)) senders[static_cast<std::size_t>(actual(v))].push_back(actual(s));
  }
  return ReductionTree::from_senders(std::move(senders));
}

ReceiveOrder receive_order_of(HeterogeneousBuilder builder) {
  if (!is_static(builder)) throw InternalError(to_string(builder) + " has no static tree");
  const bool fcfs = builder == HeterogeneousBuilder::binomial_stat_fcfs ||
                    builder == HeterogeneousBuilder::fibonacci_stat_fcfs;
  return fcfs ? ReceiveOrder::fcfs : ReceiveOrder::round_order;
}

Schedule earliest_schedule(const ReductionTree& tree, const HeterogeneousInstance& in) {
  Schedule schedule;
  schedule.machines = in.n;
  ScheduleRecorder recorder{schedule};
  schedule.sink =
      simulate_static<Time>(tree, ReceiveOrder::round_order, InstanceCosts{in}, recorder).sink;
  return schedule;
}

HeterogeneousBuilt build_heterogeneous(HeterogeneousBuilder builder,
                                       const HeterogeneousInstance& in) {
  check_serves(builder, in);
  HeterogeneousBuilt out;
  out.schedule.machines = in.n;
  ScheduleRecorder recorder{out.schedule};
  const Simulated<Time> simulated =
      simulate<Time>(builder, in.n, in.root, InstanceCosts{in}, recorder);
  out.schedule.sink = simulated.sink;
  out.own_makespan = simulated.makespan;
  return out;
}

std::optional<Time> heterogeneous_makespan_in_ticks(HeterogeneousBuilder builder,
                                                    const HeterogeneousInstance& in) {
  return heterogeneous_makespans_in_ticks({builder}, in).front();
}

std::vector<std::optional<Time>> heterogeneous_makespans_in_ticks(
    const std::vector<HeterogeneousBuilder>& builders, const HeterogeneousInstance& in) {
  for (HeterogeneousBuilder b : builders) check_serves(b, in);
  std::vector<Time> costs;
  for (const auto& row : in.d) costs.insert(costs.end(), row.begin(), row.end());
  costs.insert(costs.end(), in.c.begin(), in.c.end());
  // A date is at most the sum of the durations of the 2 (n - 1) activities
  // (transfers and reductions), each at most the sum of every cost.
  const auto largest = [n = in.n](const std::vector<BigInt>& ticks) {
    BigInt sum = 0;
    for (const BigInt& t : ticks) sum += t;
    return BigInt(2 * n) * sum;
  };
  return with_fastest_exact<NumberTypes::int64_or_exact>(
      costs, largest, [&](const auto& arithmetic) {
        using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
        std::vector<std::optional<Time>> out(builders.size());
        if constexpr (!std::is_same_v<T, Time>) {
          NoRecorder<T> none;
          const ListedCosts<T> listed{in.n, arithmetic.costs};
          for (std::size_t k = 0; k < builders.size(); ++k)
            out[k] =
                arithmetic.to_time(simulate<T>(builders[k], in.n, in.root, listed, none).makespan);
        }
        return out;
      });
}

}  // namespace redcheck

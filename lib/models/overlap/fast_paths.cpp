#include "models/overlap/fast_paths.hpp"

#include "models/overlap/exhaustive.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/optimum_recurrence.hpp"
#include "models/overlap/prefix_timing.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"

namespace redcheck {

namespace {

OverlapModel random_costs(Random& random) {
  OverlapModel m = make_overlap_model(random_small_cost(random), random_small_cost(random));
  m.overlap = uniform_int(0, 3, random) != 0;
  return m;
}

std::string instance_words(int n, const OverlapModel& m) {
  return "n = " + std::to_string(n) + ", d = " + to_string(m.d) + ", c = " + to_string(m.c) +
         (m.overlap ? "" : ", no overlap");
}

std::optional<std::string> algorithm1_ticks(Random& random) {
  const int n = uniform_int(1, 300, random);
  const OverlapModel m = make_overlap_model(random_small_cost(random), random_small_cost(random));
  const TieBreak rule =
      uniform_int(0, 1, random) ? TieBreak::lowest_index : TieBreak::highest_index;
  const GreedyTree fast = algorithm1(n, m, rule);
  const auto exact = algorithm1_run<Time>(n, m.d, m.c, rule);
  if (fast.length != exact.length) {
    return instance_words(n, m) + ": length " + to_string(fast.length) + " vs exact " +
           to_string(exact.length);
  }
  for (int i = 1; i < n; ++i) {
    if (fast.tree.receiver(i) != exact.receiver[static_cast<std::size_t>(i)] ||
        fast.assigned(i) != exact.assigned[static_cast<std::size_t>(i)]) {
      return instance_words(n, m) + ": machine " + std::to_string(i) + " differs";
    }
  }
  return std::nullopt;
}

std::optional<std::string> exhaustive_ticks(Random& random) {
  const int n = uniform_int(1, 9, random);
  const OverlapModel m = random_costs(random);
  ExhaustiveOptions fast, exact;
  exact.force_exact = true;
  const auto a = exhaustive_optimum(n, m, fast);
  const auto b = exhaustive_optimum(n, m, exact);
  if (a.optimum != b.optimum || a.shapes != b.shapes || a.optimal_shapes != b.optimal_shapes ||
      a.optimum_by_size != b.optimum_by_size) {
    return instance_words(n, m) + ": " + a.arithmetic + " gives " + to_string(a.optimum) + " (" +
           std::to_string(a.optimal_shapes) + " optimal trees), exact rationals " +
           to_string(b.optimum) + " (" + std::to_string(b.optimal_shapes) + ")";
  }
  return std::nullopt;
}

std::optional<std::string> recurrence(Random& random) {
  const int n = uniform_int(1, 11, random);
  const OverlapModel m = random_costs(random);
  const auto a = recurrence_optimum(n, m);
  const auto b = exhaustive_optimum(n, m);
  if (a.optimum_by_size != b.optimum_by_size) {
    return instance_words(n, m) + ": recurrence " + to_string(a.optimum_by_size[n]) +
           ", enumeration " + to_string(b.optimum);
  }
  const Time tree = validated_makespan(earliest_schedule(a.tree, m, ArrivalOrder::as_in_tree), m,
                                       "the recurrence's tree");
  if (tree != a.optimum_by_size[n]) {
    return instance_words(n, m) + ": the recurrence's tree takes " + to_string(tree);
  }
  return std::nullopt;
}

std::optional<std::string> prefix_timing(Random& random) {
  const int total = uniform_int(1, 60, random);
  const OverlapModel m = random_costs(random);
  const OverlapModel chooser =
      make_overlap_model(random_small_cost(random), random_small_cost(random));
  const auto run = algorithm1_run<Time>(total, chooser.d, chooser.c, TieBreak::lowest_index);
  const auto fast = prefix_makespans<Time>(run.receiver, m.d, m.c, m.overlap);
  for (int n = 1; n <= total; ++n) {
    std::vector<int> receiver(run.receiver.begin(), run.receiver.begin() + n);
    const ReductionTree tree = ReductionTree::from_receivers(receiver);
    const Time exact = validated_makespan(earliest_schedule(tree, m, ArrivalOrder::by_ready_time),
                                          m, "Proposition 3 timing");
    if (exact != fast[static_cast<std::size_t>(n)]) {
      return instance_words(n, m) + ": prefix timing " +
             to_string(fast[static_cast<std::size_t>(n)]) + ", validated schedule " +
             to_string(exact);
    }
  }
  return std::nullopt;
}

}  // namespace

Time random_small_cost(Random& random) {
  RandomChooser choose(random);
  return choose.small_cost();
}

std::vector<FastPathCheck> overlap_fast_path_checks() {
  return {{"Algorithm 1 in int64 ticks = in exact rationals", algorithm1_ticks},
          {"exhaustive optimum in int32/int64 ticks = in exact rationals", exhaustive_ticks},
          {"Pareto recurrence = exhaustive enumeration", recurrence},
          {"prefix timing of online trees = validated Proposition 3 schedules", prefix_timing}};
}

}  // namespace redcheck

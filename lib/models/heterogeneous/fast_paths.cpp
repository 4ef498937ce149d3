#include "models/heterogeneous/fast_paths.hpp"

#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/instances.hpp"
#include "models/heterogeneous/optimum.hpp"
#include "models/heterogeneous/static_timing.hpp"
#include "models/heterogeneous/validator.hpp"

namespace redcheck {

namespace {

std::optional<std::string> optimum_ticks(Random& random) {
  HeterogeneousInstance in = random_heterogeneous_instance(uniform_int(1, 7, random), random);
  in.commutative = uniform_int(0, 1, random) == 0;
  const Time fast = optimum_by_subsets(in).optimum;
  const Time exact = optimum_by_subsets(in, nullptr, true).optimum;
  if (fast == exact) return std::nullopt;
  return heterogeneous_instance_text(in) + ": " + to_string(fast) + " in ticks, " +
         to_string(exact) + " exact";
}

std::optional<std::string> static_timing(Random& random) {
  HeterogeneousInstance in = random_heterogeneous_instance(uniform_int(1, 40, random), random);
  for (int i = 0; i < in.n; ++i) {
    for (int j = 0; j < in.n; ++j) {
      if (i != j && in.d[i][j] == 0) in.d[i][j] = 1;
    }
  }
  const InstanceCosts costs{in};
  std::vector<Time> ready;
  std::vector<int> senders;
  for (HeterogeneousBuilder builder : all_heterogeneous_builders()) {
    if (!is_static(builder)) continue;
    const ReductionTree tree = static_tree_of(builder, in.n);
    const Time fast = static_tree_makespan(tree, receive_order_of(builder), costs, ready, senders);
    const Time simulated =
        validated_makespan(build_heterogeneous(builder, in).schedule, in, to_string(builder));
    if (fast != simulated) {
      return to_string(builder) + " on " + heterogeneous_instance_text(in) + ": " +
             to_string(fast) + " without events, " + to_string(simulated) + " simulated";
    }
  }
  return std::nullopt;
}

std::optional<std::string> builders_in_ticks(Random& random) {
  HeterogeneousInstance in = random_heterogeneous_instance(uniform_int(1, 12, random), random);
  for (HeterogeneousBuilder builder : all_heterogeneous_builders()) {
    const std::optional<Time> fast = heterogeneous_makespan_in_ticks(builder, in);
    if (!fast) continue;
    const Time exact =
        validated_makespan(build_heterogeneous(builder, in).schedule, in, to_string(builder));
    if (*fast != exact) {
      return to_string(builder) + " on " + heterogeneous_instance_text(in) + ": " +
             to_string(*fast) + " in ticks, " + to_string(exact) + " validated";
    }
  }
  return std::nullopt;
}

}  // namespace

std::vector<FastPathCheck> heterogeneous_fast_path_checks() {
  return {
      {"the optimum in int64 ticks = in exact rationals", optimum_ticks},
      {"Binomial-stat and Fibonacci-stat timed without events = their simulation", static_timing},
      {"every builder's simulation in int64 ticks = its validated schedule", builders_in_ticks}};
}

}  // namespace redcheck

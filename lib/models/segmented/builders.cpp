#include "models/segmented/builders.hpp"

#include "errors.hpp"
#include "models/segmented/bi_greedy.hpp"
#include "models/segmented/butterfly.hpp"
#include "models/segmented/list_timing.hpp"
#include "models/segmented/standard_trees.hpp"
#include "models/segmented/uni_greedy.hpp"
#include "models/segmented/validator.hpp"

namespace redcheck {

std::string to_string(SegmentedAlgorithm algorithm) {
  switch (algorithm) {
    case SegmentedAlgorithm::uni_greedy:
      return "uni-greedy";
    case SegmentedAlgorithm::bi_greedy:
      return "bi-greedy";
    case SegmentedAlgorithm::pipeline:
      return "pipeline";
    case SegmentedAlgorithm::binomial:
      return "binomial";
    case SegmentedAlgorithm::binary:
      return "binary";
    case SegmentedAlgorithm::butterfly:
      return "butterfly";
  }
  throw InternalError("unknown segmented algorithm");
}

std::optional<SegmentedAlgorithm> segmented_algorithm_named(const std::string& name) {
  for (SegmentedAlgorithm a : all_segmented_algorithms) {
    if (to_string(a) == name) return a;
  }
  return std::nullopt;
}

std::optional<Ports> required_ports(SegmentedAlgorithm algorithm) {
  switch (algorithm) {
    case SegmentedAlgorithm::uni_greedy:
      return Ports::unidirectional;
    case SegmentedAlgorithm::bi_greedy:
    case SegmentedAlgorithm::butterfly:
      return Ports::bidirectional;
    default:
      return std::nullopt;
  }
}

SegmentedBuilt build_segmented(SegmentedAlgorithm algorithm, const SegmentedInstance& in,
                               Ports ports, Elimination elimination) {
  check_instance(in);
  if (const auto needed = required_ports(algorithm); needed && *needed != ports) {
    throw InputError(to_string(algorithm) + " is defined for " + to_string(*needed) +
                     " ports, not " + to_string(ports) + " ones");
  }
  SegmentedBuilt built;
  built.rules.ports = ports;
  // With two ports, a processor receives segment k + 1 while it sends k:
  // in order only holds for one port.
  built.rules.in_order = ports == Ports::unidirectional;
  switch (algorithm) {
    case SegmentedAlgorithm::uni_greedy:
      built.schedule = uni_greedy_schedule(in);
      break;
    case SegmentedAlgorithm::pipeline:
      built.schedule = time_plan(tree_plan(chain_children(in.p), in.q()), in, ports);
      break;
    case SegmentedAlgorithm::binomial:
      built.schedule = time_plan(tree_plan(binomial_children(in.p), in.q()), in, ports);
      break;
    case SegmentedAlgorithm::binary:
      built.schedule = time_plan(tree_plan(binary_children(in.p), in.q()), in, ports);
      break;
    case SegmentedAlgorithm::bi_greedy:
      built.rules = {Ports::bidirectional, false, false};
      built.schedule = bi_greedy_schedule(in);
      break;
    case SegmentedAlgorithm::butterfly:
      built.rules = {Ports::bidirectional, false, true};
      built.schedule = butterfly_schedule(in, elimination);
      break;
  }
  return built;
}

Time validated_segmented_makespan(SegmentedAlgorithm algorithm, const SegmentedInstance& in,
                                  Ports ports, Elimination elimination) {
  const SegmentedBuilt built = build_segmented(algorithm, in, ports, elimination);
  const Validation v = validate_segmented(built.schedule, in, built.rules);
  checked_valid(
      to_string(algorithm), [&] { return segmented_instance_text(in, ports); }, v.violation);
  return v.makespan;
}

}  // namespace redcheck

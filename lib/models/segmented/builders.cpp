#include "models/segmented/builders.hpp"

#include "errors.hpp"
#include "models/segmented/bi_greedy.hpp"
#include "models/segmented/butterfly.hpp"
#include "models/segmented/list_timing.hpp"
#include "models/segmented/standard_trees.hpp"
#include "models/segmented/uni_greedy.hpp"
#include "models/segmented/validator.hpp"

#include <stdexcept>

namespace redcheck {

const std::vector<std::string>& segmented_algorithms() {
  static const std::vector<std::string> names{"uni-greedy", "bi-greedy", "pipeline",
                                              "binomial",   "binary",    "butterfly"};
  return names;
}

SegmentedBuilt build_segmented(const std::string& algorithm, const SegmentedInstance& in,
                               Ports ports) {
  check_instance(in);
  SegmentedBuilt built;
  built.rules.ports = ports;
  // With two ports, a processor receives segment k + 1 while it sends k:
  // in order only holds for one port.
  built.rules.in_order = ports == Ports::unidirectional;
  if (algorithm == "uni-greedy") {
    built.rules.in_order = true;
    built.schedule = uni_greedy_schedule(in);
  } else if (algorithm == "pipeline" || algorithm == "binomial" || algorithm == "binary") {
    const auto children = algorithm == "pipeline"   ? chain_children(in.p)
                          : algorithm == "binomial" ? binomial_children(in.p)
                                                    : binary_children(in.p);
    built.schedule = time_plan(tree_plan(children, in.q()), in, ports);
  } else if (algorithm == "bi-greedy") {
    built.rules = {Ports::bidirectional, false, false};
    built.schedule = bi_greedy_schedule(in);
  } else if (algorithm == "butterfly") {
    built.rules = {Ports::bidirectional, false, true};
    built.schedule = butterfly_schedule(in);
  } else {
    std::string known;
    for (const auto& name : segmented_algorithms()) known += (known.empty() ? "" : ", ") + name;
    throw InputError("--algorithm '" + algorithm +
                     "' is unknown for the segmented model; accepted: " + known);
  }
  return built;
}

Time validated_segmented_makespan(const std::string& algorithm, const SegmentedInstance& in,
                                  Ports ports) {
  const SegmentedBuilt built = build_segmented(algorithm, in, ports);
  const Validation v = validate_segmented(built.schedule, in, built.rules);
  if (!v.valid()) {
    throw std::logic_error(algorithm + " built an invalid schedule on p = " + std::to_string(in.p) +
                           ": " + v.violation);
  }
  return v.makespan;
}

}  // namespace redcheck

#include "models/segmented/tree_timing.hpp"

#include "errors.hpp"
#include "models/segmented/cost_ticks.hpp"
#include "models/segmented/standard_trees.hpp"
#include "models/segmented/tree_segment.hpp"

namespace redcheck {

std::vector<std::vector<int>> standard_tree_children(SegmentedAlgorithm algorithm, int p) {
  switch (algorithm) {
    case SegmentedAlgorithm::pipeline:
      return chain_children(p);
    case SegmentedAlgorithm::binomial:
      return binomial_children(p);
    case SegmentedAlgorithm::binary:
      return binary_children(p);
    default:
      throw InternalError(to_string(algorithm) + " is not a standard tree");
  }
}

std::optional<Time> standard_tree_makespan_in_ticks(SegmentedAlgorithm algorithm,
                                                    const SegmentedInstance& in, Ports ports) {
  if (algorithm != SegmentedAlgorithm::pipeline && algorithm != SegmentedAlgorithm::binomial &&
      algorithm != SegmentedAlgorithm::binary) {
    return std::nullopt;
  }
  std::optional<SegmentTicks> ticks;
  try {
    // Every date stays below segmented_max_date, every sum below 4 times it.
    ticks = segment_ticks(in, "the tree timing");
  } catch (const InputError&) {
    return std::nullopt;  // the validated schedule decides
  }
  const TreeShape tree(standard_tree_children(algorithm, in.p));
  TreeClocks<std::int64_t> clocks(in.p);
  for (std::size_t j = 0; j < in.segments.size(); ++j)
    tree_segment(tree, ports, clocks, ticks->comm[j], ticks->comp[j]);
  return ticks->tick * Time(clocks.makespan());
}

}  // namespace redcheck

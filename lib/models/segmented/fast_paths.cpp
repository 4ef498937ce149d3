#include "models/segmented/fast_paths.hpp"

#include "models/segmented/bi_greedy.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/equal_count_search.hpp"
#include "models/segmented/segmentation_search.hpp"
#include "models/segmented/segmentation_sweep.hpp"
#include "models/segmented/standard_trees.hpp"
#include "models/segmented/tree_segment.hpp"
#include "models/segmented/tree_timing.hpp"

namespace redcheck {

namespace {

Ports random_ports(Random& random) {
  return uniform_int(0, 1, random) ? Ports::bidirectional : Ports::unidirectional;
}

std::optional<std::string> disagree(const std::string& what, const SegmentedInstance& in,
                                    Ports ports, const Time& fast, const Time& exact) {
  if (fast == exact) return std::nullopt;
  return what + " on " + segmented_instance_text(in, ports) + ": fast path " + to_string(fast) +
         ", validated schedule " + to_string(exact);
}

std::optional<std::string> batched_greedy_and_pipeline(Random& random) {
  const SegmentedInstance in = random_segmented_instance(random, 24, 5);
  for (SweepAlgorithm a : {SweepAlgorithm::uni_greedy, SweepAlgorithm::pipeline}) {
    const Time fast = sweep_makespan<Time>(a, in.p, in.segments, in.alpha, in.beta, in.gamma);
    const Time exact = validated_segmented_makespan(a == SweepAlgorithm::uni_greedy
                                                        ? SegmentedAlgorithm::uni_greedy
                                                        : SegmentedAlgorithm::pipeline,
                                                    in, Ports::unidirectional);
    if (auto d = disagree(a == SweepAlgorithm::uni_greedy ? "batched uni-greedy" : "pipeline", in,
                          Ports::unidirectional, fast, exact)) {
      return d;
    }
  }
  return std::nullopt;
}

std::optional<std::string> segmentation_sweep(Random& random) {
  SegmentedInstance in = random_segmented_instance(random, 12, 1);
  const std::int64_t m = uniform_int(1, 7, random);
  std::optional<std::string> found;
  search_segmentations(SweepAlgorithm::uni_greedy, in.p, m, in.alpha, in.beta, in.gamma,
                       [&](const std::vector<std::int64_t>& segments, const Time& makespan) {
                         if (found) return;
                         in.segments = segments;
                         found =
                             disagree("the segmentation sweep", in, Ports::unidirectional, makespan,
                                      validated_segmented_makespan(SegmentedAlgorithm::uni_greedy,
                                                                   in, Ports::unidirectional));
                       });
  return found;
}

std::optional<std::string> tree_timing(Random& random) {
  const SegmentedInstance in = random_segmented_instance(random, 40, 6);
  const Ports ports = random_ports(random);
  for (SegmentedAlgorithm a :
       {SegmentedAlgorithm::pipeline, SegmentedAlgorithm::binomial, SegmentedAlgorithm::binary}) {
    const TreeShape tree(standard_tree_children(a, in.p));
    TreeClocks<Time> clocks(in.p);
    for (auto s : in.segments) tree_segment(tree, ports, clocks, in.comm(s), in.comp(s));
    const Time validated = validated_segmented_makespan(a, in, ports);
    if (auto d = disagree("per-segment " + to_string(a) + " timing", in, ports, clocks.makespan(),
                          validated)) {
      return d;
    }
    const std::optional<Time> in_ticks = standard_tree_makespan_in_ticks(a, in, ports);
    if (!in_ticks) return "no tick grid for " + segmented_instance_text(in, ports);
    if (auto d = disagree("per-segment " + to_string(a) + " timing in int64 ticks", in, ports,
                          *in_ticks, validated)) {
      return d;
    }
  }
  return std::nullopt;
}

std::optional<std::string> bi_greedy_ticks(Random& random) {
  const SegmentedInstance in = random_segmented_instance(random, 40, 8);
  if (in.alpha + in.beta == 0) return std::nullopt;  // bi-greedy refuses it
  const BiGreedyTicks fast = bi_greedy_makespan_ticks(in);
  return disagree(
      "bi-greedy's makespan in ticks", in, Ports::bidirectional, fast.tick * Time(fast.makespan),
      validated_segmented_makespan(SegmentedAlgorithm::bi_greedy, in, Ports::bidirectional));
}

std::optional<std::string> equal_count_search(Random& random) {
  const int p = uniform_int(1, 11, random);
  const std::int64_t m = uniform_int(1, 40, random);
  const Time alpha(uniform_int(0, 6, random), uniform_int(1, 2, random)),
      beta(uniform_int(0, 3, random)), gamma(uniform_int(0, 2, random));
  const SegmentedAlgorithm a = std::vector<SegmentedAlgorithm>{
      SegmentedAlgorithm::uni_greedy, SegmentedAlgorithm::bi_greedy, SegmentedAlgorithm::pipeline,
      SegmentedAlgorithm::binomial,
      SegmentedAlgorithm::binary}[static_cast<std::size_t>(uniform_int(0, 4, random))];
  const Ports ports = required_ports(a).value_or(random_ports(random));
  if (a == SegmentedAlgorithm::bi_greedy && alpha + beta == 0) return std::nullopt;
  const EqualCountOptimum found = best_equal_count(a, ports, p, m, alpha, beta, gamma);
  std::optional<Time> best;
  for (std::int64_t q = 1; q <= m; ++q) {
    const auto segments = equal_segmentation(m, (m + q - 1) / q);
    if (static_cast<std::int64_t>(segments.size()) != q) continue;
    const Time t =
        validated_segmented_makespan(a, SegmentedInstance{p, segments, alpha, beta, gamma}, ports);
    if (!best || t < *best) best = t;
  }
  return disagree("the equal-count search of " + to_string(a),
                  SegmentedInstance{p, {m}, alpha, beta, gamma}, ports, found.makespan, *best);
}

}  // namespace

SegmentedInstance random_segmented_instance(Chooser& choose, int p_max, int q_max) {
  SegmentedInstance in;
  in.p = choose.integer_in(1, p_max);
  in.segments.clear();
  const int q = choose.integer_in(1, q_max);
  for (int k = 0; k < q; ++k) in.segments.push_back(choose.integer_in(1, 4));
  const int den = choose.integer_in(1, 3);
  in.alpha = Time(choose.integer_in(0, 3), den);
  in.beta = Time(choose.integer_in(0, 3), den);
  in.gamma = Time(choose.integer_in(0, 3), den);
  return in;
}

SegmentedInstance random_segmented_instance(Random& random, int p_max, int q_max) {
  RandomChooser choose(random);
  return random_segmented_instance(choose, p_max, q_max);
}

std::vector<FastPathCheck> segmented_fast_path_checks() {
  return {{"batched uni-greedy and the pipeline recurrence = validated schedules",
           batched_greedy_and_pipeline},
          {"segmentation sweep = each segmentation built and validated", segmentation_sweep},
          {"per-segment tree timing, exact and in ticks = validated tree schedules", tree_timing},
          {"equal-count search = every count built and validated", equal_count_search},
          {"bi-greedy's makespan in ticks = its validated schedule", bi_greedy_ticks}};
}

}  // namespace redcheck

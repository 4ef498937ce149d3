#pragma once
// Small segmented instances drawn at random for the tests that compare two
// exhaustive searches: p = 2..largest_p, q = 1..4 (at most q_at_largest_p
// when p = largest_p, where the slower search takes seconds beyond),
// segments of 1..largest_segment, and alpha, beta, gamma on the grid of
// bench/segmented_reach.py: {0, 1/3, 1/2, 1, 2}.

#include "models/segmented/model.hpp"

#include <cstddef>
#include <random>
#include <utility>
#include <vector>

namespace redcheck::testing {

inline SegmentedInstance drawn_segmented_instance(std::mt19937& draw, int largest_p,
                                                  int q_at_largest_p, int largest_segment) {
  const std::vector<Time> costs{Time(0), Time(1, 3), Time(1, 2), Time(1), Time(2)};
  const auto pick = [&](int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(draw);
  };
  SegmentedInstance in;
  in.p = pick(2, largest_p);
  const int q = pick(1, in.p == largest_p ? q_at_largest_p : 4);
  in.segments.clear();
  for (int k = 0; k < q; ++k) in.segments.push_back(pick(1, largest_segment));
  in.alpha = costs[static_cast<std::size_t>(pick(0, 4))];
  in.beta = costs[static_cast<std::size_t>(pick(0, 4))];
  in.gamma = costs[static_cast<std::size_t>(pick(0, 4))];
  return in;
}

/// The first `count` instances drawn as above that `keep` accepts (the
/// tests' cells: where a pruning applies, or a search takes seconds at most).
template <class Keep>
std::vector<SegmentedInstance> drawn_segmented_instances(std::mt19937& draw, std::size_t count,
                                                         int largest_p, int q_at_largest_p,
                                                         int largest_segment, Keep keep) {
  std::vector<SegmentedInstance> drawn;
  while (drawn.size() < count) {
    SegmentedInstance in =
        drawn_segmented_instance(draw, largest_p, q_at_largest_p, largest_segment);
    if (keep(in)) drawn.push_back(std::move(in));
  }
  return drawn;
}

}  // namespace redcheck::testing

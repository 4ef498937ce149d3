#pragma once
// The best equi-segmentation of one algorithm for one message: for every
// number of segments q = 1, 2, ..., the segmentation into q segments of
// s = ceil(m / q) with a smaller last one (the by_count reading of model.hpp;
// a q that would leave the last segment empty is not an equi-segmentation
// with q segments and is skipped) is timed exactly. This is "each algorithm at
// its optimal segment size" of Figures 1, 4, 5 and 6 of Lowery & Langou,
// without the Table I formulas. By count rather than by size: about 2 sqrt(m)
// candidates instead of m, and the reading that reproduces Table IV's ratios.
//
// q increases, and the search stops at the first q where a lower bound
// exceeds the best time found: the root receives every segment from each of
// its c children, one receive at a time, so any schedule takes at least
// c (q alpha + m beta) (c = 1 for the greedy algorithms). Sizes whose first
// segment cannot pass its chain of h transfers in time, h (alpha + (beta +
// gamma) s), are skipped (h = ceil(log2 p) for any algorithm: the holders of
// a segment's contributions at most double per transfer; the tree height for
// the trees).
//
// Fast paths (tree_segment.hpp, the batched uni-greedy, repeated_segments.hpp,
// bi-greedy's own loop on its tick grid) run in int64 ticks when
// cost_ticks.hpp proves it safe; the winning
// segmentation is then built explicitly and measured by the validator when it
// has at most max_validated_transfers transfers, and a disagreement throws.

#include "models/segmented/builders.hpp"
#include "models/segmented/model.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace redcheck {

struct EqualCountOptimum {
  Time makespan;
  std::int64_t segments = 0;  ///< the least q that reaches the optimum
  std::int64_t size = 0;      ///< its s = ceil(m / q)
  std::int64_t timed = 0;     ///< segmentations timed before the bounds stopped the search
  bool validated = false;     ///< the winning schedule was built and measured by the validator
};

/// As JSON (exact numbers as strings) and back, for the ranks of an MPI job.
nlohmann::json equal_count_optimum_to_json(const EqualCountOptimum& optimum);
EqualCountOptimum equal_count_optimum_from_json(const nlohmann::json& j);

/// Largest (p - 1) q of a winning schedule that is built and validated; larger
/// ones rest on the fast paths alone (their agreement is property-tested).
inline constexpr std::int64_t max_validated_transfers = 300'000;

/// Largest message searched (each q up to m may be timed).
inline constexpr std::int64_t max_searched_message = std::int64_t{1} << 24;

/// Every algorithm but the butterfly (whose blocks are fixed): uni-greedy
/// (unidirectional), bi-greedy (bidirectional), pipeline, binomial, binary
/// (either port model).
bool has_equal_count_search(SegmentedAlgorithm algorithm);

/// Throws InputError for an algorithm without the search, a port model it
/// does not apply to, m > max_searched_message, or an instance check_instance
/// rejects; CrossCheckFailure when the validated winner disagrees with the
/// fast path.
EqualCountOptimum best_equal_count(SegmentedAlgorithm algorithm, Ports ports, int p, std::int64_t m,
                                   const Time& alpha, const Time& beta, const Time& gamma);

/// The butterfly's blocks: p blocks as equal as possible, the larger first
/// (m = p b + r: r blocks of b + 1, then p - r of b). Throws InputError when
/// m < p (a block would be empty).
std::vector<std::int64_t> butterfly_blocks(int p, std::int64_t m);

}  // namespace redcheck

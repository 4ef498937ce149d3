#pragma once
// The best equi-segmentation of one algorithm for one message: every segment
// size s = m, m - 1, ..., 1 (q = ceil(m / s) segments, the last one
// m - (q - 1)s, the by_size reading of model.hpp) is timed exactly, which is
// what "each algorithm at its optimal segment size" means in Figures 1, 4, 5
// and 6 of Lowery & Langou, without the Table I formulas.
//
// Sizes are visited in decreasing order, so q never decreases, and the search
// stops at the first q where a lower bound reaches the best time found: the
// root receives every segment from each of its c children, one receive at a
// time, so any schedule takes at least c (q alpha + m beta) (c = 1 for the
// greedy algorithms, whose root may have any number of children).
//
// Fast paths (tree_segment.hpp, the batched uni-greedy) run in int64 ticks
// when cost_ticks.hpp proves it safe; the winning segmentation is then built
// explicitly and measured by the validator, and a disagreement throws.

#include "models/segmented/model.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace redcheck {

struct EqualSizeOptimum {
  Time makespan;
  std::int64_t size = 0;         ///< the largest s that reaches the optimum
  std::int64_t segments = 0;     ///< its q
  std::int64_t sizes_timed = 0;  ///< sizes timed before the lower bound stopped the search
  bool validated = false;        ///< the winning schedule was built and measured by the validator
};

/// Largest (p - 1) q of a winning schedule that is built and validated; larger
/// ones rest on the fast paths alone (their agreement is property-tested).
inline constexpr std::int64_t max_validated_transfers = 4'000'000;

/// The algorithms searched: uni-greedy (unidirectional), bi-greedy
/// (bidirectional), pipeline, binomial, binary (either port model).
const std::vector<std::string>& equal_size_algorithms();

/// Throws InputError for an algorithm outside equal_size_algorithms(), a
/// port model it does not apply to, or an instance check_instance rejects.
EqualSizeOptimum best_equal_size(const std::string& algorithm, Ports ports, int p, std::int64_t m,
                                 const Time& alpha, const Time& beta, const Time& gamma);

/// The butterfly's blocks: p blocks as equal as possible, the larger first
/// (m = p b + r: r blocks of b + 1, then p - r of b). Throws InputError when
/// m < p (a block would be empty).
std::vector<std::int64_t> butterfly_blocks(int p, std::int64_t m);

}  // namespace redcheck

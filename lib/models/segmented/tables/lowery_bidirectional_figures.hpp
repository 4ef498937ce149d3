#pragma once
// Figures 6 and 7 of Lowery & Langou 2013 (bidirectional ports).
//
// Figure 6: p = 64, alpha = 50000, beta = 6, gamma = 1, m = 2^0..2^20;
// bi-greedy, binomial, pipeline and binary each at its best equi-segmentation
// (equal_count_search.hpp, validated schedules), the butterfly on p blocks
// (m >= p, validated), and the reference line ceil(log2 p) alpha + m beta +
// (p - 1)/p m gamma.
//
// Figure 7: for which p and beta/gamma some message size m makes the butterfly
// faster than a reverse optimal broadcast, both by their Table III formulas
// as the paper drew it: butterfly 2L alpha + (p - 1)/p (2 beta + gamma) m,
// broadcast min over q >= 1 of (L + q - 1)(alpha + (beta + gamma) m / q),
// L = ceil(log2 p), m real. Dividing by alpha and measuring m in alpha/gamma
// leaves p and r = beta/gamma only. The broadcast's lower envelope is concave
// and piecewise linear in m with breakpoints m_q = q (q + 1) / ((L - 1)(r + 1))
// (where q and q + 1 segments tie), so the largest advantage of the butterfly
// sits at a breakpoint or at infinity: the answer for one (p, r) is exact.
// The threshold in r is bracketed by bisection (exact rationals) and the
// bracket is checked against a grid of r.

#include "models/segmented/butterfly.hpp"
#include "models/segmented/equal_count_search.hpp"
#include "tables/table_spec.hpp"
#include "time/exact_time.hpp"

#include <cstdint>
#include <optional>

#include <map>

namespace redcheck {

/// Where the butterfly formula beats the reverse optimal broadcast formula
/// most, for p and r = beta / gamma (alpha = gamma = 1): nullopt when it never
/// does. `unbounded` when its lead grows without bound as m grows.
struct ButterflyAdvantage {
  bool unbounded = false;
  Time m;                 ///< breakpoint of the largest lead (in alpha / gamma)
  std::int64_t segments;  ///< broadcast segments there
  Time butterfly, broadcast;
};
/// The butterfly's time as latency alpha + (bandwidth beta + computation
/// gamma) m: Table III's formula, or its schedule (butterfly.hpp; equal to
/// the formula when p is a power of two, above it otherwise).
struct ButterflyLine {
  Time latency, bandwidth, computation;
};
/// Table III: 2 ceil(log2 p), 2 (p - 1)/p, (p - 1)/p.
ButterflyLine table3_butterfly_line(int p);
/// The schedule's, with p' = 2^floor(log2 p) and blocks of equal size:
/// halves adds 2, 1 and 1/2 to the power-of-two butterfly of p', whole 1, 1
/// and 1 (tests/models/segmented/builders_test.cpp times both).
ButterflyLine schedule_butterfly_line(int p, Elimination elimination);

std::optional<ButterflyAdvantage> butterfly_advantage(int p, const Time& ratio,
                                                      const ButterflyLine& butterfly);

/// The threshold of Figure 7 for p: the butterfly can win somewhere at
/// beta/gamma = below, nowhere at above (24 bisection steps from [0, 64]);
/// grid_contradictions counts the ratios k/8 (k = 1..160) outside the
/// bracket where one crossing is not what butterfly_advantage says.
struct ButterflyThreshold {
  Time below, above;
  std::size_t grid_points = 0, grid_contradictions = 0;
};
ButterflyThreshold butterfly_threshold(int p, const ButterflyLine& butterfly);

/// One message size of Figure 6: bi-greedy, binomial, pipeline and binary at
/// their best equi-segmentation (validated), the butterfly (m >= p) and the
/// reference line.
struct Figure6Row {
  std::int64_t m = 0;
  std::map<SegmentedAlgorithm, EqualCountOptimum> searched;
  std::optional<Time> butterfly;
  Time reference;
};
/// m = 2^0..2^20, p = 64, alpha = 50000, beta = 6, gamma = 1.
std::vector<Figure6Row> compute_figure6();

/// data/lowery2013_figure{6,7}*.
TableOutput lowery_bidirectional_figures();

}  // namespace redcheck

#pragma once
// The time formulas of Lowery & Langou's Tables I (unidirectional) and III
// (bidirectional), as printed: q segments of size s, one "round" is
// alpha + beta s + gamma s, N = ceil(log2(p + 1)). The claims check them
// against the builders' schedules (several are refuted as equalities);
// Figures 1 and 7 are drawn from them, as the paper drew them.

#include "time/exact_time.hpp"

#include <cstdint>

namespace redcheck {

/// N = ceil(log2(p + 1)), the levels of the heap tree.
int binary_levels(int p);

/// alpha + beta s + gamma s.
Time formula_round(std::int64_t s, const Time& alpha, const Time& beta, const Time& gamma);

/// ceil(log2 p)(alpha + beta m + gamma m), Tables I and III.
Time binomial_formula(int p, std::int64_t m, const Time& alpha, const Time& beta,
                      const Time& gamma);

/// Table I: (p - 1) round + 2 (q - 1) round.
Time table1_pipeline(int p, std::int64_t q, const Time& round);
/// Table I: 2 (N - 1) round + 4 (q - 1) round.
Time table1_binary(int p, std::int64_t q, const Time& round);

/// Table III: (p + q - 2) round.
Time table3_pipeline(int p, std::int64_t q, const Time& round);
/// Table III: 2 (N + q - 1) round.
Time table3_binary(int p, std::int64_t q, const Time& round);
/// Table III, bi-greedy and a reverse optimal broadcast: (ceil(log2 p) + q - 1) round.
Time table3_optimal_broadcast(int p, std::int64_t q, const Time& round);
/// Table III: 2 ceil(log2 p) alpha + 2 (p - 1)/p beta m + (p - 1)/p gamma m.
Time table3_butterfly(int p, const Time& m, const Time& alpha, const Time& beta, const Time& gamma);

}  // namespace redcheck

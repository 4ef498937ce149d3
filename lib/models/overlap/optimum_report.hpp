#pragma once
// What enumerator optimum reports for the overlap model, step by step: the
// exhaustive enumeration (with the optimal trees' isomorphism classes) or the
// recurrence, then the bounds and Algorithm 1 as a cross-check, then the
// trees within a bound.

#include "models/model.hpp"
#include "models/overlap/model.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace redcheck {

/// Every ordered tree on n machines; the first `keep` optimal ones are sorted
/// into isomorphism classes. Throws InputError beyond the enumeration's limits.
/// by_enumeration: every tree evaluated one by one (tree_levels.hpp) instead
/// of counted by its sink's state (state_counts.hpp); the same result.
OptimumReport exhaustive_report(int n, const OverlapModel& model, std::size_t keep,
                                bool by_enumeration = false);

/// The Pareto recurrence (n <= 20000) and one optimal tree.
OptimumReport recurrence_report(int n, const OverlapModel& model);

/// Adds the bounds of Lemma 5 and Proposition 6 and, with overlap, checks
/// the optimum against Algorithm 1 (Theorem 4): CrossCheckFailure when they
/// differ on `input`.
void add_bounds_and_algorithm1(OptimumReport& report, int n, const OverlapModel& model,
                               const std::string& input);

/// The optimum under model.max_transfers and/or model.max_reducers
/// (limited_optimum.hpp), with Algorithms 2 and 3 as upper bounds and
/// cross-checks and the bound of Proposition 8. Throws InputError beyond the
/// searches' limits.
/// Without overlap under --max-transfers the optimum is searched by the
/// SMT solvers (certify/smt_optimum.hpp), up to this many machines.
inline constexpr int smt_searched_max_n = 8;

/// The values such a search goes over: a d + b c, 0 <= a, b < n (why, in
/// limited_optimum_report).
std::vector<Time> left_shifted_makespans(int n, const OverlapModel& model);

OptimumReport limited_optimum_report(int n, const OverlapModel& model, const std::string& input);

/// Adds every ordered tree of makespan <= bound (the first `keep` listed).
void add_trees_within(OptimumReport& report, int n, const OverlapModel& model, const Time& bound,
                      std::size_t keep);

}  // namespace redcheck

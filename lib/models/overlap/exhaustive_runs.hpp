#pragma once
// The overlap exhaustive optimum's work in one number type of ticks, which
// exhaustive.cpp chooses (int32 ticks, int64 ticks or exact rationals), with
// or without overlap: each of the six compiled in a file of its own
// (exhaustive_runs_int32.cpp, exhaustive_runs_int32_no_overlap.cpp, ...;
// definitions in exhaustive_runs_impl.hpp), so that a change to one file
// rebuilds one (docs/building.md). Measured alone, one CPU: all six in one
// file 24 s, a type's two in a file 12 s, one 10 s (its two searches,
// state_counts.hpp and tree_levels.hpp, are as costly to optimise as the
// library's largest sources; g++ inlines more in a small file).

#include "models/overlap/exhaustive.hpp"
#include "time/fast_path.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>

namespace redcheck::overlap_exhaustive {

/// Values stored for levels 1..top (Catalan(k - 1) trees on level k, two
/// values each).
double stored_states(int top);

/// Highest level stored for n machines: n - 1, or lower when the states would
/// not fit in exhaustive_stored_bytes_max (the levels above are evaluated on
/// the fly, tree_levels.hpp).
int stored_top(int n, std::size_t bytes_per_value);

/// exhaustive_optimum's result for n machines in arithmetic `a`, the rules
/// with or without overlap.
template <class T, bool Overlap>
ExhaustiveResult run(int n, const Arithmetic<T>& a, const ExhaustiveOptions& options);

/// for_each_tree_within's work in arithmetic `a`: calls `fn` on each tree
/// within `bound` (until it returns false) and returns how many there are.
template <class T, bool Overlap>
std::uint64_t visit(int n, const Arithmetic<T>& a, const Time& bound,
                    const std::function<bool(const ReductionTree&, const Time&)>& fn);

}  // namespace redcheck::overlap_exhaustive

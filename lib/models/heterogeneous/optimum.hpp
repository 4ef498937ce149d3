#pragma once
// The exact optimum of the heterogeneous model (model.hpp), commutative and
// non-commutative, by two independent methods.
//
// What a schedule is made of. A valid schedule fixes (a) the tree of its
// transfers (each processor but one sends once), rooted at the processor
// that ends with the result, (b) at every processor the order in which its
// values arrive, which is also the order of its reductions. Call (a)+(b) a
// shape: a rooted labelled tree whose children are ordered. There are
// n! C_{n-1} shapes (C the Catalan numbers: C_{n-1} ordered trees, n!
// labellings, none fixed by a relabelling); non-commutative shapes are those
// whose every reduction joins adjacent ranges.
//
// Earliest timing is optimal for a shape. Given a shape, the only
// constraints left are precedences with fixed durations: a transfer after
// its sender's last reduction and after the previous arrival at its
// receiver (one reception at a time, in the shape's order); a reduction
// after its value's arrival and after the previous reduction on its
// processor. Starting every activity at the earliest date these allow
// (simulate_static with round order does exactly this) ends every activity
// no later than in any valid schedule of that shape, by induction along the
// precedences. So the optimum is the minimum over shapes of the earliest
// makespan, and enumerating shapes covers every schedule.
//
// Method 1, every shape (optimum_by_every_shape): enumerates the parent
// arrays (each processor's receiver, -1 for the final one), keeps the trees,
// and for each every permutation of every processor's senders; times each
// shape at its earliest. It counts the shapes it times.
//
// Method 2, subsets (optimum_by_subsets), the same minimum without listing
// the shapes. For a set S of processors and r in S let best(S, r) be the
// earliest date at which r can hold the reduction of S, over the shapes on S
// rooted at r. Two facts make it a dynamic program:
//  - A subtree's processors take part in nothing outside it but its root's
//    one send, so a receiver sees a subtree only through its root s and the
//    date s is ready; and every date a receiver reaches is non-decreasing in
//    that date (max and + are monotone). So each subtree may be replaced by
//    one reaching best(V, s), without any later date growing.
//  - While r receives, its whole state is the pair (port free, last
//    reduction ends) = (p, f); receiving a value ready at t from s gives
//    p' = max(t, p) + d_sr, f' = max(p', f) + c_r, non-decreasing in p, f
//    and t. So of the states reachable after receiving exactly U, only the
//    Pareto-minimal ones can lead to an optimum.
// F(r, U) is that Pareto set, built from F(r, U \ V) and best(V, s) for
// every non-empty V within U (the last subtree received) and s in V;
// best(U + r, r) is the least f in F(r, U), and the optimum the least
// best(all, r) over r. Non-commutative: U, V and the sets are ranges, r's
// range grows by a range adjacent to it on the left or on the right.
// A rooted instance (model.hpp): both methods keep the shapes whose sink is
// the root (method 1 skips the others, method 2 reads best(all, root) only).
// Pruning, by a proven bound: a state whose f exceeds the makespan of a
// valid schedule (the best of the builders, validated) cannot lead to an
// optimum (every later date is at least f), and is dropped.
//
// Both methods run in int64 ticks when every date fits (bound: (n - 1)
// (max d + max c) ticks, the makespan of any earliest timing), else in exact
// rationals. The optimal shape is rebuilt from the dynamic program's choices
// and timed again by the simulation; the validator times that schedule.

#include "models/heterogeneous/model.hpp"
#include "schedule/schedule.hpp"

#include <string>

namespace redcheck {

/// The optimum and how it was found.
struct HeterogeneousOptimum {
  Time optimum;
  Schedule example;    ///< an optimal schedule: its shape at its earliest
  BigInt shapes;       ///< shapes covered (counted by method 1, computed by method 2)
  std::string method;  ///< "dynamic program over subsets", ...
  std::string arithmetic;
};

/// Largest n each method accepts: within about a minute on the 2-core machine
/// (random rational costs, pruned: n = 16 in 23 s, n = 17 in 97 s; ranges:
/// n = 128 in 14 s; every shape: n = 8 in 1.3 s).
inline constexpr int every_shape_max_n = 8;
inline constexpr int subsets_max_n = 16;
inline constexpr int ranges_max_n = 128;

/// Method 1: every shape. Throws InputError beyond every_shape_max_n.
HeterogeneousOptimum optimum_by_every_shape(const HeterogeneousInstance& instance);

/// Method 2: the dynamic program over subsets (commutative, n <=
/// subsets_max_n) or ranges (non-commutative, n <= ranges_max_n), pruned by
/// `upper_bound` when given (the makespan of a valid schedule).
/// `force_exact` skips the int64 path (for the check of the fast path).
/// Throws InputError beyond its limit.
HeterogeneousOptimum optimum_by_subsets(const HeterogeneousInstance& instance,
                                        const Time* upper_bound = nullptr,
                                        bool force_exact = false);

/// optimum_by_subsets(instance).optimum alone, without rebuilding the optimal
/// schedule or counting shapes: for claims that compare the number with
/// thousands of builders' lengths.
Time optimum_length_by_subsets(const HeterogeneousInstance& instance);

/// The number of shapes: n! C_{n-1} (commutative) or those joining adjacent
/// ranges only (non-commutative); with a root >= 0, those whose sink it is.
BigInt shape_count(int n, bool commutative, int root = HeterogeneousInstance::any_root);

}  // namespace redcheck

#pragma once
// The true optimum of the overlap model (models/overlap/model.hpp) over every
// ordered reduction tree on n machines, that is every tree shape with every
// order of arrivals at each machine, each timed by its earliest schedule
// (which no valid schedule with that shape and order beats, see
// tree_timing.hpp); the smallest makespan is kept, with how many trees reach
// it and the first of them. Nothing here relies on Proposition 3 or on
// Algorithm 1.
//
// Why this covers every schedule of the model: a valid schedule fixes a tree
// and an order of arrivals at each machine, i.e. an ordered tree; for a fixed
// ordered tree the earliest schedule ends every activity no later than any
// valid schedule does (by induction from the leaves: each ready time, port
// time and reduction end is the smallest the rules allow given the earlier
// ones); and reducing each arrival into the machine's own partial result, in
// arrival order, is optimal on one machine, because its k-th reduction needs
// k arrivals whatever it combines.
//
// Two ways through the trees, with the same result (tests compare them): by
// default every tree is counted by the state its sink ends in
// (state_counts.hpp: n = 26 in under a second); with
// ExhaustiveOptions::by_enumeration every tree is evaluated one by one
// (tree_levels.hpp: n = 22 in 45 s and 5 GB, split over MPI ranks), which is
// what the memory and MPI notes below and exhaustive_work describe.
//
// Arithmetic: the costs are written on a common tick and every time is an
// integer number of ticks (int32 or int64, whichever provably holds every
// value, (n + 1)(d + c) ticks at most); costs too fine for int64 fall back to
// exact rationals. Memory: the levels below n are stored (about 2 * Catalan(n - 2)
// values, 1.4 GiB at n = 19 and 5 GiB at n = 20 with int32 ticks) up to 6 GB;
// above that the highest levels are evaluated on the fly instead of stored,
// which costs about a third more time (n = 21..26). Under MPI the top level's
// trees are split over the ranks; every rank stores the lower levels.

#include "models/overlap/model.hpp"
#include "schedule/reduction_tree.hpp"
#include "time/exact_time.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace redcheck {

/// Largest n the exhaustive enumeration accepts (Catalan(25) = 4,861,946,401,452
/// trees: hours on a cluster, enumerator work exhaustive-optimum says how many).
inline constexpr int exhaustive_max_n = 26;

/// Largest memory the stored levels may take with integer ticks; the levels
/// above the ones that fit are evaluated on the fly (tree_levels.hpp).
inline constexpr double exhaustive_stored_bytes_max = 6e9;
/// Largest n when the costs need exact rationals instead of integer ticks.
inline constexpr int exhaustive_max_n_exact = 15;

/// Largest memory the exact-rational path may use for its stored states.
inline constexpr std::uint64_t exhaustive_max_exact_bytes = 4'000'000'000;

/// Throws InputError, saying what is accepted, when n < 1, n >
/// exhaustive_max_n, or the costs need exact rationals and n >
/// exhaustive_max_n_exact or the states would not fit in
/// exhaustive_max_exact_bytes. Called before any enumeration starts.
void check_exhaustive_size(int n, const OverlapModel& model, bool force_exact = false);

struct ExhaustiveOptions {
  std::size_t keep_trees = 64;  ///< optimal ordered trees kept (first in enumeration order)
  bool force_exact = false;     ///< use exact rationals even when ticks would do (tests)
  int stored_levels_max = 0;    ///< store at most levels 1..this (0: as many as fit; tests)
  /// Evaluate every tree one by one (tree_levels.hpp) instead of counting
  /// them by their sinks' states (state_counts.hpp); the same result.
  bool by_enumeration = false;
};

struct ExhaustiveResult {
  int n = 1;
  Time optimum;                              ///< smallest makespan over every ordered tree
  std::uint64_t shapes = 0;                  ///< ordered trees evaluated on n machines
  std::uint64_t optimal_shapes = 0;          ///< how many of them reach the optimum
  std::vector<ReductionTree> optimal_trees;  ///< the first keep_trees of those
  std::vector<Time> optimum_by_size;         ///< [k] = optimum on k machines, k = 1..n
  std::string arithmetic;                    ///< "int32 ticks", "int64 ticks" or "exact rationals"
};

/// How much work exhaustive_optimum(n, model) is, from closed counts: the
/// ordered trees, the levels stored (memory on every rank) and the receive
/// steps (one per tree evaluated, tree_levels.hpp), counted level by level as
/// the enumeration does them, with those it splits over MPI ranks apart.
struct ExhaustiveWork {
  int n = 1;
  BigInt ordered_trees;         ///< Catalan(n - 1)
  std::string arithmetic;       ///< "int32 ticks", ...
  int stored_levels = 1;        ///< levels 1..this are stored
  double stored_bytes = 0;      ///< on every rank
  double replicated_steps = 0;  ///< building the stored levels, on every rank
  double split_steps = 0;       ///< the levels above, split over the ranks
  double steps_per_rank(int ranks) const { return replicated_steps + split_steps / ranks; }
};

/// Same limits as exhaustive_optimum (throws InputError beyond them).
ExhaustiveWork exhaustive_work(int n, const OverlapModel& model);

/// Enumerates every ordered tree on n machines.
/// Throws InputError when n < 1 or n > exhaustive_max_n (the message suggests
/// the recurrence method), or when exact rationals are needed and n >
/// exhaustive_max_n_exact.
ExhaustiveResult exhaustive_optimum(int n, const OverlapModel& model,
                                    const ExhaustiveOptions& options = {});

/// How many ordered trees on n machines have a makespan <= bound (counted
/// by their sinks' states; at most one is visited). Same limits as
/// exhaustive_optimum.
std::uint64_t count_trees_within(int n, const OverlapModel& model, const Time& bound,
                                 bool force_exact = false);

/// Calls visit(tree, makespan) for every ordered tree on n machines whose
/// makespan is <= bound, in enumeration order, until visit returns false;
/// returns how many trees are within the bound (all counted, visited or not).
/// Same limits as exhaustive_optimum.
std::uint64_t for_each_tree_within(
    int n, const OverlapModel& model, const Time& bound,
    const std::function<bool(const ReductionTree&, const Time&)>& visit, bool force_exact = false);

}  // namespace redcheck

#pragma once
// The heterogeneous model of Benoit, Canon & Marchal (2013), Section 2.
//
// Rules (the paper cites Canon & Antoniu for them; we read them as that
// paper's overlap model, lib/models/overlap/model.hpp, with costs that depend
// on the processors):
// - n >= 1 processors P_0..P_{n-1}, each holding one value at time 0.
// - Sending one (initial or partial) value from P_i to P_j takes d_ij; one
//   reduction on P_j takes c_j. Costs are exact rationals >= 0, may be 0, and
//   d need not be symmetric. The diagonal d_ii means nothing (a processor
//   never sends to itself): it must be 0 and is refused otherwise.
// - A processor receives at most one value at a time (a transfer of zero cost
//   too: it is not made while another of its transfers is in progress).
// - It reduces every value it receives into its own, in arrival order, one
//   reduction at a time, each after that value has arrived.
// - Receptions overlap reductions (reading: Fibonacci-stat "is designed for
//   overlapping computations and communications", Section 4): a processor may
//   receive a value while it reduces an earlier one.
// - Every processor but one sends its partial result exactly once, after its
//   last reduction; the one that never sends ends with the result. It may be
//   any processor (the schedule's sink).
// - Non-commutative variant: P_i's value is the range [i, i]; every partial
//   result is a contiguous range, and a processor sends only to one whose
//   range is adjacent to its own (each reduction joins adjacent ranges).
// - The makespan is the end of the last activity (0 when n = 1).
// - Rooted variant (MPI_Reduce's root; not in the paper, which lets the
//   result end anywhere): with a root R, the result must end on P_R, which
//   never sends. Every builder and the exact optimum then end on R
//   (builders.hpp says how each algorithm is adapted).
// With d_ij = d and c_i = c this is exactly the overlap model
// (tests/models/heterogeneous/homogeneous_equivalence_test.cpp).
//
// Readings of what the paper leaves open (details where they are used):
// - receptions overlap reductions (above); "lambda_c = 0" in Section 3 means
//   reductions take no time (markov.hpp);
// - simultaneous events: all events of an instant first, then decisions in
//   increasing processor index (simulation.hpp);
// - Tree-dyn: the processor that finds the slot full sends to the one in it;
//   Non-Commut-Tree-dyn: an idle processor sends to an idle neighbour range,
//   the left one first (simulation.hpp);
// - the static algorithms keep their round order, or take values first come,
//   first served: both are builders (simulation.hpp);
// - Fibonacci-stat on n processors: the first n, in preorder, of FS_k with
//   the smallest F_{k+2} >= n (static_trees.hpp);
// - Table 1's "c = d": c equals the smallest d_ij (claims/section2.cpp).

#include "time/exact_time.hpp"

#include <string>
#include <vector>

namespace redcheck {

struct HeterogeneousInstance {
  int n = 1;
  std::vector<std::vector<Time>> d;  ///< d[i][j]: sending a value from P_i to P_j
  std::vector<Time> c;               ///< c[j]: one reduction on P_j
  bool commutative = true;
  int root = any_root;  ///< the processor the result must end on, or any_root

  static constexpr int any_root = -1;
  bool rooted() const { return root != any_root; }

  const Time& transfer(int from, int to) const {
    return d[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
  }
  const Time& reduction(int on) const { return c[static_cast<std::size_t>(on)]; }
};

/// Largest number of processors any instance may have (the builders and the
/// validator scale to it; the optimum has its own, smaller limits).
inline constexpr int heterogeneous_max_processors = 4096;

/// The instance of `d` and `c`, checked: d square with as many rows as c has
/// entries (1..heterogeneous_max_processors), every cost >= 0, d_ii = 0.
/// Throws InputError naming the offending entry and what is accepted.
HeterogeneousInstance make_heterogeneous_instance(std::vector<std::vector<Time>> d,
                                                  std::vector<Time> c, bool commutative = true);

/// `instance` with its result required on P_root (any_root: anywhere).
/// Throws InputError naming the root when it is not one of the n processors.
HeterogeneousInstance with_root(HeterogeneousInstance instance, int root);

/// d_ij = d for i != j, c_i = c.
HeterogeneousInstance homogeneous_instance(int n, const Time& d, const Time& c);

/// The instance of Theorem 1 (its proof, Section 2): d_ij = d when i < j and
/// D when i > j (sending to a lower index costs D), c_i = 0.
HeterogeneousInstance theorem1_instance(int n, const Time& d, const Time& big_d);

/// d = min and D = max of d_ij over i != j (both 0 when n = 1).
Time smallest_transfer(const HeterogeneousInstance& instance);
Time largest_transfer(const HeterogeneousInstance& instance);

/// True when every c_i is the same.
bool identical_reductions(const HeterogeneousInstance& instance);

}  // namespace redcheck

#pragma once
// Weighted edge colouring of a bipartite graph (Legrand, Marchal & Robert
// 2004, Section 3.3; Schrijver, Combinatorial Optimization, vol. A,
// chapter 20): the time each node sends to each other one during a period
// is split into matchings, each run for a duration, so that a node sends to
// one node and receives from one node at a time.
//
// Input: an n x n matrix W >= 0 (W[i][j]: time P_i sends to P_j in a period)
// whose row and column sums are at most T. Output: matchings M_1..M_r with
// durations d_1..d_r > 0, sum d_k <= T, such that for every (i, j),
// W[i][j] = sum of d_k over the k with (i, j) in M_k.
//
// Proof of correctness.
// 1. Padding. Let r_i, c_j be the row and column sums. The 2n x 2n matrix
//        B = [ W                 diag(T - r_i) ]
//            [ diag(T - c_j)     W^T           ]
//    has every row and column sum equal to T: row i: r_i + (T - r_i);
//    row n+j: (T - c_j) + c_j; column j: c_j + (T - c_j); column n+i:
//    (T - r_i) + r_i. All its entries are >= 0 since r_i, c_j <= T.
// 2. A positive matrix with equal row and column sums s > 0 has a perfect
//    matching in its support (Hall): for a set S of rows with neighbours
//    N(S), the weight leaving S is s|S| and all of it enters N(S), whose
//    columns hold s|N(S)| in all, so |N(S)| >= |S|.
// 3. Take such a perfect matching M and d = the least entry of B on M.
//    Subtracting d on M keeps every row and column sum equal (to s - d),
//    keeps B >= 0 and zeroes at least one entry. Repeat while s > 0: at
//    most (number of non-zero entries of B) rounds, and the durations sum to
//    T exactly.
// 4. Restricted to the block W, each M is a matching of the senders and
//    receivers (a partial one), and each entry W[i][j] is covered by the
//    rounds in which (i, j) was matched, for exactly W[i][j] in all.
// Rounds whose matching has no entry of W are idle time and are dropped.
// The perfect matchings are found by Boost.Graph's
// edmonds_maximum_cardinality_matching; a matching that is not perfect
// would contradict step 2 and is an InternalError.

#include "time/exact_time.hpp"

#include <utility>
#include <vector>

namespace redcheck {

struct WeightedMatching {
  Time duration;
  std::vector<std::pair<int, int>> pairs;  ///< (sender, receiver)
};

/// The matchings of W within period T (see the header). Throws InputError
/// when a row or column sum exceeds T or an entry is negative.
std::vector<WeightedMatching> weighted_edge_colouring(const std::vector<std::vector<Time>>& w,
                                                      const Time& period);

}  // namespace redcheck

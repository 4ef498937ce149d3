#pragma once
// The trees of the two static algorithms of Section 2, on n processors.
//
// - Binomial-stat: in round k = 1..ceil(log2 n), P_{i 2^k + 2^{k-1}} sends to
//   P_{i 2^k}; senders that do not exist (index >= n) are skipped. Each
//   processor receives in round order. This is Canon & Antoniu's binomial
//   tree of order ceil(log2 n) numbered in preorder, cut to its first n
//   processors.
// - Fibonacci-stat: FS_k is FS_{k-1} and FS_{k-2} side by side, the root of
//   FS_{k-2} sending to the root of FS_{k-1} after FS_{k-1}'s own receptions;
//   FS_{-1} and FS_0 are one processor. FS_k numbered in preorder is Canon &
//   Antoniu's Fibonacci tree of order k (F_{k+2} processors). Reading of "use
//   only the operations corresponding to the first n processors" when n is
//   not a Fibonacci number: take the smallest k with F_{k+2} >= n, number
//   FS_k in preorder, and keep the processors 0..n-1 and the transfers
//   between them.
// In preorder every receiver has a smaller index than its senders, so the
// cut keeps a tree rooted at P_0, and every subtree holds a contiguous range
// of processors received left to right: both trees serve the
// non-commutative variant unchanged.

#include "schedule/reduction_tree.hpp"

namespace redcheck {

/// Binomial-stat's tree on n >= 1 processors (sink P_0, senders in round order).
ReductionTree binomial_stat_tree(int n);

/// Fibonacci-stat's tree on n >= 1 processors (sink P_0, senders in the order
/// FS_k receives them).
ReductionTree fibonacci_stat_tree(int n);

/// The order k Fibonacci-stat uses for n processors: the smallest k >= -1
/// with F_{k+2} >= n.
int fibonacci_stat_order(int n);

}  // namespace redcheck

#pragma once
// The two tree families of Canon & Antoniu, Section 7 (senders listed in
// arrival order, machines numbered in preorder, sink 0).
//
// Definition 12: a binomial tree of order k > 0 is a binomial tree of order
// k-1 whose sink receives, last, from the sink of another binomial tree of
// order k-1; order 0 is a single machine. So the sink of order k receives
// from the sinks of binomial trees of orders 0, 1, ..., k-1, in that order.
//
// Definition 15: a Fibonacci tree of order k > 0 is a Fibonacci tree of order
// k-1 whose sink receives, last, from the sink of a Fibonacci tree of order
// k-2 (the text says the order-(k-2) sink "is the parent of" the other sink;
// the paper calls the sender the parent). Orders -1 and 0 are single
// machines. So the sink of order k receives from orders -1, 0, ..., k-2.

#include "schedule/reduction_tree.hpp"

#include <cstdint>

namespace redcheck {

/// Binomial tree of order k (2^k machines). Throws InputError unless 0 <= k <= 24.
ReductionTree binomial_tree(int order);

/// Fibonacci tree of order k (F_{k+2} machines). Throws InputError unless
/// -1 <= k <= 30.
ReductionTree fibonacci_tree(int order);

/// F_k with F_1 = F_2 = 1 (F_0 = 0), exact for 0 <= k <= 92.
std::uint64_t fibonacci_number(int k);

}  // namespace redcheck

#pragma once
// The reduction trees of the standard algorithms of Section IV (root 0),
// children listed in the order their data is received.
//  - pipeline: the chain p-1 -> p-2 -> ... -> 0.
//  - binomial: x sends to x minus its lowest set bit; a processor receives
//    from its children nearest first (the n/2 pairs of each round).
//  - binary: the heap tree (children 2x+1, 2x+2): depth ceil(log2(p+1)) - 1;
//    when p is not 2^n - 1 the extra processors are the deepest leaves and
//    send first ("the initial step reduces the extra processors").

#include <vector>

namespace redcheck {

std::vector<std::vector<int>> chain_children(int p);
std::vector<std::vector<int>> binomial_children(int p);
std::vector<std::vector<int>> binary_children(int p);

}  // namespace redcheck

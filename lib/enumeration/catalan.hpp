#pragma once
// Counting ordered trees: there are Catalan(n - 1) ordered trees on n nodes.

#include "time/exact_time.hpp"

#include <cstdint>

namespace redcheck {

/// Catalan(k) = (2k)! / (k! (k+1)!), exact, for any k >= 0.
BigInt catalan(int k);

/// Catalan(k) as a machine integer; k must be <= 35.
std::uint64_t catalan_u64(int k);

}  // namespace redcheck

#pragma once
// The fast path of the segmented model: alpha, beta and gamma on a common
// tick, with a proof that no date formed by a schedule of p processors and m
// elements overflows int64. Every date of such a schedule is the end of a
// chain of activities, so it is at most the sum of all durations,
// (p - 1)(q alpha + m (beta + gamma)) <= p m (alpha + beta + gamma); sums of
// two dates stay below 4 times that.

#include "time/tick_scale.hpp"

#include <cstdint>
#include <optional>

namespace redcheck {

struct CostTicks {
  Time tick;
  std::int64_t alpha = 0, beta = 0, gamma = 0;
  std::int64_t max_date = 0;  ///< p m (alpha + beta + gamma + 1): no date of a schedule exceeds it
};

/// The costs in ticks, or nullopt when p m (alpha + beta + gamma) * 4 ticks
/// would not fit in int64 (callers then compute with Time).
std::optional<CostTicks> segmented_ticks(int p, std::int64_t m, const Time& alpha, const Time& beta,
                                         const Time& gamma);

}  // namespace redcheck

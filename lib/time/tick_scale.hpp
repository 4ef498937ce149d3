#pragma once
// Fast path for exact time: a set of rationals written as integer multiples of
// one common tick (1 / the lcm of their denominators). Sums and maxima of such
// values stay exact in machine integers as long as they do not overflow, so
// each user of ticks first proves a bound on every value it will form
// (fits_in<T>) and falls back to Time when the bound does not fit.

#include "time/exact_time.hpp"

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace redcheck {

struct TickScale {
  Time tick;                        ///< duration of one tick
  std::vector<std::int64_t> ticks;  ///< each input value divided by `tick`

  /// Exact time of a number of ticks.
  Time to_time(std::int64_t count) const { return tick == 1 ? Time(count) : tick * Time(count); }
};

/// Writes `values` (non-negative rationals) on a common tick.
/// Returns nullopt when a value or the tick's denominator does not fit in int64.
std::optional<TickScale> scale_to_ticks(const std::vector<Time>& values);

/// True when `bound` is a value that integer type T can hold.
template <class T>
bool fits_in(const BigInt& bound) {
  return bound >= 0 && bound <= BigInt(std::numeric_limits<T>::max());
}

}  // namespace redcheck

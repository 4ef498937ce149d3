#pragma once
// The one place that chooses how the toolkit computes exact times fast.
//
// Costs are written on a common tick (1 / the lcm of their denominators), so
// every sum and maximum of costs is a whole number of ticks. A computation
// runs in machine integers when its caller proves a bound on every value it
// forms (`largest`, in ticks) and that bound fits the integer type; otherwise
// it runs in exact rationals (Time). Each caller writes its bound beside its
// proof; this helper only compares the bound with the type's range, so no
// computation can overflow unnoticed, and the answer is exact either way.

#include "errors.hpp"
#include "time/tick_scale.hpp"

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace redcheck {

/// The number types a computation is written for.
enum class NumberTypes {
  int64_or_exact,        ///< int64 ticks when the bound fits, else exact rationals
  int32_int64_or_exact,  ///< also int32 ticks, when the bound fits in it (less memory)
  int64_only,            ///< int64 ticks or refusal (code written for integers only)
};

/// The number type T a computation runs in, with its costs in T.
template <class T>
struct Arithmetic {
  Time tick;             ///< the exact value of 1 in T (1 for exact rationals)
  std::vector<T> costs;  ///< the costs, in the order given, in T

  Time to_time(const T& value) const {
    if constexpr (std::is_same_v<T, Time>) {
      return value;
    } else {
      // Integer costs have a tick of 1: no rational product to form.
      return tick == 1 ? Time(static_cast<std::int64_t>(value))
                       : tick * Time(static_cast<std::int64_t>(value));
    }
  }

  /// "int32 ticks", "int64 ticks" or "exact rationals".
  static const char* name() {
    if constexpr (std::is_same_v<T, std::int32_t>) return "int32 ticks";
    if constexpr (std::is_same_v<T, std::int64_t>) return "int64 ticks";
    return "exact rationals";
  }
};

/// Calls body(arithmetic) in the fastest exact number type for `costs`
/// (non-negative rationals) and returns what it returns (the same type for
/// every T).
///  - `largest(ticks)` receives the costs as tick counts and returns a
///    proven bound, in ticks, on every value the computation forms.
///  - Integer ticks are chosen when the tick and the bound fit; int32 first
///    when `types` allows it.
///  - Otherwise exact rationals, or, with NumberTypes::int64_only,
///    InputError(`refusal`).
///  - `force_exact` skips the integer paths (for tests of the exact path).
template <NumberTypes types, class Largest, class Body>
auto with_fastest_exact(const std::vector<Time>& costs, Largest&& largest, Body&& body,
                        const std::string& refusal = "", bool force_exact = false) {
  if (!force_exact) {
    if (const auto scale = scale_to_ticks(costs)) {
      const std::vector<BigInt> ticks(scale->ticks.begin(), scale->ticks.end());
      const BigInt bound = largest(ticks);
      if constexpr (types == NumberTypes::int32_int64_or_exact) {
        if (fits_in<std::int32_t>(bound)) {
          return body(Arithmetic<std::int32_t>{
              scale->tick, std::vector<std::int32_t>(scale->ticks.begin(), scale->ticks.end())});
        }
      }
      if (fits_in<std::int64_t>(bound))
        return body(Arithmetic<std::int64_t>{scale->tick, scale->ticks});
    }
  }
  if constexpr (types == NumberTypes::int64_only) {
    throw InputError(refusal);
  } else {
    return body(Arithmetic<Time>{Time(1), costs});
  }
}

}  // namespace redcheck

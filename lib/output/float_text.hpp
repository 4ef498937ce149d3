#pragma once
// Text of a floating-point statistic (Monte Carlo means, quantiles): never an
// exact number, so it is printed to a stated number of significant digits.

#include <cstdio>
#include <string>

namespace redcheck {

/// `x` with `digits` significant digits ("%.*g"): 9.03623 for digits = 6.
inline std::string significant_digits(double x, int digits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*g", digits, x);
  return buffer;
}

}  // namespace redcheck

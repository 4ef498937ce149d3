#pragma once
// Rational enclosures of the irrational numbers some published bounds use
// (log2 n, log2 of the golden ratio), so that a verdict that compares an
// exact ratio with such a bound rests on exact arithmetic: the ratio is
// below the enclosure, above it, or (never met so far) inside it, and then
// the verdict says it is undecided.
//
// ln y for y in [1, 2] by ln y = 2 sum_{m >= 0} z^{2m+1} / (2m + 1), z =
// (y - 1) / (y + 1) <= 1/3; the terms are positive, and the tail after M
// terms is at most 2 z^{2M+1} / ((2M + 1)(1 - z^2)). log2 x = k + ln y /
// ln 2 with x = 2^k y. Every step is exact rational arithmetic on bounds.

#include "time/exact_time.hpp"

namespace redcheck {

/// low <= the real number <= high.
struct Enclosure {
  Time low, high;
};

/// Within 2^-100 or so; x > 0 rational.
Enclosure log2_enclosure(const Time& x);

/// log2 of the golden ratio (1 + sqrt 5) / 2 = 0.6942419136...
Enclosure log2_golden_ratio();

/// sqrt 5 within 10^-40.
Enclosure sqrt5_enclosure();

/// The sign (-1, 0 or 1) of a + b sqrt 5, exactly (sqrt 5 is irrational, so
/// it is 0 only when a = b = 0): the golden ratio is (1 + sqrt 5) / 2.
int sign_plus_sqrt5(const Time& a, const Time& b);

Enclosure operator+(const Enclosure& a, const Enclosure& b);
/// Products and quotients of enclosures of non-negative (positive for a
/// divisor) numbers.
Enclosure operator*(const Enclosure& a, const Enclosure& b);
Enclosure operator/(const Enclosure& a, const Enclosure& b);
Enclosure exactly(const Time& x);

}  // namespace redcheck

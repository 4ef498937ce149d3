#include "time/real_bounds.hpp"

#include "errors.hpp"

namespace redcheck {

namespace {

constexpr int terms = 40;  // z <= 1/3: the tail is below 3^-81

// ln y for 1 <= y <= 2.
Enclosure ln_reduced(const Time& y) {
  const Time z = (y - 1) / (y + 1);
  const Time z2 = z * z;
  Time power = z, sum(0);
  for (int m = 0; m < terms; ++m) {
    sum += power / (2 * m + 1);
    power *= z2;
  }
  const Time tail = power / ((2 * terms + 1) * (1 - z2));
  return {2 * sum, 2 * (sum + tail)};
}

}  // namespace

Enclosure exactly(const Time& x) {
  return {x, x};
}

Enclosure operator+(const Enclosure& a, const Enclosure& b) {
  return {a.low + b.low, a.high + b.high};
}

Enclosure operator*(const Enclosure& a, const Enclosure& b) {
  if (a.low < 0 || b.low < 0) throw InternalError("enclosure product of a negative number");
  return {a.low * b.low, a.high * b.high};
}

Enclosure operator/(const Enclosure& a, const Enclosure& b) {
  if (a.low < 0 || b.low <= 0) throw InternalError("enclosure quotient needs a >= 0 and b > 0");
  return {a.low / b.high, a.high / b.low};
}

Enclosure log2_enclosure(const Time& x) {
  if (x <= 0) throw InternalError("log2 of a number <= 0");
  int k = 0;
  Time y = x;
  while (y >= 2) {
    y /= 2;
    ++k;
  }
  while (y < 1) {
    y *= 2;
    --k;
  }
  const Enclosure ln_y = ln_reduced(y);
  const Enclosure ln_2 = ln_reduced(Time(2));
  // ln y / ln 2 in [0, 1); k may be negative, so add it exactly.
  const Enclosure ratio = ln_y / ln_2;
  return {ratio.low + k, ratio.high + k};
}

Enclosure sqrt5_enclosure() {
  static const Enclosure value = [] {
    const BigInt scale = boost::multiprecision::pow(BigInt(10), 40);
    const BigInt a = boost::multiprecision::sqrt(BigInt(5) * scale * scale);
    return Enclosure{Time(a) / Time(scale), Time(BigInt(a + 1)) / Time(scale)};
  }();
  return value;
}

int sign_plus_sqrt5(const Time& a, const Time& b) {
  const int sa = a > 0 ? 1 : a < 0 ? -1 : 0, sb = b > 0 ? 1 : b < 0 ? -1 : 0;
  if (sa == sb || sb == 0) return sa;
  if (sa == 0) return sb;
  // Opposite signs: the larger of a^2 and 5 b^2 decides.
  return a * a > 5 * b * b ? sa : sb;
}

Enclosure log2_golden_ratio() {
  // Computed once, when first asked (it takes milliseconds of GMP).
  static const Enclosure value = [] {
    // sqrt 5 between a / 10^40 and (a + 1) / 10^40, a = floor(sqrt(5 10^80)).
    const BigInt scale = boost::multiprecision::pow(BigInt(10), 40);
    const BigInt a = boost::multiprecision::sqrt(BigInt(5) * scale * scale);
    const Time low = (1 + Time(a) / Time(scale)) / 2;
    const Time high = (1 + Time(BigInt(a + 1)) / Time(scale)) / 2;
    return Enclosure{log2_enclosure(low).low, log2_enclosure(high).high};
  }();
  return value;
}

}  // namespace redcheck

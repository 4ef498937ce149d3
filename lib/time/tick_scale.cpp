#include "time/tick_scale.hpp"

#include <gmp.h>

#include <numeric>

namespace redcheck {

namespace {

// The same when every numerator and denominator fits in a long (the common
// case, which claims meet millions of times): machine integers with
// overflow checks, no GMP temporary. nullopt: not decided here.
std::optional<std::optional<TickScale>> scale_small(const std::vector<Time>& values) {
  std::int64_t common = 1;
  for (const Time& v : values) {
    const mpz_srcptr den = mpq_denref(v.backend().data());
    const mpz_srcptr num = mpq_numref(v.backend().data());
    if (!mpz_fits_slong_p(den) || !mpz_fits_slong_p(num)) return std::nullopt;
    const std::int64_t d = mpz_get_si(den);
    const std::int64_t step = d / std::gcd(common, d);
    if (__builtin_mul_overflow(common, step, &common)) return std::nullopt;
  }
  TickScale scale{Time(BigInt(1), BigInt(common)), {}};
  scale.ticks.reserve(values.size());
  for (const Time& v : values) {
    const std::int64_t num = mpz_get_si(mpq_numref(v.backend().data()));
    const std::int64_t den = mpz_get_si(mpq_denref(v.backend().data()));
    std::int64_t count = 0;
    if (__builtin_mul_overflow(num, common / den, &count)) return std::nullopt;
    if (count < 0) return std::optional<TickScale>();  // as fits_in: no negative tick counts
    scale.ticks.push_back(count);
  }
  return std::optional<TickScale>(std::move(scale));
}

}  // namespace

std::optional<TickScale> scale_to_ticks(const std::vector<Time>& values) {
  if (auto small = scale_small(values)) return std::move(*small);
  BigInt common = 1;
  for (const Time& v : values) {
    common = boost::multiprecision::lcm(common, BigInt(boost::multiprecision::denominator(v)));
  }
  if (!fits_in<std::int64_t>(common)) return std::nullopt;
  TickScale scale{Time(BigInt(1), common), {}};
  for (const Time& v : values) {
    const BigInt count =
        boost::multiprecision::numerator(v) * (common / boost::multiprecision::denominator(v));
    if (!fits_in<std::int64_t>(count)) return std::nullopt;
    scale.ticks.push_back(count.convert_to<std::int64_t>());
  }
  return scale;
}

}  // namespace redcheck

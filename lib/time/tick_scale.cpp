#include "time/tick_scale.hpp"

namespace redcheck {

std::optional<TickScale> scale_to_ticks(const std::vector<Time>& values) {
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

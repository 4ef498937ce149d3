#include "models/segmented/cost_ticks.hpp"

#include "time/fast_path.hpp"

namespace redcheck {

BigInt segmented_max_date(int p, std::int64_t m, const std::vector<BigInt>& ticks) {
  return BigInt(p) * BigInt(m) * (ticks.at(0) + ticks.at(1) + ticks.at(2) + 1);
}

BigInt segmented_largest_value(int p, std::int64_t m, const std::vector<BigInt>& ticks) {
  return 4 * segmented_max_date(p, m, ticks);
}

SegmentTicks segment_ticks(const SegmentedInstance& in, const std::string& search) {
  const auto largest = [&](const std::vector<BigInt>& t) {
    return segmented_largest_value(in.p, in.m(), t);
  };
  const Arithmetic<std::int64_t> ticks = with_fastest_exact<NumberTypes::int64_only>(
      {in.alpha, in.beta, in.gamma}, largest, [](const Arithmetic<std::int64_t>& a) { return a; },
      search + ": costs too large for int64 ticks");
  SegmentTicks out{ticks.tick, {}, {}};
  for (auto s : in.segments) {
    out.comm.push_back(ticks.costs[0] + ticks.costs[1] * s);
    out.comp.push_back(ticks.costs[2] * s);
  }
  return out;
}

BigInt ticks_below(const Time& below, const Time& tick) {
  const Time scaled = below / tick;
  return (numerator(scaled) + denominator(scaled) - 1) / denominator(scaled);
}

}  // namespace redcheck

#include "models/segmented/cost_ticks.hpp"

namespace redcheck {

std::optional<CostTicks> segmented_ticks(int p, std::int64_t m, const Time& alpha, const Time& beta,
                                         const Time& gamma) {
  const auto scale = scale_to_ticks({alpha, beta, gamma});
  if (!scale) return std::nullopt;
  const BigInt max_date =
      BigInt(p) * BigInt(m) *
      (BigInt(scale->ticks[0]) + BigInt(scale->ticks[1]) + BigInt(scale->ticks[2]) + 1);
  if (!fits_in<std::int64_t>(4 * max_date)) return std::nullopt;
  return CostTicks{scale->tick, scale->ticks[0], scale->ticks[1], scale->ticks[2],
                   max_date.convert_to<std::int64_t>()};
}

}  // namespace redcheck

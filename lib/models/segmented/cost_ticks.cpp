#include "models/segmented/cost_ticks.hpp"

namespace redcheck {

std::optional<CostTicks> segmented_ticks(int p, std::int64_t m, const Time& alpha, const Time& beta,
                                         const Time& gamma) {
  const auto scale = scale_to_ticks({alpha, beta, gamma});
  if (!scale) return std::nullopt;
  const BigInt bound =
      BigInt(4) * BigInt(p) * BigInt(m) *
      (BigInt(scale->ticks[0]) + BigInt(scale->ticks[1]) + BigInt(scale->ticks[2]) + 1);
  if (!fits_in<std::int64_t>(bound)) return std::nullopt;
  return CostTicks{scale->tick, scale->ticks[0], scale->ticks[1], scale->ticks[2]};
}

}  // namespace redcheck

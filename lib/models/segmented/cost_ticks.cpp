#include "models/segmented/cost_ticks.hpp"

namespace redcheck {

BigInt segmented_max_date(int p, std::int64_t m, const std::vector<BigInt>& ticks) {
  return BigInt(p) * BigInt(m) * (ticks.at(0) + ticks.at(1) + ticks.at(2) + 1);
}

BigInt segmented_largest_value(int p, std::int64_t m, const std::vector<BigInt>& ticks) {
  return 4 * segmented_max_date(p, m, ticks);
}

}  // namespace redcheck

#include "enumeration/catalan.hpp"

#include "errors.hpp"

#include <array>

namespace redcheck {

BigInt catalan(int k) {
  BigInt value = 1;  // C(j+1) = C(j) * 2(2j+1) / (j+2), exact at every step
  for (int j = 0; j < k; ++j) value = value * 2 * (2 * j + 1) / (j + 2);
  return value;
}

std::uint64_t catalan_u64(int k) {
  static const auto table = [] {
    std::array<std::uint64_t, 36> values{};
    for (int j = 0; j < 36; ++j) values[j] = catalan(j).convert_to<std::uint64_t>();
    return values;
  }();
  if (k < 0 || k > 35) throw InternalError("catalan_u64 needs 0 <= k <= 35");
  return table[static_cast<std::size_t>(k)];
}

}  // namespace redcheck

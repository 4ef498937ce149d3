#pragma once
// A machine, node or item number (an int, as the models count them) as a
// position in a std::vector.

#include <cstddef>

namespace redcheck {

inline std::size_t at(int k) {
  return static_cast<std::size_t>(k);
}

}  // namespace redcheck

#pragma once
// SplitMix64's finalizer: spreads nearby 64-bit inputs over the whole range
// (a seed and a claim's hash, a draw's index), for keys and independent words.

#include <cstdint>

namespace redcheck {

inline std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace redcheck

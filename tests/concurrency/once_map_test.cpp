// OnceMap: claims running in parallel share the optima, each computed once.

#include "concurrency/once_map.hpp"
#include "concurrency/parallel_for.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <string>

using namespace redcheck;

TEST_CASE("OnceMap computes each key once for every thread") {
  OnceMap<int, std::string> map;
  std::atomic<int> computed{0};
  std::vector<const std::string*> seen(64);
  parallel_for(64, [&](std::size_t k) {
    seen[k] = &map.get(static_cast<int>(k % 4), [&] {
      ++computed;
      return std::to_string(k % 4);
    });
  });
  CHECK(computed == 4);
  for (std::size_t k = 0; k < 64; ++k) {
    CHECK(*seen[k] == std::to_string(k % 4));
    CHECK(seen[k] == seen[k % 4]);  // the same object
  }
}

TEST_CASE("OnceMap computes a key again after its computation threw") {
  OnceMap<int, int> map;
  CHECK_THROWS_AS(map.get(1, []() -> int { throw std::runtime_error("no"); }), std::runtime_error);
  CHECK(map.get(1, [] { return 7; }) == 7);
}

TEST_CASE("parallel_for nests and rethrows the first error in task order") {
  std::atomic<int> sum{0};
  parallel_for(10, [&](std::size_t i) {
    parallel_for(100, [&](std::size_t j) { sum += static_cast<int>(i * j); });
  });
  CHECK(sum == 45 * 4950);
  CHECK_THROWS_WITH(parallel_for(1000,
                                 [](std::size_t k) {
                                   if (k == 500 || k == 900) {
                                     throw std::runtime_error(std::to_string(k));
                                   }
                                 }),
                    "500");
}

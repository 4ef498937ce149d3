// The dominance table: a state's bound comes from stored states of the same
// shape that are nowhere busier, and only from those.

#include "models/segmented/dominance_table.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <map>
#include <random>
#include <utility>
#include <vector>

using namespace redcheck;

TEST_CASE("the dominance table answers the largest bound of a state nowhere busier") {
  DominanceTable table(3, 2);
  const std::array<std::uint32_t, 3> shape{0, 1, 1}, other_shape{0, 1, 3};
  const std::array<std::uint32_t, 3> early{0, 2, 5}, late{1, 2, 6}, mixed{0, 3, 4};
  CHECK(table.bound_of(shape.data(), late.data()) == -1);
  table.put(shape.data(), early.data(), 10);
  CHECK(table.bound_of(shape.data(), early.data()) == 10);
  CHECK(table.bound_of(shape.data(), late.data()) == 10);   // busier everywhere
  CHECK(table.bound_of(shape.data(), mixed.data()) == -1);  // less busy somewhere
  CHECK(table.bound_of(other_shape.data(), late.data()) == -1);
  table.put(shape.data(), late.data(), 12);
  CHECK(table.bound_of(shape.data(), late.data()) == 12);
  CHECK(table.bound_of(shape.data(), early.data()) == 10);
  // A bound no larger than one already implied is not kept.
  table.put(shape.data(), late.data(), 9);
  CHECK(table.bound_of(shape.data(), late.data()) == 12);
  CHECK_THROWS(table.put(shape.data(), late.data(), -1));
}

TEST_CASE(
    "the dominance table agrees with a list of every state put, through growth and replacement") {
  // Two states kept per shape: the answer is at most the list's (replaced
  // states are forgotten) and, for the last state put of each shape, at
  // least its own bound.
  DominanceTable table(2, 2);
  // Every state put, by shape: its busy times and bound.
  std::map<std::pair<std::uint32_t, std::uint32_t>,
           std::vector<std::pair<std::array<std::uint32_t, 2>, std::int64_t>>>
      every;
  std::mt19937 draw(7);
  std::uniform_int_distribution<std::uint32_t> small(0, 3);
  for (int step = 0; step < 20000; ++step) {
    const std::array<std::uint32_t, 2> shape{small(draw), small(draw) + 100 * (step % 700)};
    const std::array<std::uint32_t, 2> busy{small(draw), small(draw)};
    const std::int64_t bound = small(draw) * 5;
    table.put(shape.data(), busy.data(), bound);
    auto& kept = every[{shape[0], shape[1]}];
    kept.push_back({busy, bound});
    const std::int64_t answer = table.bound_of(shape.data(), busy.data());
    CHECK(answer >= bound);
    std::int64_t most = -1;
    for (const auto& [kept_busy, kept_bound] : kept) {
      if (kept_busy[0] <= busy[0] && kept_busy[1] <= busy[1]) most = std::max(most, kept_bound);
    }
    CHECK(answer <= most);
  }
  CHECK(table.shapes() > 2000);
}

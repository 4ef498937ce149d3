// The tick grids of the claims over every ordered tree (tree_times.hpp): the
// grid each thread keeps is the point's own, whatever came before it.

#include "models/overlap/claims/tree_times.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

BigInt all_but_huge(int n, const std::vector<BigInt>& t) {
  return BigInt(n) * (t[0] + t[1]);
}

BigInt beyond_int64(int, const std::vector<BigInt>&) {
  return BigInt(1) << 70;
}

TreeCosts point(int n, const Time& d, const Time& c) {
  return {n, make_overlap_model(d, c), ReductionTree::star(n)};
}

}  // namespace

TEST_CASE("a claim's tick grid is its point's, after other points and other claims") {
  const std::uint64_t first = new_tick_grid_owner(), second = new_tick_grid_owner();
  CHECK(first != second);
  for (int round = 0; round < 2; ++round) {
    const auto* a = tick_grid(point(4, Time(1, 3), Time(2)), all_but_huge, first);
    REQUIRE(a);
    CHECK(a->tick == Time(1, 3));
    CHECK(a->costs == std::vector<std::int64_t>{1, 6});
    const auto* b = tick_grid(point(4, Time(1, 2), Time(3)), all_but_huge, first);
    REQUIRE(b);
    CHECK(b->tick == Time(1, 2));
    CHECK(b->costs == std::vector<std::int64_t>{1, 6});
    // The same point under a bound that does not fit: no grid.
    CHECK(tick_grid(point(4, Time(1, 2), Time(3)), beyond_int64, second) == nullptr);
    const auto* again = tick_grid(point(4, Time(1, 2), Time(3)), all_but_huge, first);
    REQUIRE(again);
    CHECK(again->costs == std::vector<std::int64_t>{1, 6});
  }
}

// Domains enumerate in a fixed order, describe what they cover, restrict,
// and draw from a seed; search() reports the first counterexample in order.

#include "claims/domain.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

Domain<int> one_to(int last) {
  return Domain<int>(
      "k = 1.." + std::to_string(last),
      [last](const Domain<int>::Visit& visit) {
        for (int k = 1; k <= last; ++k) {
          if (!visit(k)) return false;
        }
        return true;
      },
      [last](Random& r) { return std::uniform_int_distribution<int>(1, last)(r); });
}

}  // namespace

TEST_CASE("search holds on every point, or stops at the first counterexample in order") {
  const auto none = search<int>(one_to(10), [](const int&) { return std::nullopt; });
  CHECK(none.outcome == Outcome::holds);
  CHECK(none.covered == "10 instances: k = 1..10");
  const auto found = search<int>(one_to(10), [](const int& k) -> std::optional<Counterexample> {
    if (k % 4 != 0) return std::nullopt;
    return Counterexample{"k = " + std::to_string(k), {{"k", k}}, "replay"};
  });
  CHECK(found.outcome == Outcome::refuted);
  CHECK(found.counterexample->instance["k"] == 4);
  CHECK(found.covered == "searched k = 1..10 in order; stopped at the first counterexample");
  const auto parallel =
      search_in_parallel<int>(one_to(50), [](const int& k) -> std::optional<Counterexample> {
        if (k < 7) return std::nullopt;
        return Counterexample{"", {{"k", k}}, ""};
      });
  CHECK(parallel.counterexample->instance["k"] == 7);  // the first in order, not in time
}

TEST_CASE("a restricted domain says so, keeps its order and draws only kept points") {
  const auto even = one_to(10).where([](const int& k) { return k % 2 == 0; }, "with k even");
  CHECK(even.words() == "k = 1..10 with k even");
  std::vector<int> seen;
  even.for_each([&](const int& k) {
    seen.push_back(k);
    return true;
  });
  CHECK(seen == std::vector<int>{2, 4, 6, 8, 10});
  Random a(7), b(7);
  for (int i = 0; i < 20; ++i) {
    const int x = even.draw(a);
    CHECK(x % 2 == 0);
    CHECK(x == even.draw(b));  // the same seed draws the same points
  }
  const auto empty = one_to(3).where([](const int&) { return false; }, "with nothing");
  CHECK(search<int>(empty, [](const int&) { return std::nullopt; }).outcome == Outcome::undecided);
  Random r(1);
  CHECK_THROWS_AS(empty.draw(r), InternalError);
}

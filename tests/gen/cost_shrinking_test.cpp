// Exact costs shrink towards 0, 1, small integers and fractions of small
// denominators before anything else (gen::cost(), RapidCheck), as
// redcheck.strategies.costs() does in Hypothesis
// (python/tests/test_strategies.py): a counterexample over costs is small.

#include "gen/values.hpp"

#include <rapidcheck.h>
#include <catch2/catch.hpp>

#include <functional>

using namespace redcheck;

namespace {

// The smallest value `fails` keeps, from each of 40 draws that fail, by
// taking the first shrink that still fails until none does (as RapidCheck
// and the fuzzer shrink); the largest of these over the draws.
Time shrunk(const std::function<bool(const Time&)>& fails) {
  Time worst(0);
  bool any = false;
  for (int seed = 0, found = 0; seed < 2000 && found < 40; ++seed) {
    rc::Shrinkable<Time> drawn =
        gen::cost()(rc::Random(rc::Random::Key{7, 7, 7, static_cast<std::uint64_t>(seed)}), 100);
    if (!fails(drawn.value())) continue;
    ++found;
    for (bool smaller = true; smaller;) {
      smaller = false;
      for (auto shrinks = drawn.shrinks(); auto next = shrinks.next();) {
        if (fails(next->value())) {
          drawn = std::move(*next);
          smaller = true;
          break;
        }
      }
    }
    if (!any || drawn.value() > worst) worst = drawn.value();
    any = true;
  }
  REQUIRE(any);
  return worst;
}

}  // namespace

TEST_CASE("costs shrink to small integers and fractions of small denominators") {
  CHECK(shrunk([](const Time& x) { return x > Time(1, 3); }) == Time(1));
  CHECK(shrunk([](const Time& x) { return denominator(x) > 1; }) == Time(1, 2));
  CHECK(shrunk([](const Time& x) { return denominator(x) > 2 && x > 1; }) <= Time(4, 3));
}

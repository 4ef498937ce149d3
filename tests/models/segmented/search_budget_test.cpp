// What the segmented searches say when their budget of states runs out: the
// lower bound they had shown by then (SegmentedSearch::lower_bound) is never
// above the optimum, and the refusal names it beside the builder's schedule.

#include "errors.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/search_limits.hpp"
#include "support/drawn_segmented.hpp"
#include "support/sanitized_build.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace redcheck;

namespace {

// Above the optimum: every transfer and combining one after the other takes
// less.
Time beyond_every_schedule(const SegmentedInstance& in) {
  Time all(0);
  for (const std::int64_t size : in.segments) all += in.comm(size) + in.comp(size);
  return Time(in.p) * all + 1;
}

SegmentedSearch search(const SegmentedInstance& in, bool two_ports, std::uint64_t budget,
                       int workers) {
  if (two_ports) {
    return search_bidirectional_schedules(in, false, std::nullopt, budget, {}, {workers, 0});
  }
  return search_unidirectional_schedules(in, false, beyond_every_schedule(in), budget, {},
                                         {workers, 0});
}

}  // namespace

TEST_CASE("a search out of its budget shows a lower bound no schedule is below, both port models") {
  // Drawn instances (p = 2..5, q = 1..4, at most 3 at p = 5), each searched
  // in full, then with budgets of 30, 300 and 3,000 states, one worker and
  // two: every search that stops short has a lower bound, at most the
  // optimum, and above 0 (every instance that stops short has a cost, so
  // its bound (1) is positive: a bound left at 0 would not pass unseen).
  std::mt19937 draw(20261205);
  const std::size_t count = testing::sanitized_build ? 20 : 200;
  int stopped = 0;
  for (std::size_t n = 0; n < count; ++n) {
    const SegmentedInstance in = testing::drawn_segmented_instance(draw, 5, 3, 3);
    const bool two_ports = n % 2 == 1;
    INFO("p = " << in.p << ", q = " << in.q() << ", " << to_string(in.alpha) << " "
                << to_string(in.beta) << " " << to_string(in.gamma)
                << (two_ports ? ", two ports" : ", one port"));
    const SegmentedSearch full = search(in, two_ports, 20'000'000, 1);
    REQUIRE(full.complete);
    REQUIRE(full.best);
    for (const std::uint64_t budget : {30u, 300u, 3'000u}) {
      const int workers = budget == 300u ? 2 : 1;
      const SegmentedSearch cut = search(in, two_ports, budget, workers);
      if (cut.complete) {
        CHECK(cut.best == full.best);
        continue;
      }
      INFO("budget " << budget << ", " << workers << " workers");
      ++stopped;
      REQUIRE(cut.lower_bound);
      CHECK(Time(0) < *cut.lower_bound);
      CHECK(*cut.lower_bound <= *full.best);
    }
  }
  INFO(stopped << " searches stopped short");
  CHECK(stopped >= (testing::sanitized_build ? 5 : 50));
}

TEST_CASE("the budget's refusal says what the search had shown by then") {
  CHECK(budget_bracket(Time(56, 3), "bi-greedy", Time(61, 3)) ==
        "no schedule below 56/3; bi-greedy's schedule takes 61/3");
  CHECK(budget_bracket(std::nullopt, "uni-greedy", Time(7)) == "uni-greedy's schedule takes 7");
  CHECK(budget_bracket(Time(5), "", std::nullopt) == "no schedule below 5");
  CHECK(budget_bracket(std::nullopt, "", std::nullopt).empty());
  const auto message = [](const std::string& bracket) {
    try {
      refuse_out_of_budget("p = 7, segments 1,2,1,1", false, bracket);
    } catch (const TooBig& e) {
      return std::string(e.what());
    }
    return std::string("no refusal");
  };
  CHECK(message("no schedule below 56/3; bi-greedy's schedule takes 61/3") ==
        "the exhaustive search of p = 7, segments 1,2,1,1 did not finish within its budget of "
        "states (by then: no schedule below 56/3; bi-greedy's schedule takes 61/3); accepted: "
        "smaller p or q, or " +
            std::string(in_order_suggestion));
  CHECK(message("") ==
        "the exhaustive search of p = 7, segments 1,2,1,1 did not finish within its budget of "
        "states; accepted: smaller p or q, or " +
            std::string(in_order_suggestion));
}

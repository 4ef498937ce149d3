// What the segmented searches say when their budget of states runs out: the
// lower bound they had shown by then (SegmentedSearch::lower_bound) is never
// above the optimum, and the refusal names it beside the builder's schedule.
// --max-states, the budget a researcher gives (search_budget.hpp): its range,
// and that it changes whether the optimum answers, never the answer.

#include "models/segmented/search_budget.hpp"
#include "errors.hpp"
#include "models/segmented/bidirectional_optimum.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/search_limits.hpp"
#include "models/segmented/unidirectional_optimum.hpp"
#include "models/segmented/validator.hpp"
#include "support/drawn_segmented.hpp"
#include "support/sanitized_build.hpp"

#include <catch2/catch.hpp>

#include <optional>
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
                       int workers, const std::optional<Time>& below = std::nullopt) {
  if (two_ports) {
    return search_bidirectional_schedules(in, false, below, budget, {}, {workers, 0});
  }
  return search_unidirectional_schedules(in, false, below ? *below : beyond_every_schedule(in),
                                         budget, {}, {workers, 0});
}

}  // namespace

TEST_CASE("a search out of its budget shows a lower bound no schedule is below, both port models") {
  // Drawn instances (p = 2..5, q = 1..4, at most 3 at p = 5), each searched
  // in full, then with budgets of 30, 300 and 3,000 states, one worker and
  // two: every search that stops short has a lower bound, at most the
  // optimum, and above 0 (every instance that stops short has a cost, so
  // its bound (1) is positive: a bound left at 0 would not pass unseen).
  // A schedule the search had found before it stopped (found_before_stop)
  // passes the validator at that makespan, at or above the optimum.
  std::mt19937 draw(20261205);
  // 30 under the sanitizers: since the ready times that keep combining off
  // sends (2026-12-06) the first 20 stop short only 4 times, the first 30
  // 7 times (66 of the 200).
  const std::size_t count = testing::sanitized_build ? 30 : 200;
  int stopped = 0, with_schedule = 0, near_optimum = 0;
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
      if (!cut.found_before_stop) continue;
      ++with_schedule;
      CHECK(*full.best <= *cut.found_before_stop);
      const SegmentedRules rules{two_ports ? Ports::bidirectional : Ports::unidirectional, false,
                                 false};
      const Validation checked = validate_segmented(cut.schedule, in, rules);
      CHECK(checked.violation == "");
      CHECK(checked.makespan == *cut.found_before_stop);
      // Asked below the optimum and a hair: a schedule it found is optimal.
      const SegmentedSearch near =
          search(in, two_ports, budget, workers, *full.best + Time(1, 1000));
      if (!near.complete && near.found_before_stop) {
        ++near_optimum;
        CHECK(*near.found_before_stop == *full.best);
        CHECK(validate_segmented(near.schedule, in, rules).makespan == *full.best);
      }
    }
  }
  INFO(stopped << " searches stopped short, " << with_schedule << " with a schedule found, "
               << near_optimum << " with the optimum found below it and a hair");
  CHECK(stopped >= (testing::sanitized_build ? 5 : 50));
  CHECK(with_schedule >= (testing::sanitized_build ? 2 : 20));
  CHECK(near_optimum >= (testing::sanitized_build ? 1 : 10));
}

namespace {

OptimumBracket bracket_of(std::optional<Time> lower, std::string builder, std::optional<Time> upper,
                          std::optional<Time> found = std::nullopt) {
  OptimumBracket bracket;
  bracket.no_schedule_below = lower;
  bracket.builder = std::move(builder);
  bracket.builder_makespan = upper;
  bracket.best_found = found;
  return bracket;
}

}  // namespace

TEST_CASE("the budget's refusal says what the search had shown by then") {
  CHECK(bracket_text(bracket_of(Time(56, 3), "bi-greedy", Time(61, 3))) ==
        "no schedule below 56/3; bi-greedy's schedule takes 61/3");
  CHECK(bracket_text(bracket_of(std::nullopt, "uni-greedy", Time(7))) ==
        "uni-greedy's schedule takes 7");
  CHECK(bracket_text(bracket_of(Time(5), "", std::nullopt)) == "no schedule below 5");
  CHECK(bracket_text(bracket_of(std::nullopt, "", std::nullopt)).empty());
  CHECK(bracket_text(bracket_of(Time(85, 2), "bi-greedy", Time(111, 2), Time(93, 2))) ==
        "no schedule below 85/2; the best schedule it found takes 93/2; bi-greedy's schedule "
        "takes 111/2");
  const auto message = [](const OptimumBracket& bracket) {
    try {
      refuse_out_of_budget("p = 7, segments 1,2,1,1", false, 20'000'000, bracket);
    } catch (const TooBig& e) {
      return std::string(e.what());
    }
    return std::string("no refusal");
  };
  const std::string larger =
      ", or --max-states N above 20000000 (states of 200 to 400 bytes of memory each)";
  CHECK(message(bracket_of(Time(56, 3), "bi-greedy", Time(61, 3))) ==
        "the exhaustive search of p = 7, segments 1,2,1,1 did not finish within its budget of "
        "20000000 states (by then: no schedule below 56/3; bi-greedy's schedule takes 61/3); "
        "accepted: smaller p or q, or " +
            std::string(in_order_suggestion) + larger);
  CHECK(message({}) ==
        "the exhaustive search of p = 7, segments 1,2,1,1 did not finish within its budget of "
        "20000000 states; accepted: smaller p or q, or " +
            std::string(in_order_suggestion) + larger);
}

TEST_CASE("a budget of states (--max-states) is an integer from 1 to a trillion") {
  CHECK_FALSE(max_states_given(OptionValues{}));
  const auto given = [](const std::string& text) {
    OptionValues o;
    o.set("--max-states", text);
    return max_states_given(o);
  };
  CHECK(given("1") == std::uint64_t(1));
  CHECK(given("4000000") == std::uint64_t(4'000'000));
  CHECK(given("1000000000000") == max_states_most);
  for (const std::string& bad :
       {std::string("0"), std::string("-3"), std::string("1.5"), std::string("abc"),
        std::string(""), std::string("1e6"), std::string("1000000000001"),
        std::string("99999999999999999999999")}) {
    INFO("'" << bad << "'");
    CHECK_THROWS_AS(given(bad), InputError);
    CHECK_THROWS_WITH(given(bad), Catch::Contains("--max-states = ") && Catch::Contains(bad) &&
                                      Catch::Contains("accepted: an integer from 1 to "
                                                      "1000000000000"));
  }
}

TEST_CASE("a budget of states (--max-states) decides whether the optimum answers, never which") {
  // Drawn instances (p = 3..5, q = 2..3), each answered with the search's own
  // budget; then with a budget of half the states it took (refused, naming
  // that budget and --max-states) and of exactly those states (the same
  // optimum; with two workers the count can differ a little, so one more
  // than the first count is given room: twice it).
  std::mt19937 draw(20261206);
  const std::size_t count = testing::sanitized_build ? 6 : 40;
  int refused = 0;
  for (std::size_t n = 0; n < count; ++n) {
    SegmentedInstance in = testing::drawn_segmented_instance(draw, 5, 3, 3);
    if (in.p < 3 || in.q() < 2) continue;
    const bool two_ports = n % 2 == 1;
    const auto optimum = [&](std::optional<std::uint64_t> max_states) {
      const OptimumLimits limits{max_states, std::nullopt};
      return two_ports ? bidirectional_optimum(in, false, limits)
                       : unidirectional_optimum(in, false, limits);
    };
    INFO("p = " << in.p << ", q = " << in.q() << ", " << to_string(in.alpha) << " "
                << to_string(in.beta) << " " << to_string(in.gamma)
                << (two_ports ? ", two ports" : ", one port"));
    const OptimumReport own = optimum(std::nullopt);
    const auto states = own.fields.at("states").get<std::uint64_t>();
    CHECK(optimum(2 * states + 10).optimum == own.optimum);
    if (states < 4) continue;
    const std::uint64_t half = states / 2;
    try {
      optimum(half);
      FAIL("answered within half the states it took");
    } catch (const TooBig& e) {
      ++refused;
      const std::string message = e.what();
      CHECK_THAT(message, Catch::Contains("budget of " + std::to_string(half) + " states") &&
                              Catch::Contains("--max-states N above " + std::to_string(half)));
    }
  }
  CHECK(refused >= (testing::sanitized_build ? 1 : 10));
}

TEST_CASE("a search stops, too big, when its tables fill the memory it may use") {
  // A limit below the memory the process already holds: each search stops
  // at its first look (64 states), out of memory and not complete, with a
  // lower bound no schedule is below; one worker and two, both port models.
  // Without the limit, the same searches answer. Hundreds of states each:
  // p = 6 with one port (563), p = 7 with two (391; p = 6 took 89, and two
  // workers sharing them could end before the look at 64; p = 7 with one
  // port took 25,445, seconds under the sanitizers).
  for (const bool two_ports : {false, true}) {
    SegmentedInstance in;
    in.p = two_ports ? 7 : 6;
    in.segments = {3, 1, 2};
    in.alpha = 1;
    in.beta = 1;
    in.gamma = Time(1, 2);
    for (const int workers : {1, 2}) {
      INFO((two_ports ? "two ports, " : "one port, ") << workers << " workers");
      const SearchWorkers team{workers, 0};
      const std::uint64_t one_byte = 1;
      const SegmentedSearch stopped =
          two_ports ? search_bidirectional_schedules(in, false, std::nullopt, 20'000'000, {}, team,
                                                     one_byte)
                    : search_unidirectional_schedules(in, false, beyond_every_schedule(in),
                                                      4'000'000, {}, team, one_byte);
      CHECK_FALSE(stopped.complete);
      CHECK(stopped.out_of_memory);
      CHECK(stopped.nodes <= 128);
      const SegmentedSearch full = search(in, two_ports, 20'000'000, workers);
      REQUIRE(full.complete);
      CHECK_FALSE(full.out_of_memory);
      REQUIRE(full.best);
      REQUIRE(stopped.lower_bound);
      CHECK(*stopped.lower_bound <= *full.best);
    }
  }
  const auto message = [] {
    try {
      OptimumBracket bracket = bracket_of(Time(56, 3), "", std::nullopt);
      bracket.states = 1'234;
      refuse_out_of_memory("p = 7, segments 1,2,1,1", false, 60'000'000, std::move(bracket));
    } catch (const TooBig& e) {
      return std::string(e.what());
    }
    return std::string("no refusal");
  }();
  CHECK_THAT(message, Catch::StartsWith("the exhaustive search of p = 7, segments 1,2,1,1 ran out "
                                        "of memory before its budget of 60000000 states: its "
                                        "tables passed ") &&
                          Catch::Contains(" MB, three quarters of the memory this process may "
                                          "use, after 1234 states (by then: no schedule below "
                                          "56/3); accepted: smaller p or q, or --in-order"));
}

TEST_CASE("a budget of states given for two ports without transfer costs holds for the search") {
  // alpha = beta = 0: no transfer holds a port, and the one-port search
  // answers for two ports. It ran with its own budget of 4 million states
  // whatever was given: --max-states 50 answered after 3,165 states.
  SegmentedInstance in;
  in.p = 7;
  in.segments = {2, 1, 2, 1};
  in.alpha = 0;
  in.beta = 0;
  in.gamma = 1;
  const OptimumLimits fifty{50, std::nullopt};
  for (const bool two_ports : {false, true}) {
    INFO((two_ports ? "two ports" : "one port"));
    const auto optimum = [&](const OptimumLimits& limits) {
      return two_ports ? bidirectional_optimum(in, false, limits)
                       : unidirectional_optimum(in, false, limits);
    };
    CHECK(optimum({}).optimum == Time(10));
    CHECK_THROWS_WITH(optimum(fifty), Catch::Contains("did not finish within its budget of 50 "
                                                      "states"));
  }
}

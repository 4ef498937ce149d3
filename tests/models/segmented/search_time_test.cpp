// --max-seconds, the time a segmented search may run (search_budget.hpp):
// its range; which limits each combination of options sets (enumerator
// optimum and Python stop after a minute by default, the claims never); a
// search stopped at its deadline, both port models, one worker and two;
// and the refusal that names the time, the reach lifted as --max-states
// lifts it.

#include "errors.hpp"
#include "models/segmented/bidirectional_optimum.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/search_budget.hpp"
#include "models/segmented/search_limits.hpp"
#include "models/segmented/unidirectional_optimum.hpp"
#include "support/sanitized_build.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <optional>
#include <string>

using namespace redcheck;

namespace {

OptimumLimits given(const std::string& states, const std::string& seconds) {
  OptionValues o;
  if (!states.empty()) o.set("--max-states", states);
  if (!seconds.empty()) o.set("--max-seconds", seconds);
  return optimum_limits_given(o);
}

}  // namespace

TEST_CASE("a time (--max-seconds) is an integer from 1 to a million") {
  CHECK(given("", "1").max_seconds == std::uint64_t(1));
  CHECK(given("", "1000000").max_seconds == max_seconds_most);
  for (const std::string& bad : {std::string("0"), std::string("-3"), std::string("1.5"),
                                 std::string("abc"), std::string(""), std::string("1e3"),
                                 std::string("1000001"), std::string("99999999999999999999999")}) {
    INFO("'" << bad << "'");
    OptionValues o;
    o.set("--max-seconds", bad);
    CHECK_THROWS_AS(optimum_limits_given(o), InputError);
    CHECK_THROWS_WITH(optimum_limits_given(o),
                      Catch::Contains("--max-seconds = ") && Catch::Contains(bad) &&
                          Catch::Contains("accepted: an integer from 1 to 1000000"));
  }
}

TEST_CASE("the limits each choice of options sets: a minute by default, none for the claims") {
  // Nothing given (enumerator optimum, redcheck.optimum): the search's own
  // budget and a minute, the reach's refusal kept.
  const OptimumLimits none = given("", "");
  CHECK_FALSE(none.given());
  CHECK(none.states(4'000'000) == 4'000'000);
  CHECK(none.seconds() == default_max_seconds);
  // States given: those, no time limit, the reach lifted.
  const OptimumLimits states = given("500", "");
  CHECK(states.given());
  CHECK(states.states(4'000'000) == 500);
  CHECK_FALSE(states.seconds());
  // Seconds given: no budget of states, the reach lifted.
  const OptimumLimits seconds = given("", "7");
  CHECK(seconds.given());
  CHECK(seconds.states(4'000'000) == no_state_budget);
  CHECK(seconds.seconds() == std::uint64_t(7));
  // Both: both.
  const OptimumLimits both = given("500", "7");
  CHECK(both.states(4'000'000) == 500);
  CHECK(both.seconds() == std::uint64_t(7));
  // The claims' way in (a verdict must not hang on the machine's speed).
  const OptimumLimits claims{};
  CHECK_FALSE(claims.given());
  CHECK(claims.states(20'000'000) == 20'000'000);
  CHECK_FALSE(claims.seconds());
}

TEST_CASE("a search stops, out of time, at the first look past its deadline") {
  // A deadline already passed: each search stops at its first look (1,024
  // states; with two workers those under way too), out of time and
  // not complete, with a lower bound no schedule is below. One port and
  // two, one worker and two. The same searches without it answer (about
  // 34,000 and 8,500 states, 22,000 before the two-port ceilings rose
  // whatever the gap).
  SegmentedInstance in;
  in.p = 6;
  in.segments = {1, 2, 1, 1};
  in.alpha = 1;
  in.beta = 1;
  in.gamma = Time(1, 2);
  for (const bool two_ports : {false, true}) {
    const Time beyond(1000);
    const auto searched = [&](int workers, SearchDeadline deadline) {
      const SearchWorkers team{workers, 0};
      return two_ports ? search_bidirectional_schedules(in, false, beyond, 20'000'000, {}, team,
                                                        std::nullopt, deadline)
                       : search_unidirectional_schedules(in, false, beyond, 4'000'000, {}, team,
                                                         std::nullopt, deadline);
    };
    // (Searched in full in the normal build only: 34,000 one-port states take
    // seconds under the sanitizers.)
    const std::optional<SegmentedSearch> full =
        testing::sanitized_build ? std::nullopt : std::optional(searched(1, std::nullopt));
    if (full) {
      REQUIRE(full->complete);
      REQUIRE(full->best);
      CHECK(full->nodes > 5'000);
      CHECK_FALSE(full->out_of_time);
    }
    for (const int workers : {1, 2}) {
      INFO((two_ports ? "two ports, " : "one port, ") << workers << " workers");
      const SegmentedSearch stopped = searched(workers, std::chrono::steady_clock::now());
      CHECK_FALSE(stopped.complete);
      CHECK(stopped.out_of_time);
      CHECK_FALSE(stopped.out_of_memory);
      if (workers == 1) {
        CHECK(stopped.nodes == 1'024);
      } else {
        // The other worker expands on until it sees the stop; and should the
        // one that looked be descheduled before it says so, on up to the
        // next look, which it takes itself (1,043 once, under the
        // sanitizers beside another test process; 1,024 or 1,025 as a rule).
        CHECK(stopped.nodes >= 1'024);
        CHECK(stopped.nodes <= 2 * 1'024 + 16);
      }
      REQUIRE(stopped.lower_bound);
      if (!full) continue;
      CHECK(*stopped.lower_bound <= *full->best);
      // A deadline far ahead changes nothing.
      const SegmentedSearch later =
          searched(workers, std::chrono::steady_clock::now() + std::chrono::hours(1));
      CHECK(later.complete);
      CHECK(later.best == full->best);
    }
  }
}

TEST_CASE("the optimum refuses what it did not answer in its time, naming it, the reach lifted") {
  // p = 8, q = 5 is beyond what either search answers within about a
  // minute: refused at once, before any work, without a limit; given one
  // second, searched for it, and refused naming it.
  SegmentedInstance in;
  in.p = 8;
  in.segments = {1, 2, 1, 3, 1};
  in.alpha = 1;
  in.beta = 1;
  in.gamma = Time(1, 3);
  for (const Ports ports : {Ports::unidirectional, Ports::bidirectional}) {
    INFO((ports == Ports::bidirectional ? "two ports" : "one port"));
    const auto optimum = [&](const OptimumLimits& limits) {
      return ports == Ports::bidirectional ? bidirectional_optimum(in, false, limits)
                                           : unidirectional_optimum(in, false, limits);
    };
    CHECK_THROWS_WITH(optimum(given("", "")), Catch::Contains("within about a minute"));
    const std::string refusal = [&] {
      try {
        optimum(OptimumLimits{std::nullopt, 1});
      } catch (const TooBig& e) {
        return std::string(e.what());
      }
      return std::string("no refusal");
    }();
    CHECK_THAT(refusal,
               Catch::StartsWith("the exhaustive search of p = 8, segments (1,2,1,3,1)") &&
                   Catch::Contains(" did not finish within 1 s, after ") &&
                   Catch::Contains(" states (by then: no schedule below ") &&
                   Catch::EndsWith("or --max-seconds S above 1, or --max-states N (the search "
                                   "goes on up to N states, with no time limit)"));
  }
}

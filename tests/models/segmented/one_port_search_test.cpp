// The one-port schedule search (relative states, memo, bounds and symmetries)
// against the first search (absolute replays, a set of states seen), on 240
// instances drawn from the reach grid's costs, in order and in any order.

#include "models/segmented/exhaustive.hpp"
#include "models/segmented/uni_greedy.hpp"
#include "models/segmented/validator.hpp"
#include "support/drawn_segmented.hpp"
#include "support/sanitized_build.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <sstream>
#include <utility>
#include <vector>

using namespace redcheck;

namespace {

struct OnePortCase {
  SegmentedInstance instance;
  bool in_order;
};

// `instances`, one in four (the fourth, eighth, ...) in order.
std::vector<OnePortCase> one_in_four_in_order(const std::vector<SegmentedInstance>& instances) {
  std::vector<OnePortCase> cases;
  for (const SegmentedInstance& in : instances) cases.push_back({in, cases.size() % 4 == 3});
  return cases;
}

// p = 2..5 (p = 5 with q <= 3: the first search takes seconds beyond),
// segments of 1..3; one in four in order.
std::vector<OnePortCase> drawn_cases(std::size_t count) {
  std::mt19937 draw(20261128);
  return one_in_four_in_order(testing::drawn_segmented_instances(
      draw, count, 5, 3, 3, [](const SegmentedInstance&) { return true; }));
}

// p = 2..6, q <= 3 from p = 5 on (seconds each beyond); one in four in order.
std::vector<OnePortCase> drawn_cases_to_p6(std::uint32_t seed) {
  std::mt19937 draw(seed);
  return one_in_four_in_order(testing::drawn_segmented_instances(
      draw, 200, 6, 3, 3, [](const SegmentedInstance& in) { return in.p < 5 || in.q() <= 3; }));
}

}  // namespace

TEST_CASE("the one-port search finds the first search's optimum on 240 drawn instances") {
  const auto cases = testing::cases_to_check(drawn_cases(240), 40);
  int beaten = 0;
  for (const OnePortCase& c : cases) {
    const SegmentedInstance& in = c.instance;
    INFO(segmented_instance_text(in, Ports::unidirectional) << (c.in_order ? ", in order" : ""));
    const Validation greedy =
        validate_segmented(uni_greedy_schedule(in), in, {Ports::unidirectional, true, false});
    REQUIRE(greedy.valid());
    // Below greedy + 1 both must find a schedule: greedy's at least.
    const Time below = greedy.makespan + 1;
    const SegmentedSearch fast = search_unidirectional_schedules(in, c.in_order, below);
    const SegmentedSearch first = search_unidirectional_schedules_by_replay(in, c.in_order, below);
    REQUIRE(fast.complete);
    REQUIRE(first.complete);
    REQUIRE(fast.best);
    REQUIRE(first.best);
    CHECK(*fast.best == *first.best);
    const Validation v =
        validate_segmented(fast.schedule, in, {Ports::unidirectional, c.in_order, false});
    CHECK(v.valid());
    CHECK(v.makespan == *fast.best);
    if (*fast.best < greedy.makespan) ++beaten;
    // Strictly below the optimum there is nothing.
    const SegmentedSearch below_optimum =
        search_unidirectional_schedules(in, c.in_order, *fast.best);
    CHECK(below_optimum.complete);
    CHECK(!below_optimum.best);
  }
  // Not vacuous: out of order, uni-greedy is often beaten.
  if (!testing::sanitized_build) CHECK(beaten >= 20);
}

TEST_CASE("the one-port search keeps to the first search on zero-length transfers and combinings") {
  for (const int p : {3, 4, 5}) {
    for (const Time& gamma : {Time(0), Time(1)}) {
      SegmentedInstance in;
      in.p = p;
      in.segments = {1, 2, 1};
      in.alpha = 0;
      in.beta = 0;
      in.gamma = gamma;
      for (const bool in_order : {false, true}) {
        const auto fast = search_unidirectional_schedules(in, in_order, Time(100));
        const auto first = search_unidirectional_schedules_by_replay(in, in_order, Time(100));
        REQUIRE(fast.best);
        REQUIRE(first.best);
        CHECK(*fast.best == *first.best);
        CHECK(validate_segmented(fast.schedule, in, {Ports::unidirectional, in_order, false})
                  .makespan == *fast.best);
      }
    }
  }
}

TEST_CASE(
    "the newer cuts keep the optimum: the one-port search with and without them on 200 drawn "
    "instances") {
  // p = 2..6 (q <= 3 from p = 5 on: seconds each beyond), one in four in
  // order; the same optimum with every cut, with none of the newer ones, and
  // with each alone.
  const std::vector<OnePortCase> drawn = drawn_cases_to_p6(20261129);
  using Cut = bool OnePortPruning::*;
  const OnePortPruning no_cuts = OnePortPruning::none();
  const auto alone = [&](Cut cut) {
    OnePortPruning pruning = no_cuts;
    pruning.*cut = true;
    return pruning;
  };
  const auto every_cut_but = [](Cut cut) {
    OnePortPruning pruning;
    pruning.*cut = false;
    return pruning;
  };
  OnePortPruning projections_from_start = alone(&OnePortPruning::projections);
  projections_from_start.projections_after = 0;
  const std::vector<std::pair<const char*, OnePortPruning>> variants{
      {"receive capacity alone", alone(&OnePortPruning::receive_capacity)},
      {"dominance alone", alone(&OnePortPruning::dominance)},
      {"the root's receives counted alone", alone(&OnePortPruning::root_receives)},
      {"parity alone", alone(&OnePortPruning::parity)},
      {"projections alone, from the start", projections_from_start},
      {"waiting for the first start alone", alone(&OnePortPruning::wait_for_first_start)}};
  int fewer_states = 0, fewer_with_counted = 0, fewer_with_parity = 0, fewer_with_waiting = 0;
  std::size_t index = 0;
  for (const OnePortCase& c : testing::cases_to_check(drawn, 8)) {
    const SegmentedInstance& in = c.instance;
    INFO(segmented_instance_text(in, Ports::unidirectional) << (c.in_order ? ", in order" : ""));
    const Validation greedy =
        validate_segmented(uni_greedy_schedule(in), in, {Ports::unidirectional, true, false});
    const Time below = greedy.makespan + 1;
    const auto search = [&](OnePortPruning pruning) {
      const SegmentedSearch found = search_unidirectional_schedules(
          in, c.in_order, below, unidirectional_search_state_budget, pruning);
      REQUIRE(found.complete);
      REQUIRE(found.best);
      return found;
    };
    const SegmentedSearch all = search({});
    const SegmentedSearch none = search(no_cuts);
    CHECK(*all.best == *none.best);
    if (all.nodes < none.nodes) ++fewer_states;
    // The root's receives counted (merge_bound.hpp) against the bound before.
    const SegmentedSearch uncounted = search(every_cut_but(&OnePortPruning::root_receives));
    CHECK(*uncounted.best == *all.best);
    if (all.nodes < uncounted.nodes) ++fewer_with_counted;
    // The parity bound (3b) against the bounds without it.
    const SegmentedSearch no_parity = search(every_cut_but(&OnePortPruning::parity));
    CHECK(*no_parity.best == *all.best);
    if (all.nodes < no_parity.nodes) ++fewer_with_parity;
    // (7): the state waited for until a transfer may start, against not.
    const SegmentedSearch no_wait = search(every_cut_but(&OnePortPruning::wait_for_first_start));
    CHECK(*no_wait.best == *all.best);
    if (all.nodes < no_wait.nodes) ++fewer_with_waiting;
    // Each cut alone on one instance in four.
    if (index++ % 4 == 0) {
      for (const auto& [name, pruning] : variants) {
        INFO(name);
        CHECK(*search(pruning).best == *all.best);
      }
    }
  }
  // Not vacuous: the cuts save states on 80 of them (the others are small).
  if (!testing::sanitized_build) CHECK(fewer_states >= 60);
  // Not vacuous: the counted bound saves states on 71 of them.
  if (!testing::sanitized_build) CHECK(fewer_with_counted >= 50);
  // Not vacuous: parity saves states on 16 of them (it needs an odd number
  // of processors holding something and little combining).
  if (!testing::sanitized_build) CHECK(fewer_with_parity >= 10);
  // Not vacuous: waiting for the first start saves states on 54 of them.
  if (!testing::sanitized_build) CHECK(fewer_with_waiting >= 40);
}

TEST_CASE("the receive-capacity bound reaches the optimum at the start on equal segments") {
  // p = 7, three unit segments, alpha = 2, beta = 1/3, gamma = 1: the other
  // bounds give 56/3 at the start, the receive capacity 64/3, the optimum.
  SegmentedInstance in;
  in.p = 7;
  in.segments = {1, 1, 1};
  in.alpha = 2;
  in.beta = Time(1, 3);
  in.gamma = 1;
  const Time below(71, 3);
  const SegmentedSearch with =
      search_unidirectional_schedules(in, false, below, unidirectional_search_state_budget);
  REQUIRE(with.best);
  CHECK(*with.best == Time(64, 3));
  // Without it the search takes 9 s under the sanitizers: left to ctest.
  if (testing::sanitized_build) return;
  const OnePortPruning without_capacity{false, true};
  const SegmentedSearch without = search_unidirectional_schedules(
      in, false, below, unidirectional_search_state_budget, without_capacity);
  REQUIRE(without.best);
  CHECK(*without.best == Time(64, 3));
  // 419 states against 3,769 (1,119 against 64,034 before the root's
  // receives were counted, merge_bound.hpp).
  CHECK(with.nodes * 5 < without.nodes);
}

TEST_CASE("workers searching at once find the lone worker's optimum on 200 drawn instances") {
  // p = 2..6 as above, one in four in order. Two and three workers from the
  // first state (none searched alone), and two joining after 5 states (the
  // lone worker's search stopped and taken up again, the tables kept): the
  // same optimum as one worker, a valid schedule at it, and nothing below.
  const std::vector<OnePortCase> drawn = drawn_cases_to_p6(20261130);
  const std::vector<SearchWorkers> variants{{2, 0}, {3, 0}, {2, 5}};
  int joined = 0;
  // The states expanded to write the schedules down after the searches, and
  // by the searches: the schedule kept as found needs few (a trace from the
  // start took 4 % of the searches' states on five instances of p = 5, 6,
  // and with two workers at p = 7, segments 1,2,1,1, alpha 0, beta 2, gamma
  // 1/3 as many as the search).
  std::uint64_t recovered = 0, searched = 0;
  for (const OnePortCase& c : testing::cases_to_check(drawn, 20)) {
    const SegmentedInstance& in = c.instance;
    INFO(segmented_instance_text(in, Ports::unidirectional) << (c.in_order ? ", in order" : ""));
    const Validation greedy =
        validate_segmented(uni_greedy_schedule(in), in, {Ports::unidirectional, true, false});
    const Time below = greedy.makespan + 1;
    const SegmentedSearch alone = search_unidirectional_schedules(
        in, c.in_order, below, unidirectional_search_state_budget, {}, {1, 0});
    REQUIRE(alone.complete);
    REQUIRE(alone.best);
    if (alone.nodes > 5) ++joined;
    recovered += alone.recovery_nodes;
    searched += alone.nodes;
    for (const SearchWorkers& workers : variants) {
      INFO(workers.count << " workers, " << *workers.states_alone << " states alone");
      const SegmentedSearch found = search_unidirectional_schedules(
          in, c.in_order, below, unidirectional_search_state_budget, {}, workers);
      REQUIRE(found.complete);
      REQUIRE(found.best);
      CHECK(*found.best == *alone.best);
      const Validation v =
          validate_segmented(found.schedule, in, {Ports::unidirectional, c.in_order, false});
      CHECK(v.valid());
      CHECK(v.makespan == *alone.best);
      recovered += found.recovery_nodes;
      searched += found.nodes;
      const SegmentedSearch below_optimum = search_unidirectional_schedules(
          in, c.in_order, *alone.best, unidirectional_search_state_budget, {}, workers);
      CHECK(below_optimum.complete);
      CHECK(!below_optimum.best);
    }
  }
  // Not vacuous: most searches go past 5 states, where the workers join.
  INFO(recovered << " states to write the schedules down, " << searched << " searched");
  CHECK(recovered * 1000 <= searched);
  if (!testing::sanitized_build) CHECK(joined >= 100);
}

TEST_CASE(
    "bound (6), projections, keeps the optimum: with and without it on 200 drawn instances, one "
    "worker and several") {
  // p = 2..6, q = 3 or 4 (q = 3 from p = 5 on), any order: projections apply
  // from three segments on, and not in order. The same optimum with and
  // without them, a valid schedule at it and nothing below, alone and with
  // two and three workers (from the start, and joining after 5 states).
  std::mt19937 draw(20261203);
  const std::vector<SegmentedInstance> drawn = testing::drawn_segmented_instances(
      draw, 200, 6, 3, 3,
      [](const SegmentedInstance& in) { return in.q() >= 3 && (in.p < 5 || in.q() == 3); });
  OnePortPruning without;
  without.projections = false;
  OnePortPruning with;
  with.projections_after = 0;  // these searches are short: bound (6) from the start
  const std::vector<SearchWorkers> variants{{1, 0}, {2, 0}, {3, 0}, {2, 5}};
  int fewer_states = 0;
  for (const SegmentedInstance& in : testing::cases_to_check(drawn, 10)) {
    INFO(segmented_instance_text(in, Ports::unidirectional));
    const Validation greedy =
        validate_segmented(uni_greedy_schedule(in), in, {Ports::unidirectional, false, false});
    const Time below = greedy.makespan + 1;
    const SegmentedSearch reference = search_unidirectional_schedules(
        in, false, below, unidirectional_search_state_budget, without, {1, 0});
    REQUIRE(reference.complete);
    REQUIRE(reference.best);
    for (const SearchWorkers& workers : variants) {
      INFO(workers.count << " workers, " << *workers.states_alone << " states alone");
      const SegmentedSearch found = search_unidirectional_schedules(
          in, false, below, unidirectional_search_state_budget, with, workers);
      REQUIRE(found.complete);
      REQUIRE(found.best);
      CHECK(*found.best == *reference.best);
      const Validation v =
          validate_segmented(found.schedule, in, {Ports::unidirectional, false, false});
      CHECK(v.valid());
      CHECK(v.makespan == *reference.best);
      if (workers.count == 1 && found.nodes < reference.nodes) ++fewer_states;
      const SegmentedSearch below_optimum = search_unidirectional_schedules(
          in, false, *reference.best, unidirectional_search_state_budget, with, workers);
      CHECK(below_optimum.complete);
      CHECK(!below_optimum.best);
    }
  }
  // Not vacuous: the projections' own states counted in, one worker expands
  // fewer states with them on 16 of the 200 (most are a few hundred states,
  // where the projections cost more than they save: hence
  // OnePortPruning::projections_after).
  INFO(fewer_states << " of 200 with fewer states");
  if (!testing::sanitized_build) CHECK(fewer_states >= 10);
}

TEST_CASE("the search answers the same with bound (6) taken up after some states") {
  // p = 6, segments 1,1,2,1, alpha 1, beta 1, gamma 1/2: optimum 21, 37,352
  // states without the projections. Taken up after 5, 500, 5,000 and 20,000
  // of them (the search stopped and taken up again, its tables kept), one
  // or two workers: the optimum, a valid schedule at it, and nothing below.
  // Under the sanitizers segments 2,2,1 (the same optimum, 1,475 states).
  SegmentedInstance in;
  in.p = 6;
  in.segments = testing::sanitized_build ? std::vector<std::int64_t>{2, 2, 1}
                                         : std::vector<std::int64_t>{1, 1, 2, 1};
  in.alpha = 1;
  in.beta = 1;
  in.gamma = Time(1, 2);
  const Time below(22);
  OnePortPruning without;
  without.projections = false;
  const SegmentedSearch reference = search_unidirectional_schedules(
      in, false, below, unidirectional_search_state_budget, without, {1, 0});
  REQUIRE(reference.best);
  CHECK(*reference.best == 21);
  // Each point once, one worker and two in turn (the searches take a second each).
  const std::vector<std::pair<std::uint64_t, int>> points{
      {5, 1}, {500, 2}, {5'000, 1}, {20'000, 2}};
  for (const auto& [after, workers] : points) {
    INFO(after << " states without, " << workers << " workers");
    OnePortPruning pruning;
    pruning.projections_after = after;
    const SegmentedSearch found = search_unidirectional_schedules(
        in, false, below, unidirectional_search_state_budget, pruning, {workers, 0});
    REQUIRE(found.best);
    CHECK(*found.best == 21);
    const Validation v =
        validate_segmented(found.schedule, in, {Ports::unidirectional, false, false});
    CHECK(v.valid());
    CHECK(v.makespan == 21);
    const SegmentedSearch nothing_below = search_unidirectional_schedules(
        in, false, Time(21), unidirectional_search_state_budget, pruning, {workers, 0});
    CHECK(nothing_below.complete);
    CHECK(!nothing_below.best);
  }
}

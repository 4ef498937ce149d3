// The bidirectional schedule search against a brute force that asks only the
// validator (every schedule on the tick grid), against the other searches and
// the builders, and on its own report.

#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/bidirectional_optimum.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/validator.hpp"
#include "support/drawn_segmented.hpp"
#include "support/sanitized_build.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <functional>
#include <random>

using namespace redcheck;

namespace {

// The least makespan of a valid schedule whose transfers all start at whole
// ticks below `horizon` (costs in whole ticks of 1): every receiver and
// start of every (processor, segment) send, each schedule judged by the
// validator alone.
Time brute_force(const SegmentedInstance& in, bool in_order, int horizon) {
  const SegmentedRules rules{Ports::bidirectional, in_order, false};
  std::vector<std::pair<int, int>> sends;  // (processor, segment)
  for (int i = 1; i < in.p; ++i) {
    for (int k = 0; k < in.q(); ++k) sends.emplace_back(i, k);
  }
  std::optional<Time> best;
  Schedule s;
  s.machines = in.p;
  s.sink = 0;
  std::function<void(std::size_t)> place = [&](std::size_t n) {
    if (n == sends.size()) {
      const Validation v = validate_segmented(s, in, rules);
      if (v.valid() && (!best || v.makespan < *best)) best = v.makespan;
      return;
    }
    const auto [from, segment] = sends[n];
    const std::int64_t size = in.segments[static_cast<std::size_t>(segment)];
    for (int to = 0; to < in.p; ++to) {
      if (to == from) continue;
      for (int t = 0; t < horizon; ++t) {
        const Time start(t), end = start + in.comm(size);
        s.transfers.push_back(Transfer{from, to, start, end, segment, 1});
        s.reductions.push_back(Reduction{to, static_cast<int>(n), end, end + in.comp(size)});
        place(n + 1);
        s.transfers.pop_back();
        s.reductions.pop_back();
      }
    }
  };
  place(0);
  REQUIRE(best);
  return *best;
}

SegmentedInstance instance(int p, std::vector<std::int64_t> segments, int alpha, int gamma) {
  SegmentedInstance in;
  in.p = p;
  in.segments = std::move(segments);
  in.alpha = alpha;
  in.beta = 1;
  in.gamma = gamma;
  return in;
}

}  // namespace

TEST_CASE("the bidirectional search finds the least makespan of every schedule on the tick grid") {
  // p = 3 with two segments (four sends), p = 4 with one (three sends), costs in
  // whole ticks.
  // Under the sanitizers (5 minutes for all, 85 s for the first four), the first three.
  const std::vector<SegmentedInstance> cases = testing::cases_to_check<SegmentedInstance>(
      {instance(3, {1}, 0, 0), instance(3, {1}, 1, 2), instance(3, {1, 1}, 0, 1),
       instance(3, {2, 1}, 0, 1), instance(3, {1, 2}, 1, 0), instance(3, {1, 1}, 1, 2),
       instance(4, {1}, 0, 1), instance(4, {2}, 1, 1), instance(4, {1}, 1, 0)},
      3);
  for (const SegmentedInstance& in : cases) {
    for (bool in_order : {false, true}) {
      INFO(segmented_instance_text(in, Ports::bidirectional) << (in_order ? ", in order" : ""));
      const SegmentedSearch found = search_bidirectional_schedules(in, in_order, std::nullopt);
      REQUIRE(found.complete);
      REQUIRE(found.best);
      // Starts below the optimum (whole ticks) cover every schedule that reaches it.
      const int horizon = static_cast<int>(numerator(*found.best / Time(1)).convert_to<long>()) + 1;
      CHECK(*found.best == brute_force(in, in_order, horizon));
    }
  }
}

TEST_CASE(
    "bidirectional optima: valid, below every builder, no worse than one port, in order no better",
    "[property]") {
  rc::prop("on random small instances", [] {
    SegmentedInstance in;
    in.p = *rc::gen::inRange(2, 6);
    const auto sizes =
        *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 4), rc::gen::inRange(1, 4));
    in.segments.assign(sizes.begin(), sizes.end());
    in.alpha = Time(*rc::gen::inRange(0, 4), 2);
    in.beta = Time(*rc::gen::inRange(in.alpha == 0 ? 1 : 0, 3), 2);
    in.gamma = Time(*rc::gen::inRange(0, 4), 3);
    const OptimumReport any = bidirectional_optimum(in, false);
    const Validation v = validate_segmented(any.example, in, {Ports::bidirectional, false, false});
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == any.optimum);
    for (auto a : {SegmentedAlgorithm::bi_greedy, SegmentedAlgorithm::pipeline,
                   SegmentedAlgorithm::binomial, SegmentedAlgorithm::binary}) {
      RC_ASSERT(any.optimum <= validated_segmented_makespan(a, in, Ports::bidirectional));
    }
    const OptimumReport ordered = bidirectional_optimum(in, true);
    RC_ASSERT(validate_segmented(ordered.example, in, {Ports::bidirectional, true, false}).valid());
    RC_ASSERT(any.optimum <= ordered.optimum);
    // Every one-port schedule is a two-port one.
    const auto one_port = search_unidirectional_schedules(in, false, any.optimum);
    RC_ASSERT(one_port.complete);
    RC_ASSERT(!one_port.best);
  });
}

TEST_CASE("empty transfers: the bidirectional optimum is the unidirectional one") {
  SegmentedInstance in = instance(4, {1, 2}, 0, 1);
  in.beta = 0;
  const OptimumReport two = bidirectional_optimum(in, false);
  const auto one = search_unidirectional_schedules(in, false, two.optimum + 1);
  REQUIRE(one.best);
  CHECK(*one.best == two.optimum);
  CHECK(validate_segmented(two.example, in, {Ports::bidirectional, false, false}).valid());
}

TEST_CASE("in order, the two-port optimum starts below uni-greedy's schedule when it is best") {
  // Bi-greedy's schedule is not in order; before uni-greedy's 47/2 was
  // tried, the search below pipeline's 145/6 was refused after its 20
  // million states.
  SegmentedInstance in;
  in.p = 6;
  in.segments = {2, 1, 3, 3};
  in.alpha = Time(1, 3);
  in.beta = Time(1, 2);
  in.gamma = Time(1, 2);
  OptimumLimits limits;
  limits.max_states = 1'000'000;
  const OptimumReport ordered = bidirectional_optimum(in, true, limits);
  CHECK(ordered.optimum == Time(47, 2));
  const Validation v = validate_segmented(ordered.example, in, {Ports::bidirectional, true, false});
  CHECK(v.valid());
  CHECK(v.makespan == Time(47, 2));
}

TEST_CASE("the bidirectional search refuses what it cannot search, naming the limit") {
  CHECK_THROWS_WITH(search_bidirectional_schedules(instance(9, {1}, 1, 1), false, std::nullopt),
                    Catch::Contains("p <= 8"));
  CHECK_THROWS_WITH(
      search_bidirectional_schedules(instance(3, {1, 1, 1, 1, 1, 1, 1}, 1, 1), false, std::nullopt),
      Catch::Contains("q <= 6"));
  SegmentedInstance fine = instance(3, {1}, 1, 1);
  fine.gamma = Time(1, 1 << 23);
  CHECK_THROWS_WITH(search_bidirectional_schedules(fine, false, std::nullopt),
                    Catch::Contains("2^22 ticks"));
}

namespace {

// `count` instances drawn from `seed` (p = 2..5, q <= 2 at p = 5, segments of
// 1..largest_segment, one in four in order), each searched with `full`
// (every pruning unless said) and with `reduced`: the same optimum, and a
// schedule of the first search's that the validator times at it. Returns on
// how many the first search expanded fewer states.
int fewer_states_than(TwoPortPruning reduced, std::uint32_t seed, std::size_t count,
                      int largest_segment, TwoPortPruning full = {}) {
  std::mt19937 draw(seed);
  int fewer = 0;
  for (std::size_t n = 0; n < count; ++n) {
    const SegmentedInstance in = testing::drawn_segmented_instance(draw, 5, 2, largest_segment);
    const bool in_order = n % 4 == 3;
    INFO(segmented_instance_text(in, Ports::bidirectional) << (in_order ? ", in order" : ""));
    const auto search = [&](TwoPortPruning pruning) {
      const SegmentedSearch found =
          search_bidirectional_schedules(in, in_order, std::nullopt, 20'000'000, pruning);
      REQUIRE(found.complete);
      REQUIRE(found.best);
      return found;
    };
    const SegmentedSearch more = search(full);
    const SegmentedSearch less = search(reduced);
    CHECK(*more.best == *less.best);
    const Validation v =
        validate_segmented(more.schedule, in, {Ports::bidirectional, in_order, false});
    CHECK(v.valid());
    CHECK(v.makespan == *more.best);
    if (more.nodes < less.nodes) ++fewer;
  }
  return fewer;
}

// The search of `in` in any order with `pruning` and `workers` against
// `reference`'s optimum: the same, a valid schedule at it, and nothing below
// it. Returns the states it expanded.
std::uint64_t states_to_reference_optimum(const SegmentedInstance& in,
                                          const SegmentedSearch& reference, TwoPortPruning pruning,
                                          SearchWorkers workers) {
  const SegmentedSearch found =
      search_bidirectional_schedules(in, false, std::nullopt, 20'000'000, pruning, workers);
  REQUIRE(found.complete);
  REQUIRE(found.best);
  CHECK(*found.best == *reference.best);
  const Validation v = validate_segmented(found.schedule, in, {Ports::bidirectional, false, false});
  CHECK(v.valid());
  CHECK(v.makespan == *reference.best);
  const SegmentedSearch below_optimum =
      search_bidirectional_schedules(in, false, *reference.best, 20'000'000, pruning, workers);
  CHECK(below_optimum.complete);
  CHECK(!below_optimum.best);
  return found.nodes;
}

}  // namespace

TEST_CASE(
    "renaming segments of equal size keeps the bidirectional optimum on 200 drawn instances") {
  // Segments of 1..2 (equal sizes often).
  const int renamed_fewer =
      fewer_states_than({.rename_segments = false}, 46, testing::sanitized_build ? 40 : 200, 2);
  // Not vacuous: the symmetry prunes (16 of the 200, 3 of the first 40, since
  // the ready times keep combining off sends; 29 when the root's bound took
  // each holder's ready time; 41 before, when the first 30 were the
  // sanitizers' share).
  CHECK(renamed_fewer >= (testing::sanitized_build ? 1 : 10));
}

TEST_CASE(
    "the holders' ready times keep the two-port optimum: the search with and without them on 200 "
    "drawn instances") {
  // Segments of 1..3: the root's bound with each holder's ready time
  // (bidirectional_search.cpp) against the same bound with every holder
  // ready at once (the search before 2026-11-29).
  const int fewer_states =
      fewer_states_than({.ready_times = false}, 20261129, testing::sanitized_build ? 25 : 200, 3);
  // Not vacuous: fewer states on 110 of the 200.
  CHECK(fewer_states >= (testing::sanitized_build ? 1 : 80));
}

TEST_CASE(
    "ready times with combining kept off sends keep the two-port optimum: the search with and "
    "without them on 200 drawn instances") {
  // Segments of 1..3: a holder that sends is ready to receive only c_k
  // before its send ends, one that receives ready to send only if the send
  // ends before it combines (bidirectional_search.cpp's ready_for), against
  // the ready times from its ports alone.
  const int fewer_states = fewer_states_than({.combining_excludes_sends = false}, 20261207,
                                             testing::sanitized_build ? 25 : 200, 3);
  // Not vacuous: fewer states on 34 of the 200 (7 of the first 25).
  CHECK(fewer_states >= (testing::sanitized_build ? 4 : 20));
}

TEST_CASE(
    "dominance by ports free earlier keeps the two-port optimum: the search with and without it "
    "on 200 drawn instances") {
  // Segments of 1..3: a state whose sends and combinings under way each end
  // no earlier than a searched state's of the same shape takes at least its
  // bound (bidirectional_search.hpp), against the search without that table.
  const int fewer_states =
      fewer_states_than({.dominance = false}, 20261130, testing::sanitized_build ? 25 : 200, 3);
  // Not vacuous: fewer states on 52 of the 200 (6 of the first 25).
  CHECK(fewer_states >= (testing::sanitized_build ? 2 : 30));
}

TEST_CASE(
    "counting the root's receives keeps the two-port optimum: the search with and without it on "
    "200 drawn instances") {
  // Segments of 1..3: the root's bound with its receives of each segment
  // counted, one once the other holders have merged or two
  // (merge_bound.hpp), against the bound with the last receive alone.
  // Both without bound (7), which counts the receives its own way.
  const int fewer_states =
      fewer_states_than({.root_receives = false, .root_groups = false}, 20261201,
                        testing::sanitized_build ? 25 : 200, 3, {.root_groups = false});
  // Not vacuous: fewer states on 54 of the 200 (7 of the first 25).
  CHECK(fewer_states >= (testing::sanitized_build ? 4 : 35));
}

TEST_CASE(
    "grouping the holders at the root keeps the two-port optimum: the search with and without "
    "bound (7) on 200 drawn instances") {
  // Segments of 1..3: the root's receives of each segment with its holders
  // split into groups in every way (root_groups.hpp), against the search
  // without that bound. On these small draws (at most four holders of a
  // segment) it prunes no more than bound (2): the test below shows where it
  // does.
  fewer_states_than({.root_groups = false}, 20261206, testing::sanitized_build ? 25 : 200, 3);
}

TEST_CASE(
    "bound (7) answers p = 8, segments 1,3,1,3, alpha 1, beta 1/2, gamma 2 below its optimum at "
    "the start") {
  // The optimum, 41, keeps the root receiving throughout (a size-3 segment
  // three times, the others once): bound (7) is 41 at the start, so nothing
  // is below it without a state expanded; without bound (7) the search is
  // still at it after 2,000 states (19 million to the end, 259 s, before; a
  // state here has hundreds of children, 0.3 ms a state, 4 ms sanitized:
  // there 500 states, the same code).
  SegmentedInstance in;
  in.p = 8;
  in.segments = {1, 3, 1, 3};
  in.alpha = Time(1);
  in.beta = Time(1, 2);
  in.gamma = Time(2);
  const SegmentedSearch with = search_bidirectional_schedules(in, false, Time(41), 2'000);
  CHECK(with.complete);
  CHECK_FALSE(with.best);
  CHECK(with.nodes == 0);
  const SegmentedSearch without = search_bidirectional_schedules(
      in, false, Time(41), testing::sanitized_build ? 500 : 2'000, {.root_groups = false});
  CHECK_FALSE(without.complete);
  // A search that does not finish reports bound (7) as what it has shown.
  const SegmentedSearch unfinished = search_bidirectional_schedules(in, false, Time(42), 100);
  REQUIRE_FALSE(unfinished.complete);
  REQUIRE(unfinished.lower_bound);
  CHECK(*unfinished.lower_bound == Time(41));
}

TEST_CASE(
    "two-port workers searching at once find the lone worker's optimum on 200 drawn "
    "instances") {
  // p = 2..5 (q <= 2 at p = 5), segments of 1..3, one in four in order. Two
  // and three workers from the first state, and two joining after 5 states
  // (the lone worker's search stopped and taken up again, the tables kept):
  // the same optimum as one worker, a valid schedule at it, nothing below.
  std::mt19937 draw(47);
  const std::size_t count = testing::sanitized_build ? 20 : 200;
  const std::vector<SearchWorkers> variants{{2, 0}, {3, 0}, {2, 5}};
  int joined = 0;
  // The states expanded to write the schedules down after the searches, and
  // by the searches: the schedule kept as found needs few (a trace from the
  // start took 4 % of the searches' states on five instances of p = 5, 6,
  // and with two workers at p = 7, segments 1,2,1,1, alpha 0, beta 2, gamma
  // 1/3 as many as the search).
  std::uint64_t recovered = 0, searched = 0;
  for (std::size_t n = 0; n < count; ++n) {
    const SegmentedInstance in = testing::drawn_segmented_instance(draw, 5, 2, 3);
    const bool in_order = n % 4 == 3;
    INFO(segmented_instance_text(in, Ports::bidirectional) << (in_order ? ", in order" : ""));
    const SegmentedSearch alone =
        search_bidirectional_schedules(in, in_order, std::nullopt, 20'000'000, {}, {1, 0});
    REQUIRE(alone.complete);
    REQUIRE(alone.best);
    if (alone.nodes > 5) ++joined;
    recovered += alone.recovery_nodes;
    searched += alone.nodes;
    for (const SearchWorkers& workers : variants) {
      INFO(workers.count << " workers, " << *workers.states_alone << " states alone");
      const SegmentedSearch found =
          search_bidirectional_schedules(in, in_order, std::nullopt, 20'000'000, {}, workers);
      REQUIRE(found.complete);
      REQUIRE(found.best);
      CHECK(*found.best == *alone.best);
      const Validation v =
          validate_segmented(found.schedule, in, {Ports::bidirectional, in_order, false});
      CHECK(v.valid());
      CHECK(v.makespan == *alone.best);
      recovered += found.recovery_nodes;
      searched += found.nodes;
      const SegmentedSearch below_optimum =
          search_bidirectional_schedules(in, in_order, *alone.best, 20'000'000, {}, workers);
      CHECK(below_optimum.complete);
      CHECK(!below_optimum.best);
    }
  }
  // Not vacuous: about half the searches go past 5 states, where the
  // workers join (99 of the 200 since the root's receives are counted).
  INFO(recovered << " states to write the schedules down, " << searched << " searched");
  CHECK(recovered * 1000 <= searched);
  if (!testing::sanitized_build) CHECK(joined >= 80);
}

TEST_CASE(
    "bound (6), projections, keeps the two-port optimum: with and without it on 200 drawn "
    "instances, one worker and several") {
  // p = 2..5, q = 3 or 4 (q = 3 at p = 5), any order: projections apply from
  // three segments on, and not in order. The same optimum with and without
  // them, a valid schedule at it and nothing below, alone and with two and
  // three workers (from the start, and joining after 5 states).
  std::mt19937 draw(20261204);
  const std::vector<SegmentedInstance> drawn = testing::drawn_segmented_instances(
      draw, 200, 5, 3, 3,
      [](const SegmentedInstance& in) { return in.q() >= 3 && (in.alpha != 0 || in.beta != 0); });
  TwoPortPruning without;
  without.projections = false;
  TwoPortPruning with;
  with.projections_after = 0;  // these searches are short: bound (6) from the start
  // One search below the schedule known where the gap is small, as the
  // search without bound (6) makes: rising ceilings (tested above) search
  // the first states again at each ceiling.
  with.ceilings = segmented_search::Ceilings::by_gap;
  const std::vector<SearchWorkers> variants{{1, 0}, {2, 0}, {3, 0}, {2, 5}};
  int fewer_states = 0;
  // (Four under the sanitizers: 51 s for ten there.)
  for (const SegmentedInstance& in : testing::cases_to_check(drawn, 4)) {
    INFO(segmented_instance_text(in, Ports::bidirectional));
    const SegmentedSearch reference =
        search_bidirectional_schedules(in, false, std::nullopt, 20'000'000, without, {1, 0});
    REQUIRE(reference.complete);
    REQUIRE(reference.best);
    for (const SearchWorkers& workers : variants) {
      INFO(workers.count << " workers, " << *workers.states_alone << " states alone");
      const std::uint64_t states = states_to_reference_optimum(in, reference, with, workers);
      if (workers.count == 1 && states < reference.nodes) ++fewer_states;
    }
  }
  // Not vacuous: the projections' own states counted in, one worker expands
  // fewer states with them on some of the 200.
  INFO(fewer_states << " of 200 with fewer states");
  if (!testing::sanitized_build) CHECK(fewer_states >= 10);
}

TEST_CASE(
    "bound (6) gated by the gap to the other bounds keeps the two-port optimum: 200 drawn "
    "instances with four segments, ungated, gated at 0 and at 2 ticks") {
  // p = 2..4, q = 4 (the gate applies from four segments on), any order,
  // bound (6) from the start: the same optimum ungated and gated, a valid
  // schedule at it and nothing below, one worker and two.
  std::mt19937 draw(20261205);
  const std::vector<SegmentedInstance> drawn = testing::drawn_segmented_instances(
      draw, 200, 5, 3, 3,
      [](const SegmentedInstance& in) { return in.q() == 4 && (in.alpha != 0 || in.beta != 0); });
  TwoPortPruning ungated;
  ungated.projections_after = 0;
  ungated.projection_gap = -1;
  TwoPortPruning gated_at_zero = ungated;
  gated_at_zero.projection_gap = 0;
  TwoPortPruning gated_at_two = ungated;
  gated_at_two.projection_gap = 2;
  int states_differ = 0;
  // (Four under the sanitizers.)
  for (const SegmentedInstance& in : testing::cases_to_check(drawn, 4)) {
    INFO(segmented_instance_text(in, Ports::bidirectional));
    const SegmentedSearch reference =
        search_bidirectional_schedules(in, false, std::nullopt, 20'000'000, ungated, {1, 0});
    REQUIRE(reference.complete);
    REQUIRE(reference.best);
    for (const TwoPortPruning& gated : {gated_at_zero, gated_at_two}) {
      for (const SearchWorkers workers : {SearchWorkers{1, 0}, SearchWorkers{2, 0}}) {
        INFO("gap " << gated.projection_gap << ", " << workers.count << " workers");
        const std::uint64_t states = states_to_reference_optimum(in, reference, gated, workers);
        if (workers.count == 1 && states != reference.nodes) ++states_differ;
      }
    }
  }
  // Not vacuous: the gate changes which states are searched on some of them.
  INFO(states_differ << " gated searches of 400 with other states");
  if (!testing::sanitized_build) CHECK(states_differ >= 10);
}

TEST_CASE("the two-port search answers the same with bound (6) taken up after some states") {
  // p = 5, segments 2,1,1,1, alpha 1, beta 1, gamma 1/2: optimum 17, 4,458
  // states without bound (6). Taken up after 5, 500 and 2,000 states (the
  // search stopped and taken up again, its tables kept), one or two workers:
  // the optimum of the search without it, a valid schedule at it, and
  // nothing below.
  SegmentedInstance in;
  in.p = 5;
  in.segments = {2, 1, 1, 1};
  in.alpha = 1;
  in.beta = 1;
  in.gamma = Time(1, 2);
  TwoPortPruning without;
  without.projections = false;
  const SegmentedSearch reference =
      search_bidirectional_schedules(in, false, std::nullopt, 20'000'000, without, {1, 0});
  REQUIRE(reference.best);
  CHECK(*reference.best == 17);
  INFO(reference.nodes << " states without");
  // (One point under the sanitizers: 21 s for the three there.)
  const std::vector<std::pair<std::uint64_t, int>> points = testing::cases_to_check(
      std::vector<std::pair<std::uint64_t, int>>{{500, 2}, {5, 1}, {2'000, 1}}, 1);
  for (const auto& [after, workers] : points) {
    INFO(after << " states without, " << workers << " workers");
    TwoPortPruning pruning;
    pruning.projections_after = after;
    states_to_reference_optimum(in, reference, pruning, {workers, 0});
  }
}

TEST_CASE(
    "rising ceilings whatever the gap keep the two-port optimum: against the gap's choice on 100 "
    "drawn instances of three segments and more") {
  // Phase 2 (projection_phases.hpp) after 5 states: the two-port search's
  // ceilings rising by an eighth of the gap, whatever it is, against one
  // search below the schedule known where the gap is a fifth or less (the
  // one-port search's choice): the same optimum, a valid schedule at it, and
  // nothing below it.
  std::mt19937 draw(20261207);
  const std::vector<SegmentedInstance> drawn = testing::drawn_segmented_instances(
      draw, testing::sanitized_build ? 20 : 100, 5, 3, 3,
      [](const SegmentedInstance& in) { return in.q() >= 3 && (in.alpha > 0 || in.beta > 0); });
  int states_differ = 0;
  for (const SegmentedInstance& in : drawn) {
    INFO(segmented_instance_text(in, Ports::bidirectional));
    TwoPortPruning by_gap;
    by_gap.projections_after = 5;
    by_gap.ceilings = segmented_search::Ceilings::by_gap;
    const SegmentedSearch reference =
        search_bidirectional_schedules(in, false, std::nullopt, 20'000'000, by_gap, {1, 0});
    REQUIRE(reference.complete);
    REQUIRE(reference.best);
    TwoPortPruning rising;
    rising.projections_after = 5;
    const std::uint64_t states = states_to_reference_optimum(in, reference, rising, {1, 0});
    if (states != reference.nodes) ++states_differ;
  }
  // Not vacuous: the choice changes which states are searched on some.
  INFO(states_differ << " of " << drawn.size() << " with other states");
  CHECK(states_differ >= (testing::sanitized_build ? 1 : 10));
}

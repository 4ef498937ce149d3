// Replay plans: the order they keep on every resource, and the exact
// makespan they give back for every builder of every model.

#include "replay/replay_plan.hpp"
#include "models/registry.hpp"
#include "support/toy_model/rounds_model.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <algorithm>

using namespace redcheck;

namespace {

Time latest(const std::vector<Time>& ends) {
  return ends.empty() ? Time(0) : *std::max_element(ends.begin(), ends.end());
}

}  // namespace

TEST_CASE("a plan waits for the data and for the previous holder of each port") {
  // Machines 1 and 2 send to 0 one after the other (one port), 0 reduces
  // each arrival.
  Schedule s;
  s.machines = 3;
  s.transfers = {{1, 0, Time(0), Time(1)}, {2, 0, Time(1), Time(2)}};
  s.reductions = {{0, 0, Time(1), Time(3, 2)}, {0, 1, Time(2), Time(5, 2)}};
  const std::vector<Dependency> data{{computation_ref(0), transfer_ref(0)},
                                     {computation_ref(1), transfer_ref(1)}};
  const ReplayPlan plan = replay_plan(s, ResourcePolicy{}, data);
  REQUIRE(plan.activities.size() == 4);
  CHECK(plan.activities[0].after.empty());
  CHECK(plan.activities[1].after == std::vector<int>{0});     // the port of 0
  CHECK(plan.activities[2].after == std::vector<int>{0});     // its operand
  CHECK(plan.activities[3].after == std::vector<int>{1, 2});  // operand, compute unit
  CHECK(latest(planned_ends(plan, ReplayTiming::scheduled)) == Time(5, 2));
  CHECK(latest(planned_ends(plan, ReplayTiming::as_soon_as_possible)) == Time(5, 2));
}

TEST_CASE("on a pool an activity waits for the one that left its slot") {
  // Two slots: a long transfer [0, 10) keeps one, [0, 1) and [1, 2) share
  // the other; the third must not wait for the long one.
  Schedule s;
  s.machines = 6;
  s.transfers = {{1, 0, Time(0), Time(10)}, {3, 2, Time(0), Time(1)}, {5, 4, Time(1), Time(2)}};
  ResourcePolicy policy;
  policy.transfer_pool = 2;
  const ReplayPlan plan = replay_plan(s, policy, {});
  CHECK(plan.activities[2].after == std::vector<int>{1});
  CHECK(latest(planned_ends(plan, ReplayTiming::as_soon_as_possible)) == Time(10));
  policy.transfer_pool = 1;
  CHECK_THROWS_AS(replay_plan(s, policy, {}), InternalError);
}

TEST_CASE("zero-length activities on one port follow their data order") {
  // Both at time 0 with no duration: 1 -> 0 reduced, then 0 -> 2 sends the
  // result; sorted by start alone the port order could contradict the data.
  Schedule s;
  s.machines = 3;
  s.transfers = {{0, 2, Time(0), Time(0)}, {1, 0, Time(0), Time(0)}};
  s.reductions = {{0, 1, Time(0), Time(0)}};
  const std::vector<Dependency> data{{computation_ref(0), transfer_ref(1)},
                                     {transfer_ref(0), computation_ref(0), Needs::sender_data}};
  // Empty intervals hold nothing (the validator's capacity rule): data only.
  const ReplayPlan plan = replay_plan(s, ResourcePolicy{}, data);
  CHECK(plan.activities[0].after == std::vector<int>{2});
  CHECK(latest(planned_ends(plan, ReplayTiming::scheduled)) == Time(0));
  // Empty transfers that hold their instant are ordered on their ports too.
  ResourcePolicy instants;
  instants.empty_transfers_hold_their_instant = true;
  const ReplayPlan ordered = replay_plan(s, instants, data);
  CHECK(ordered.activities[0].after == std::vector<int>{1, 2});  // port of 0, its data
  CHECK(latest(planned_ends(ordered, ReplayTiming::scheduled)) == Time(0));
}

TEST_CASE("replayed exactly a plan ends when its schedule ends, as soon as possible never later") {
  ModelRegistry all = builtin_models();
  all.add(testing::make_rounds_model());
  for (const auto& model : all.models()) {
    for (const BuilderSpec& builder : model->builders()) {
      Random random(17);
      for (int draw = 0; draw < 5; ++draw) {
        const OptionValues options = random_options(*model, &builder, random, RandomSize{true});
        const ModelInstance instance = model->instance_from_options(options, &builder);
        const Built built = model->build(builder, instance, options);
        const ReplayPlan plan = replay_plan(built.schedule, model->resources(built.instance),
                                            model->dependencies(built.schedule, built.instance));
        INFO(model->name() << " " << builder.name << " on "
                           << model->instance_text(built.instance));
        const Time scheduled = latest(planned_ends(plan, ReplayTiming::scheduled));
        CHECK(scheduled == last_end(built.schedule));
        CHECK(latest(planned_ends(plan, ReplayTiming::as_soon_as_possible)) <= scheduled);
      }
    }
  }
}

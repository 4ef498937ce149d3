// A segmented optimum whose search stops short refuses with what it had
// shown (models/optimum_stopped.hpp): the bracket and the best schedule it
// found, written as a document enumerator validate reads, measured again by
// the model's validator; a bracket that does not hold is a failed
// cross-check, never shown.

#include "models/model_runs.hpp"
#include "models/optimum_stopped.hpp"
#include "models/registry.hpp"
#include "models/schedule_document.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/validator.hpp"
#include "support/instance_words.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;
using redcheck::testing::instance_of;

namespace {

// The refusal of `arguments`' optimum under a budget of `states` (none:
// the search finished).
std::optional<OptimumStoppedShort> refusal_of(const Model& model, const std::string& arguments,
                                              const std::string& states) {
  OptionValues options;
  options.set("--max-states", states);
  try {
    checked_optimum(model, instance_of(model, arguments), options);
  } catch (const OptimumStoppedShort& e) {
    return e;
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("a stopped segmented search shows its bracket and its schedule, validated, in JSON") {
  const ModelRegistry& registry = builtin_models();
  const Model& segmented = registry.model("segmented");
  // Below 50,000 states one worker searches: the same states every run.
  for (const std::string& arguments :
       {std::string("--p 6 --segments 2,1,1,1 --alpha 1 --beta 1 --gamma 1/2"),
        std::string("--p 6 --segments 2,1,1,1 --alpha 1 --beta 1 --gamma 1/2 --bidirectional")}) {
    INFO(arguments);
    const Time optimum =
        checked_optimum(segmented, instance_of(segmented, arguments), {}).report.optimum;
    const std::optional<OptimumStoppedShort> refusal = refusal_of(segmented, arguments, "300");
    REQUIRE(refusal);
    const OptimumBracket& bracket = refusal->bracket();
    CHECK(bracket.reason == StopReason::states);
    CHECK(bracket.states == 301);
    REQUIRE(bracket.no_schedule_below);
    REQUIRE(bracket.best_found);
    REQUIRE(bracket.builder_makespan);
    CHECK(*bracket.no_schedule_below <= optimum);
    CHECK(optimum <= *bracket.best_found);
    CHECK(*bracket.best_found <= *bracket.builder_makespan);
    CHECK_THAT(refusal->what(), Catch::Contains("(by then: " + bracket_text(bracket) + ")"));

    const nlohmann::json j = nlohmann::json::parse(refusal->json_text());
    CHECK(j["reason"] == "states");
    CHECK(j["states"] == 301);
    CHECK(j["no_schedule_below"] == to_string(*bracket.no_schedule_below));
    CHECK(j["best_found"] == to_string(*bracket.best_found));
    CHECK(j["builder"] == bracket.builder);
    CHECK(j["builder_makespan"] == to_string(*bracket.builder_makespan));
    // The schedule as the programs write one: read back, the same instance,
    // and the validator's makespan is the one shown.
    const ScheduleDocument read = read_schedule_document(registry, j["schedule"], "stopped_short");
    CHECK(read.model == &segmented);
    CHECK(segmented.instance_json(read.instance) ==
          segmented.instance_json(instance_of(segmented, arguments)));
    const Validation v = segmented.validate(read.schedule, read.instance);
    CHECK(v.valid());
    CHECK(v.makespan == *bracket.best_found);
  }
}

TEST_CASE("a stopped search's schedule that does not hold is a failed cross-check, not shown") {
  const Model& segmented = builtin_models().model("segmented");
  const std::string arguments = "--p 6 --segments 2,1,1,1 --alpha 1 --beta 1 --gamma 1/2";
  const std::optional<OptimumStoppedShort> refusal = refusal_of(segmented, arguments, "300");
  REQUIRE(refusal);
  REQUIRE(refusal->bracket().best_found);
  const ModelInstance instance = instance_of(segmented, arguments);

  OptimumBracket shorter = refusal->bracket();  // a makespan the schedule does not reach
  shorter.best_found = *shorter.best_found - Time(1, 2);
  CHECK_THROWS_AS(stopped_short_json(segmented, instance, shorter), CrossCheckFailure);

  OptimumBracket broken = refusal->bracket();  // a transfer moved before its sender holds data
  REQUIRE_FALSE(broken.best_found_schedule.transfers.empty());
  broken.best_found_schedule.transfers.front().start -= Time(100);
  CHECK_THROWS_AS(stopped_short_json(segmented, instance, broken), CrossCheckFailure);

  OptimumBracket none = refusal->bracket();  // nothing found: no schedule, nothing to check
  none.best_found.reset();
  const nlohmann::json j = stopped_short_json(segmented, instance, none);
  CHECK(j["schedule"].is_null());
  CHECK(j["best_found"].is_null());
}

TEST_CASE("the replay search, for durations of 2^22 ticks or more, keeps the limits it is given") {
  // Before: --max-states and --max-seconds were not passed on to it (a
  // budget of 10 states answered after 222 nodes; 2 s ran 6.5 s).
  SegmentedInstance in;
  in.p = 6;
  in.segments = {2, 1};
  in.alpha = Time(1);
  in.beta = Time(1, 5'000'000);
  in.gamma = Time(1);
  REQUIRE(unidirectional_search_replays(in));
  SegmentedInstance tame = in;
  tame.beta = Time(1);
  CHECK_FALSE(unidirectional_search_replays(tame));

  const Time greedy(6'875'001, 625'000);  // uni-greedy's makespan
  const SegmentedSearch by_states = search_unidirectional_schedules(in, false, greedy, 10'000);
  CHECK_FALSE(by_states.complete);
  CHECK_FALSE(by_states.out_of_time);
  CHECK(by_states.nodes <= 10'001);
  // What it had found is valid at the makespan it names.
  REQUIRE(by_states.found_before_stop);
  CHECK(*by_states.found_before_stop < greedy);
  const Validation v = validate_segmented(by_states.schedule, in,
                                          SegmentedRules{Ports::unidirectional, false, false});
  CHECK(v.valid());
  CHECK(v.makespan == *by_states.found_before_stop);

  const SegmentedSearch by_time =
      search_unidirectional_schedules(in, false, greedy, replay_search_node_budget, {}, {},
                                      std::nullopt, std::chrono::steady_clock::now());
  CHECK_FALSE(by_time.complete);
  CHECK(by_time.out_of_time);
  CHECK(by_time.nodes <= 4'096);

  const Model& segmented = builtin_models().model("segmented");
  const std::optional<OptimumStoppedShort> refusal =
      refusal_of(segmented, "--p 4 --segments 1,1 --alpha 1 --beta 1/5000000 --gamma 1", "10");
  REQUIRE(refusal);
  CHECK(refusal->bracket().states == 11);
  CHECK_THAT(refusal->what(), Catch::Contains("within its budget of 10 states"));
}

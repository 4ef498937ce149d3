// One rule, one implementation: the replay's order on each resource and the
// validator's capacity rule agree on every schedule the validator accepts,
// zero durations included (an empty interval holds nothing). Fed the same
// schedules: every builder's of every model on random instances with costs
// zeroed, the solvers' on instances with zero costs, and the schedule of
// the campaign on aab1a08 (a solver's, where replay said "over its
// capacity" and the validator accepted it).

#include "certify/solvers.hpp"
#include "cli/json_fields.hpp"
#include "models/model_runs.hpp"
#include "models/registry.hpp"
#include "output/schedule_json.hpp"
#include "process/helper_process.hpp"
#include "replay/replay_plan.hpp"
#include "support/instance_words.hpp"
#include "support/toy_model/rounds_model.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace redcheck;
using redcheck::testing::instance_of;

namespace {

Time latest_end(const std::vector<Time>& ends) {
  return ends.empty() ? Time(0) : *std::max_element(ends.begin(), ends.end());
}

// When the validator accepts `s`: the replay plans it, and replayed at the
// scheduled times it ends when the schedule ends (as soon as possible never
// later). Returns whether the validator accepted it.
bool replay_agrees(const Model& model, const ModelInstance& instance, const Schedule& s) {
  const Validation v = model.validate(s, instance);
  if (!v.valid()) return false;
  INFO(model.name() << " " << model.instance_arguments(instance) << ", " << s.transfers.size()
                    << " transfers");
  ReplayPlan plan;
  REQUIRE_NOTHROW(plan =
                      replay_plan(s, model.resources(instance), model.dependencies(s, instance)));
  CHECK(latest_end(planned_ends(plan, ReplayTiming::scheduled)) == last_end(s));
  CHECK(latest_end(planned_ends(plan, ReplayTiming::as_soon_as_possible)) <= last_end(s));
  return true;
}

// Options whose value is a cost: zeroed at random to make empty intervals.
const std::vector<std::string> cost_flags{"--d", "--c", "--alpha", "--beta", "--gamma"};

}  // namespace

TEST_CASE("replay and validator agree on every builder's schedule, costs zeroed at random") {
  ModelRegistry all = builtin_models();
  all.add(testing::make_rounds_model());
  int agreed = 0, zero_length = 0;
  for (const auto& model : all.models()) {
    for (const BuilderSpec& builder : model->builders()) {
      Random random(44);
      for (int draw = 0; draw < 24; ++draw) {
        OptionValues options = random_options(*model, &builder, random, RandomSize{true});
        for (const std::string& flag : cost_flags) {
          if (options.has(flag) && random() % 2 == 0) options.set(flag, "0");
        }
        ModelInstance instance;
        Built built;
        try {
          instance = model->instance_from_options(options, &builder);
          built = model->build(builder, instance, options);
        } catch (const InputError&) {
          continue;  // the builder refuses the instance zeroed
        }
        CHECK(replay_agrees(*model, built.instance, built.schedule));
        ++agreed;
        for (const auto& t : built.schedule.transfers) zero_length += t.start == t.end ? 1 : 0;
      }
    }
  }
  CHECK(agreed > 300);
  CHECK(zero_length > 100);
}

TEST_CASE("replay and validator agree on the solvers' schedules of instances with zero costs") {
  static const Solver z3 = find_solver("z3");
  const std::vector<std::pair<std::string, std::string>> instances{
      {"overlap", "--n 5 --d 0 --c 1"},
      {"overlap", "--n 5 --d 1 --c 0"},
      {"overlap", "--n 5 --d 0 --c 1 --no-overlap"},
      {"overlap", "--n 5 --d 0 --c 1 --max-transfers 2"},
      {"segmented", "--p 3 --segments 1,1,1,1 --alpha 0 --beta 0 --gamma 1"},
      {"segmented", "--p 3 --segments 1,2 --alpha 0 --beta 0 --gamma 1 --in-order"},
      {"segmented", "--p 3 --segments 1,1 --alpha 0 --beta 1 --gamma 0 --bidirectional"}};
  int solved = 0;
  for (const auto& [name, arguments] : instances) {
    const Model& model = builtin_models().model(name);
    const ModelInstance instance = instance_of(model, arguments);
    const auto known = model.optimum_to_certify(instance);
    const Time optimum = known ? *known : checked_optimum(model, instance, {}).report.optimum;
    const SmtEncoding e = model.smt_encoding(instance);
    for (const auto& [bound, kind] :
         {std::pair{optimum, SmtBound::at_most}, std::pair{optimum + 1, SmtBound::below}}) {
      const TemporaryFile file("redcheck-smt");
      file.write(smt_text(e, bound, kind));
      const SolverAnswer answer = run_solver(z3, file.path(), 60);
      INFO(name << " " << arguments << ": " << to_string(answer.verdict));
      REQUIRE(answer.verdict == SolverVerdict::sat);
      CHECK(replay_agrees(model, instance, e.decode(answer.values)));
      ++solved;
    }
  }
  CHECK(solved == 14);
}

TEST_CASE("the solver's schedule the replay refused on aab1a08 is replayed at its makespan") {
  // segmented p = 3, segments 1,1,1,1, alpha = beta = 0, gamma = 1: empty
  // transfers from machine 2 at 9/8 while it reduces from 1 to 2.
  const nlohmann::json j = read_json_file(
      std::string(REDCHECK_SOURCE_DIR) + "/tests/replay/data/segmented-empty-transfers.json",
      "the test's schedule");
  const Model& model = builtin_models().model("segmented");
  const ModelInstance instance = model.instance_from_json(j["instance"]);
  const Schedule s = schedule_from_timeline(j["timeline"], model.segments(instance));
  CHECK(last_end(s) == Time(41, 8));
  CHECK(replay_agrees(model, instance, s));
}

TEST_CASE("an empty interval holds nothing for the replay as for the validator, edge cases") {
  SECTION("an empty transfer inside a reduction holding the same port") {
    Schedule s;
    s.machines = 3;
    s.transfers = {{1, 0, Time(0), Time(1)}, {2, 1, Time(3, 2), Time(3, 2)}};
    s.reductions = {{0, 0, Time(1), Time(2)}};
    ResourcePolicy p;
    p.computation_holds_ports = true;
    const std::vector<Dependency> data{{computation_ref(0), transfer_ref(0)}};
    const ReplayPlan plan = replay_plan(s, p, data);
    CHECK(plan.activities[1].after.empty());  // it waits for nothing, nothing waits for it
    CHECK(latest_end(planned_ends(plan, ReplayTiming::scheduled)) == Time(2));
  }
  SECTION("an empty transfer that holds its instant is ordered on its ports, not in the pool") {
    // The pool admits one transfer; the empty one at 1 is inside 3 -> 2's
    // interval, and after 1 -> 0 on the port of machine 0.
    Schedule s;
    s.machines = 5;
    s.transfers = {
        {1, 0, Time(0), Time(1)}, {3, 2, Time(1), Time(2)}, {4, 0, Time(3, 2), Time(3, 2)}};
    ResourcePolicy p;
    p.transfer_pool = 1;
    p.empty_transfers_hold_their_instant = true;
    const ReplayPlan plan = replay_plan(s, p, {});
    CHECK(plan.activities[2].after == std::vector<int>{0});  // the port of machine 0
    CHECK(latest_end(planned_ends(plan, ReplayTiming::scheduled)) == Time(2));
  }
}

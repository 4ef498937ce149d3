// SimGrid replays (compiled when SimGrid is installed): on the
// exact-equivalent platform every builder of every model ends when the
// exact schedule ends, within 1e-9 relative.

#include "replay/simgrid_replay.hpp"
#include "models/registry.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace redcheck;

namespace {

double latest_seconds(const std::vector<Time>& ends) {
  return ends.empty() ? 0.0 : std::max_element(ends.begin(), ends.end())->convert_to<double>();
}

double relative(double simulated, double exact) {
  return exact == 0 ? std::abs(simulated) : std::abs(simulated - exact) / exact;
}

}  // namespace

TEST_CASE("SimGrid on the exact-equivalent platform agrees with every builder within 1e-9") {
  REQUIRE(simgrid_replayer());
  for (const auto& model : builtin_models().models()) {
    for (const BuilderSpec& builder : model->builders()) {
      Random random(5);
      int replayed = 0;
      for (int draw = 0; draw < 3; ++draw) {
        const OptionValues options = random_options(*model, &builder, random, RandomSize{true});
        const ModelInstance instance = model->instance_from_options(options, &builder);
        const Built built = model->build(builder, instance, options);
        const ReplayPlan plan = replay_plan(built.schedule, model->resources(built.instance),
                                            model->dependencies(built.schedule, built.instance));
        INFO(model->name() << " " << builder.name << " on "
                           << model->instance_text(built.instance));
        const auto timing = draw == 2 ? ReplayTiming::as_soon_as_possible : ReplayTiming::scheduled;
        SimGridSettings settings;
        settings.timing = timing;
        // A periodic schedule's numbers can exceed what SimGrid takes in
        // doubles exactly: the replayer refuses it, which is its answer.
        SimGridReplay run;
        try {
          run = replay_in_simgrid(plan, settings);
        } catch (const InputError& e) {
          CHECK_THAT(e.what(), Catch::Contains("beyond what SimGrid's replay takes exactly"));
          continue;
        }
        ++replayed;
        const double exact = latest_seconds(planned_ends(plan, timing));
        CHECK(relative(run.makespan, exact) <= 1e-9);
        if (timing == ReplayTiming::scheduled)
          CHECK(relative(run.makespan, last_end(built.schedule).convert_to<double>()) <= 1e-9);
      }
      CHECK(replayed >= 2);
    }
  }
}

TEST_CASE("SimGrid refuses a platform file and unknown hosts with InputError") {
  Schedule s;
  s.machines = 2;
  s.transfers = {{1, 0, Time(0), Time(1)}};
  const ReplayPlan plan = replay_plan(s, ResourcePolicy{}, {});
  SimGridSettings settings;
  settings.platform_file = "/nonexistent/platform.xml";
  CHECK_THROWS_AS(replay_in_simgrid(plan, settings), InputError);
  settings.platform_file = REDCHECK_DATA_DIR "/simgrid_cluster.xml";
  settings.hosts = {"node-0", "nowhere"};
  CHECK_THROWS_WITH(replay_in_simgrid(plan, settings), Catch::Contains("nowhere"));
  settings.hosts = {"node-3", "node-0"};
  const SimGridReplay run = replay_in_simgrid(plan, settings);
  CHECK(run.hosts == std::vector<std::string>{"node-3", "node-0"});
  CHECK(run.network_model == "LV08");
  CHECK(run.makespan > 1);  // latency and TCP's window on a 1 Gb/s link
}

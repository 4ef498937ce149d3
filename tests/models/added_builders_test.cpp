// A builder of one's own (Model::add_builder) is known by name wherever the
// model's own builders are, its instances checked, and what it does amiss
// is a finding naming it.

#include "claims/run_claims.hpp"
#include "models/builder_claims.hpp"
#include "models/model_runs.hpp"
#include "models/overlap/overlap_model.hpp"
#include "support/instance_words.hpp"
#include "support/no_context.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace redcheck;
using redcheck::testing::instance_of;
using redcheck::testing::NoContext;

namespace {

// The chain, written by hand: machine k sends to k - 1, last machine first.
BuilderSpec chain_of_our_own(const Model& model, Time own_length_error = Time(0)) {
  BuilderSpec spec;
  spec.name = "my-chain";
  spec.added = [&model, own_length_error](const ModelInstance& instance) {
    const nlohmann::json j = model.instance_json(instance);
    const int n = j.at("n").get<int>();
    const Time d = parse_time(j.at("d").get<std::string>(), "d");
    const Time c = parse_time(j.at("c").get<std::string>(), "c");
    Built built;
    built.instance = instance;
    built.schedule.machines = n;
    Time now(0);
    for (int k = n - 1; k > 0; --k) {
      built.schedule.transfers.push_back({k, k - 1, now, now + d, 0, 1});
      built.schedule.reductions.push_back(
          {k - 1, static_cast<int>(built.schedule.transfers.size()) - 1, now + d, now + d + c, -1});
      now = now + d + c;
    }
    built.own_length = now + own_length_error;
    return built;
  };
  spec.accepts = [&model](const ModelInstance& instance) {
    const nlohmann::json j = model.instance_json(instance);
    return j.at("overlap").get<bool>() && !j.contains("max_reducers") &&
           !j.contains("max_transfers");
  };
  return spec;
}

ClaimRun fuzzed(const Claim& claim) {
  NoContext context;
  FuzzPlan plan;
  plan.seed = 1;
  plan.runs = 200;
  return run_claim(claim, {{claim.model, &context}}, plan);
}

}  // namespace

TEST_CASE("an added builder is found by name, built, validated, and can be removed") {
  const auto model = make_overlap_model();  // a model of this test's own
  model->add_builder(chain_of_our_own(*model));
  const BuilderSpec& mine = find_builder(*model, "my-chain");
  const auto every = model->every_builder();
  CHECK(every.back() == &mine);
  CHECK(every.size() == model->builders().size() + 1);
  const ModelInstance instance = instance_of(*model, "--n 5 --d 1 --c 1/2");
  const CheckedSchedule checked = checked_schedule(*model, mine, instance, OptionValues{});
  CHECK(checked.validation.makespan == Time(6));
  // An instance it does not accept is refused, naming it.
  const ModelInstance limited = instance_of(*model, "--n 3 --d 1 --c 1 --max-reducers 1");
  CHECK_THROWS_WITH(checked_schedule(*model, mine, limited, OptionValues{}),
                    Catch::Contains("my-chain does not accept"));
  CHECK(model->remove_builder("my-chain"));
  CHECK_FALSE(model->remove_builder("my-chain"));
  CHECK_THROWS_AS(find_builder(*model, "my-chain"), InputError);
  // The model registered for the programs knows nothing of it.
  CHECK_THROWS_AS(find_builder(*make_overlap_model(), "my-chain"), InputError);
}

TEST_CASE("added builders' names are checked") {
  const auto model = make_overlap_model();
  BuilderSpec spec = chain_of_our_own(*model);
  spec.name = "greedy";
  CHECK_THROWS_WITH(model->add_builder(spec), Catch::Contains("own builders"));
  spec.name = "my chain";
  CHECK_THROWS_WITH(model->add_builder(spec), Catch::Contains("letters, digits and '-'"));
  spec.name = "";
  CHECK_THROWS_AS(model->add_builder(spec), InputError);
}

TEST_CASE("an added builder is fuzzed as the model's own: a holding one holds") {
  const auto model = make_overlap_model();
  model->add_builder(chain_of_our_own(*model));
  const auto claims = builder_claims(*model, "my-chain", 0);
  REQUIRE(claims.size() == 1);
  CHECK(claims[0].own_builder);
  const ClaimRun run = fuzzed(claims[0]);
  CHECK(run.report.outcome == Outcome::holds);
  CHECK(std::any_of(run.report.notes.begin(), run.report.notes.end(), [](const std::string& note) {
    return note.find("passed over") != std::string::npos;
  }));
}

TEST_CASE("what an added builder does amiss is a finding naming it") {
  const auto model = make_overlap_model();
  SECTION("its own length is not the validator's") {
    model->add_builder(chain_of_our_own(*model, Time(1)));
  }
  SECTION("it raises") {
    BuilderSpec spec = chain_of_our_own(*model);
    spec.added = [](const ModelInstance&) -> Built {
      throw BuilderFailure("the builder 'my-chain' raised: my bug");
    };
    model->add_builder(spec);
  }
  SECTION("it returns a schedule of another instance") {
    BuilderSpec spec = chain_of_our_own(*model);
    const auto inner = spec.added;
    const Model* m = model.get();
    spec.added = [inner, m](const ModelInstance&) {
      return inner(instance_of(*m, "--n 2 --d 1 --c 1"));
    };
    model->add_builder(spec);
  }
  const auto claims = builder_claims(*model, "my-chain", 0);
  const ClaimRun run = fuzzed(claims[0]);
  CHECK_FALSE(run.internal_error);
  REQUIRE(run.report.outcome == Outcome::refuted);
  CHECK(run.report.counterexample->summary.find("my-chain") != std::string::npos);
  CHECK(run.report.counterexample->replay.find("in the program that added it") !=
        std::string::npos);
}

// verifier fuzz --model: a builder whose schedule breaks a rule, or whose own
// length is not the validator's, is a finding that shrinks to a small
// instance and replays; the toolkit's own builders hold.

#include "models/builder_claims.hpp"
#include "claims/fuzz.hpp"
#include "claims/run_claims.hpp"
#include "models/registry.hpp"
#include "support/no_context.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;
using redcheck::testing::NoContext;

namespace {

// A model that forwards to `inner`, except that its builders' schedules are
// broken as `fault` says.
enum class Fault { late_reduction, wrong_own_length };

class BrokenBuilders final : public Model {
 public:
  BrokenBuilders(const Model& inner, Fault fault) : inner_(inner), fault_(fault) {}
  std::string name() const override { return inner_.name(); }
  std::string source() const override { return inner_.source(); }
  std::string summary() const override { return inner_.summary(); }
  std::vector<std::string> rules() const override { return inner_.rules(); }
  std::vector<OptionSpec> instance_options() const override { return inner_.instance_options(); }
  std::vector<OptionSpec> schedule_options() const override { return inner_.schedule_options(); }
  std::vector<OptionSpec> builder_options() const override { return inner_.builder_options(); }
  ModelInstance instance_from_options(const OptionValues& o, const BuilderSpec* b) const override {
    return inner_.instance_from_options(o, b);
  }
  nlohmann::json instance_json(const ModelInstance& i) const override {
    return inner_.instance_json(i);
  }
  ModelInstance instance_from_json(const nlohmann::json& j) const override {
    return inner_.instance_from_json(j);
  }
  std::string instance_arguments(const ModelInstance& i) const override {
    return inner_.instance_arguments(i);
  }
  std::string instance_text(const ModelInstance& i) const override {
    return inner_.instance_text(i);
  }
  int machines(const ModelInstance& i) const override { return inner_.machines(i); }
  OptionValues random_options(const BuilderSpec* b, Chooser& choose,
                              const RandomSize& size) const override {
    return inner_.random_options(b, choose, size);
  }
  const std::vector<BuilderSpec>& builders() const override { return inner_.builders(); }
  std::uint64_t estimated_activities(const BuilderSpec& b, const ModelInstance& i,
                                     const OptionValues& o) const override {
    return inner_.estimated_activities(b, i, o);
  }
  Built build(const BuilderSpec& b, const ModelInstance& i, const OptionValues& o) const override {
    Built built = inner_.build(b, i, o);
    if (fault_ == Fault::wrong_own_length) {
      built.own_length = last_end(built.schedule) + 1;
    } else if (!built.schedule.reductions.empty()) {
      // The last reduction ends later than its duration says.
      built.schedule.reductions.back().end += Time(1, 7);
    }
    return built;
  }
  Validation validate(const Schedule& s, const ModelInstance& i) const override {
    return inner_.validate(s, i);
  }
  std::vector<std::string> rule_names(const ModelInstance& i) const override {
    return inner_.rule_names(i);
  }
  ResourcePolicy resources(const ModelInstance& i) const override { return inner_.resources(i); }
  std::vector<Dependency> dependencies(const Schedule& s, const ModelInstance& i) const override {
    return inner_.dependencies(s, i);
  }
  bool has_optimum() const override { return inner_.has_optimum(); }
  OptimumReport optimum(const ModelInstance& i, const OptionValues& o) const override {
    return inner_.optimum(i, o);
  }

 private:
  const Model& inner_;
  Fault fault_;
};

ClaimRun fuzz_one(const Claim& claim, std::uint64_t runs) {
  NoContext context;
  return run_claim(claim, {{claim.model, &context}}, FuzzPlan{5, runs, std::nullopt, {}});
}

}  // namespace

TEST_CASE("fuzzing a model's builders finds a broken one and shrinks its instance") {
  const Model& overlap = builtin_models().model("overlap");
  for (Fault fault : {Fault::late_reduction, Fault::wrong_own_length}) {
    const BrokenBuilders broken(overlap, fault);
    const auto claims = builder_claims(broken, "greedy", 0);
    REQUIRE(claims.size() == 1);
    CHECK(claims[0].id == "overlap.builder.greedy");
    const ClaimRun run = fuzz_one(claims[0], 100);
    REQUIRE(run.report.outcome == Outcome::refuted);
    const Counterexample& found = *run.report.counterexample;
    INFO(found.summary);
    CHECK(found.replay.rfind("enumerator schedule --model overlap --algorithm greedy --c 0 --d 0 ",
                             0) == 0);
    CHECK(run.report.found_by_fuzzing);
    // Shrunk to the simplest instance that shows it: zero costs, and the
    // fewest machines (2 for a reduction; 1 for a length).
    const bool late = fault == Fault::late_reduction;
    CHECK(found.summary.find(late ? "--n 2 " : "--n 1 ") != std::string::npos);
    CHECK(found.summary.find(late ? "the validity of greedy" : "the makespan disagree") !=
          std::string::npos);
  }
}

TEST_CASE("every builder of every model holds on its model's random instances") {
  for (const auto& model : builtin_models().models()) {
    for (const Claim& claim : builder_claims(*model, "", 0)) {
      INFO(claim.id);
      const ClaimRun run = fuzz_one(claim, 15);
      CHECK(run.report.outcome == Outcome::holds);
      CHECK(run.instances >= 15);
      CHECK_FALSE(run.internal_error);
    }
  }
  CHECK_THROWS_WITH(builder_claims(builtin_models().model("overlap"), "nope", 0),
                    Catch::Contains("nope"));
}

// The SMT encodings against the validators, both ways: every builder's
// schedule satisfies the rule blocks with its own times (the encoding is not
// stricter), every model a solver gives decodes into a schedule the
// validator accepts (not looser), the symmetry breaking keeps a renumbered
// copy of every schedule, and dropping any rule block lets the solver break
// exactly that rule (no block is vacuous).

#include "certify/solvers.hpp"
#include "models/model_runs.hpp"
#include "models/registry.hpp"
#include "process/helper_process.hpp"
#include "support/instance_words.hpp"
#include "support/sanitized_build.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;
using redcheck::testing::instance_of;

namespace {

SolverAnswer z3_on(const std::string& text) {
  static const Solver z3 = find_solver("z3");
  const TemporaryFile file("redcheck-smt");
  file.write(text);
  return run_solver(z3, file.path(), 60);
}

const std::vector<std::string> encoded_models{"overlap", "heterogeneous", "segmented"};

// The first violation of `schedule`, or "" when the validator accepts it.
std::string broken_rule(const Model& model, const ModelInstance& instance, const Schedule& s) {
  const Validation v = model.validate(s, instance);
  return v.valid() ? "" : v.rule;
}

}  // namespace

TEST_CASE("every builder's schedule satisfies the rule blocks with its own times") {
  Random random(20261125);
  int pinned = 0;
  for (const auto& name : encoded_models) {
    const Model& model = builtin_models().model(name);
    for (const BuilderSpec& builder : model.builders()) {
      // One round a builder under the sanitizers: the solvers are not
      // instrumented, and one instance a builder takes every code path.
      for (int round = 0; round < (testing::sanitized_build ? 1 : 3); ++round) {
        RandomSize size;
        size.max_machines = 7;
        const OptionValues options = random_options(model, &builder, random, size);
        std::optional<CheckedSchedule> built;
        try {
          built = checked_schedule(model, builder, model.instance_from_options(options, &builder),
                                   options);
        } catch (const InputError&) {
          continue;  // a builder refusing an instance (a tree of another size)
        }
        const ModelInstance& instance = built->built.instance;
        const Schedule& s = built->built.schedule;
        const Time makespan = built->validation.makespan;
        INFO(name << " " << builder.name << " " << model.instance_arguments(instance));
        SmtEncoding e;
        try {
          e = model.smt_encoding(instance);
        } catch (const InputError&) {
          continue;  // rules the encoding refuses (segmented --forwarding)
        }
        // The rules alone, with the builder's own numbering.
        const auto as_built =
            z3_on(smt_text(e, makespan, SmtBound::at_most, {"renumbering"}, e.pin(s)));
        CHECK(to_string(as_built.verdict) == "sat");
        // Renumbered as the symmetry breaking requires: still valid, no
        // longer, and it satisfies every block.
        const Schedule canonical = e.canonical(s);
        if (e.breaks_symmetry()) {
          const Validation v = model.validate(canonical, instance);
          INFO(v.rule << ": " << v.violation);
          REQUIRE(v.valid());
          CHECK(v.makespan <= makespan);
          CHECK(to_string(z3_on(smt_text(e, makespan, SmtBound::at_most, {}, e.pin(canonical)))
                              .verdict) == "sat");
        }
        // One unit of time less than its makespan: not this schedule.
        if (makespan > 0) {
          CHECK(to_string(z3_on(smt_text(e, makespan, SmtBound::below, {"renumbering"}, e.pin(s)))
                              .verdict) == "unsat");
        }
        ++pinned;
      }
    }
  }
  CHECK(pinned >= (testing::sanitized_build ? 10 : 30));
}

TEST_CASE(
    "solvers' schedules decode into schedules the validator accepts, at and around the optimum") {
  Random random(7);
  int solved = 0;
  for (const auto& name : encoded_models) {
    const Model& model = builtin_models().model(name);
    for (int round = 0; round < (testing::sanitized_build ? 4 : 12); ++round) {
      RandomSize size;
      size.max_machines = 6;
      const OptionValues options = random_options(model, nullptr, random, size);
      const ModelInstance instance = model.instance_from_options(options, nullptr);
      Time optimum;
      try {
        const auto known = model.optimum_to_certify(instance);
        optimum = known ? *known : checked_optimum(model, instance, {}).report.optimum;
      } catch (const InputError&) {
        continue;
      }
      INFO(name << " " << model.instance_arguments(instance) << " optimum " << to_string(optimum));
      const SmtEncoding e = model.smt_encoding(instance);
      const auto witness = z3_on(smt_text(e, optimum, SmtBound::at_most));
      REQUIRE(to_string(witness.verdict) == "sat");
      const Schedule at = e.decode(witness.values);
      const Validation v = model.validate(at, instance);
      INFO(v.rule << ": " << v.violation);
      REQUIRE(v.valid());
      CHECK(v.makespan == optimum);
      CHECK(to_string(z3_on(smt_text(e, optimum, SmtBound::below)).verdict) == "unsat");
      // Just above the optimum: a schedule below the bound, valid.
      const Time above = optimum + Time(1, 7);
      const auto below = z3_on(smt_text(e, above, SmtBound::below));
      REQUIRE(to_string(below.verdict) == "sat");
      const Validation w = model.validate(e.decode(below.values), instance);
      INFO(w.rule << ": " << w.violation);
      REQUIRE(w.valid());
      CHECK(w.makespan < above);
      ++solved;
    }
  }
  CHECK(solved >= (testing::sanitized_build ? 4 : 16));
}

namespace {

// For each rule block of `instance`'s encoding: without it, a schedule below
// the optimum exists and breaks exactly that rule.
void check_no_block_vacuous(const Model& model, const ModelInstance& instance,
                            const std::vector<std::string>& expected_rules) {
  const SmtEncoding e = model.smt_encoding(instance);
  const Time optimum = checked_optimum(model, instance, {}).report.optimum;
  const auto names = model.rule_names(instance);
  std::vector<std::string> blocks;
  for (const auto& b : e.blocks) {
    if (b.kind != SmtBlockKind::rule) continue;
    blocks.push_back(b.name);
    INFO("block '" << b.name << "' is named as the validator names a rule");
    CHECK(std::find(names.begin(), names.end(), b.name) != names.end());
  }
  for (const auto& rule : expected_rules) {
    INFO(model.name() << " " << model.instance_arguments(instance) << ", without '" << rule << "'");
    REQUIRE(std::find(blocks.begin(), blocks.end(), rule) != blocks.end());
    const auto answer = z3_on(smt_text(e, optimum, SmtBound::below, {rule}));
    REQUIRE(to_string(answer.verdict) == "sat");
    CHECK(broken_rule(model, instance, e.decode(answer.values)) == rule);
  }
}

}  // namespace

TEST_CASE("no rule block is vacuous: without it a solver breaks exactly that rule") {
  const Model& overlap = builtin_models().model("overlap");
  check_no_block_vacuous(overlap, instance_of(overlap, "--n 5 --d 1 --c 1"),
                         {"durations", "reduction tree", "precedence"});
  // With c = 1 the reductions' order (symmetry breaking) already serializes
  // a star; with c = 0 one port is all that does.
  check_no_block_vacuous(overlap, instance_of(overlap, "--n 5 --d 1 --c 0"), {"resources"});
  check_no_block_vacuous(overlap, instance_of(overlap, "--n 5 --d 1 --c 1 --no-overlap"),
                         {"resources"});
  check_no_block_vacuous(overlap, instance_of(overlap, "--n 5 --d 1 --c 1 --max-transfers 1"),
                         {"transfer limit"});
  check_no_block_vacuous(overlap, instance_of(overlap, "--n 5 --d 1 --c 1 --max-reducers 1"),
                         {"reducer limit"});
  const Model& segmented = builtin_models().model("segmented");
  check_no_block_vacuous(
      segmented, instance_of(segmented, "--p 3 --segments 1,1 --alpha 1 --beta 1 --gamma 1"),
      {"durations", "combine on arrival", "resources", "data flow"});
  // With positive transfers one port and the data flow's order already make
  // a processor send after its combinations; with empty transfers they do not.
  check_no_block_vacuous(segmented,
                         instance_of(segmented, "--p 3 --segments 1 --alpha 0 --beta 0 --gamma 1"),
                         {"precedence"});
  // Two ports: without the resources block a processor receives two
  // segments at once, or sends one while sending another.
  check_no_block_vacuous(
      segmented,
      instance_of(segmented, "--p 3 --segments 1,1 --alpha 1 --beta 1 --gamma 1 --bidirectional"),
      {"durations", "combine on arrival", "resources", "data flow"});
  // In order costs 1 here (10 against 11).
  check_no_block_vacuous(
      segmented,
      instance_of(segmented, "--p 3 --segments 1,1 --alpha 1 --beta 1 --gamma 1 --in-order"),
      {"in order"});
  // A non-commutative heterogeneous instance whose order costs time.
  const Model& heterogeneous = builtin_models().model("heterogeneous");
  bool found = false;
  for (int seed = 1; seed <= 60 && !found; ++seed) {
    const std::string costs = "--n 4 --random " + std::to_string(seed);
    const Time commutative =
        checked_optimum(heterogeneous, instance_of(heterogeneous, costs), {}).report.optimum;
    const ModelInstance ordered = instance_of(heterogeneous, costs + " --non-commutative");
    if (checked_optimum(heterogeneous, ordered, {}).report.optimum == commutative) continue;
    found = true;
    check_no_block_vacuous(
        heterogeneous, ordered,
        {"durations", "reduction tree", "precedence", "resources", "operand order"});
  }
  CHECK(found);
  // An instance where reducing in arrival order costs time: the first seed
  // whose optimum a schedule out of arrival order beats.
  bool arrival_binds = false;
  for (int seed = 1; seed <= 60 && !arrival_binds; ++seed) {
    const ModelInstance in =
        instance_of(heterogeneous, "--n 5 --random " + std::to_string(seed) + " --non-commutative");
    const Time optimum = checked_optimum(heterogeneous, in, {}).report.optimum;
    const SmtEncoding e = heterogeneous.smt_encoding(in);
    if (to_string(z3_on(smt_text(e, optimum, SmtBound::below, {"arrival order"})).verdict) !=
        "sat") {
      continue;
    }
    arrival_binds = true;
    check_no_block_vacuous(heterogeneous, in, {"arrival order"});
  }
  CHECK(arrival_binds);
  // A root whose reductions are slow (c_1 = 5): ending there costs 9, ending
  // anywhere 3; without the root block the solver ends elsewhere.
  check_no_block_vacuous(
      heterogeneous,
      instance_of(heterogeneous, "--d-matrix 0,1,2;1,0,1;2,2,0 --c-vector 1,5,0 --root 1"),
      {"root"});
}

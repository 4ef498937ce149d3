// The rank programs of redcheck-mpi-run, run in one process: every builder
// of every model whose schedules are trees of messages hands the sink the
// exact product, and a misordered combination is caught.

#include "replay/rank_program.hpp"
#include "models/registry.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("the partial results detect a misordered or repeated combination") {
  const PartialResult a = initial_value(1, 0, 0), b = initial_value(1, 1, 0),
                      c = initial_value(1, 2, 0);
  const PartialResult expected = expected_result(1, 3, 0);
  CHECK(result_problem(combine(combine(a, b), c), expected, true).empty());
  CHECK(result_problem(combine(a, combine(b, c)), expected, true).empty());  // associative
  CHECK(result_problem(combine(c, combine(a, b)), expected, true).empty());  // order by range
  CHECK_FALSE(result_problem(combine(combine(a, b, true), c), expected, true).empty());
  CHECK_FALSE(result_problem(combine(combine(a, b), combine(b, c)), expected, true).empty());
  // a with c first: not adjacent. Fine when commutative, an error otherwise.
  const PartialResult unordered = combine(combine(a, c), b);
  CHECK(result_problem(unordered, expected, false).empty());
  CHECK_FALSE(result_problem(unordered, expected, true).empty());
}

TEST_CASE("every tree-of-messages builder hands the sink the exact result, rank by rank") {
  int misorders_caught = 0;
  for (const auto& model : builtin_models().models()) {
    if (model->measure_name() == "period") continue;  // periodic: no tree of messages
    for (const BuilderSpec& builder : model->builders()) {
      Random random(23);
      for (int draw = 0; draw < 12; ++draw) {
        OptionValues options = random_options(*model, &builder, random, RandomSize{true});
        // Every other draw non-commutative, where the model and builder take it.
        if (draw % 2 == 1) options.set("--non-commutative", "");
        Built built;
        try {
          const ModelInstance instance = model->instance_from_options(options, &builder);
          built = model->build(builder, instance, options);
        } catch (const InputError&) {
          continue;  // a commutative-only model or builder
        }
        INFO(model->name() << " " << builder.name << " on "
                           << model->instance_text(built.instance));
        const ReplayPlan plan = replay_plan(built.schedule, model->resources(built.instance),
                                            model->dependencies(built.schedule, built.instance));
        const RankPrograms programs = rank_programs(built.schedule, plan);
        const bool order = !model->commutative(built.instance);
        const auto problems = run_in_process(programs, 99, order);
        CHECK(problems == std::vector<std::string>{});
        // A non-commutative instance combines adjacent ranges only, so a
        // fault at the sink always changes the product.
        bool sink_combines = false;
        for (const RankAction& a : programs.actions[static_cast<std::size_t>(programs.sink)])
          sink_combines = sink_combines || a.kind == RankActionKind::reduce;
        if (order && sink_combines) {
          CHECK_FALSE(run_in_process(programs, 99, order, true).empty());
          ++misorders_caught;
        }
      }
    }
  }
  CHECK(misorders_caught >= 10);
}

TEST_CASE("a periodic schedule is refused for MPI runs") {
  Schedule s;
  s.period = Time(1);
  CHECK_THROWS_AS(rank_programs(s, ReplayPlan{}), InputError);
}

// The heterogeneous model with a root (MPI_Reduce's: --root R, the result
// must end on P_R). Independent computations agree: the optimum over every
// root is the optimum with the result anywhere; timing every shape rooted
// at R equals the dynamic program rooted at R; on identical processors every
// root gives the same optimum (relabelling); every builder ends on R, is
// valid, and is no shorter than the rooted optimum.

#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/optimum.hpp"
#include "models/heterogeneous/seeded_instances.hpp"
#include "models/heterogeneous/validator.hpp"
#include "models/registry.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;
using namespace redcheck::testing;

TEST_CASE("rooted: the best root's optimum is the optimum anywhere", "[heterogeneous]") {
  rc::prop("commutative and not, n <= 6", [] {
    const bool commutative = *rc::gen::arbitrary<bool>();
    const HeterogeneousInstance in = *gen_heterogeneous(6, commutative);
    const Time anywhere = optimum_by_subsets(in).optimum;
    std::optional<Time> best;
    BigInt shapes = 0;
    for (int r = 0; r < in.n; ++r) {
      const HeterogeneousOptimum rooted = optimum_by_subsets(with_root(in, r));
      RC_ASSERT(rooted.example.sink == r);
      RC_ASSERT(validate(rooted.example, with_root(in, r)).makespan == rooted.optimum);
      RC_ASSERT(rooted.optimum >= anywhere);
      if (!best || rooted.optimum < *best) best = rooted.optimum;
      shapes += shape_count(in.n, commutative, r);
    }
    RC_ASSERT(*best == anywhere);
    RC_ASSERT(shapes == shape_count(in.n, commutative));
  });
}

TEST_CASE("rooted: timing every shape rooted at R equals the dynamic program", "[heterogeneous]") {
  rc::prop("n <= 5, ties and zero costs included", [] {
    const bool commutative = *rc::gen::arbitrary<bool>();
    const HeterogeneousInstance base =
        *rc::gen::oneOf(gen_heterogeneous(5, commutative), gen_heterogeneous_ties(5, commutative));
    const HeterogeneousInstance in = with_root(base, *rc::gen::inRange(0, base.n));
    // optimum_by_every_shape checks its count against shape_count(n, c, root).
    RC_ASSERT(optimum_by_every_shape(in).optimum == optimum_by_subsets(in).optimum);
  });
}

TEST_CASE("rooted: on identical processors every root gives the same optimum", "[heterogeneous]") {
  for (int n = 1; n <= 7; ++n) {
    for (const auto& [d, c] : std::vector<std::pair<Time, Time>>{
             {Time(1), Time(1)}, {Time(1), Time(0)}, {Time(2), Time(1, 3)}, {Time(0), Time(1)}}) {
      const HeterogeneousInstance in = homogeneous_instance(n, d, c);
      const Time anywhere = optimum_by_subsets(in).optimum;
      for (int r = 0; r < n; ++r) {
        INFO("n = " << n << ", d = " << d << ", c = " << c << ", root " << r);
        CHECK(optimum_by_subsets(with_root(in, r)).optimum == anywhere);
      }
    }
  }
}

TEST_CASE("rooted: every builder ends on the root, valid and no shorter than the rooted optimum",
          "[heterogeneous]") {
  rc::prop("n <= 7", [] {
    const bool commutative = *rc::gen::arbitrary<bool>();
    const HeterogeneousInstance base = *gen_heterogeneous(7, commutative);
    const HeterogeneousInstance in = with_root(base, *rc::gen::inRange(0, base.n));
    const Time optimum = optimum_by_subsets(in).optimum;
    for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
      if (!commutative && !serves_non_commutative(b)) continue;
      std::optional<HeterogeneousBuilt> built;
      try {
        built = build_heterogeneous(b, in);
      } catch (const InputError&) {
        // Only a static tree on relative ranks joining non-adjacent ranges.
        RC_ASSERT(!commutative && is_static(b) && in.root != 0);
        continue;
      }
      const Validation v = validate(built->schedule, in);
      RC_ASSERT(v.valid());
      RC_ASSERT(built->schedule.sink == in.root);
      RC_ASSERT(v.makespan == built->own_makespan);
      RC_ASSERT(v.makespan >= optimum);
      const std::optional<Time> ticks = heterogeneous_makespan_in_ticks(b, in);
      if (ticks) RC_ASSERT(*ticks == v.makespan);
    }
  });
}

TEST_CASE("rooted: root 0 changes nothing for the static trees, the root is never a sender",
          "[heterogeneous]") {
  Random random(5);
  for (int n = 1; n <= 12; ++n) {
    const HeterogeneousInstance in = random_heterogeneous_instance(n, random);
    for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
      if (!is_static(b)) continue;
      INFO(to_string(b) << " on n = " << n);
      CHECK(build_heterogeneous(b, with_root(in, 0)).own_makespan ==
            build_heterogeneous(b, in).own_makespan);
    }
    for (int r = 0; r < n; ++r) {
      for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
        const Schedule s = build_heterogeneous(b, with_root(in, r)).schedule;
        for (const Transfer& t : s.transfers) CHECK(t.from != r);
      }
    }
  }
}

TEST_CASE("rooted: the validator names the root rule, builders say what they refuse",
          "[heterogeneous]") {
  Random random(3);
  const HeterogeneousInstance in = random_heterogeneous_instance(4, random);
  const Schedule anywhere = build_heterogeneous(HeterogeneousBuilder::tree_dyn, in).schedule;
  const int elsewhere = (anywhere.sink + 1) % in.n;
  const Validation v = validate(anywhere, with_root(in, elsewhere));
  CHECK(v.rule == "root");
  CHECK_THAT(v.violation, Catch::Contains("root is P_" + std::to_string(elsewhere)));
  CHECK(heterogeneous_rule_names(in)[3] == "root");
  CHECK_THROWS_WITH(with_root(in, 4), Catch::Contains("root = 4 is not a processor"));
  // Binomial-stat on 4 processors rooted at P_1: P_3 (relative rank 2)
  // receives P_0 (relative rank 3), and [3] and [0] are not adjacent.
  HeterogeneousInstance non_commutative = with_root(in, 1);
  non_commutative.commutative = false;
  CHECK_THROWS_WITH(build_heterogeneous(HeterogeneousBuilder::binomial_stat, non_commutative),
                    Catch::Contains("operand order") && Catch::Contains("non-commut-tree-dyn"));
  CHECK(
      validate(
          build_heterogeneous(HeterogeneousBuilder::non_commut_tree_dyn, non_commutative).schedule,
          non_commutative)
          .valid());
}

TEST_CASE("rooted: every door gives the same rooted instance and answer", "[heterogeneous]") {
  const Model& model = builtin_models().model("heterogeneous");
  OptionValues o;
  o.set("--d-matrix", "0,1,2;1,0,1;2,2,0");
  o.set("--c-vector", "1,5,0");
  o.set("--root", "1");
  const ModelInstance instance = model.instance_from_options(o, nullptr);
  CHECK(instance.as<HeterogeneousInstance>().root == 1);
  const nlohmann::json json = model.instance_json(instance);
  CHECK(json["root"] == 1);
  CHECK(model.instance_arguments(instance) ==
        "--d-matrix '0,1,2;1,0,1;2,2,0' --c-vector 1,5,0 --root 1");
  CHECK(model.instance_from_json(json).as<HeterogeneousInstance>().root == 1);
  nlohmann::json unrooted = json;
  unrooted["root"] = nullptr;
  CHECK(!model.instance_from_json(unrooted).as<HeterogeneousInstance>().rooted());
  unrooted.erase("root");
  CHECK(model.instance_json(model.instance_from_json(unrooted)).count("root") == 0);
  // The rooted optimum here is 9 (P_1 reduces at cost 5 and must end with
  // everything), against 3 anywhere.
  CHECK(model.optimum(instance, OptionValues{}).optimum == 9);
  o.set("--root", "3");
  CHECK_THROWS_WITH(model.instance_from_options(o, nullptr),
                    Catch::Contains("--root") && Catch::Contains("0 to 2"));
  nlohmann::json bad = json;
  bad["root"] = 3;
  CHECK_THROWS_WITH(model.instance_from_json(bad), Catch::Contains("\"root\" = 3"));
  bad["root"] = "1";
  CHECK_THROWS_WITH(model.instance_from_json(bad), Catch::Contains("an integer from 0 to 2"));
  // The tree builder: its sink must be the root.
  const BuilderSpec& tree = find_builder(model, "tree");
  OptionValues given = o;
  given.set("--root", "1");
  given.set("--receivers", "1,-1,1");
  const Built built = build_with(model, tree, model.instance_from_options(given, &tree), given);
  CHECK(built.schedule.sink == 1);
  given.erase("--receivers");
  given.set("--tree", "(()())");
  CHECK_THROWS_WITH(build_with(model, tree, model.instance_from_options(given, &tree), given),
                    Catch::Contains("ends on P_0") && Catch::Contains("root is P_1"));
}

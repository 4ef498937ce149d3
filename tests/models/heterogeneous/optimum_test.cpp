// The exact optimum: the dynamic program equals timing every shape, its
// example schedule is valid and optimal, no builder beats it, and the shape
// counts are right.

#include "models/heterogeneous/optimum.hpp"
#include "errors.hpp"
#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/instances.hpp"
#include "models/heterogeneous/seeded_instances.hpp"
#include "models/heterogeneous/validator.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;
using namespace redcheck::testing;

namespace {

void check_example(const HeterogeneousOptimum& o, const HeterogeneousInstance& in) {
  const Validation v = validate(o.example, in);
  RC_ASSERT(v.valid());
  RC_ASSERT(v.makespan == o.optimum);
}

}  // namespace

TEST_CASE("the dynamic program equals timing every shape for n <= 6", "[heterogeneous]") {
  REQUIRE(rc::check([](bool commutative) {
    const auto in =
        *rc::gen::oneOf(gen_heterogeneous(6, commutative), gen_heterogeneous_ties(6, commutative));
    const HeterogeneousOptimum every = optimum_by_every_shape(in);
    const HeterogeneousOptimum program = optimum_by_subsets(in);
    RC_ASSERT(every.optimum == program.optimum);
    RC_ASSERT(every.shapes == program.shapes);
    check_example(every, in);
    check_example(program, in);
  }));
}

TEST_CASE("pruning by a builder's makespan keeps the optimum and no builder beats it",
          "[heterogeneous]") {
  REQUIRE(rc::check([](bool commutative) {
    const auto in = *gen_heterogeneous(9, commutative);
    const HeterogeneousOptimum plain = optimum_by_subsets(in);
    check_example(plain, in);
    for (auto b : all_heterogeneous_builders()) {
      if (!commutative && !serves_non_commutative(b)) continue;
      const Time length = validate(build_heterogeneous(b, in).schedule, in).makespan;
      RC_ASSERT(plain.optimum <= length);
      const HeterogeneousOptimum pruned = optimum_by_subsets(in, &length);
      RC_ASSERT(pruned.optimum == plain.optimum);
      check_example(pruned, in);
    }
  }));
}

TEST_CASE("costs beyond int64 ticks run in exact rationals with the same answer",
          "[heterogeneous]") {
  Random random(7);
  HeterogeneousInstance in = random_heterogeneous_instance(5, random);
  in.d[0][1] = Time(1, BigInt("1000000000000000000000000000007"));
  in.c[2] = Time(BigInt("3000000000000000000000000000001"), 7);
  const HeterogeneousOptimum program = optimum_by_subsets(in);
  CHECK(program.arithmetic == "exact rationals");
  CHECK(program.optimum == optimum_by_every_shape(in).optimum);
}

TEST_CASE("shapes: n! C_{n-1} when commutative and as counted by timing every shape",
          "[heterogeneous]") {
  const int expected[] = {1, 2, 12, 120, 1680, 30240};
  for (int n = 1; n <= 6; ++n) CHECK(shape_count(n, true) == expected[n - 1]);
  // Non-commutative: n = 2 gives 2 (either sends), n = 3 gives 8.
  CHECK(shape_count(2, false) == 2);
  CHECK(shape_count(3, false) == 8);
}

TEST_CASE("sizes beyond the searches' limits are refused with the limit", "[heterogeneous]") {
  const HeterogeneousInstance in = homogeneous_instance(every_shape_max_n + 1, 1, 1);
  CHECK_THROWS_WITH(optimum_by_every_shape(in),
                    Catch::Contains("n <= " + std::to_string(every_shape_max_n)));
  const HeterogeneousInstance big = homogeneous_instance(subsets_max_n + 1, 1, 1);
  CHECK_THROWS_WITH(optimum_by_subsets(big),
                    Catch::Contains("n <= " + std::to_string(subsets_max_n)));
}

TEST_CASE("the optimum's length alone is the dynamic program's optimum, with its schedule") {
  Random random(11);
  for (int k = 0; k < 40; ++k) {
    const int n = 2 + k % 6;
    const HeterogeneousInstance in =
        random_two_cost_instance(n, Time(1), Time(3), Time(k % 3, 2), random);
    INFO(heterogeneous_instance_text(in));
    const HeterogeneousOptimum full = optimum_by_subsets(in);
    CHECK(optimum_length_by_subsets(in) == full.optimum);
    CHECK(validated_makespan(full.example, in, "the optimum's schedule") == full.optimum);
  }
}

// Tree generation (tree_generation.hpp) against the simplex on the program
// whole: the same optimum, both certified by the toolkit's exact check.

#include "models/steady_state/tree_generation.hpp"
#include "lp/exact_solver.hpp"
#include "models/steady_state/linear_programs.hpp"
#include "models/steady_state/platform_files.hpp"
#include "models/steady_state/program_size.hpp"
#include "models/steady_state/random_platforms.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

void check_same_optimum(const SteadyStateProblem& p) {
  INFO(problem_text(p));
  const SteadyStateProgram program = steady_state_program(p);
  const CertifiedSolution whole = solve_exactly(program.program);
  REQUIRE(whole.certificate.verified);
  const SteadyStateSolution by_trees = solve_reduce_by_trees(p, program);
  CHECK(by_trees.certificate.verified);
  CHECK(by_trees.generated_trees > 0);
  CHECK(by_trees.throughput == whole.solution.objective);
  CHECK(by_trees.throughput > 0);
}

}  // namespace

TEST_CASE("tree generation finds the optimum of the reduce's whole program") {
  const std::vector<PlatformShape> shapes{PlatformShape::layered, PlatformShape::random,
                                          PlatformShape::star, PlatformShape::clique};
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Random random(seed);
    const int nodes = 3 + static_cast<int>(seed % 5);
    const Platform g = random_platform(shapes[seed % shapes.size()], nodes, random);
    check_same_optimum(reduce_problem(g, 0, g.all_nodes()));
    // Some participants only, in another order, into another target: the
    // others relay and compute.
    check_same_optimum(reduce_problem(g, nodes - 1, {nodes - 1, 0, 1}));
  }
}

TEST_CASE("tree generation: nodes that cannot obtain a partial result keep the dual feasible") {
  // S only sends: no partial result ever reaches it, so its conservation
  // rows take the largest cost (tree_generation.cpp).
  const Platform g = platform_from_dot(
      "digraph { a [w=1]; b [w=\"1/2\"]; S [w=1]; a -> b [c=1]; b -> a [c=2]; S -> a [c=1]; "
      "S -> b [c=\"3/2\"]; }",
      "test");
  check_same_optimum(reduce_problem(g, g.node("a"), {g.node("a"), g.node("b")}));
  check_same_optimum(reduce_problem(g, g.node("b"), {g.node("S"), g.node("a"), g.node("b")}));
}

TEST_CASE("reduces beyond max_direct_reduce_work are solved by tree generation") {
  CHECK_FALSE(solved_by_trees({1000, 1000}));
  CHECK(solved_by_trees({10001, 1000}));
  Random random(1);
  const Platform g = random_platform(PlatformShape::layered, 16, random);
  const SteadyStateProblem p = reduce_problem(g, 0, g.all_nodes());
  const SteadyStateSolution s = solve_steady_state(p);  // 17,681 x 2,224
  CHECK(s.generated_trees > 0);
  CHECK(s.certificate.verified);  // the whole program's optimum, checked exactly
}

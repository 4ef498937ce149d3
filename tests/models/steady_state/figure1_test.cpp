// Figure 1's reconstruction: the conditions the search imposes, on
// candidates that meet them and on ones that miss one.

#include "lp/linear_program.hpp"
#include "models/steady_state/figure1_reconstruction.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/validator.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace redcheck;

namespace {

/// The candidate with the plainest costs among those the search reports.
const Figure1Costs plain{Time(1), Time(1), Time(3, 4), Time(1), Time(1)};

bool same(const Figure1Costs& a, const Figure1Costs& b) {
  return a.source_a == b.source_a && a.source_b == b.source_b && a.a_0 == b.a_0 && a.b_0 == b.b_0 &&
         a.b_1 == b.b_1;
}

}  // namespace

TEST_CASE("Figure 1's period-12 solution is feasible and reaches TP = 1/2") {
  const SteadyStateProblem p = figure1_problem(plain);
  const SteadyStateProgram program = steady_state_program(p);
  const std::vector<Time> x = figure1_primal(p, program, 1);
  CHECK_FALSE(primal_violation(program.program, x));
  const SteadyStateSolution s = solution_of_primal(program, x);
  CHECK(s.throughput == Time(1, 2));
  CHECK(s.period == 12);
  CHECK(s.operations_per_period() == 6);
  CHECK(solve_steady_state(p, program).throughput == Time(1, 2));
}

TEST_CASE("a route split of 2 gives period 6 and a source port too slow breaks a row") {
  const SteadyStateProblem p = figure1_problem(plain);
  const SteadyStateProgram program = steady_state_program(p);
  CHECK(solution_of_primal(program, figure1_primal(p, program, 2)).period == 6);
  Figure1Costs slow = plain;
  slow.source_b = Time(2);
  const SteadyStateProblem q = figure1_problem(slow);
  const SteadyStateProgram slow_program = steady_state_program(q);
  const auto violation = primal_violation(slow_program.program, figure1_primal(q, slow_program, 1));
  REQUIRE(violation);
  CHECK(violation->find("violated") != std::string::npos);
}

TEST_CASE("the search finds the plain candidate and rejects its neighbours") {
  const auto found = figure1_reconstructions({Time(3, 4), Time(1)});
  const auto is_plain = [](const Figure1Reconstruction& r) { return same(r.costs, plain); };
  REQUIRE(std::count_if(found.begin(), found.end(), is_plain) == 1);
  const Figure1Reconstruction& r = *std::find_if(found.begin(), found.end(), is_plain);
  CHECK(r.through_b == 1);
  CHECK(r.period == 12);
  CHECK(r.matchings == 4);
  CHECK(r.whole_period == 48);
  CHECK(r.fourth_message_in == std::vector<int>{1, 3});
  REQUIRE(r.matching_text.size() == 4);
  // All unit costs: TP = 1/2 still, but the colouring needs other than four
  // matchings or no message is split as the text says.
  const auto unit = [](const Figure1Reconstruction& c) {
    return same(c.costs, {Time(1), Time(1), Time(1), Time(1), Time(1)});
  };
  CHECK(std::none_of(found.begin(), found.end(), unit));
}

TEST_CASE("the matchings run in any order still give a valid periodic schedule") {
  const SteadyStateProblem p = figure1_problem(plain);
  const SteadyStateProgram program = steady_state_program(p);
  const SteadyStateSolution s = solution_of_primal(program, figure1_primal(p, program, 1));
  std::vector<WeightedMatching> matchings = period_matchings(p, s);
  REQUIRE(matchings.size() == 4);
  std::reverse(matchings.begin(), matchings.end());
  const PeriodicSchedule split = split_periodic_schedule(p, s, matchings);
  const PeriodicValidation v = validate_periodic(split.schedule, p, false);
  REQUIRE(v.validation.valid());
  CHECK(v.operations_per_period == 6);
  const PeriodicValidation whole =
      validate_periodic(unsplit_periodic_schedule(p, split).schedule, p, true);
  CHECK(whole.validation.valid());
}

TEST_CASE("the search finds the same candidates with and without the one-port rows first") {
  const std::vector<Time> grid{Time(1, 2), Time(3, 4), Time(1), Time(2)};
  const auto quick = figure1_reconstructions(grid, true);
  const auto full = figure1_reconstructions(grid, false);
  REQUIRE(quick.size() == full.size());
  REQUIRE(!quick.empty());
  for (std::size_t k = 0; k < quick.size(); ++k) {
    CHECK(same(quick[k].costs, full[k].costs));
    CHECK(quick[k].through_b == full[k].through_b);
    CHECK(quick[k].matching_text == full[k].matching_text);
  }
}

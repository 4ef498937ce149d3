// The steady-state programs, the edge colouring, the periodic schedules and
// their validator.

#include "errors.hpp"
#include "models/steady_state/edge_colouring.hpp"
#include "models/steady_state/paper_examples.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/random_platforms.hpp"
#include "models/steady_state/validator.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

SteadyStateProblem figure6() {
  return figure6_problem(figure6_unit_costs());
}

std::vector<int> range(int from, int to) {
  std::vector<int> out;
  for (int i = from; i < to; ++i) out.push_back(i);
  return out;
}

/// s -> a -> t and s -> b -> t: first hops cost 1, second hops `second`.
Platform two_paths(const Time& second) {
  Platform g;
  for (const char* name : {"s", "a", "b", "t"}) g.add_node(name, Time(1));
  g.add_edge(0, 1, Time(1));
  g.add_edge(0, 2, Time(1));
  g.add_edge(1, 3, second);
  g.add_edge(2, 3, second);
  return g;
}

}  // namespace

TEST_CASE("a scatter on two parallel paths reaches the throughput of both together") {
  // s -> a -> t and s -> b -> t, each edge cost 1: the source's port limits
  // TP to 1, reached by sending half of the messages each way.
  const SteadyStateProblem p = scatter_problem(two_paths(Time(1)), 0, {3});
  const SteadyStateSolution s = solve_steady_state(p);
  CHECK(s.throughput == 1);
  CHECK(s.certificate.verified);
  // With the second hop twice as slow, t's receive port limits TP to 1/2.
  const SteadyStateProblem q = scatter_problem(two_paths(Time(2)), 0, {3});
  CHECK(solve_steady_state(q).throughput == Time(1, 2));
}

TEST_CASE(
    "Figure 6's reduce reaches one operation per time unit, and its printed solution is optimal") {
  const SteadyStateProblem p = figure6();
  REQUIRE(p.types.size() == 6);  // v[0,0] v[0,1] v[0,2] v[1,1] v[1,2] v[2,2]
  REQUIRE(p.tasks.size() == 4);  // T[0,0,1] T[0,0,2] T[0,1,2] T[1,1,2]
  CHECK(p.types[static_cast<std::size_t>(p.interval_type(1, 2))].name == "v[1,2]");
  const SteadyStateProgram program = steady_state_program(p);
  const SteadyStateSolution s = solve_steady_state(p, program);
  CHECK(s.throughput == 1);
  LpSolution printed;
  printed.primal = figure6_printed_primal(p, program);
  printed.objective = 1;
  printed.dual = s.lp.dual;
  CHECK(certify(program.program, printed).verified);
  // One message fewer from 2 to 0 breaks the conservation of v[1,2] at node 0.
  const int column = program.send_column[static_cast<std::size_t>(*p.platform.edge(2, 0))]
                                        [static_cast<std::size_t>(p.interval_type(1, 2))];
  printed.primal[static_cast<std::size_t>(column)] = Time(1, 3);
  const LpCertificate broken = certify(program.program, printed);
  CHECK_FALSE(broken.verified);
  CHECK(broken.problem.find("conserve(0,v[1,2])") != std::string::npos);
}

TEST_CASE("a reduce is refused when a participant cannot reach the target") {
  Platform g;
  for (const char* name : {"a", "b", "c"}) g.add_node(name, Time(1));
  g.add_edge(0, 1, Time(1));
  g.add_edge(2, 1, Time(1));
  CHECK_NOTHROW(reduce_problem(g, 1, {0, 2}));
  try {
    reduce_problem(g, 0, {1, 2});
    FAIL("accepted");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("disconnected reduce") != std::string::npos);
  }
  CHECK_THROWS_AS(scatter_problem(g, 1, {0}), InputError);  // 0 unreachable from 1
  CHECK_THROWS_AS(scatter_problem(g, 0, {0}), InputError);  // the source among the targets
  CHECK_THROWS_AS(reduce_problem(g, 1, {0}), InputError);   // one participant
}

TEST_CASE("the weighted edge colouring covers every entry exactly with matchings", "[property]") {
  rc::prop("matchings reconstruct W within T", [] {
    const int n = *rc::gen::inRange(1, 7);
    std::vector<std::vector<Time>> w(static_cast<std::size_t>(n),
                                     std::vector<Time>(static_cast<std::size_t>(n)));
    for (auto& row : w) {
      for (auto& entry : row) {
        entry = Time(*rc::gen::inRange(0, 4), *rc::gen::inRange(1, 4));
      }
    }
    Time period(0);
    for (int i = 0; i < n; ++i) {
      Time row(0), column(0);
      for (int j = 0; j < n; ++j)
        row += w[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)],
            column += w[static_cast<std::size_t>(j)][static_cast<std::size_t>(i)];
      period = std::max({period, row, column});
    }
    period += *rc::gen::inRange(0, 2);
    if (period == 0) period = 1;
    const auto matchings = weighted_edge_colouring(w, period);
    std::vector<std::vector<Time>> covered(w.size(), std::vector<Time>(w.size()));
    Time total(0);
    for (const auto& m : matchings) {
      RC_ASSERT(m.duration > 0);
      total += m.duration;
      std::vector<bool> sends(w.size()), receives(w.size());
      for (const auto& [i, j] : m.pairs) {
        RC_ASSERT(!sends[static_cast<std::size_t>(i)]);
        RC_ASSERT(!receives[static_cast<std::size_t>(j)]);
        sends[static_cast<std::size_t>(i)] = receives[static_cast<std::size_t>(j)] = true;
        covered[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] += m.duration;
      }
    }
    RC_ASSERT(total <= period);
    RC_ASSERT(covered == w);
    // Scaled by 2^-70, the matrix no longer fits in 64-bit integers and is
    // coloured in rationals: the same rounds, their durations scaled.
    const Time tiny = Time(1) / Time(BigInt(1) << 70);
    std::vector<std::vector<Time>> small = w;
    for (auto& row : small) {
      for (auto& entry : row) entry *= tiny;
    }
    const auto rational = weighted_edge_colouring(small, period * tiny);
    RC_ASSERT(rational.size() == matchings.size());
    for (std::size_t k = 0; k < matchings.size(); ++k) {
      RC_ASSERT(rational[k].duration == matchings[k].duration * tiny);
      RC_ASSERT(rational[k].pairs == matchings[k].pairs);
    }
  });
  CHECK_THROWS_AS(weighted_edge_colouring({{Time(0), Time(2)}, {Time(0), Time(0)}}, Time(1)),
                  InputError);
}

TEST_CASE("periodic schedules validate at the LP's throughput, with and without split messages") {
  Random random(3);
  for (const auto& shape : platform_shape_names()) {
    const Platform g = random_platform(platform_shape(shape), 6, random);
    for (const SteadyStateProblem& p :
         {scatter_problem(g, 0, range(1, 6)), gossip_problem(g, {0, 2}, range(0, 6)),
          reduce_problem(g, 5, range(0, 6))}) {
      INFO(shape << ": " << problem_text(p));
      const SteadyStateSolution s = solve_steady_state(p);
      CHECK(s.throughput > 0);
      const PeriodicSchedule split = split_periodic_schedule(p, s);
      const PeriodicValidation v = validate_periodic(split.schedule, p, false);
      INFO(v.validation.rule << ": " << v.validation.violation);
      REQUIRE(v.validation.valid());
      CHECK(v.validation.makespan == Time(s.period));
      CHECK(v.operations_per_period / v.validation.makespan == s.throughput);
      const PeriodicSchedule whole = unsplit_periodic_schedule(p, split);
      const PeriodicValidation w = validate_periodic(whole.schedule, p, true);
      INFO(w.validation.rule << ": " << w.validation.violation);
      REQUIRE(w.validation.valid());
      CHECK(w.operations_per_period / w.validation.makespan == s.throughput);
    }
  }
}

TEST_CASE("the periodic validator names the rule a broken schedule breaks") {
  const SteadyStateProblem p = figure6();
  const SteadyStateProgram program = steady_state_program(p);
  const PeriodicSchedule good = split_periodic_schedule(p, figure6_printed_solution(p, program));
  REQUIRE(validate_periodic(good.schedule, p, true).validation.valid());
  const auto rule = [&](const Schedule& s, bool whole) {
    return validate_periodic(s, p, whole).validation.rule;
  };
  Schedule s = good.schedule;
  s.transfers.pop_back();
  CHECK(rule(s, false) == "conservation");
  s = good.schedule;
  s.transfers[0].end += Time(1, 2);  // 1/2 message more, past the next transfer's start or not
  CHECK((rule(s, false) == "conservation" || rule(s, false) == "one port"));
  CHECK(rule(s, true) == "whole units");
  s = good.schedule;
  s.reductions[0].end = s.reductions[0].start + Time(1, 3);  // a third of a task
  CHECK(rule(s, false) == "whole units");
  s = good.schedule;
  s.transfers.push_back(s.transfers[0]);  // the same edge twice at once
  CHECK(rule(s, false) == "one port");
  s = good.schedule;
  s.transfers[0].end = *s.period + 1;
  CHECK(rule(s, false) == "within period");
  s = good.schedule;
  s.period.reset();
  CHECK(rule(s, false) == "period");
  s = good.schedule;
  s.transfers[0].to = s.transfers[0].from == 1 ? 2 : 1;
  s.transfers[0].from = 0;  // node 0 has no edge out
  CHECK(rule(s, false) == "indices");
}

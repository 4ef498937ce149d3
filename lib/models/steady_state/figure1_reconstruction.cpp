#include "models/steady_state/figure1_reconstruction.hpp"

#include "concurrency/parallel_for.hpp"
#include "errors.hpp"
#include "index.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/validator.hpp"
#include "time/tick_scale.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>

namespace redcheck {

namespace {

constexpr int scatters_per_period = 6;
const BigInt printed_period = 12;
const BigInt printed_whole_period = 48;
constexpr std::size_t printed_matchings = 4;
const std::vector<int> printed_fourth_message_in{1, 3};

int type_to(const SteadyStateProblem& p, const std::string& target) {
  const int node = p.platform.node(target);
  for (std::size_t t = 0; t < p.types.size(); ++t) {
    if (p.types[t].destination == node) return static_cast<int>(t);
  }
  throw InternalError("Figure 1 has no message type for " + target);
}

int send_column(const SteadyStateProblem& p, const SteadyStateProgram& program,
                const std::string& from, const std::string& to, const std::string& target) {
  const auto edge = p.platform.edge(p.platform.node(from), p.platform.node(to));
  if (!edge) throw InternalError("Figure 1 has no edge " + from + " -> " + to);
  return program.send_column[at(*edge)][at(type_to(p, target))];
}

/// The matchings (from 1) during which the fourth message on P_b -> P_1 is
/// sent, in the split schedule.
std::vector<int> fourth_message_matchings(const SteadyStateProblem& p,
                                          const PeriodicSchedule& split) {
  const int b = p.platform.node("P_b"), one = p.platform.node("P_1");
  const Time& cost = p.platform.edges()[at(*p.platform.edge(b, one))].cost;
  std::vector<Time> ends{Time(0)};  // the matchings' end times
  for (const WeightedMatching& m : split.matchings) ends.push_back(ends.back() + m.duration);
  std::vector<int> out;
  Time sent(0);  // messages sent on the edge before this piece
  for (const Transfer& t : split.schedule.transfers) {  // in time order per edge
    if (t.from != b || t.to != one) continue;
    const Time count = (t.end - t.start) / cost;
    if (sent < 4 && sent + count > 3) {
      for (std::size_t k = 0; k + 1 < ends.size(); ++k) {
        if (ends[k] <= t.start && t.start < ends[k + 1]) out.push_back(static_cast<int>(k) + 1);
      }
    }
    sent += count;
  }
  return out;
}

std::string matching_text(const SteadyStateProblem& p, const WeightedMatching& m) {
  std::string text = to_string(m.duration) + ":";
  for (std::size_t k = 0; k < m.pairs.size(); ++k) {
    text += (k ? ", " : " ") + p.platform.name(m.pairs[k].first) + "->" +
            p.platform.name(m.pairs[k].second);
  }
  return text;
}

bool reaches_half(const PeriodicSchedule& s, const SteadyStateProblem& p, bool whole) {
  const PeriodicValidation v = validate_periodic(s.schedule, p, whole);
  return v.validation.valid() && v.operations_per_period / v.validation.makespan == Time(1, 2);
}

/// Every condition of the header on one candidate, the LP last (it is the
/// slow one).
std::optional<Figure1Reconstruction> reconstruction(const Figure1Costs& costs, int through_b) {
  const SteadyStateProblem p = figure1_problem(costs);
  const SteadyStateProgram program = steady_state_program(p);
  const std::vector<Time> primal = figure1_primal(p, program, through_b);
  const SteadyStateSolution s = solution_of_primal(program, primal);
  if (s.period != printed_period || primal_violation(program.program, primal)) return std::nullopt;
  const std::vector<WeightedMatching> matchings = period_matchings(p, s);
  if (matchings.size() != printed_matchings) return std::nullopt;
  // The matchings may run in any order; the paper's is one of them.
  std::vector<std::size_t> order(matchings.size());
  std::iota(order.begin(), order.end(), 0);
  std::optional<PeriodicSchedule> split, whole;
  do {
    check_cancelled();
    std::vector<WeightedMatching> ordered;
    for (std::size_t k : order) ordered.push_back(matchings[k]);
    PeriodicSchedule candidate = split_periodic_schedule(p, s, std::move(ordered));
    if (fourth_message_matchings(p, candidate) != printed_fourth_message_in) continue;
    PeriodicSchedule unsplit = unsplit_periodic_schedule(p, candidate);
    if (*unsplit.schedule.period != Time(printed_whole_period)) continue;
    split = std::move(candidate);
    whole = std::move(unsplit);
    break;
  } while (std::next_permutation(order.begin(), order.end()));
  if (!split) return std::nullopt;
  if (!reaches_half(*split, p, false) || !reaches_half(*whole, p, true)) return std::nullopt;
  const SteadyStateSolution optimum = solve_steady_state(p, program);
  LpSolution claimed;
  claimed.primal = primal;
  claimed.objective = Time(1, 2);
  claimed.dual = optimum.lp.dual;
  if (!certify(program.program, claimed).verified) return std::nullopt;
  Figure1Reconstruction out{
      costs, through_b, s.period, matchings.size(), printed_whole_period, printed_fourth_message_in,
      {}};
  for (const WeightedMatching& m : split->matchings)
    out.matching_text.push_back(matching_text(p, m));
  return out;
}

// Two necessary conditions, far cheaper than writing the LP; the test
// compares the search with and without them.
// The period of the primal (the lcm of the denominators of its values,
// figure1_primal) does not depend on the costs: 12 only for through_b = 1
// and 5.
bool period_allows(int through_b) {
  const Time period(printed_period);
  return common_denominator({Time(scatters_per_period) / period,
                             Time(scatters_per_period - through_b) / period,
                             Time(through_b) / period}) == printed_period;
}

// The one-port rows of the scatter LP (each node's send port and receive
// port, messages of size 1) at the candidate's primal, per period: with the
// period, they leave 35,299 of the grid's 500,000 candidates to the LP. The
// costs and the period are counted in ticks of the grid (time/tick_scale.hpp),
// so that the half million tests are integer ones.
struct GridTicks {
  std::vector<std::int64_t> costs;  ///< each grid value in ticks
  std::int64_t period = 0;          ///< the printed period in ticks
};

GridTicks grid_ticks(const std::vector<Time>& grid) {
  const auto scale = scale_to_ticks(grid);
  // A row sums two costs times at most 6 + 6 messages each, and the period
  // must be a whole number of ticks.
  const Time period = Time(printed_period) / (scale ? scale->tick : Time(1));
  if (!scale || boost::multiprecision::denominator(period) != 1 ||
      !fits_in<std::int64_t>(boost::multiprecision::numerator(period)) ||
      !fits_in<std::int64_t>(BigInt(4 * scatters_per_period) *
                             *std::max_element(scale->ticks.begin(), scale->ticks.end())))
    throw InternalError("Figure 1's cost grid is meant to be small fractions");
  return {scale->ticks, boost::multiprecision::numerator(period).convert_to<std::int64_t>()};
}

bool ports_allow(const std::array<std::int64_t, 5>& c, std::int64_t period, int through_b) {
  const std::int64_t via_b = through_b, via_a = scatters_per_period - through_b,
                     all = scatters_per_period;
  const auto [source_a, source_b, a_0, b_0, b_1] = c;
  return source_a * via_a + source_b * (via_b + all) <= period &&  // P_s sends
         a_0 * via_a <= period &&                                  // P_a sends
         b_0 * via_b + b_1 * all <= period &&                      // P_b sends
         a_0 * via_a + b_0 * via_b <= period;                      // P_0 receives
}

}  // namespace

std::vector<Time> figure1_cost_grid() {
  return {Time(1, 3), Time(1, 2), Time(2, 3), Time(3, 4), Time(1),
          Time(4, 3), Time(3, 2), Time(2),    Time(3),    Time(4)};
}

std::string to_string(const Figure1Costs& c) {
  return "c(P_s,P_a) = " + to_string(c.source_a) + ", c(P_s,P_b) = " + to_string(c.source_b) +
         ", c(P_a,P_0) = " + to_string(c.a_0) + ", c(P_b,P_0) = " + to_string(c.b_0) +
         ", c(P_b,P_1) = " + to_string(c.b_1);
}

SteadyStateProblem figure1_problem(const Figure1Costs& c) {
  Platform g;
  const int s = g.add_node("P_s", Time(1));
  const int a = g.add_node("P_a", Time(1));
  const int b = g.add_node("P_b", Time(1));
  const int zero = g.add_node("P_0", Time(1));
  const int one = g.add_node("P_1", Time(1));
  g.add_edge(s, a, c.source_a);
  g.add_edge(s, b, c.source_b);
  g.add_edge(a, zero, c.a_0);
  g.add_edge(b, zero, c.b_0);
  g.add_edge(b, one, c.b_1);
  return scatter_problem(std::move(g), s, {zero, one});
}

std::vector<Time> figure1_primal(const SteadyStateProblem& p, const SteadyStateProgram& program,
                                 int through_b) {
  std::vector<Time> x(at(program.program.columns()));
  const Time period(printed_period);
  const Time via_b(through_b), via_a(scatters_per_period - through_b), all(scatters_per_period);
  x[at(program.throughput_column)] = all / period;
  x[at(send_column(p, program, "P_s", "P_a", "P_0"))] = via_a / period;
  x[at(send_column(p, program, "P_a", "P_0", "P_0"))] = via_a / period;
  x[at(send_column(p, program, "P_s", "P_b", "P_0"))] = via_b / period;
  x[at(send_column(p, program, "P_b", "P_0", "P_0"))] = via_b / period;
  x[at(send_column(p, program, "P_s", "P_b", "P_1"))] = all / period;
  x[at(send_column(p, program, "P_b", "P_1", "P_1"))] = all / period;
  return x;
}

std::vector<Figure1Reconstruction> figure1_reconstructions(const std::vector<Time>& grid,
                                                           bool ports_first) {
  const GridTicks ticks = grid_ticks(grid);
  const std::size_t size = grid.size();
  const std::size_t candidates = size * size * size * size * size;
  std::vector<int> splits;  // through_b
  for (int through_b = 1; through_b < scatters_per_period; ++through_b) {
    if (!ports_first || period_allows(through_b)) splits.push_back(through_b);
  }
  std::vector<std::vector<Figure1Reconstruction>> found(candidates);
  parallel_for(candidates, [&](std::size_t k) {
    // Candidate k: grid indices of (P_s->P_a, P_s->P_b, P_a->P_0, P_b->P_0,
    // P_b->P_1), the first the most significant.
    std::array<std::size_t, 5> index{};
    for (std::size_t e = 5, rest = k; e-- > 0; rest /= size) index[e] = rest % size;
    std::array<std::int64_t, 5> costs_in_ticks{};
    for (std::size_t e = 0; e < 5; ++e) costs_in_ticks[e] = ticks.costs[index[e]];
    for (int through_b : splits) {
      check_cancelled();
      if (ports_first && !ports_allow(costs_in_ticks, ticks.period, through_b)) continue;
      const Figure1Costs costs{grid[index[0]], grid[index[1]], grid[index[2]], grid[index[3]],
                               grid[index[4]]};
      if (auto r = reconstruction(costs, through_b)) found[k].push_back(std::move(*r));
    }
  });
  std::vector<Figure1Reconstruction> out;
  for (auto& f : found) out.insert(out.end(), f.begin(), f.end());
  return out;
}

}  // namespace redcheck

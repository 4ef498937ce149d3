#include "models/steady_state/claims/claims.hpp"

#include "models/steady_state/claims/sections.hpp"

#include "claims/domain.hpp"
#include "concurrency/parallel_for.hpp"
#include "models/steady_state/instance.hpp"
#include "models/steady_state/paper_examples.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/random_platforms.hpp"
#include "models/steady_state/reduction_trees.hpp"
#include "models/steady_state/validator.hpp"

#include <set>

namespace redcheck {

namespace {

const char* const figure6_replay =
    "enumerator steady-state --platform fig6.dot --operation reduce --target 0 --json, with "
    "fig6.dot: digraph { 0 [w=\"1/2\"]; 1; 2; 1 -> 2 [c=1]; 2 -> 1 [c=1]; 1 -> 0 [c=1]; "
    "2 -> 0 [c=1]; }";

/// Is Figure 6(b)'s printed solution feasible and optimal with these costs?
/// Certified with the dual of the LP's own optimum.
LpCertificate printed_certificate(const Figure6Costs& costs) {
  const SteadyStateProblem p = figure6_problem(costs);
  const SteadyStateProgram program = steady_state_program(p);
  const SteadyStateSolution optimum = solve_steady_state(p, program);
  LpSolution printed;
  printed.primal = figure6_printed_primal(p, program);
  printed.objective = 1;
  printed.dual = optimum.lp.dual;
  return certify(program.program, printed);
}

std::string costs_text(const Figure6Costs& c) {
  return "c(1,2) = " + to_string(c[0]) + ", c(2,1) = " + to_string(c[1]) +
         ", c(1,0) = " + to_string(c[2]) + ", c(2,0) = " + to_string(c[3]);
}

Claim figure6_lp() {
  return claim_in<SteadyStateContext>(
      "legrand2004.fig6.lp", "Legrand, Marchal & Robert 2004, Section 4.6 and Figure 6(b)",
      "The solution of the linear program [for Figure 6's reduce into node 0, node 0 processing "
      "two tasks per time unit] is described on Figure 6(b) [...] leading to a throughput of one "
      "reduce operation per time-unit.",
      "with unit costs on the four edges the solution uses (1->2, 2->1, 1->0, 2->0; the figure's "
      "costs were lost), the printed values / 3 satisfy every row of the reconstructed reduce LP "
      "and are optimal: certified exactly with the dual of QSopt_ex's optimum, TP = 1. Notes "
      "count the cost vectors in {1/2, 1, 2}^4 for which the same holds",
      Outcome::holds, "", [](SteadyStateContext&) {
        const LpCertificate unit = printed_certificate(figure6_unit_costs());
        const std::string covered = "Figure 6 with unit costs; the printed solution certified";
        if (!unit.verified) {
          return refuted_by(covered, Counterexample{"with unit costs the printed solution is not "
                                                    "feasible and optimal: " +
                                                        unit.problem,
                                                    {{"costs", "1, 1, 1, 1"}},
                                                    figure6_replay});
        }
        const std::vector<Time> grid{Time(1, 2), Time(1), Time(2)};
        std::vector<Figure6Costs> all;
        for (const Time& a : grid) {
          for (const Time& b : grid) {
            for (const Time& c : grid) {
              for (const Time& d : grid) all.push_back({a, b, c, d});
            }
          }
        }
        const std::uint64_t tried = all.size();
        std::vector<char> fits(all.size(), 0);
        parallel_for(all.size(), [&](std::size_t k) {
          fits[k] = printed_certificate(all[k]).verified ? 1 : 0;
        });
        std::vector<std::string> fitting;
        for (std::size_t k = 0; k < all.size(); ++k) {
          if (fits[k]) fitting.push_back(costs_text(all[k]));
        }
        std::vector<std::string> notes{"the printed solution is feasible and optimal for " +
                                       std::to_string(fitting.size()) + " of the " +
                                       std::to_string(tried) + " cost vectors in {1/2, 1, 2}^4"};
        for (std::size_t k = 0; k < fitting.size() && k < 16; ++k) notes.push_back(fitting[k]);
        return holds_on(1 + tried, covered + "; and a grid of " + std::to_string(tried) + " costs",
                        notes);
      });
}

Claim figure6_schedule() {
  return claim_in<SteadyStateContext>(
      "legrand2004.fig6.schedule", "Legrand, Marchal & Robert 2004, Section 4.6 and Figure 6(d)",
      "Three reductions are performed every three time-units. [...] This schedule can be "
      "pipelined on a period of three time-units, leading to a throughput of one reduce "
      "operation per time-unit.",
      "from the printed solution with unit costs: period 3 (the lcm of its denominators), the "
      "weighted edge colouring of its transfers, and the periodic schedule built from them; the "
      "periodic validator accepts it (one port per direction, one task at a time, conservation) "
      "with 3 reduces per period of 3",
      Outcome::holds, "", [](SteadyStateContext&) {
        const SteadyStateProblem p = figure6_problem(figure6_unit_costs());
        const SteadyStateProgram program = steady_state_program(p);
        const SteadyStateSolution printed = figure6_printed_solution(p, program);
        const PeriodicSchedule periodic = split_periodic_schedule(p, printed);
        const PeriodicValidation v = validate_periodic(periodic.schedule, p, true);
        const std::string covered = "Figure 6(b)'s solution with unit costs";
        if (!v.validation.valid() || v.validation.makespan != 3 || v.operations_per_period != 3) {
          return refuted_by(
              covered,
              Counterexample{"the schedule of the printed solution: period " +
                                 to_string(*periodic.schedule.period) + ", " +
                                 (v.validation.valid()
                                      ? to_string(v.operations_per_period) + " reduces a period"
                                      : v.validation.rule + ": " + v.validation.violation),
                             {{"period", to_string(*periodic.schedule.period)}},
                             figure6_replay});
        }
        return holds_on(1, covered,
                        {std::to_string(periodic.matchings.size()) + " matchings, " +
                         std::to_string(periodic.schedule.transfers.size()) + " transfers, " +
                         std::to_string(periodic.schedule.reductions.size()) +
                         " batches of tasks in the period of 3"});
      });
}

struct RandomCase {
  PlatformShape shape = PlatformShape::layered;
  int nodes = 3;
  SteadyOperation operation = SteadyOperation::scatter;
  std::uint64_t seed = 0;
};

std::string case_arguments(const RandomCase& c) {
  return "--random-platform " + to_string(c.shape) + ":" + std::to_string(c.nodes) + ":" +
         std::to_string(c.seed);
}

/// The case's problem: scatter from P0 to every other node, gossip from P0
/// and P1 to every node, reduce of every node into the last one.
SteadyStateProblem case_problem(const RandomCase& c) {
  Random random(c.seed);
  Platform g = random_platform(c.shape, c.nodes, random);
  const std::vector<int> all = g.all_nodes();
  switch (c.operation) {
    case SteadyOperation::scatter:
      return scatter_problem(std::move(g), 0, {all.begin() + 1, all.end()});
    case SteadyOperation::gossip:
      return gossip_problem(std::move(g), {0, 1}, all);
    default:
      return reduce_problem(std::move(g), c.nodes - 1, all);
  }
}

std::optional<Counterexample> construction_fails(const RandomCase& c) {
  const SteadyStateProblem p = case_problem(c);
  const SteadyStateSolution s = solve_steady_state(p);
  const PeriodicSchedule split = split_periodic_schedule(p, s);
  const PeriodicSchedule whole = unsplit_periodic_schedule(p, split);
  for (const auto* schedule : {&split, &whole}) {
    const bool whole_messages = schedule == &whole;
    const PeriodicValidation v = validate_periodic(schedule->schedule, p, whole_messages);
    std::string problem;
    if (!s.certificate.verified)
      problem = "the LP optimum is not certified: " + s.certificate.problem;
    else if (!v.validation.valid())
      problem = v.validation.rule + ": " + v.validation.violation;
    else if (v.operations_per_period / v.validation.makespan != s.throughput) {
      problem = "the schedule reaches " +
                to_string(v.operations_per_period / v.validation.makespan) +
                " where the LP gives " + to_string(s.throughput);
    }
    if (problem.empty()) continue;
    return Counterexample{
        problem_text(p) + (whole_messages ? ", without split messages: " : ": ") + problem,
        {{"platform", case_arguments(c)}, {"operation", to_string(c.operation)}},
        "enumerator steady-state " + case_arguments(c) + " --operation " + to_string(c.operation) +
            " ... --json"};
  }
  return std::nullopt;
}

Claim periodic_construction() {
  return claim_in<SteadyStateContext>(
      "legrand2004.sec3.periodic-schedule",
      "Legrand, Marchal & Robert 2004, Sections 3.1, 3.3, 3.5 and 4.3",
      "[We] compute the least common multiple of the denominators of all the variables, which "
      "leads to a periodic schedule where all quantities are integers. [...] only communications "
      "corresponding to a matching in the bipartite graph can be performed simultaneously [...] "
      "If needed, we can avoid splitting the transfer of a message by multiplying again by the "
      "least common multiple of all denominators",
      "on random platforms (layered, random, star, clique; 3 to 7 nodes): a scatter from P0 to "
      "every node, a gossip from P0 and P1 to every node, a reduce of every node into the last; "
      "the LP optimum is certified, and both periodic schedules (messages split, period T; whole "
      "messages, period T x L) pass the periodic validator at exactly the LP's throughput",
      Outcome::holds, "", [](SteadyStateContext& context) {
        std::vector<RandomCase> cases;
        for (int nodes = 3; nodes <= 7; ++nodes) {
          for (int shape = 0; shape < 4; ++shape) {
            for (int op = 0; op < 3; ++op) {
              for (int seed = 0; seed < context.seeds(); ++seed) {
                cases.push_back({static_cast<PlatformShape>(shape), nodes,
                                 static_cast<SteadyOperation>(op),
                                 static_cast<std::uint64_t>(seed)});
              }
            }
          }
        }
        // Fuzzing draws beyond the grid: any seed, 3 to 12 nodes.
        const Domain<RandomCase> domain =
            listed_domain("random platforms of 3..7 nodes, 4 shapes, 3 operations, seeds 0.." +
                              std::to_string(context.seeds() - 1),
                          cases)
                .fuzzed_by(rc::gen::map(
                               rc::gen::tuple(gen::covering_int(0, 3), gen::covering_int(3, 12),
                                              gen::covering_int(0, 2),
                                              rc::gen::arbitrary<std::uint64_t>()),
                               [](const std::tuple<int, int, int, std::uint64_t>& t) {
                                 return RandomCase{
                                     static_cast<PlatformShape>(std::get<0>(t)), std::get<1>(t),
                                     static_cast<SteadyOperation>(std::get<2>(t)), std::get<3>(t)};
                               }),
                           "random platforms of 3..12 nodes, any shape, operation and seed");
        return search_in_parallel<RandomCase>(domain, construction_fails);
      });
}

// The random cases of size first..last nodes, every shape, the operations
// given, the context's seeds.
std::vector<RandomCase> random_cases(const SteadyStateContext& context, int first, int last,
                                     const std::vector<SteadyOperation>& operations) {
  std::vector<RandomCase> cases;
  for (int nodes = first; nodes <= last; ++nodes) {
    for (int shape = 0; shape < 4; ++shape) {
      for (SteadyOperation op : operations) {
        for (int seed = 0; seed < context.seeds(); ++seed) {
          cases.push_back(
              {static_cast<PlatformShape>(shape), nodes, op, static_cast<std::uint64_t>(seed)});
        }
      }
    }
  }
  return cases;
}

Claim matchings_polynomial() {
  return claim_in<SteadyStateContext>(
      "legrand2004.sec3.3.matchings-polynomial", "Legrand, Marchal & Robert 2004, Section 3.3",
      "The weighted edge coloring algorithm of [8, vol.A chapter 20] provides in polynomial time "
      "a polynomial number of matchings, which are used to perform the different "
      "communications.",
      "on random platforms (4 shapes, 3 to 6 nodes; scatter, gossip and reduce): the period's "
      "edge colouring (edge_colouring.hpp) has at most 2 |E_B| + 2 n matchings, |E_B| the pairs "
      "(sender, receiver) that communicate and n the nodes (each round of the colouring zeroes "
      "an entry of the padded 2n x 2n matrix): polynomial",
      Outcome::holds, "", [](SteadyStateContext& context) {
        return search_in_parallel<RandomCase>(
            listed_domain("random platforms of 3..6 nodes, 4 shapes, 3 operations, seeds 0.." +
                              std::to_string(context.seeds() - 1),
                          random_cases(context, 3, 6,
                                       {SteadyOperation::scatter, SteadyOperation::gossip,
                                        SteadyOperation::reduce})),
            [&](const RandomCase& c) -> std::optional<Counterexample> {
              const SteadyStateProblem p = case_problem(c);
              const SteadyStateSolution s = solve_steady_state(p);
              const auto matchings = period_matchings(p, s);
              std::set<std::pair<int, int>> pairs;
              for (const auto& m : matchings) pairs.insert(m.pairs.begin(), m.pairs.end());
              const std::size_t bound = 2 * pairs.size() + 2 * static_cast<std::size_t>(c.nodes);
              if (matchings.size() <= bound) return std::nullopt;
              return Counterexample{
                  problem_text(p) + ": " + std::to_string(matchings.size()) +
                      " matchings, above 2 |E_B| + 2 n = " + std::to_string(bound),
                  {{"platform", case_arguments(c)}, {"operation", to_string(c.operation)}},
                  "enumerator steady-state " + case_arguments(c) + " --operation " +
                      to_string(c.operation) + " ... --json"};
            },
            "; exact LPs, the period's colouring");
      });
}

Claim trees_polynomial() {
  return claim_in<SteadyStateContext>(
      "legrand2004.sec4.3.trees-polynomial", "Legrand, Marchal & Robert 2004, Section 4.3",
      "In [7], we provide an algorithm which extracts from the solution a set of weighted trees "
      "such that: 1) the weights are integers, 2) the weighted sum of the trees is equal to the "
      "original solution, and 3) the number of trees (and their description) is polynomial in "
      "the size of the topology graph G.",
      "reduces on random platforms (4 shapes, 3 to 6 nodes): the decomposition "
      "(reduction_trees.hpp) gives at most as many trees as the LP has non-zero values, itself "
      "at most its columns, a polynomial in |G| (O(|E| N^2 + |V| N^3) for N + 1 "
      "participants); each tree sends each (edge, type) and runs each (node, task) at most "
      "once, so its description is at most the columns too",
      Outcome::holds, "", [](SteadyStateContext& context) {
        std::size_t largest = 0;
        std::string at;
        ClaimReport r = search<RandomCase>(
            listed_domain("reduces on random platforms of 3..6 nodes, 4 shapes, seeds 0.." +
                              std::to_string(context.seeds() - 1),
                          random_cases(context, 3, 6, {SteadyOperation::reduce})),
            [&](const RandomCase& c) -> std::optional<Counterexample> {
              const SteadyStateProblem p = case_problem(c);
              const SteadyStateSolution s = solve_steady_state(p);
              const auto trees = reduction_trees(p, s);
              std::size_t nonzero = 0;
              for (const auto& row : s.send) {
                for (const Time& v : row) nonzero += v != 0;
              }
              for (const auto& row : s.cons) {
                for (const Time& v : row) nonzero += v != 0;
              }
              std::size_t longest = 0;
              for (const auto& t : trees) {
                longest = std::max(longest, t.uses.transfers.size() + t.uses.tasks.size());
              }
              if (trees.size() > largest) largest = trees.size(), at = problem_text(p);
              const auto columns = static_cast<std::size_t>(s.columns);
              if (trees.size() <= nonzero && nonzero <= columns && longest <= columns) {
                return std::nullopt;
              }
              return Counterexample{problem_text(p) + ": " + std::to_string(trees.size()) +
                                        " trees, " + std::to_string(nonzero) +
                                        " non-zero values, " + std::to_string(columns) +
                                        " columns, the longest tree " + std::to_string(longest),
                                    {{"platform", case_arguments(c)}},
                                    "enumerator steady-state " + case_arguments(c) +
                                        " --operation reduce ... --json"};
            },
            "; exact LPs");
        r.notes.push_back("most trees: " + std::to_string(largest) + " (" + at + ")");
        return r;
      });
}

}  // namespace

std::vector<Claim> steady_state_claims() {
  // Every check here solves exact LPs one after another in a helper process
  // (a core waits on each), and Lemma 1's largest search takes about a second
  // alone: they start first, so that the other models' claims, whose loops
  // split finely (the Monte Carlo runs last of all), fill the cores.
  std::vector<Claim> claims{figure1_reconstruction(),
                            figure6_lp(),
                            figure6_schedule(),
                            periodic_construction(),
                            lemma1(),
                            asymptotic_optimality(),
                            asymptotic_optimality_of_reduces(),
                            proposition4(),
                            one_tree_not_enough(),
                            matchings_polynomial(),
                            trees_polynomial()};
  for (Claim& claim : claims) claim = started_first(std::move(claim));
  return claims;
}

}  // namespace redcheck

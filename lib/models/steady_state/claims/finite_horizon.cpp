// Section 3.4: Lemma 1 and the asymptotic optimality of Propositions 1 and 2.

#include "models/steady_state/finite_horizon.hpp"
#include "claims/domain.hpp"
#include "models/steady_state/claims/sections.hpp"
#include "models/steady_state/platform_files.hpp"

namespace redcheck {

namespace {

struct TinyCase {
  std::string name;
  SteadyStateProblem problem;
};

Platform platform(const std::vector<std::string>& nodes,
                  const std::vector<std::tuple<int, int, int>>& edges) {
  Platform g;
  for (const auto& name : nodes) g.add_node(name, Time(1));
  for (const auto& [from, to, cost] : edges) g.add_edge(from, to, Time(cost));
  return g;
}

/// Tiny platforms with integer costs, where the search for opt(G, K) is
/// quick.
std::vector<TinyCase> tiny_cases() {
  std::vector<TinyCase> out;
  out.push_back({"chain s -> a -> t, costs 1, 2",
                 scatter_problem(platform({"s", "a", "t"}, {{0, 1, 1}, {1, 2, 2}}), 0, {2})});
  out.push_back(
      {"two paths s -> a -> t, s -> b -> t, costs 1, 2, 1, 2",
       scatter_problem(platform({"s", "a", "b", "t"}, {{0, 1, 1}, {0, 2, 1}, {1, 3, 2}, {2, 3, 2}}),
                       0, {3})});
  out.push_back(
      {"star s -> t0 (1), s -> t1 (2), t0 -> t1 (1)",
       scatter_problem(platform({"s", "t0", "t1"}, {{0, 1, 1}, {0, 2, 2}, {1, 2, 1}}), 0, {1, 2})});
  out.push_back({"relay s -> b (1), b -> t0 (1), b -> t1 (1), s -> t1 (2)",
                 scatter_problem(
                     platform({"s", "b", "t0", "t1"}, {{0, 1, 1}, {1, 2, 1}, {1, 3, 1}, {0, 3, 2}}),
                     0, {2, 3})});
  out.push_back(
      {"gossip on a triangle with costs 1, 1, 2 each way, sources 0, 1, targets 1, 2",
       gossip_problem(platform({"0", "1", "2"},
                               {{0, 1, 1}, {1, 0, 1}, {1, 2, 1}, {2, 1, 1}, {0, 2, 2}, {2, 0, 2}}),
                      {0, 1}, {1, 2})});
  return out;
}

/// A tiny case's certified optimum and its periodic schedule without split
/// messages.
struct TinyOptimum {
  SteadyStateSolution solution;
  PeriodicSchedule whole;
};

TinyOptimum tiny_optimum(const SteadyStateProblem& p) {
  SteadyStateSolution s = solve_steady_state(p);
  PeriodicSchedule whole = unsplit_periodic_schedule(p, split_periodic_schedule(p, s));
  return {std::move(s), std::move(whole)};
}

constexpr int largest_horizon = 10;
constexpr std::uint64_t state_limit = 2000000;

}  // namespace

Claim lemma1() {
  return claim_in<SteadyStateContext>(
      "legrand2004.lemma1", "Legrand, Marchal & Robert 2004, Section 3.4, Lemma 1",
      "opt(G, K) <= TP(G) x K",
      "on five tiny platforms with integer costs (scatters and a gossip), for K = 1.." +
          std::to_string(largest_horizon) +
          ": opt(G, K), by exhaustive search of every schedule with integer start times (no loss "
          "with integer costs), is at most TP x K with TP the certified LP optimum; and the "
          "periodic schedule run from time 0 completes steady(G, K) <= opt(G, K)",
      Outcome::holds, "", [](SteadyStateContext&) {
        std::uint64_t checked = 0;
        std::vector<std::string> notes;
        for (const TinyCase& c : tiny_cases()) {
          const auto [s, whole] = tiny_optimum(c.problem);
          std::string row = c.name + " (TP = " + to_string(s.throughput) +
                            "): opt(G, K) for K = 1.." + std::to_string(largest_horizon) + ":";
          for (int k = 1; k <= largest_horizon; ++k) {
            ++checked;
            const FiniteHorizonOptimum opt = exhaustive_operations(c.problem, k, state_limit);
            const BigInt steady = periodic_operations(c.problem, whole, Time(k));
            row += " " + std::to_string(opt.operations);
            const std::string at = c.name + ", K = " + std::to_string(k) + ": ";
            std::optional<std::string> broken;
            if (Time(opt.operations) > s.throughput * k) {
              broken = at + "opt(G, K) = " + std::to_string(opt.operations) +
                       " > TP x K = " + to_string(s.throughput * k);
            } else if (steady > opt.operations) {
              broken = at + "the periodic schedule completes " + steady.str() +
                       " > opt(G, K) = " + std::to_string(opt.operations) +
                       ": the search or the schedule is wrong";
            }
            if (broken) {
              return refuted_by(
                  "tiny platforms, K = 1.." + std::to_string(largest_horizon),
                  Counterexample{*broken,
                                 {{"platform", platform_json(c.problem.platform)}, {"K", k}},
                                 "verifier check --claim legrand2004.lemma1"});
            }
          }
          notes.push_back(row);
        }
        return holds_on(checked,
                        "5 tiny platforms, K = 1.." + std::to_string(largest_horizon) +
                            ", every schedule with integer starts",
                        notes);
      });
}

Claim asymptotic_optimality() {
  return claim_in<SteadyStateContext>(
      "legrand2004.prop1-2",
      "Legrand, Marchal & Robert 2004, Section 3.4 and 3.5, Propositions 1 and 2",
      "steady(G, K) >= K x TP - A, where A does not depend on K [...] lim steady(G, K) / opt(G, "
      "K) = 1 [for scatters; the same for gossips]",
      "on the same tiny platforms, the periodic schedule without split messages (period T') run "
      "from time 0 completes steady(G, m T') operations by time m T' for m = 1..200; the deficit "
      "TP x m T' - steady(G, m T') never exceeds (number of nodes) x TP x T' (one period of "
      "warm-up per hop), so steady / (TP x K) -> 1, and with Lemma 1 steady / opt -> 1",
      Outcome::holds, "", [](SteadyStateContext&) {
        std::uint64_t checked = 0;
        std::vector<std::string> notes;
        for (const TinyCase& c : tiny_cases()) {
          const auto [s, whole] = tiny_optimum(c.problem);
          const Time period = *whole.schedule.period;
          const Time allowance = Time(c.problem.platform.nodes()) * s.throughput * period;
          Time worst(0);
          BigInt last = 0;
          for (int m = 1; m <= 200; ++m) {
            ++checked;
            const Time horizon = period * m;
            last = periodic_operations(c.problem, whole, horizon);
            const Time deficit = s.throughput * horizon - Time(last);
            worst = std::max(worst, deficit);
            if (deficit > allowance) {
              return refuted_by("tiny platforms, K = m T' for m = 1..200",
                                Counterexample{c.name + ": at K = " + to_string(horizon) +
                                                   " the periodic schedule "
                                                   "completes " +
                                                   last.str() + ", TP x K = " +
                                                   to_string(s.throughput * horizon) +
                                                   ", a deficit above " + to_string(allowance),
                                               {{"platform", platform_json(c.problem.platform)}},
                                               "verifier check --claim legrand2004.prop1-2"});
            }
          }
          notes.push_back(c.name + ": T' = " + to_string(period) + ", largest deficit " +
                          to_string(worst) + " operations; at K = 200 T', steady / (TP K) = " +
                          to_decimal(Time(last) / (s.throughput * period * 200), 4));
        }
        return holds_on(checked, "5 tiny platforms, K = m T' for m = 1..200", notes);
      });
}

}  // namespace redcheck

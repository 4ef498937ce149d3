// Sections 3.4, 3.5 and 4.4: Lemma 1 and the asymptotic optimality of
// Propositions 1 to 3.

#include "models/steady_state/finite_horizon.hpp"
#include "claims/domain.hpp"
#include "concurrency/parallel_for.hpp"
#include "index.hpp"
#include "models/steady_state/claims/sections.hpp"
#include "models/steady_state/paper_examples.hpp"
#include "models/steady_state/platform_files.hpp"

#include <algorithm>
#include <exception>
#include <optional>

namespace redcheck {

namespace {

struct TinyCase {
  std::string name;
  SteadyStateProblem problem;
  int largest_horizon = 10;  ///< opt(G, K) is searched for K = 1..this
};

/// Every node with task time w.
Platform platform(const std::vector<std::string>& nodes,
                  const std::vector<std::tuple<int, int, int>>& edges, const Time& w = Time(1)) {
  Platform g;
  for (const auto& name : nodes) g.add_node(name, w);
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
  out.push_back({"reduce of 0, 1 into 0 on 1 -> 0 (1), w = 1",
                 reduce_problem(platform({"0", "1"}, {{1, 0, 1}}), 0, {0, 1})});
  out.push_back({"reduce of 0, 1 into 0 on 0 <-> 1 (1), w = 2 (one tree is not enough)",
                 reduce_problem(platform({"0", "1"}, {{0, 1, 1}, {1, 0, 1}}, Time(2)), 0, {0, 1})});
  out.push_back({"reduce of 0, 1, 2 into 0 on the chain 2 -> 1 -> 0 (1), w = 1",
                 reduce_problem(platform({"0", "1", "2"}, {{2, 1, 1}, {1, 0, 1}}), 0, {0, 1, 2})});
  // K = 6 takes 10^6 states; K = 5, 2 x 10^5 and 0.4 s.
  out.push_back(
      {"Figure 6 with unit costs (w(0) = 1/2)", figure6_problem(figure6_unit_costs()), 5});
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

constexpr std::uint64_t state_limit = 2000000;
constexpr int periods_run = 200;

std::string horizons(const std::vector<TinyCase>& cases) {
  std::string out;
  for (const TinyCase& c : cases)
    out += (out.empty() ? "" : ", ") + std::to_string(c.largest_horizon);
  return "K = 1..(" + out + ")";
}

std::vector<TinyCase> tiny_cases_of(bool reduces) {
  std::vector<TinyCase> out;
  for (TinyCase& c : tiny_cases()) {
    if ((c.problem.operation == SteadyOperation::reduce) == reduces) out.push_back(std::move(c));
  }
  return out;
}

/// Propositions 1 to 3 on these cases: the deficit of the periodic schedule
/// run from time 0 stays within a bound that does not depend on K.
ClaimReport deficit_stays_bounded(const std::vector<TinyCase>& cases, const std::string& claim_id) {
  std::uint64_t checked = 0;
  std::vector<std::string> notes;
  for (const TinyCase& c : cases) {
    const auto [s, whole] = tiny_optimum(c.problem);
    const Time period = *whole.schedule.period;
    // One period of warm-up per node a value crosses, and for reduces one
    // more per participant (a level of tasks).
    const int stages = c.problem.platform.nodes() + static_cast<int>(c.problem.participants.size());
    const Time allowance = Time(stages) * s.throughput * period;
    Time worst(0);
    BigInt last = 0;
    for (int m = 1; m <= periods_run; ++m) {
      ++checked;
      const Time horizon = period * m;
      last = periodic_operations(c.problem, whole, horizon);
      const Time deficit = s.throughput * horizon - Time(last);
      worst = std::max(worst, deficit);
      if (deficit > allowance) {
        return refuted_by("tiny platforms, K = m T' for m = 1.." + std::to_string(periods_run),
                          Counterexample{c.name + ": at K = " + to_string(horizon) +
                                             " the periodic schedule completes " + last.str() +
                                             ", TP x K = " + to_string(s.throughput * horizon) +
                                             ", a deficit above " + to_string(allowance),
                                         {{"platform", platform_json(c.problem.platform)}},
                                         "verifier check --claim " + claim_id});
      }
    }
    notes.push_back(c.name + ": T' = " + to_string(period) + ", largest deficit " +
                    to_string(worst) + " operations (allowed " + to_string(allowance) +
                    "); at K = " + std::to_string(periods_run) + " T', steady / (TP K) = " +
                    to_decimal(Time(last) / (s.throughput * period * periods_run), 4));
  }
  return holds_on(checked,
                  std::to_string(cases.size()) + " tiny platforms, K = m T' for m = 1.." +
                      std::to_string(periods_run),
                  notes);
}

struct Lemma1Result {
  std::string row;  ///< "name (TP = ..): opt(G, K) for K = 1..n: ..."
  int horizons = 0;
  std::optional<Counterexample> broken;
};

/// The search of opt(G, K) for K = 1..its largest horizon of every case (one
/// search a case, the memo shared by its horizons; Figure 6's, the longest,
/// comes last in the list and starts first), or the error it threw.
struct Lemma1Search {
  std::optional<FiniteHorizonOptima> opt;
  std::exception_ptr error;
};

std::vector<Lemma1Search> lemma1_searches(const std::vector<TinyCase>& cases) {
  std::vector<Lemma1Search> out(cases.size());
  parallel_for(cases.size(), [&](std::size_t j) {
    const std::size_t c = cases.size() - 1 - j;
    try {
      out[c].opt =
          exhaustive_operations_up_to(cases[c].problem, cases[c].largest_horizon, state_limit);
    } catch (...) {
      out[c].error = std::current_exception();
    }
  });
  return out;
}

/// Lemma 1 on one case, K = 1..its largest horizon, and steady <= opt,
/// from its searches, in the order of K.
Lemma1Result lemma1_on(const TinyCase& c, const TinyOptimum& optimum, const Lemma1Search& search) {
  const auto& [s, whole] = optimum;
  Lemma1Result out;
  out.row = c.name + " (TP = " + to_string(s.throughput) + "): opt(G, K) for K = 1.." +
            std::to_string(c.largest_horizon) + ":";
  if (search.error) std::rethrow_exception(search.error);
  for (int k = 1; k <= c.largest_horizon; ++k) {
    ++out.horizons;
    const long long operations = search.opt->operations[at(k)];
    const BigInt steady = periodic_operations(c.problem, whole, Time(k));
    out.row += " " + std::to_string(operations);
    const std::string at = c.name + ", K = " + std::to_string(k) + ": ";
    std::optional<std::string> broken;
    if (Time(operations) > s.throughput * k) {
      broken = at + "opt(G, K) = " + std::to_string(operations) +
               " > TP x K = " + to_string(s.throughput * k);
    } else if (steady > operations) {
      broken = at + "the periodic schedule completes " + steady.str() +
               " > opt(G, K) = " + std::to_string(operations) +
               ": the search or the schedule is wrong";
    }
    if (broken) {
      out.broken = Counterexample{*broken,
                                  {{"platform", platform_json(c.problem.platform)}, {"K", k}},
                                  "verifier check --claim legrand2004.lemma1"};
      return out;
    }
  }
  return out;
}

const char* const deficit_reading =
    "the periodic schedule without split messages (period T') run from time 0 completes "
    "steady(G, m T') operations by time m T' for m = 1..200; the deficit TP x m T' - steady(G, "
    "m T') never exceeds (nodes + participants) x TP x T' (one period of warm-up per node a "
    "value crosses and per level of tasks), so steady / (TP x K) -> 1, and with Lemma 1 steady "
    "/ opt -> 1";

}  // namespace

Claim lemma1() {
  return claim_in<SteadyStateContext>(
      "legrand2004.lemma1", "Legrand, Marchal & Robert 2004, Sections 3.4 and 4.4, Lemma 1",
      "opt(G, K) <= TP(G) x K",
      "on nine tiny platforms (four scatters, a gossip, four reduces including Figure 6; the "
      "lemma is stated for scatters, and Propositions 2 and 3 rest on the same bound for "
      "gossips and reduces): opt(G, K), by exhaustive search of every schedule with starts on "
      "the grid of the costs and task times (no loss), is at most TP x K with TP the certified "
      "LP optimum, for K = 1..10 (1..5 for Figure 6); and the periodic schedule run from time 0 "
      "completes steady(G, K) <= opt(G, K)",
      Outcome::holds, "", [](SteadyStateContext&) {
        const std::vector<TinyCase> cases = tiny_cases();
        std::vector<TinyOptimum> optima(cases.size());
        parallel_for(cases.size(),
                     [&](std::size_t k) { optima[k] = tiny_optimum(cases[k].problem); });
        const auto searches = lemma1_searches(cases);
        std::vector<Lemma1Result> results;
        for (std::size_t k = 0; k < cases.size(); ++k)
          results.push_back(lemma1_on(cases[k], optima[k], searches[k]));
        std::uint64_t checked = 0;
        std::vector<std::string> notes;
        for (const Lemma1Result& r : results) {
          if (r.broken) return refuted_by("tiny platforms, " + horizons(cases), *r.broken);
          checked += static_cast<std::uint64_t>(r.horizons);
          notes.push_back(r.row);
        }
        return holds_on(checked,
                        std::to_string(cases.size()) + " tiny platforms, " + horizons(cases) +
                            ", every schedule with starts on the grid",
                        notes);
      });
}

Claim asymptotic_optimality() {
  return claim_in<SteadyStateContext>(
      "legrand2004.prop1-2",
      "Legrand, Marchal & Robert 2004, Section 3.4 and 3.5, Propositions 1 and 2",
      "steady(G, K) >= K x TP - A, where A does not depend on K [...] lim steady(G, K) / opt(G, "
      "K) = 1 [for scatters; the same for gossips]",
      std::string("on the tiny scatters and gossip of legrand2004.lemma1, ") + deficit_reading,
      Outcome::holds, "", [](SteadyStateContext&) {
        return deficit_stays_bounded(tiny_cases_of(false), "legrand2004.prop1-2");
      });
}

Claim asymptotic_optimality_of_reduces() {
  return claim_in<SteadyStateContext>(
      "legrand2004.prop3", "Legrand, Marchal & Robert 2004, Section 4.4, Proposition 3",
      "For the SERIES OF REDUCES problem, the scheduling algorithm based on the steady-state "
      "operation is asymptotically optimal.",
      std::string("on the tiny reduces of legrand2004.lemma1 (Figure 6 among them), ") +
          deficit_reading,
      Outcome::holds, "", [](SteadyStateContext&) {
        return deficit_stays_bounded(tiny_cases_of(true), "legrand2004.prop3");
      });
}

}  // namespace redcheck

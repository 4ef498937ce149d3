#include "models/heterogeneous/montecarlo_command.hpp"

#include "cli/arguments.hpp"
#include "distributed/distributed_map.hpp"
#include "errors.hpp"
#include "models/heterogeneous/monte_carlo.hpp"
#include "output/float_text.hpp"
#include "output/progress.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>

namespace redcheck {

namespace {

double number(const OptionValues& o, const char* flag, double fallback) {
  const std::string* text = o.find(flag);
  return text ? to_double(parse_cost(*text, flag)) : fallback;
}

std::string decimal(double x) {
  return significant_digits(x, 6);
}

int run_montecarlo(const OptionValues& o) {
  MonteCarloSettings s;
  s.n = static_cast<int>(
      parse_integer(o.required("--n", "the number of processors"), "--n", 1, monte_carlo_max_n));
  s.runs =
      static_cast<std::uint64_t>(parse_integer(o.required("--runs", "the number of runs"), "--runs",
                                               1, static_cast<long long>(monte_carlo_max_runs)));
  s.cv = number(o, "--cv", -1);
  if (!o.has("--cv")) throw InputError("--cv is required: the coefficient of variation, >= 0");
  s.mu_d = number(o, "--mu-d", 1);
  s.mu_c = number(o, "--mu-c", 0);
  s.seed = static_cast<std::uint64_t>(parse_integer(o.required("--seed", "the seed of the runs"),
                                                    "--seed", 0, 9'007'199'254'740'991LL));
  if (const std::string* list = o.find("--algorithms")) s.algorithms = parse_algorithm_list(*list);
  s.redraw_reductions = o.has("--redraw-reductions");
  if (const std::string* shape = o.find("--distribution")) {
    const auto named = cost_shape_named(*shape);
    if (!named) {
      throw InputError("--distribution = '" + *shape +
                       "'; accepted: gamma (default), two-point, bernoulli");
    }
    s.costs = *named;
  }
  std::vector<AlgorithmStatistics> stats;
  {
    Progress progress("Monte Carlo runs, n = " + std::to_string(s.n), s.runs);
    stats = run_monte_carlo(s, [&](std::uint64_t runs) { progress.advance(runs); });
  }
  nlohmann::json algorithms = nlohmann::json::array();
  for (const auto& a : stats) {
    algorithms.push_back({{"name", to_string(a.algorithm)},
                          {"mean", a.mean},
                          {"q10", a.q10},
                          {"q90", a.q90},
                          {"stderr", a.standard_error}});
  }
  if (o.has("--json")) {
    nlohmann::json j{
        {"n", s.n},
        {"runs", s.runs},
        {"cv", s.cv},
        {"mu_d", s.mu_d},
        {"mu_c", s.mu_c},
        {"seed", s.seed},
        {"distribution", to_string(s.costs) + " (mean, cv); floating point, not exact"},
        {"reduction_costs",
         s.redraw_reductions ? "redrawn for every reduction" : "one per processor"},
        {"algorithms", algorithms}};
    add_ranks_field(j);
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << "Monte Carlo, n = " << s.n << ", " << s.runs << " runs, " << to_string(s.costs)
            << " costs with CV " << decimal(s.cv) << ", mu_d = " << decimal(s.mu_d)
            << ", mu_c = " << decimal(s.mu_c) << ", seed " << s.seed << " (floating point)\n";
  for (const auto& a : stats) {
    std::cout << "  " << to_string(a.algorithm) << ": mean " << decimal(a.mean) << " (stderr "
              << decimal(a.standard_error) << "), 10% " << decimal(a.q10) << ", 90% "
              << decimal(a.q90) << "\n";
  }
  return 0;
}

}  // namespace

std::vector<HeterogeneousBuilder> parse_algorithm_list(const std::string& text) {
  std::vector<HeterogeneousBuilder> out;
  for (const auto& name : split_list(text, "--algorithms")) {
    bool found = false;
    std::string known;
    for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
      known += (known.empty() ? "" : ", ") + to_string(b);
      if (to_string(b) == name) {
        out.push_back(b);
        found = true;
      }
    }
    if (!found) throw InputError("--algorithms: '" + name + "' is unknown; accepted: " + known);
    if (std::count(out.begin(), out.end(), out.back()) > 1) {
      throw InputError("--algorithms: '" + name + "' is given twice; name each algorithm once");
    }
  }
  return out;
}

CommandSpec montecarlo_command() {
  return {"montecarlo",
          "Heterogeneous model: the algorithms on random costs (gamma or two-point), statistics "
          "over runs",
          {{"--n", "Number of processors (1.." + std::to_string(monte_carlo_max_n) + ")"},
           {"--runs", "Number of runs"},
           {"--cv", "Coefficient of variation of every cost, 0 or 0.001..10 (1: exponential)"},
           {"--mu-d", "Mean transfer cost (default 1)"},
           {"--mu-c", "Mean reduction cost (default 0)"},
           {"--seed", "Seed: the same seed gives the same output on any number of threads"},
           {"--algorithms",
            "Comma-separated builders (default: binomial-stat, fibonacci-stat, tree-dyn, "
            "non-commut-tree-dyn)"},
           {"--distribution",
            "Shape of the costs: gamma (default, the paper's), two-point (mu/2 with probability "
            "4 cv^2/(1 + 4 cv^2), else mu (1 + 2 cv^2)) or bernoulli (0 with probability "
            "cv^2/(1 + cv^2), else mu (1 + cv^2)): the same mean and CV"},
           {"--redraw-reductions",
            "Draw each reduction's cost afresh (the Markov chain's assumption) instead of one "
            "c_j per processor (the model's)",
            true},
           {"--json", "JSON on stdout", true}},
          run_montecarlo};
}

}  // namespace redcheck

#include "models/heterogeneous/markov_command.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"
#include "models/heterogeneous/markov.hpp"

#include <nlohmann/json.hpp>

#include <iostream>

namespace redcheck {

namespace {

int run_markov(const OptionValues& o) {
  if (const std::string* algorithm = o.find("--algorithm"); algorithm && *algorithm != "tree-dyn") {
    throw InputError("--algorithm '" + *algorithm +
                     "' has no Markov chain here; accepted: tree-dyn (Section 3)");
  }
  const int n = static_cast<int>(
      parse_integer(o.required("--n", "the number of processors"), "--n", 1, markov_max_n));
  const Time lambda_d =
      o.has("--lambda-d") ? parse_time(*o.find("--lambda-d"), "--lambda-d") : Time(1);
  std::optional<Time> lambda_c;
  if (const std::string* text = o.find("--lambda-c")) {
    const Time rate = parse_time(*text, "--lambda-c");
    if (rate != 0) lambda_c = rate;
  }
  const MarkovMoments m = tree_dyn_moments(n, lambda_d, lambda_c);
  nlohmann::json j{{"algorithm", "tree-dyn"},
                   {"n", n},
                   {"lambda_d", to_string(lambda_d)},
                   {"lambda_c", lambda_c ? to_string(*lambda_c) : "no reduction time"},
                   {"mean", to_string(m.mean)},
                   {"mean_decimal", to_decimal(m.mean, 6)},
                   {"variance", to_string(m.variance)},
                   {"variance_decimal", to_decimal(m.variance, 6)},
                   {"states", m.states}};
  if (!lambda_c && n % 2 == 0) {
    j["printed_mean"] = to_string(printed_tree_dyn_mean(n, lambda_d));
    j["printed_variance"] = to_string(printed_tree_dyn_variance(n, lambda_d));
  }
  if (o.has("--json")) {
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  // Exact texts beyond a line are left to --json.
  const auto exact = [](const Time& x) {
    const std::string text = to_string(x);
    return text.size() <= 60 ? text + " (" + to_decimal(x, 6) + ")"
                             : to_decimal(x, 6) + " (exact: --json)";
  };
  std::cout << "Tree-dyn, n = " << n << ", lambda_d = " << to_string(lambda_d)
            << ", reductions: " << (lambda_c ? "rate " + to_string(*lambda_c) : "no time") << "\n"
            << "mean:     " << exact(m.mean) << "\n"
            << "variance: " << exact(m.variance) << "\n"
            << "states of the chain: " << m.states << "\n";
  if (j.contains("printed_mean")) {
    std::cout << "as printed (Section 3): mean " << exact(printed_tree_dyn_mean(n, lambda_d))
              << ", variance " << exact(printed_tree_dyn_variance(n, lambda_d)) << "\n";
  }
  return 0;
}

}  // namespace

CommandSpec markov_command() {
  return {
      "markov",
      "Heterogeneous model: Tree-dyn's exact expected time and variance under exponential costs",
      {{"--algorithm", "tree-dyn (the only one with a chain)"},
       {"--n", "Number of processors (1.." + std::to_string(markov_max_n) + ")"},
       {"--lambda-d", "Rate of the exponential transfer costs, exact > 0 (default 1)"},
       {"--lambda-c",
        "Rate of the exponential reduction costs, exact > 0; 0 or absent: reductions take no "
        "time (the paper's lambda_c = 0)"},
       {"--json", "JSON on stdout", true}},
      run_markov};
}

}  // namespace redcheck

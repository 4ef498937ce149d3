#include "claims/check_context.hpp"

#include "enumeration/exhaustive_overlap.hpp"
#include "enumeration/optimum_recurrence.hpp"
#include "errors.hpp"

#include <algorithm>

namespace redcheck {

std::vector<OverlapModel> Domain::cost_pairs() const {
  std::vector<OverlapModel> pairs;
  for (const Time& d : d_values) {
    for (const Time& c : c_values) pairs.push_back(make_overlap_model(d, c));
  }
  return pairs;
}

int Domain::explicit_tree_n_max() const {
  return std::min(tree_n_max, n_max);
}

int Domain::family_limit() const {
  return std::max(family_n_max, n_max);
}

namespace {
std::string list(const std::vector<Time>& values) {
  std::string text = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    text += (i ? ", " : "") + to_string(values[i]);
  }
  return text + "}";
}
}  // namespace

std::string Domain::describe_costs() const {
  return "(d, c) in " + list(d_values) + " x " + list(c_values);
}

std::string Domain::describe_tie_breaks() const {
  std::string text;
  for (std::size_t i = 0; i < tie_breaks.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == tie_breaks.size() ? " and " : ", ") + to_string(tie_breaks[i]);
  }
  return text;
}

void Domain::check() const {
  if (n_max < 1 || n_max > recurrence_max_n) {
    throw InputError("--n-max " + std::to_string(n_max) + " is out of range; accepted: 1.." +
                     std::to_string(recurrence_max_n));
  }
  if (exhaustive_n_max < 1 || exhaustive_n_max > exhaustive_max_n) {
    throw InputError("--exhaustive-n-max " + std::to_string(exhaustive_n_max) +
                     " is out of range; accepted: 1.." + std::to_string(exhaustive_max_n));
  }
  if (tree_n_max < 1 || tree_n_max > 12) {
    throw InputError("--tree-n-max " + std::to_string(tree_n_max) +
                     " is out of range; accepted: 1..12");
  }
  if (family_n_max < 1 || family_n_max > (1 << 20)) {
    throw InputError("--family-n-max " + std::to_string(family_n_max) +
                     " is out of range; accepted: 1..1048576");
  }
  if (d_values.empty() || c_values.empty()) throw InputError("the cost grid is empty");
  for (const auto& v : d_values) make_overlap_model(v, 0);
  for (const auto& v : c_values) make_overlap_model(0, v);
  if (tie_breaks.empty()) throw InputError("no tie-break rule given");
}

nlohmann::json CheckContext::domain_json() const {
  nlohmann::json dv = nlohmann::json::array();
  nlohmann::json cv = nlohmann::json::array();
  for (const auto& v : domain_.d_values) dv.push_back(to_string(v));
  for (const auto& v : domain_.c_values) cv.push_back(to_string(v));
  nlohmann::json ties = nlohmann::json::array();
  for (auto t : domain_.tie_breaks) ties.push_back(to_string(t));
  return {{"n_max", domain_.n_max},
          {"exhaustive_n_max", domain_.exhaustive_n_max},
          {"tree_n_max", domain_.tree_n_max},
          {"family_n_max", domain_.family_n_max},
          {"d_values", dv},
          {"c_values", cv},
          {"tie_breaks", ties}};
}

CheckContext::CheckContext(Domain domain) : domain_(std::move(domain)) {
  domain_.check();
}

const Time& CheckContext::optimum(int k, const OverlapModel& model) {
  const std::string key =
      to_string(model.d) + " " + to_string(model.c) + (model.overlap ? " overlap" : " no-overlap");
  auto it = optima_.find(key);
  if (it == optima_.end()) {
    const int n = domain_.n_max;
    const int enumerated = std::min(n, domain_.exhaustive_n_max);
    ExhaustiveOptions options;
    options.keep_trees = 0;
    auto exhaustive = exhaustive_optimum(enumerated, model, options);
    trees_examined_ += exhaustive.shapes;
    std::vector<Time> optima = std::move(exhaustive.optimum_by_size);
    if (n > enumerated) {
      const auto recurrence = recurrence_optimum(n, model);
      optima.resize(static_cast<std::size_t>(n) + 1);
      for (int j = enumerated + 1; j <= n; ++j) optima[j] = recurrence.optimum_by_size[j];
    }
    it = optima_.emplace(key, std::move(optima)).first;
  }
  return it->second.at(static_cast<std::size_t>(k));
}

std::string CheckContext::optimum_method(int k) const {
  return k <= std::min(domain_.n_max, domain_.exhaustive_n_max)
             ? "exhaustive enumeration of every ordered tree"
             : "the Pareto recurrence (optimum_recurrence.hpp)";
}

}  // namespace redcheck

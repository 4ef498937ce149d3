#include "models/segmented/claims/context.hpp"

#include "cli/arguments.hpp"

#include <algorithm>

namespace redcheck {

const std::string lowery_paper = "Lowery & Langou 2013, ";

SegmentedSettings SegmentedSettings::from_options(const OptionValues& o) {
  SegmentedSettings s;
  const auto integer = [&](const char* flag, long long low, long long high) -> std::optional<int> {
    if (const std::string* text = o.find(flag)) {
      return static_cast<int>(parse_integer(*text, flag, low, high));
    }
    return std::nullopt;
  };
  s.p_max = integer("--p-max", 1, max_p);
  s.q_max = integer("--q-max", 1, max_q);
  s.search_p_max = integer("--search-p-max", 1, max_search_p);
  s.search_q_max = integer("--search-q-max", 1, max_search_q);
  // A list given empty is bad input, not the default: split_list refuses it.
  if (const std::string* text = o.find("--alpha-values")) {
    s.alpha_values = parse_cost_list(*text, "--alpha-values");
  }
  if (const std::string* text = o.find("--gamma-values")) {
    s.gamma_values = parse_cost_list(*text, "--gamma-values");
  }
  return s;
}

bool SegmentedSettings::keeps_alpha(const Time& alpha) const {
  return !alpha_values ||
         std::find(alpha_values->begin(), alpha_values->end(), alpha) != alpha_values->end();
}

bool SegmentedSettings::keeps_gamma(const Time& gamma) const {
  return !gamma_values ||
         std::find(gamma_values->begin(), gamma_values->end(), gamma) != gamma_values->end();
}

nlohmann::json SegmentedSettings::to_json() const {
  const auto list = [](const std::optional<std::vector<Time>>& values) -> nlohmann::json {
    if (!values) return "each claim's own";
    nlohmann::json out = nlohmann::json::array();
    for (const auto& v : *values) out.push_back(to_string(v));
    return out;
  };
  const auto limit = [](const std::optional<int>& v) -> nlohmann::json {
    if (!v) return "each claim's own";
    return *v;
  };
  return {{"p_max", limit(p_max)},
          {"q_max", limit(q_max)},
          {"alpha_values", list(alpha_values)},
          {"gamma_values", list(gamma_values)},
          {"search_p_max", limit(search_p_max)},
          {"search_q_max", limit(search_q_max)},
          {"fuzz_p_max", fuzz_p_max}};
}

std::string times_text(const std::vector<Time>& values) {
  return set_text(values, [](const Time& t) { return to_string(t); });
}

nlohmann::json instance_json(const SegmentedInstance& in) {
  return {{"p", in.p},
          {"segments", in.segments},
          {"alpha", to_string(in.alpha)},
          {"beta", to_string(in.beta)},
          {"gamma", to_string(in.gamma)}};
}

std::string segmented_replay(SegmentedAlgorithm algorithm, const SegmentedInstance& in,
                             Ports ports) {
  return "enumerator schedule --model segmented --algorithm " + to_string(algorithm) + " " +
         segmented_instance_arguments(in, ports);
}

std::string segmented_optimum_replay(const SegmentedInstance& in, Ports ports) {
  return "enumerator optimum --model segmented " + segmented_instance_arguments(in, ports);
}

const std::vector<UnidirectionalFigureCell>& SegmentedClaimContext::unidirectional_cells() {
  cells_made_.call([this] {
    std::vector<int> ps;
    for (int p : unidirectional_figures_p()) {
      if (p <= settings_.p_last(64)) ps.push_back(p);
    }
    cells_ = compute_unidirectional_cells(ps);
  });
  return cells_;
}

const std::vector<Figure6Row>& SegmentedClaimContext::figure6() {
  figure6_made_.call([this] { figure6_ = compute_figure6(); });
  return figure6_;
}

const std::vector<TableIvConfig>& SegmentedClaimContext::table_iv() {
  table_iv_made_.call([this] {
    table_iv_ = compute_table_iv(table_iv_grids()[0].p_values, SweepAlgorithm::uni_greedy);
  });
  return table_iv_;
}

}  // namespace redcheck

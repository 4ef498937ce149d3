#pragma once
// What the claims of Lowery & Langou 2013 share during one run: the domain
// settings (the segmented model's options of verifier check) and the
// commands that replay a counterexample.
//
// Each claim has its own default range (Table I's formulas are checked on
// p = 4..40, the bi-greedy conjecture on p = 2..128, ...). An option, when
// given, replaces that part of every claim's range: --p-max the largest p,
// --q-max the largest number of segments, --alpha-values and --gamma-values
// the cost grids. The exhaustive schedule searches (Theorem 5, the remark
// under Figure 3) take their own, smaller limits, --search-p-max and
// --search-q-max, capped by --p-max and --q-max.

#include "claims/domain.hpp"
#include "concurrency/shared_once.hpp"
#include "models/model.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/model.hpp"
#include "models/segmented/tables/lowery_bidirectional_figures.hpp"
#include "models/segmented/tables/lowery_table_iv.hpp"
#include "models/segmented/tables/lowery_unidirectional_figures.hpp"

#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

struct SegmentedSettings {
  std::optional<int> p_max;
  std::optional<int> q_max;
  std::optional<std::vector<Time>> alpha_values;
  std::optional<std::vector<Time>> gamma_values;
  /// --search-p-max and --search-q-max; unset: each claim's own limits.
  std::optional<int> search_p_max;
  std::optional<int> search_q_max;
  /// verifier fuzz: the largest p drawn (0: not fuzzing). The formula and
  /// bi-greedy claims then also draw p beyond their grids, longer messages
  /// and random exact alpha and gamma (gen::cost()).
  int fuzz_p_max = 0;

  /// Largest accepted values of the options: beyond, the claims' searches
  /// are too large to finish.
  static constexpr int max_p = 1024, max_q = 64, max_search_p = 8, max_search_q = 4;

  /// The settings the options give. Throws InputError naming an empty,
  /// malformed or out-of-range value.
  static SegmentedSettings from_options(const OptionValues& options);

  /// The largest p of a claim whose own default is `claim_default`.
  int p_last(int claim_default) const { return p_max.value_or(claim_default); }
  /// The largest q of a claim whose own default is `claim_default`.
  int q_last(int claim_default) const { return q_max.value_or(claim_default); }
  /// Limits of the exhaustive searches of a claim whose own are
  /// `claim_p` and `claim_q` (6 and 3 unless its searches are cheap further).
  int search_p_last(int claim_p = 6) const {
    const int p = search_p_max.value_or(claim_p);
    return std::min(p, p_max.value_or(p));
  }
  int search_q_last(int claim_q = 3) const {
    const int q = search_q_max.value_or(claim_q);
    return std::min(q, q_max.value_or(q));
  }
  /// The alpha (gamma) grid of a claim whose own is `claim_default`.
  std::vector<Time> alphas(std::vector<Time> claim_default) const {
    return alpha_values.value_or(std::move(claim_default));
  }
  std::vector<Time> gammas(std::vector<Time> claim_default) const {
    return gamma_values.value_or(std::move(claim_default));
  }
  /// Whether a cost of a fixed table is in the grids given (all when none).
  bool keeps_alpha(const Time& alpha) const;
  bool keeps_gamma(const Time& gamma) const;

  nlohmann::json to_json() const;
};

class SegmentedClaimContext : public ClaimContext {
 public:
  explicit SegmentedClaimContext(SegmentedSettings settings) : settings_(std::move(settings)) {}
  nlohmann::json domain_json() const override { return settings_.to_json(); }
  const SegmentedSettings& settings() const { return settings_; }

  /// The cells of Figures 1, 4 and 5 with p <= the largest p (default 64),
  /// computed on first use (the figure claims share them).
  const std::vector<UnidirectionalFigureCell>& unidirectional_cells();
  /// The rows of Figure 6, computed on first use.
  const std::vector<Figure6Row>& figure6();
  /// Table IV's configurations for uni-greedy, every p the text lists,
  /// computed on first use.
  const std::vector<TableIvConfig>& table_iv();

 private:
  SegmentedSettings settings_;
  SharedOnce cells_made_, figure6_made_, table_iv_made_;
  std::vector<TableIvConfig> table_iv_;
  std::vector<UnidirectionalFigureCell> cells_;
  std::vector<Figure6Row> figure6_;
};

/// "{0, 1/2, 1}".
std::string times_text(const std::vector<Time>& values);

/// {"p", "segments", "alpha", "beta", "gamma"} (exact numbers as strings).
nlohmann::json instance_json(const SegmentedInstance& instance);

/// "enumerator schedule --model segmented --algorithm A --p P --segments S
/// --alpha A --beta B --gamma G [--bidirectional]".
std::string segmented_replay(SegmentedAlgorithm algorithm, const SegmentedInstance& instance,
                             Ports ports);

/// "enumerator optimum --model segmented --p P --segments S --alpha A --beta B
/// --gamma G [--bidirectional]".
std::string segmented_optimum_replay(const SegmentedInstance& instance, Ports ports);

/// "Lowery & Langou 2013, ".
extern const std::string lowery_paper;

}  // namespace redcheck

#pragma once
// What the claims of Canon & Antoniu 2012 share during one run: the domain
// settings (the overlap model's options of verifier check), the optima
// (computed once per cost pair), the domains the claims range over, and the
// commands that replay a counterexample.

#include "claims/domain.hpp"
#include "concurrency/once_map.hpp"
#include "models/model.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/model.hpp"
#include "models/overlap/validator.hpp"
#include "schedule/reduction_tree.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

/// The domain of the overlap model's claims.
struct OverlapSettings {
  int n_max = 16;             ///< machines, for checks against the optimum
  int exhaustive_n_max = 18;  ///< optima up to here by exhaustive enumeration, beyond by recurrence
  int tree_n_max = 10;        ///< checks that time every ordered tree explicitly (capped by n_max)
  int family_n_max = 1024;    ///< largest binomial / Fibonacci tree built (or n_max if larger)
  int limited_n_max = 9;      ///< Section 6: machines, for checks against the optima under a limit
  /// Section 7.3's conjecture, read per tie-break: n up to here (optima by
  /// the recurrence beyond n_max; the binomial half first fails with tie-break
  /// lowest at n = 22).
  int conjecture_n_max = 40;
  std::vector<Time> d_values{Time(0), Time(1, 3), Time(1, 2), Time(1), Time(2), Time(3)};
  std::vector<Time> c_values{Time(0), Time(1, 3), Time(1, 2), Time(1), Time(2), Time(3)};
  std::vector<TieBreak> tie_breaks{TieBreak::lowest_index, TieBreak::highest_index};
  /// Fuzzing: the domains draw random exact costs instead of the grid's.
  bool random_costs = false;

  /// The settings the options give (--n-max, --costs, ...). Throws
  /// InputError naming an empty, malformed or out-of-range value.
  static OverlapSettings from_options(const OptionValues& options);
  /// For verifier fuzz: the options' settings with random costs and, where
  /// no option says otherwise, n up to `max_size` (0: 40), optima by
  /// enumeration up to 12 and by the recurrence beyond, random trees up to n.
  static OverlapSettings for_fuzzing(const OptionValues& options, int max_size);

  /// Every (d, c) of the grid, d-major, as overlap models.
  std::vector<OverlapModel> cost_pairs() const;
  /// Trees per machine count checked explicitly: min(tree_n_max, n_max).
  int explicit_tree_n_max() const;
  /// Largest family tree: max(family_n_max, n_max).
  int family_limit() const;
  /// "(d, c) in {0, 1/2} x {1}".
  std::string costs_text() const;
  /// "lowest and highest".
  std::string tie_breaks_text() const;
  nlohmann::json to_json() const;
};

class OverlapClaimContext : public ClaimContext {
 public:
  explicit OverlapClaimContext(OverlapSettings settings) : settings_(std::move(settings)) {}

  nlohmann::json domain_json() const override { return settings_.to_json(); }
  /// Trees examined per set of costs whose optima the run computed.
  nlohmann::json counters() const override;

  const OverlapSettings& settings() const { return settings_; }

  /// Exact optimum on k machines (1 <= k <= n_max) under `model`, shared by
  /// every claim of the run.
  const Time& optimum(int k, const OverlapModel& model);

  /// How optimum(k, .) is obtained, in words.
  std::string optimum_method(int k) const;

  /// Exact optimum on k machines for 1 <= k <= wide_n_max(): optimum(k,
  /// model) up to n_max, the Pareto recurrence beyond (claims whose own n
  /// does not follow --n-max: Section 7.3's conjecture, Section 6's limits,
  /// the Fibonacci strategy at n = 1 and 2).
  const Time& wide_optimum(int k, const OverlapModel& model);
  /// max(n_max, conjecture_n_max, limited_n_max, 2).
  int wide_n_max() const;

  /// Exact optimum on n machines under the limits of `model` (Section 6,
  /// limited_optimum.hpp), computed once per run.
  const Time& optimum_under_limits(int n, const OverlapModel& model);

 private:
  OverlapSettings settings_;
  // Shared by claims running in parallel (claims/run_claims.hpp).
  OnceMap<std::string, std::vector<Time>> optima_;       ///< key: d, c, overlap
  OnceMap<std::string, std::vector<Time>> unit_optima_;  ///< the same, max(d, c) = 1 or 0
  OnceMap<std::string, Time> limited_optima_;            ///< key: n, d, c, limits
  OnceMap<std::string, std::vector<Time>> wide_optima_;  ///< key: d, c, overlap
  mutable std::mutex examined_mutex_;
  std::map<std::string, std::uint64_t> trees_examined_;  ///< by key of unit_optima_
};

// ---- the points claims range over, and their domains -------------------------

struct SizeCosts {
  int n = 1;  ///< machines (or, for a star, senders)
  OverlapModel costs;
};

struct SizeCostsRule {
  int n = 1;
  OverlapModel costs;
  TieBreak rule = TieBreak::lowest_index;
};

struct TreeCosts {
  int n = 1;
  OverlapModel costs;
  ReductionTree tree;
};

/// Section 6: n machines, a limit K and costs.
struct LimitCosts {
  int n = 1;
  int k = 1;
  OverlapModel costs;
};

/// n = first..last, K = 1..n (or the range `k_range` gives for n), every (d, c).
Domain<LimitCosts> sizes_limits_costs(const OverlapSettings& s, int first, int last,
                                      const std::function<std::pair<int, int>(int)>& k_range,
                                      const std::string& k_words);

struct OrderCosts {
  int order = 0;
  OverlapModel costs;
};

/// `size` = first..last (named `name`), then every (d, c) of the grid.
Domain<SizeCosts> sizes_and_costs(const OverlapSettings& s, int first, int last,
                                  const std::string& name = "n");

/// n = first..last, every (d, c), every tie-break rule of the settings.
Domain<SizeCostsRule> sizes_costs_rules(const OverlapSettings& s, int first, int last);

/// n = first..min(tree_n_max, n_max), every (d, c), every ordered tree on n
/// machines (for_each_ordered_tree order).
Domain<TreeCosts> every_ordered_tree(const OverlapSettings& s, int first);

/// A tree family of Section 7 and the paper's formulas for it.
struct TreeFamily {
  std::string name;       ///< "binomial tree"
  std::string algorithm;  ///< its builder in enumerator schedule
  std::function<ReductionTree(int)> build;
  std::function<std::uint64_t(int)> size;                ///< machines of order k
  std::function<Time(int, const OverlapModel&)> length;  ///< Propositions 13 and 16
  int first_order = 0;
};

const TreeFamily& binomial_family();
const TreeFamily& fibonacci_family();

/// The family's orders from `first` (its first_order when absent) while its
/// size fits family_limit() and the order is at most `up_to` (fuzzing draws
/// these orders too), then every (d, c).
Domain<OrderCosts> family_orders(const OverlapSettings& s, const TreeFamily& family,
                                 std::optional<int> first = std::nullopt,
                                 std::optional<int> up_to = std::nullopt);

/// Restrictions of the cost grid used by the theorems.
bool min_is_zero(const OverlapModel& m);
bool max_positive(const OverlapModel& m);

// ---- counterexamples ------------------------------------------------------------

/// {"d": "1/2", "c": "1"}.
nlohmann::json costs_json(const OverlapModel& model);

/// "enumerator optimum --model overlap --n 9 --d 1 --c 1/2" (no-overlap and
/// --non-commutative as the model says).
std::string optimum_replay(int n, const OverlapModel& model);

/// "enumerator schedule --model overlap --algorithm A --n N --d D --c C [--tie-break R]".
std::string schedule_replay(const std::string& algorithm, int n, const OverlapModel& model,
                            const std::string& tie_break = "");

/// "enumerator schedule --model overlap --algorithm tree --tree 'T' [--arrival as-in-tree]
/// --d D --c C".
std::string tree_replay(const ReductionTree& tree, const OverlapModel& model, bool as_in_tree);

/// "verifier check --claim ID --n-max N --d-values D --c-values C".
std::string verifier_replay(const std::string& id, int n_max, const OverlapModel& model);

/// "Canon & Antoniu 2012, ".
extern const std::string canon_paper;

}  // namespace redcheck

#pragma once
// What a claim check may range over (the domain) and the optima it shares with
// the other checks of one run (computed once per cost pair).

#include "claims/claim.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/model.hpp"
#include "time/exact_time.hpp"

#include <map>
#include <string>
#include <vector>

namespace redcheck {

struct Domain {
  int n_max = 16;             ///< machines, for checks against the optimum
  int exhaustive_n_max = 18;  ///< optima up to here by exhaustive enumeration, beyond by recurrence
  int tree_n_max = 10;        ///< checks that time every ordered tree explicitly (capped by n_max)
  int family_n_max = 1024;    ///< largest binomial / Fibonacci tree built (or n_max if larger)
  std::vector<Time> d_values{Time(0), Time(1, 3), Time(1, 2), Time(1), Time(2), Time(3)};
  std::vector<Time> c_values{Time(0), Time(1, 3), Time(1, 2), Time(1), Time(2), Time(3)};
  std::vector<TieBreak> tie_breaks{TieBreak::lowest_index, TieBreak::highest_index};

  /// Every (d, c) of the grid, d-major, as overlap models.
  std::vector<OverlapModel> cost_pairs() const;
  /// Trees per machine count checked explicitly: min(tree_n_max, n_max).
  int explicit_tree_n_max() const;
  /// Largest family tree: max(family_n_max, n_max).
  int family_limit() const;
  /// "(d, c) in {0, 1/2} x {1}" style text.
  std::string describe_costs() const;
  /// "lowest and highest" style text.
  std::string describe_tie_breaks() const;
  /// Throws InputError when a limit or a list is out of range.
  void check() const;
};

class CheckContext : public ClaimContext {
 public:
  explicit CheckContext(Domain domain);

  nlohmann::json domain_json() const override;
  nlohmann::json counters() const override {
    return {{"trees_examined_for_optima", trees_examined_}};
  }

  const Domain& domain() const { return domain_; }

  /// Exact optimum on k machines (1 <= k <= n_max) under `model`, shared by all
  /// checks of the run.
  const Time& optimum(int k, const OverlapModel& model);

  /// How optimum(k, .) is obtained, in words.
  std::string optimum_method(int k) const;

  /// Number of ordered trees the optima of this run examined, all pairs together.
  std::uint64_t trees_examined() const { return trees_examined_; }

 private:
  Domain domain_;
  std::map<std::string, std::vector<Time>> optima_;  ///< key: d, c, overlap
  std::uint64_t trees_examined_ = 0;
};

}  // namespace redcheck

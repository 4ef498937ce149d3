#pragma once
// What the claims of Benoit, Canon & Marchal 2013 share during one run: the
// domain of the approximation claims (Table 1) and the exact values computed
// once for all of them.
//
// The domain of Table 1: c_i = c identical (as the theorems assume), d_ij in
// {d, D}: every such matrix for n = 2..--hetero-n-max (default 4: 2^12
// matrices at n = 4), and --hetero-draws random ones (each entry d or D with
// probability 1/2, seed --hetero-seed) for each n up to
// --hetero-random-n-max (default 8); (d, D) in {(1, 2), (1, 4)}, c in {0,
// 1/2, 1 = d, 3}. Each point is evaluated once: the exact optimum (dynamic
// program over subsets) and the validated makespan of every commutative
// builder.

#include "claims/domain.hpp"
#include "concurrency/shared_once.hpp"
#include "concurrency/shared_work.hpp"
#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/model.hpp"
#include "models/heterogeneous/tables/benoit_figures.hpp"
#include "models/model.hpp"

#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

extern const std::string benoit_paper;  // "Benoit, Canon & Marchal 2013, "

struct HeterogeneousSettings {
  int n_max = 4;                           ///< every {d, D} matrix up to this n
  int random_n_max = 8;                    ///< random {d, D} matrices up to this n
  int draws = 30;                          ///< random matrices per n and cost setting
  std::uint64_t seed = 1;                  ///< of the random matrices
  int markov_n_max = 64;                   ///< the chain claims: n = 1..this
  std::uint64_t monte_carlo_runs = 10000;  ///< per point of the statistical claims (Section 4)
  /// Figure 3's points the claims read: CVs up to this one (beyond, 10^4
  /// runs cannot separate means within 1%: --mc-runs 1000000 does).
  double figure3_cv_max = 3;
  /// verifier fuzz: the ratio claims (Table 1) draw n = 2..this with any
  /// positive d_ij (0: not fuzzing). The optimum's dynamic program over
  /// subsets bounds it (2.6 ms at n = 9, 0.11 s at 12).
  int fuzz_n_max = 0;
  static constexpr int max_fuzz_n = 10;

  static constexpr int max_n = 5, max_random_n = 12, max_draws = 10000, max_markov_n = 512;
  static constexpr std::uint64_t max_monte_carlo_runs = 10'000'000;

  /// Throws InputError naming an out-of-range value.
  static HeterogeneousSettings from_options(const OptionValues& options);
  nlohmann::json to_json() const;
};

/// One point of Table 1's domain, evaluated.
struct RatioPoint {
  HeterogeneousInstance instance;
  Time c;         ///< every c_i
  Time smallest;  ///< d = min d_ij (i != j)
  Time delta;     ///< Delta = max d_ij / min d_ij
  Time optimum;
  std::map<HeterogeneousBuilder, Time> makespan;  ///< validated, commutative builders
};

class HeterogeneousClaimContext : public ClaimContext {
 public:
  explicit HeterogeneousClaimContext(HeterogeneousSettings settings)
      : settings_(std::move(settings)) {}
  nlohmann::json domain_json() const override { return settings_.to_json(); }
  nlohmann::json counters() const override;
  const HeterogeneousSettings& settings() const { return settings_; }

  /// Table 1's points, evaluated on first use (in parallel), in a fixed
  /// order: n, then (d, D), then c, then the matrix.
  const std::vector<RatioPoint>& ratio_points();
  /// Their description in words.
  std::string ratio_words() const;

  /// Figure 4's grid with settings().monte_carlo_runs runs per square, gamma
  /// or two-point costs, computed on first use (Section 4's statistical
  /// claims share it).
  const std::vector<FigurePoint>& figure4(CostShape costs = CostShape::gamma);
  /// Figure 3's points (mu_c = 0, the paper's four algorithms) at the CVs of
  /// Figure 4 up to settings().figure3_cv_max (0.01, 0.03, 0.1, 0.3, 1, 3 by
  /// default), settings().monte_carlo_runs runs each (low_cv_runs() at CV <=
  /// 0.1, where the means differ by a hundred times their standard errors),
  /// computed on first use.
  const std::vector<FigurePoint>& figure3(CostShape costs = CostShape::gamma);
  /// Figure 3's point at CV = 10 (benoit2013.sec4.equivalent-at-cv-10),
  /// computed on first use.
  const FigurePoint& figure3_at_10(CostShape costs = CostShape::gamma);
  /// Figure 4's squares with every reduction drawing its own cost (not one
  /// c_i per processor), Fibonacci-stat and Tree-dyn, every CV up to 3, every
  /// ratio but 1: what the symmetry of Figure 4(a) reads, on first use. The
  /// squares with CV <= 0.1 run low_cv_runs() times.
  const std::vector<FigurePoint>& figure4_fresh_reductions();
  /// Squares between Figure 4's ratios near 1/2 and 2: mu_c/mu_d in {2/3,
  /// 3/2}, CV <= 0.1, the paper's four algorithms, gamma costs,
  /// low_cv_runs() runs each, on first use.
  const std::vector<FigurePoint>& figure4_near_half();
  /// Runs per square of the squares with CV <= 0.1 drawn beside Figure 4: a
  /// tenth of settings().monte_carlo_runs (at least 100), whose intervals are
  /// still a few thousandths wide there.
  std::uint64_t low_cv_runs() const;

 private:
  HeterogeneousSettings settings_;
  SharedOnce listed_;
  std::vector<RatioPoint> points_;
  std::unique_ptr<SharedWork> evaluation_;  // of points_, made with them
  // By cost shape (gamma, two-point, Bernoulli), made on first use.
  static constexpr std::size_t shapes = std::size(all_cost_shapes);
  SharedOnce figure4_made_[shapes], figure3_made_[shapes], at_10_made_[shapes];
  std::optional<FigurePoint> at_10_[shapes];
  std::unique_ptr<Figure4Squares> figure4_[shapes];
  std::vector<FigurePoint> figure3_[shapes];
  SharedOnce fresh_made_, near_half_made_;
  std::unique_ptr<Figure4Squares> fresh_, fresh_low_, near_half_;
  std::vector<FigurePoint> fresh_points_;
};

std::vector<OptionSpec> heterogeneous_domain_options();
std::unique_ptr<ClaimContext> make_heterogeneous_claim_context(const OptionValues& options);
/// For verifier fuzz: fuzz_n_max = --max-size, within 2..max_fuzz_n
/// (default max_fuzz_n).
std::unique_ptr<ClaimContext> make_heterogeneous_fuzz_context(const OptionValues& options,
                                                              int max_size);

/// "enumerator schedule --model heterogeneous --algorithm A <instance>".
std::string heterogeneous_schedule_replay(HeterogeneousBuilder builder,
                                          const HeterogeneousInstance& instance);
/// "enumerator optimum --model heterogeneous <instance>".
std::string heterogeneous_optimum_replay(const HeterogeneousInstance& instance);

}  // namespace redcheck

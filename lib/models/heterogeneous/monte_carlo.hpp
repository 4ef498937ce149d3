#pragma once
// Monte Carlo runs of the algorithms of Section 4 on random costs, gamma or
// two-point (random_costs.hpp), in doubles: statistics, never a verdict of exactness.
// The statistical claims state their confidence and number of runs.
//
// Reproducible: run r's costs depend only on (seed, r); runs are split in
// fixed blocks whose results are stored by run, and every sum is taken in run
// order, so the output is the same whatever the number of threads.
// Statistics: the mean, its standard error (sample standard deviation /
// sqrt(runs)), and the 10% and 90% quantiles by nearest rank (the value of
// rank ceil(p R) among the R sorted values). Memory: one double per run and
// algorithm (the quantiles need them).
//
// The static algorithms are timed by static_timing.hpp (the fast path,
// equal to their simulation when transfers cost > 0, which gamma costs are
// almost surely; CV = 0 gives constant costs > 0 when mu_d > 0), the
// dynamic ones by their simulation (simulation.hpp), all in doubles.

#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/random_costs.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

/// Largest coefficient of variation drawn (a gamma of shape 1/cv^2 = 0.01).
inline constexpr double monte_carlo_max_cv = 10;

struct MonteCarloSettings {
  int n = 64;
  std::uint64_t runs = 1000;
  double cv = 1;                       ///< the same for transfers and reductions (Section 4)
  CostShape costs = CostShape::gamma;  ///< the costs' distribution, of mean mu and this CV
  double mu_d = 1;
  double mu_c = 0;
  std::uint64_t seed = 1;
  std::vector<HeterogeneousBuilder> algorithms;  ///< empty: the paper's four
  /// Draw every reduction's cost afresh (the Markov chain's assumption)
  /// instead of one c_j per processor (the model's).
  bool redraw_reductions = false;
};

struct AlgorithmStatistics {
  HeterogeneousBuilder algorithm;
  double mean = 0, standard_error = 0, q10 = 0, q90 = 0;
  std::vector<double> samples;  ///< by run
};

/// The paper's four: Binomial-stat, Fibonacci-stat, Tree-dyn,
/// Non-Commut-Tree-dyn.
const std::vector<HeterogeneousBuilder>& paper_algorithms();

/// Largest n and runs accepted.
inline constexpr int monte_carlo_max_n = 4096;
inline constexpr std::uint64_t monte_carlo_max_runs = 100'000'000;

/// The runs of one setting, in blocks that any thread may run (each block
/// once, distinct blocks at once), for callers that schedule the blocks
/// themselves (figure points shared by claims); run_monte_carlo runs them all.
class MonteCarloRuns {
 public:
  /// Throws InputError on settings out of range (naming them).
  explicit MonteCarloRuns(MonteCarloSettings settings);
  ~MonteCarloRuns();
  MonteCarloRuns(MonteCarloRuns&&) noexcept;
  MonteCarloRuns& operator=(MonteCarloRuns&&) noexcept;

  const MonteCarloSettings& settings() const;
  std::size_t blocks() const;
  /// Runs block `block`; returns how many runs it held.
  std::uint64_t run_block(std::size_t block);
  /// Whether the two draw the same costs but for the mean of the reductions
  /// (the same n, runs, seed, CV, mu_d, reductions redrawn or not).
  bool shares_draws_with(const MonteCarloRuns& other) const;
  /// Runs block `block` of every member of `group` (all sharing their draws
  /// with the first), drawing each run's costs once: the samples are those
  /// run_block gives each, bit for bit (random_costs.hpp: a reduction's
  /// draw is its unit draw times its scale either way). Returns the runs
  /// done, over the group.
  static std::uint64_t run_block_together(const std::vector<MonteCarloRuns*>& group,
                                          std::size_t block);
  /// The samples of block `block`, per algorithm (after run_block), and
  /// setting them from another rank's run_block (distributed/).
  std::vector<std::vector<double>> block_samples(std::size_t block) const;
  void set_block_samples(std::size_t block, const std::vector<std::vector<double>>& samples);
  /// The statistics, once every block has run.
  std::vector<AlgorithmStatistics> statistics() &&;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

/// Runs every algorithm on the same `runs` realisations. `progress(runs)`
/// is called after each block with the number of runs it finished (one call
/// at a time). Under MPI the blocks are split over the ranks; run r's draws
/// depend on (seed, r) only, so the samples are the single process's.
/// Throws InputError on settings out of range (naming them).
std::vector<AlgorithmStatistics> run_monte_carlo(
    const MonteCarloSettings& settings,
    const std::function<void(std::uint64_t)>& progress = nullptr);

/// Runs each (runs, block) once over the MPI ranks (distributed/) and hands
/// every rank every block's samples; `advance(runs)` hears of each block done
/// on this rank (from any thread).
void run_blocks_over_ranks(const std::vector<std::pair<MonteCarloRuns*, std::size_t>>& blocks,
                           const std::function<void(std::uint64_t)>& advance);

/// The standard error of the mean of a - b, paired by run.
double paired_standard_error(const std::vector<double>& a, const std::vector<double>& b);

/// The exact costs of run `run` (the doubles the runs use, as exact
/// rationals): for cross-checks with the exact builders and validator.
HeterogeneousInstance realised_instance(const MonteCarloSettings& settings, std::uint64_t run);

/// One run's makespan of `algorithm`, in doubles, as run_monte_carlo does it.
double simulated_makespan(const MonteCarloSettings& settings, HeterogeneousBuilder algorithm,
                          std::uint64_t run);

}  // namespace redcheck

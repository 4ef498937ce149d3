#include "models/heterogeneous/monte_carlo.hpp"

#include "concurrency/parallel_for.hpp"
#include "distributed/distributed_map.hpp"
#include "errors.hpp"
#include "models/heterogeneous/random_costs.hpp"
#include "models/heterogeneous/static_timing.hpp"

#include <algorithm>
#include <cmath>
#include <mutex>

namespace redcheck {

namespace {

constexpr std::uint64_t block_runs = 2048;

/// The runs [first, last) of block `block` of `runs` runs.
std::pair<std::uint64_t, std::uint64_t> block_range(std::uint64_t runs, std::size_t block) {
  const std::uint64_t first = block * block_runs;
  return {first, std::min(runs, first + block_runs)};
}

void check_settings(const MonteCarloSettings& s) {
  if (s.n < 1 || s.n > monte_carlo_max_n) {
    throw InputError("--n = " + std::to_string(s.n) + " is out of range; accepted: 1.." +
                     std::to_string(monte_carlo_max_n));
  }
  if (s.runs < 1 || s.runs > monte_carlo_max_runs) {
    throw InputError("--runs = " + std::to_string(s.runs) + " is out of range; accepted: 1.." +
                     std::to_string(monte_carlo_max_runs));
  }
  const auto finite_non_negative = [](double x, const char* flag) {
    if (!(x >= 0) || !std::isfinite(x) || x > 1e6) {
      throw InputError(std::string(flag) + " = " + std::to_string(x) +
                       " is out of range; accepted: a number from 0 to 1e6");
    }
  };
  finite_non_negative(s.cv, "--cv");
  finite_non_negative(s.mu_d, "--mu-d");
  finite_non_negative(s.mu_c, "--mu-c");
  if ((s.cv > 0 && s.cv < 1e-3) || s.cv > monte_carlo_max_cv) {
    throw InputError("--cv = " + std::to_string(s.cv) +
                     " is out of range; accepted: 0, or 0.001 to 10 (the gamma's shape is "
                     "1/cv^2: shapes beyond 1e6 are not drawn accurately, and below 0.01 most "
                     "draws fall under the smallest double, so that the sampled means no longer "
                     "estimate the mean)");
  }
}

double nearest_rank(std::vector<double>& sorted_copy, double p) {
  const auto r = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted_copy.size())));
  const std::size_t k = std::min(sorted_copy.size() - 1, r == 0 ? 0 : r - 1);
  std::nth_element(sorted_copy.begin(), sorted_copy.begin() + static_cast<std::ptrdiff_t>(k),
                   sorted_copy.end());
  return sorted_copy[k];
}

}  // namespace

// Named, not anonymous: MonteCarloRuns::State holds one.
namespace monte_carlo_detail {

// The algorithms ready to run on doubles: each static builder's tree and its
// postorder, computed once (indexed by builder).
class Runner {
 public:
  explicit Runner(MonteCarloSettings s) : s_(std::move(s)) {
    for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
      if (static_cast<std::size_t>(b) != trees_.size()) {
        throw InternalError("all_heterogeneous_builders() is not in the enum's order");
      }
      trees_.push_back(is_static(b) ? static_tree_of(b, s_.n) : ReductionTree());
      postorders_.push_back(trees_.back().postorder());
    }
  }

  template <class Costs>
  double makespan(HeterogeneousBuilder b, const Costs& costs, std::vector<double>& ready,
                  std::vector<int>& senders) const {
    NoRecorder<double> none;
    if (is_static(b)) {
      const auto k = static_cast<std::size_t>(b);
      // Transfers of cost 0 (Bernoulli costs): first come, first served may
      // see a sender ready at an instant only after its decision there,
      // which only the events of the simulation get right (static_timing.hpp).
      if (s_.costs == CostShape::bernoulli && receive_order_of(b) == ReceiveOrder::fcfs) {
        return simulate_static<double>(trees_[k], ReceiveOrder::fcfs, costs, none).makespan;
      }
      return static_tree_makespan(trees_[k], postorders_[k], receive_order_of(b), costs, ready,
                                  senders);
    }
    if (b == HeterogeneousBuilder::tree_dyn) {
      return simulate_tree_dyn<double>(s_.n, costs, none).makespan;
    }
    return simulate_non_commut_tree_dyn<double>(s_.n, costs, none).makespan;
  }

  LazyRealisation realisation() const {
    return LazyRealisation(s_.n, s_.seed, RandomCost(s_.mu_d, s_.cv, s_.costs),
                           RandomCost(s_.mu_c, s_.cv, s_.costs), s_.redraw_reductions);
  }

 private:
  MonteCarloSettings s_;
  std::vector<ReductionTree> trees_;  // by builder; a single processor for dynamic ones
  std::vector<std::vector<int>> postorders_;
};

}  // namespace monte_carlo_detail

using monte_carlo_detail::Runner;

const std::vector<HeterogeneousBuilder>& paper_algorithms() {
  static const std::vector<HeterogeneousBuilder> four{
      HeterogeneousBuilder::binomial_stat, HeterogeneousBuilder::fibonacci_stat,
      HeterogeneousBuilder::tree_dyn, HeterogeneousBuilder::non_commut_tree_dyn};
  return four;
}

struct MonteCarloRuns::State {
  explicit State(MonteCarloSettings s) : settings(std::move(s)), runner(settings) {}
  MonteCarloSettings settings;
  Runner runner;
  std::vector<AlgorithmStatistics> out;  // samples filled by the blocks
};

MonteCarloRuns::MonteCarloRuns(MonteCarloSettings s) {
  check_settings(s);
  state_ = std::make_unique<State>(std::move(s));
  const MonteCarloSettings& settings = state_->settings;
  for (HeterogeneousBuilder b :
       settings.algorithms.empty() ? paper_algorithms() : settings.algorithms) {
    state_->out.push_back({b, 0, 0, 0, 0, std::vector<double>(settings.runs)});
  }
}

MonteCarloRuns::~MonteCarloRuns() = default;
MonteCarloRuns::MonteCarloRuns(MonteCarloRuns&&) noexcept = default;
MonteCarloRuns& MonteCarloRuns::operator=(MonteCarloRuns&&) noexcept = default;

const MonteCarloSettings& MonteCarloRuns::settings() const {
  return state_->settings;
}

std::size_t MonteCarloRuns::blocks() const {
  return static_cast<std::size_t>((state_->settings.runs + block_runs - 1) / block_runs);
}

std::uint64_t MonteCarloRuns::run_block(std::size_t block) {
  const Runner& runner = state_->runner;
  LazyRealisation costs = runner.realisation();
  std::vector<double> ready;
  std::vector<int> senders;
  const auto [first, last] = block_range(state_->settings.runs, block);
  for (std::uint64_t r = first; r < last; ++r) {
    check_cancelled();
    costs.start_run(r);
    for (auto& a : state_->out) {
      costs.start_algorithm();
      a.samples[r] = runner.makespan(a.algorithm, costs, ready, senders);
    }
  }
  return last - first;
}

bool MonteCarloRuns::shares_draws_with(const MonteCarloRuns& other) const {
  const MonteCarloSettings &a = settings(), &b = other.settings();
  return a.n == b.n && a.runs == b.runs && a.seed == b.seed && a.cv == b.cv && a.costs == b.costs &&
         a.mu_d == b.mu_d && a.redraw_reductions == b.redraw_reductions;
}

std::uint64_t MonteCarloRuns::run_block_together(const std::vector<MonteCarloRuns*>& group,
                                                 std::size_t block) {
  for (const MonteCarloRuns* runs : group) {
    if (!group.front()->shares_draws_with(*runs))
      throw InternalError("Monte Carlo runs grouped that do not share their draws");
  }
  LazyRealisation costs = group.front()->state_->runner.realisation();
  std::vector<ReductionMeanView> views;
  for (const MonteCarloRuns* runs : group) {
    views.emplace_back(
        costs, RandomCost(runs->settings().mu_c, runs->settings().cv, runs->settings().costs),
        runs->settings().n);
  }
  std::vector<double> ready;
  std::vector<int> senders;
  const MonteCarloSettings& s = group.front()->settings();
  const auto [first, last] = block_range(s.runs, block);
  for (std::uint64_t r = first; r < last; ++r) {
    check_cancelled();
    costs.start_run(r);
    for (std::size_t q = 0; q < group.size(); ++q) {
      State& state = *group[q]->state_;
      for (auto& a : state.out) {
        views[q].start_algorithm();
        a.samples[r] = state.runner.makespan(a.algorithm, views[q], ready, senders);
      }
    }
  }
  return (last - first) * group.size();
}

std::vector<std::vector<double>> MonteCarloRuns::block_samples(std::size_t block) const {
  const auto [first, last] = block_range(state_->settings.runs, block);
  std::vector<std::vector<double>> out;
  for (const auto& a : state_->out) {
    out.emplace_back(a.samples.begin() + static_cast<std::ptrdiff_t>(first),
                     a.samples.begin() + static_cast<std::ptrdiff_t>(last));
  }
  return out;
}

void MonteCarloRuns::set_block_samples(std::size_t block,
                                       const std::vector<std::vector<double>>& samples) {
  const auto [first, last] = block_range(state_->settings.runs, block);
  if (samples.size() != state_->out.size()) throw InternalError("a block of another run");
  for (std::size_t a = 0; a < samples.size(); ++a) {
    if (samples[a].size() != last - first) throw InternalError("a block of another size");
    std::copy(samples[a].begin(), samples[a].end(),
              state_->out[a].samples.begin() + static_cast<std::ptrdiff_t>(first));
  }
}

std::vector<AlgorithmStatistics> MonteCarloRuns::statistics() && {
  const auto runs = static_cast<double>(state_->settings.runs);
  std::vector<AlgorithmStatistics> out = std::move(state_->out);
  for (auto& a : out) {
    double sum = 0;
    for (double x : a.samples) sum += x;
    a.mean = sum / runs;
    double squares = 0;
    for (double x : a.samples) squares += (x - a.mean) * (x - a.mean);
    const double variance = runs > 1 ? squares / (runs - 1) : 0;
    a.standard_error = std::sqrt(variance / runs);
    std::vector<double> copy = a.samples;
    a.q10 = nearest_rank(copy, 0.1);
    a.q90 = nearest_rank(copy, 0.9);
  }
  return out;
}

void run_blocks_over_ranks(const std::vector<std::pair<MonteCarloRuns*, std::size_t>>& blocks,
                           const std::function<void(std::uint64_t)>& advance) {
  using Samples = std::vector<std::vector<double>>;
  const std::vector<Samples> all = distributed_map<Samples>(
      blocks.size(),
      [&](std::size_t k) {
        const auto [runs, block] = blocks[k];
        const std::uint64_t done = runs->run_block(block);
        if (advance) advance(done);
        return runs->block_samples(block);
      },
      [](const Samples& samples) { return nlohmann::json(samples); },
      [](const nlohmann::json& j, std::size_t) { return j.get<Samples>(); });
  for (std::size_t k = 0; k < all.size(); ++k) {
    blocks[k].first->set_block_samples(blocks[k].second, all[k]);
  }
}

std::vector<AlgorithmStatistics> run_monte_carlo(
    const MonteCarloSettings& s, const std::function<void(std::uint64_t)>& progress) {
  MonteCarloRuns runs(s);
  std::mutex report;
  if (distributed_now()) {
    std::vector<std::pair<MonteCarloRuns*, std::size_t>> blocks;
    for (std::size_t block = 0; block < runs.blocks(); ++block) blocks.emplace_back(&runs, block);
    run_blocks_over_ranks(blocks, [&](std::uint64_t done) {
      if (!progress) return;
      const std::lock_guard<std::mutex> lock(report);
      progress(done);
    });
    return std::move(runs).statistics();
  }
  parallel_for(runs.blocks(), [&](std::size_t block) {
    const std::uint64_t done = runs.run_block(block);
    if (progress) {
      const std::lock_guard<std::mutex> lock(report);
      progress(done);
    }
  });
  return std::move(runs).statistics();
}

double paired_standard_error(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size() || a.empty()) throw InternalError("paired samples of different sizes");
  const auto runs = static_cast<double>(a.size());
  double mean = 0;
  for (std::size_t k = 0; k < a.size(); ++k) mean += a[k] - b[k];
  mean /= runs;
  double squares = 0;
  for (std::size_t k = 0; k < a.size(); ++k) {
    const double e = a[k] - b[k] - mean;
    squares += e * e;
  }
  return a.size() > 1 ? std::sqrt(squares / (runs - 1) / runs) : 0;
}

HeterogeneousInstance realised_instance(const MonteCarloSettings& s, std::uint64_t run) {
  check_settings(s);
  if (s.redraw_reductions) {
    throw InternalError("costs redrawn per reduction are not one instance");
  }
  const Runner runner(s);
  LazyRealisation costs = runner.realisation();
  costs.start_run(run);
  const auto size = static_cast<std::size_t>(s.n);
  std::vector<std::vector<Time>> d(size, std::vector<Time>(size));
  std::vector<Time> c(size);
  for (int i = 0; i < s.n; ++i) {
    for (int j = 0; j < s.n; ++j) {
      if (i != j) d[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = Time(costs.d(i, j));
    }
    c[static_cast<std::size_t>(i)] = Time(costs.c(i));
  }
  return make_heterogeneous_instance(std::move(d), std::move(c));
}

double simulated_makespan(const MonteCarloSettings& s, HeterogeneousBuilder algorithm,
                          std::uint64_t run) {
  check_settings(s);
  const Runner runner(s);
  LazyRealisation costs = runner.realisation();
  costs.start_run(run);
  std::vector<double> ready;
  std::vector<int> senders;
  return runner.makespan(algorithm, costs, ready, senders);
}

}  // namespace redcheck

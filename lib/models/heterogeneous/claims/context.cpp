#include "models/heterogeneous/claims/context.hpp"

#include "claims/fast_then_exact.hpp"
#include "cli/arguments.hpp"
#include "concurrency/shared_work.hpp"
#include "models/heterogeneous/instances.hpp"
#include "models/heterogeneous/optimum.hpp"
#include "models/heterogeneous/validator.hpp"

#include <algorithm>

namespace redcheck {

const std::string benoit_paper = "Benoit, Canon & Marchal 2013, ";

namespace {

const std::pair<Time, Time> transfer_pairs[] = {{Time(1), Time(2)}, {Time(1), Time(4)}};
const Time reduction_costs[] = {Time(0), Time(1, 2), Time(1), Time(3)};

HeterogeneousInstance two_cost_matrix(int n, const Time& d, const Time& big_d, const Time& c,
                                      std::uint64_t bits) {
  const auto size = static_cast<std::size_t>(n);
  std::vector<std::vector<Time>> m(size, std::vector<Time>(size));
  int k = 0;
  for (std::size_t i = 0; i < size; ++i) {
    for (std::size_t j = 0; j < size; ++j) {
      if (i != j) m[i][j] = (bits >> k++ & 1) ? big_d : d;
    }
  }
  return make_heterogeneous_instance(std::move(m), std::vector<Time>(size, c));
}

}  // namespace

HeterogeneousSettings HeterogeneousSettings::from_options(const OptionValues& o) {
  HeterogeneousSettings s;
  const auto integer = [&](const char* flag, long long low, long long high, auto& target) {
    if (const std::string* text = o.find(flag)) {
      target = static_cast<std::decay_t<decltype(target)>>(parse_integer(*text, flag, low, high));
    }
  };
  integer("--hetero-n-max", 2, max_n, s.n_max);
  integer("--hetero-random-n-max", 2, max_random_n, s.random_n_max);
  integer("--hetero-draws", 0, max_draws, s.draws);
  integer("--hetero-seed", 0, 9'007'199'254'740'991LL, s.seed);
  integer("--markov-n-max", 1, max_markov_n, s.markov_n_max);
  integer("--mc-runs", 100, static_cast<long long>(max_monte_carlo_runs), s.monte_carlo_runs);
  if (const std::string* text = o.find("--mc-cv-max")) {
    const Time cv = parse_cost(*text, "--mc-cv-max");
    if (cv < Time(1, 100) || cv > 10) {
      throw InputError("--mc-cv-max = " + *text + " is out of range; accepted: 0.01..10");
    }
    s.figure3_cv_max = cv.convert_to<double>();
  }
  return s;
}

nlohmann::json HeterogeneousSettings::to_json() const {
  return {{"hetero_n_max", n_max},        {"hetero_random_n_max", random_n_max},
          {"hetero_draws", draws},        {"hetero_seed", seed},
          {"markov_n_max", markov_n_max}, {"mc_runs", monte_carlo_runs},
          {"mc_cv_max", figure3_cv_max},  {"fuzz_n_max", fuzz_n_max}};
}

std::string HeterogeneousClaimContext::ratio_words() const {
  return "c_i = c in {0, 1/2, 1, 3}, d_ij in {d, D} with (d, D) in {(1, 2), (1, 4)}: every matrix "
         "for n = 2.." +
         std::to_string(settings_.n_max) + ", " + std::to_string(settings_.draws) +
         " random ones per n and costs for n = " + std::to_string(settings_.n_max + 1) + ".." +
         std::to_string(settings_.random_n_max) + " (seed " + std::to_string(settings_.seed) +
         "); optimum by the dynamic program over subsets";
}

namespace {

/// The builders of the ratio points: all but Non-Commut-Tree-dyn.
const std::vector<HeterogeneousBuilder>& commutative_builders() {
  static const std::vector<HeterogeneousBuilder> builders = [] {
    std::vector<HeterogeneousBuilder> out;
    for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
      if (b != HeterogeneousBuilder::non_commut_tree_dyn) out.push_back(b);
    }
    return out;
  }();
  return builders;
}

}  // namespace

const std::vector<RatioPoint>& HeterogeneousClaimContext::ratio_points() {
  listed_.call([&] {
    Random random(settings_.seed);
    for (int n = 2; n <= std::max(settings_.n_max, settings_.random_n_max); ++n) {
      for (const auto& [d, big_d] : transfer_pairs) {
        for (const Time& c : reduction_costs) {
          const int entries = n * (n - 1);
          if (n <= settings_.n_max) {
            for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << entries); ++bits) {
              points_.push_back({two_cost_matrix(n, d, big_d, c, bits), c, {}, {}, {}, {}});
            }
          } else {
            for (int k = 0; k < settings_.draws; ++k) {
              points_.push_back(
                  {random_two_cost_instance(n, d, big_d, c, random), c, {}, {}, {}, {}});
            }
          }
        }
      }
    }
    evaluation_ = std::make_unique<SharedWork>(points_.size());
  });
  // Claims that ask while the points are evaluated help (shared_work.hpp).
  evaluation_->run(
      [&](std::size_t k) {
        RatioPoint& p = points_[k];
        p.smallest = smallest_transfer(p.instance);
        p.delta = largest_transfer(p.instance) / p.smallest;
        p.optimum = optimum_length_by_subsets(p.instance);
        const std::vector<std::optional<Time>> in_ticks =
            heterogeneous_makespans_in_ticks(commutative_builders(), p.instance);
        for (std::size_t j = 0; j < commutative_builders().size(); ++j) {
          const HeterogeneousBuilder b = commutative_builders()[j];
          // In ticks, and on the validated schedule for one point in 16 (and
          // wherever ticks do not fit), cross-checked (claims/fast_then_exact.hpp).
          const std::optional<Time>& fast = in_ticks[j];
          if (fast && !in_exact_sample(k * 8 + static_cast<std::size_t>(b))) {
            p.makespan[b] = *fast;
            continue;
          }
          p.makespan[b] = validated_makespan(build_heterogeneous(b, p.instance).schedule,
                                             p.instance, to_string(b));
          if (fast) {
            checked("the makespan of " + to_string(b), heterogeneous_instance_text(p.instance),
                    "int64 ticks", *fast, "the validated schedule", p.makespan[b]);
          }
        }
      },
      [] {});
  return points_;
}

const std::vector<FigurePoint>& HeterogeneousClaimContext::figure4(CostShape costs) {
  // The claims of Section 4 read Fibonacci-stat and Tree-dyn on every
  // square, and the methods for non-commutative reductions (Binomial-stat,
  // Non-Commut-Tree-dyn) at CV <= 0.1 and CV >= 1 only (section4.cpp,
  // section4_figures.cpp): the squares run those (FigurePoint::of throws for
  // one not run).
  const auto k = static_cast<std::size_t>(costs);
  figure4_made_[k].call([&] {
    Figure4Grid grid;
    grid.low_cv_runs = low_cv_runs();
    figure4_[k] = std::make_unique<Figure4Squares>(
        settings_.monte_carlo_runs,
        [](double cv) -> std::vector<HeterogeneousBuilder> {
          if (cv >= 1 || cv <= 0.1) return paper_algorithms();
          return {HeterogeneousBuilder::fibonacci_stat, HeterogeneousBuilder::tree_dyn};
        },
        costs, grid);
  });
  return figure4_[k]->points();
}

const std::vector<FigurePoint>& HeterogeneousClaimContext::figure3(CostShape costs) {
  const auto k = static_cast<std::size_t>(costs);
  figure3_made_[k].call([&] {
    // Figure 4's CVs (a subset of Figure 3's: 0.01, 0.03, 0.1, 0.3, 1, 3, 10),
    // up to the cap: enough for every statement, at half the runs.
    for (double cv : figure4_cvs()) {
      if (cv > settings_.figure3_cv_max + 1e-9) continue;
      const MonteCarloSettings s = figure_settings(
          cv, 0, cv <= 0.1 + 1e-9 ? low_cv_runs() : settings_.monte_carlo_runs, costs);
      figure3_[k].push_back({s, run_monte_carlo(s)});
    }
  });
  return figure3_[k];
}

const FigurePoint& HeterogeneousClaimContext::figure3_at_10(CostShape costs) {
  const auto k = static_cast<std::size_t>(costs);
  at_10_made_[k].call([&] {
    const MonteCarloSettings s = figure_settings(10, 0, settings_.monte_carlo_runs, costs);
    at_10_[k] = FigurePoint{s, run_monte_carlo(s)};
  });
  return *at_10_[k];
}

std::uint64_t HeterogeneousClaimContext::low_cv_runs() const {
  return std::max<std::uint64_t>(100, settings_.monte_carlo_runs / 10);
}

const std::vector<FigurePoint>& HeterogeneousClaimContext::figure4_fresh_reductions() {
  fresh_made_.call([&] {
    const auto fibonacci_and_tree_dyn = [](double) -> std::vector<HeterogeneousBuilder> {
      return {HeterogeneousBuilder::fibonacci_stat, HeterogeneousBuilder::tree_dyn};
    };
    Figure4Grid grid;
    grid.ratios.erase(std::remove(grid.ratios.begin(), grid.ratios.end(), 1.0), grid.ratios.end());
    grid.redraw_reductions = true;
    // CV <= 0.1 with a tenth of the runs: the ratios' intervals are then a
    // few thousandths wide, against the tolerance of 0.05. CV 10 left out: at
    // 10^4 runs its intervals are +- 0.06 wide, whatever the draws.
    Figure4Grid low = grid, high = grid;
    low.cvs = {0.01, 0.03, 0.1};
    high.cvs = {0.3, 1, 3};
    fresh_low_ = std::make_unique<Figure4Squares>(low_cv_runs(), fibonacci_and_tree_dyn,
                                                  CostShape::gamma, low);
    fresh_ = std::make_unique<Figure4Squares>(settings_.monte_carlo_runs, fibonacci_and_tree_dyn,
                                              CostShape::gamma, high);
    fresh_points_ = fresh_->points();
    for (const FigurePoint& p : fresh_low_->points()) fresh_points_.push_back(p);
  });
  return fresh_points_;
}

const std::vector<FigurePoint>& HeterogeneousClaimContext::figure4_near_half() {
  near_half_made_.call([&] {
    Figure4Grid grid;
    grid.ratios = {2.0 / 3, 1.5};
    grid.cvs = {0.01, 0.03, 0.1};
    near_half_ = std::make_unique<Figure4Squares>(low_cv_runs(), nullptr, CostShape::gamma, grid);
  });
  return near_half_->points();
}

nlohmann::json HeterogeneousClaimContext::counters() const {
  std::uint64_t runs = 0;  // of the figures drawn
  for (std::size_t k = 0; k < shapes; ++k) {
    if (figure4_[k]) runs += figure4_[k]->runs();
    for (const FigurePoint& p : figure3_[k]) runs += p.settings.runs;
    if (at_10_[k]) runs += at_10_[k]->settings.runs;
  }
  for (const auto* squares : {&fresh_, &fresh_low_, &near_half_}) {
    if (*squares) runs += (*squares)->runs();
  }
  return {{"table1_points_evaluated", points_.size()}, {"monte_carlo_runs", runs}};
}

std::vector<OptionSpec> heterogeneous_domain_options() {
  return {
      {"--hetero-n-max",
       "Heterogeneous claims: every {d, D} matrix up to this n (2..5, default 4)"},
      {"--hetero-random-n-max",
       "Heterogeneous claims: random {d, D} matrices up to this n (2..12, default 8)"},
      {"--hetero-draws", "Heterogeneous claims: random matrices per n and costs (default 30)"},
      {"--hetero-seed", "Heterogeneous claims: seed of the random matrices (default 1)"},
      {"--markov-n-max", "Heterogeneous Markov claims: n = 1..this (default 64, at most 512)"},
      {"--mc-runs", "Heterogeneous statistical claims: Monte Carlo runs per point (default 10000)"},
      {"--mc-cv-max",
       "Heterogeneous statistical claims on Figure 3: its CVs up to this one (default 3, "
       "accepted 0.01..10; 7 and 10 need about --mc-runs 1000000)"}};
}

std::unique_ptr<ClaimContext> make_heterogeneous_claim_context(const OptionValues& o) {
  return std::make_unique<HeterogeneousClaimContext>(HeterogeneousSettings::from_options(o));
}

std::unique_ptr<ClaimContext> make_heterogeneous_fuzz_context(const OptionValues& o, int max_size) {
  HeterogeneousSettings settings = HeterogeneousSettings::from_options(o);
  settings.fuzz_n_max = std::clamp(max_size > 0 ? max_size : HeterogeneousSettings::max_fuzz_n, 2,
                                   HeterogeneousSettings::max_fuzz_n);
  auto context = std::make_unique<HeterogeneousClaimContext>(settings);
  if (max_size > 0 && max_size != settings.fuzz_n_max) {
    context->size_caps.push_back(
        "heterogeneous claims draw n up to " + std::to_string(settings.fuzz_n_max) +
        ", not --max-size " + std::to_string(max_size) + ": n is 2 at least, and at most " +
        std::to_string(HeterogeneousSettings::max_fuzz_n) +
        " as their optima run over every subset of processors (2^n states)");
  }
  return context;
}

std::string heterogeneous_schedule_replay(HeterogeneousBuilder builder,
                                          const HeterogeneousInstance& in) {
  return "enumerator schedule --model heterogeneous --algorithm " + to_string(builder) + " " +
         heterogeneous_instance_arguments(in);
}

std::string heterogeneous_optimum_replay(const HeterogeneousInstance& in) {
  return "enumerator optimum --model heterogeneous " + heterogeneous_instance_arguments(in);
}

}  // namespace redcheck

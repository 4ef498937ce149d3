// Monte Carlo runs: reproducible whatever the threads, equal to the exact
// builders on the same costs, and agreeing with the exact Markov chain.

#include "models/heterogeneous/monte_carlo.hpp"
#include "errors.hpp"
#include "models/heterogeneous/markov.hpp"
#include "models/heterogeneous/random_costs.hpp"
#include "models/heterogeneous/validator.hpp"

#include <catch2/catch.hpp>
#include "concurrency/thread_pool.hpp"

#include <cmath>

using namespace redcheck;

TEST_CASE("the same seed gives the same runs on one thread or two", "[heterogeneous]") {
  MonteCarloSettings s;
  s.n = 20;
  s.runs = 5000;
  s.cv = 0.7;
  s.mu_c = 0.3;
  s.seed = 11;
  s.algorithms = all_heterogeneous_builders();
  set_thread_count_of_this_thread(1);
  const auto one = run_monte_carlo(s);
  set_thread_count_of_this_thread(2);
  const auto two = run_monte_carlo(s);
  REQUIRE(one.size() == two.size());
  for (std::size_t a = 0; a < one.size(); ++a) {
    CHECK(one[a].samples == two[a].samples);
    CHECK(one[a].mean == two[a].mean);
    CHECK(one[a].q10 == two[a].q10);
  }
  s.seed = 12;
  CHECK(run_monte_carlo(s)[0].samples != one[0].samples);
}

TEST_CASE("squares that differ in mu_c only, run together, give each one's own samples",
          "[heterogeneous]") {
  // Figure 4's CV rows draw each run once for their seven mu_c (random_costs.hpp:
  // a draw is its unit draw times the mean's scale either way); every sample
  // must be bit for bit the one the square draws alone. CV 3 has a gamma
  // shape below 1 (the power of a uniform), CV 1 is exponential, mu_c = 0
  // constant reductions.
  for (double cv : {0.3, 1.0, 3.0}) {
    std::vector<MonteCarloSettings> settings;
    for (double mu_c : {0.0, 0.1, 1.0, 7.0}) {
      MonteCarloSettings s;
      s.n = 13;
      s.runs = 3000;  // two blocks, the second partial
      s.cv = cv;
      s.mu_c = mu_c;
      s.seed = 5;
      s.algorithms = all_heterogeneous_builders();
      settings.push_back(s);
    }
    std::vector<MonteCarloRuns> alone, together;
    std::vector<MonteCarloRuns*> group;
    for (const MonteCarloSettings& s : settings) {
      alone.emplace_back(s);
      together.emplace_back(s);
    }
    for (MonteCarloRuns& runs : together) group.push_back(&runs);
    for (std::size_t block = 0; block < alone.front().blocks(); ++block) {
      for (MonteCarloRuns& runs : alone) runs.run_block(block);
      CHECK(MonteCarloRuns::run_block_together(group, block) ==
            4 * (block == 0 ? 2048 : 3000 - 2048));
    }
    for (std::size_t k = 0; k < settings.size(); ++k) {
      const auto a = std::move(alone[k]).statistics();
      const auto b = std::move(together[k]).statistics();
      REQUIRE(a.size() == b.size());
      for (std::size_t algorithm = 0; algorithm < a.size(); ++algorithm) {
        INFO("cv " << cv << ", mu_c " << settings[k].mu_c << ", "
                   << to_string(a[algorithm].algorithm));
        CHECK(a[algorithm].samples == b[algorithm].samples);
      }
    }
  }
  MonteCarloSettings other;
  other.cv = 0.5;
  MonteCarloRuns first(other), second(other);
  other.seed = 2;
  MonteCarloRuns reseeded(other);
  CHECK(first.shares_draws_with(second));
  CHECK_FALSE(first.shares_draws_with(reseeded));
  std::vector<MonteCarloRuns*> mixed{&first, &reseeded};
  CHECK_THROWS_AS(MonteCarloRuns::run_block_together(mixed, 0), InternalError);
}

TEST_CASE("a run in doubles equals the exact builder and validator on its costs",
          "[heterogeneous]") {
  for (const double cv : {0.0, 0.3, 1.0, 3.0}) {
    for (const double mu_c : {0.0, 0.5}) {
      for (const CostShape shape : all_cost_shapes) {
        MonteCarloSettings s;
        s.n = 13;
        s.cv = cv;
        s.mu_c = mu_c;
        s.costs = shape;
        s.seed = 5;
        for (std::uint64_t run = 0; run < 5; ++run) {
          const HeterogeneousInstance in = realised_instance(s, run);
          for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
            const double fast = simulated_makespan(s, b, run);
            const Time exact =
                validated_makespan(build_heterogeneous(b, in).schedule, in, to_string(b));
            INFO(to_string(b) << " cv " << cv << " mu_c " << mu_c << " run " << run << " "
                              << to_string(shape));
            CHECK(fast == Approx(to_double(exact)).epsilon(1e-12));
          }
        }
      }
    }
  }
}

TEST_CASE("gamma, two-point and Bernoulli costs have the mean and coefficient of variation asked",
          "[heterogeneous]") {
  for (const double cv : {0.1, 0.5, 1.0, 2.0})
    for (const CostShape shape : all_cost_shapes) {
      const RandomCost gamma(2.0, cv, shape);
      SplitMix g(3);
      const int draws = 200000;
      double sum = 0, squares = 0;
      for (int k = 0; k < draws; ++k) {
        const double x = gamma.draw(g);
        sum += x;
        squares += x * x;
      }
      const double mean = sum / draws;
      const double sd = std::sqrt(squares / draws - mean * mean);
      INFO("cv " << cv << " " << to_string(shape));
      CHECK(std::abs(mean - 2.0) < 4 * 2.0 * cv / std::sqrt(draws));
      CHECK(sd / mean == Approx(cv).epsilon(0.05));
    }
}

// [slow]: 2 million simulated runs, kept out of the sanitizer run.
TEST_CASE("Tree-dyn's Monte Carlo mean at CV = 1 is within 4 standard errors of the chain",
          "[heterogeneous][slow]") {
  for (const int n : {2, 3, 8, 17, 64}) {
    for (const double mu_c : {0.0, 0.5}) {
      MonteCarloSettings s;
      s.n = n;
      s.runs = 200000;
      s.cv = 1;
      s.mu_c = mu_c;
      s.seed = 7;
      s.algorithms = {HeterogeneousBuilder::tree_dyn};
      s.redraw_reductions = true;  // the chain's assumption (markov.hpp)
      const auto stats = run_monte_carlo(s)[0];
      const auto exact =
          tree_dyn_moments(n, Time(1), mu_c > 0 ? std::optional<Time>(Time(2)) : std::nullopt);
      INFO("n = " << n << ", mu_c = " << mu_c << ": Monte Carlo " << stats.mean << " +- "
                  << stats.standard_error << ", chain " << to_double(exact.mean));
      CHECK(std::abs(stats.mean - to_double(exact.mean)) < 4 * stats.standard_error);
    }
  }
}

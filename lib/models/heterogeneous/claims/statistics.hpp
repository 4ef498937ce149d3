#pragma once
// How the statistical claims of Benoit, Canon & Marchal's Section 4 decide:
// Monte Carlo means (monte_carlo.hpp, floating point) read at 99% confidence
// (z = 2.5758, two-sided intervals), differences paired by run (common
// random numbers). "Close", "equal" and "symmetric" are equivalence within a
// tolerance: yes when the interval lies inside it, no when outside,
// undecided otherwise. "Better" is a mean significantly smaller: yes when the
// interval of the difference is below 0, no when above, undecided otherwise.

#include "claims/claim.hpp"
#include "models/heterogeneous/monte_carlo.hpp"
#include "output/float_text.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

inline constexpr double z99 = 2.5758293035489;

enum class Decision { yes, no, unsure };

inline std::string four_digits(double x) {
  return significant_digits(x, 4);
}

/// The interval [value - z se, value + z se] against (-tolerance, tolerance).
inline Decision within_tolerance(double value, double se, double tolerance = 0.05) {
  if (std::abs(value) + z99 * se <= tolerance) return Decision::yes;
  if (std::abs(value) - z99 * se > tolerance) return Decision::no;
  return Decision::unsure;
}

/// Whether a's mean is smaller than b's (paired by run).
inline Decision smaller(const AlgorithmStatistics& a, const AlgorithmStatistics& b) {
  const double diff = a.mean - b.mean;
  const double se = paired_standard_error(a.samples, b.samples);
  if (diff + z99 * se < 0) return Decision::yes;
  if (diff - z99 * se > 0) return Decision::no;
  return Decision::unsure;
}

/// The standard error of the ratio of means a / b over the same runs (paired):
/// the delta method with their covariance, r sqrt(var a / a^2 + var b / b^2 -
/// 2 cov(a, b) / (a b)), each a variance or covariance of the means.
inline double paired_ratio_standard_error(const AlgorithmStatistics& a,
                                          const AlgorithmStatistics& b) {
  const std::size_t n = a.samples.size();
  double cov = 0;
  for (std::size_t k = 0; k < n; ++k) cov += (a.samples[k] - a.mean) * (b.samples[k] - b.mean);
  cov /= static_cast<double>(n) * static_cast<double>(n - 1);  // of the means
  const double r = a.mean / b.mean;
  const double relative = std::pow(a.standard_error / a.mean, 2) +
                          std::pow(b.standard_error / b.mean, 2) - 2 * cov / (a.mean * b.mean);
  return r * std::sqrt(std::max(relative, 0.0));
}

/// A verdict per point: the first "no" refutes; any "unsure" leaves the
/// claim undecided; else it holds.
struct Tally {
  std::uint64_t points = 0, unsure = 0;
  std::optional<Counterexample> refutation;
  std::vector<std::string> notes;

  /// Counts one point's verdict; `refute` makes the counterexample of a "no".
  template <class Refute>
  void add(Decision v, Refute&& refute) {
    ++points;
    if (v == Decision::unsure) ++unsure;
    if (v == Decision::no && !refutation) refutation = refute();
  }

  ClaimReport report(const std::string& covered) {
    if (refutation) return refuted_by(covered, std::move(*refutation));
    ClaimReport r = holds_on(points, covered, notes);
    if (unsure > 0) {
      r.outcome = Outcome::undecided;
      r.covered += "; " + std::to_string(unsure) + " points not decided at this confidence";
    }
    return r;
  }
};

/// "n = 64, mu_d = 1, gamma costs, R Monte Carlo runs per point, 99% confidence".
inline std::string runs_words(std::uint64_t runs, CostShape costs = CostShape::gamma) {
  return "n = 64, mu_d = 1, " + to_string(costs) + " costs, " + std::to_string(runs) +
         " Monte Carlo runs per point, 99% confidence (z = 2.576)";
}

/// runs_words for the points a claim read, which may run a tenth of the runs
/// at CV <= 0.1 (HeterogeneousClaimContext::low_cv_runs).
template <class Points>
std::string runs_words_of(const Points& points) {
  std::uint64_t least = points.front().settings.runs, most = least;
  for (const auto& p : points) {
    least = std::min(least, p.settings.runs);
    most = std::max(most, p.settings.runs);
  }
  const std::string words = runs_words(most, points.front().settings.costs);
  return least == most ? words : words + " (" + std::to_string(least) + " at CV <= 0.1)";
}

/// "enumerator montecarlo --n 64 --runs R --cv X --mu-c Y --seed S [--distribution two-point]".
inline std::string montecarlo_replay(const MonteCarloSettings& s) {
  return "enumerator montecarlo --n " + std::to_string(s.n) + " --runs " + std::to_string(s.runs) +
         " --cv " + four_digits(s.cv) + " --mu-c " + four_digits(s.mu_c) + " --seed " +
         std::to_string(s.seed) +
         (s.costs == CostShape::gamma ? "" : " --distribution " + to_string(s.costs)) +
         (s.redraw_reductions ? " --redraw-reductions" : "");
}

}  // namespace redcheck

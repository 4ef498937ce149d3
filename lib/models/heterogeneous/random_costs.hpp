#pragma once
// Random costs for the Monte Carlo runs of Section 4, given by their mean mu
// and coefficient of variation CV, of one of two shapes:
//  - gamma (the paper's): shape 1 / CV^2, scale mu CV^2; CV = 1 is
//    exponential, CV = 0 the constant mu;
//  - two-point, for the paper's remark that "simulations with Bernoulli
//    distributions concurred": mu / 2 with probability p = 4 CV^2 / (1 + 4
//    CV^2), mu (1 + 2 CV^2) otherwise, the same mean and CV (up to rounding
//    each value to a multiple of 2^-16, which keeps ties exact, see scaled()).
//    Both values are positive; CV = 0 is the constant mu.
//  - Bernoulli, what the word says most plainly: 0 with probability 1 - q,
//    mu / q with probability q, q = 1 / (1 + CV^2) (the same mean and CV;
//    mu / q rounded to a multiple of 2^-16 as the two-point values). Costs of
//    0 are frequent: the paper's static algorithms receive in round order, whose
//    fast timing stays exact with them (static_timing.hpp); CV = 0 is the
//    constant mu.
//
// One realisation per run: the cost of the transfer P_i -> P_j in run r is
// drawn from a generator seeded by (seed, r, i, j) alone, and so is c_j. So a
// run's costs do not depend on which algorithm asks first, nor on how many
// threads share the runs, and every algorithm meets the same costs in the
// same run (common random numbers, which make the comparisons paired). A
// cost is drawn only when an algorithm needs it, and kept for the run.
// In the model c_j is one value per processor, reused by each of its
// reductions. The Markov chain of Section 3 instead redraws every
// reduction's duration (memoryless); `redraw_reductions` does that: the
// k-th reduction of P_j in a run draws from (seed, run, j, k), k counted
// from 0 for each algorithm (start_algorithm()), so that the algorithms of
// a run, and the squares of one CV, meet the same draws (common random
// numbers); each draw is kept for the run.
//
// Generators: splitmix64 (Steele, Lea & Flood 2014) seeded through its own
// mixing; normals by Marsaglia's polar method; gamma by Marsaglia & Tsang
// (2000), with shape < 1 through gamma(k) = gamma(k + 1) U^(1/k).

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

/// splitmix64: a small generator of 64-bit words.
class SplitMix {
 public:
  explicit SplitMix(std::uint64_t state) : state_(state) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in (0, 1): never 0, so that its log is finite.
  double uniform() { return (static_cast<double>(next() >> 11) + 0.5) * 0x1.0p-53; }
  double normal() {
    if (has_spare_) {
      has_spare_ = false;
      return spare_;
    }
    double u, v, s;
    do {
      u = 2 * uniform() - 1;
      v = 2 * uniform() - 1;
      s = u * u + v * v;
    } while (s >= 1);
    const double f = std::sqrt(-2 * std::log(s) / s);
    spare_ = v * f;
    has_spare_ = true;
    return u * f;
  }

 private:
  std::uint64_t state_;
  double spare_ = 0;
  bool has_spare_ = false;
};

/// A draw before its scale: the value is base * scale, times power when
/// the gamma shape is below 1. Everything in it depends on the generator and
/// the CV only, so draws of several means with one CV share it (the Monte
/// Carlo squares of Figure 4, which differ in mu_c only).
struct UnitDraw {
  double base = 0;
  double power = 1;
  bool powered = false;
};

enum class CostShape { gamma, two_point, bernoulli };

/// Every shape, in the enum's order.
inline constexpr CostShape all_cost_shapes[] = {CostShape::gamma, CostShape::two_point,
                                                CostShape::bernoulli};

/// "gamma", "two-point", "bernoulli".
std::string to_string(CostShape shape);
/// The shape of that name, if any.
std::optional<CostShape> cost_shape_named(const std::string& name);

/// The distribution of mean `mean` and coefficient of variation `cv` of
/// that shape.
class RandomCost {
 public:
  RandomCost(double mean, double cv, CostShape shape = CostShape::gamma)
      : mean_(mean), cv_(cv), shape_kind_(shape), constant_(cv == 0 || mean == 0) {
    if (cv > 0 && shape == CostShape::two_point) {
      low_probability_ = 4 * cv * cv / (1 + 4 * cv * cv);
      high_ = 1 + 2 * cv * cv;
      scale_ = mean;
    } else if (cv > 0 && shape == CostShape::bernoulli) {
      low_probability_ = cv * cv / (1 + cv * cv);  // the cost is 0
      high_ = 1 + cv * cv;                         // mu / q
      scale_ = mean;
    } else if (cv > 0) {
      shape_ = 1 / (cv * cv);
      scale_ = mean * cv * cv;
      const double k = shape_ < 1 ? shape_ + 1 : shape_;
      d_ = k - 1.0 / 3;
      c_ = 1 / std::sqrt(9 * d_);
      exponential_ = shape_ == 1;
    }
  }

  double mean() const { return mean_; }
  double cv() const { return cv_; }
  CostShape shape() const { return shape_kind_; }
  /// Whether every draw is the mean (CV 0 or mean 0), drawing nothing.
  bool constant() const { return constant_; }

  double draw(SplitMix& g) const {
    if (constant()) return mean_;
    return scaled(unit(g));
  }

  /// The part of a draw that does not depend on the mean.
  UnitDraw unit(SplitMix& g) const {
    if (shape_kind_ == CostShape::two_point) {
      return {g.uniform() < low_probability_ ? 0.5 : high_};
    }
    if (shape_kind_ == CostShape::bernoulli) {
      return {g.uniform() < low_probability_ ? 0.0 : high_};
    }
    if (exponential_) return {-std::log(g.uniform())};
    return unit_by_rejection(g);
  }

  /// The draw of this mean from a unit of the same CV (not constant()): the
  /// same operations, in the same order, as draw().
  double scaled(const UnitDraw& u) const {
    double value = u.base * scale_;
    if (u.powered) value *= u.power;
    // Two-point values on a grid of 2^-16: every sum a run forms is then
    // exact in doubles, so equal dates stay equal and the simulation in
    // doubles takes the exact builder's decisions at ties (which the two
    // values make frequent; gamma costs tie with probability 0).
    if (shape_kind_ != CostShape::gamma) value = std::round(value * 65536) / 65536;
    return value;
  }

 private:
  /// Marsaglia & Tsang's rejection, for shapes other than 1: out of line, so
  /// that the simulations that draw costs inline the exponential case only.
  UnitDraw unit_by_rejection(SplitMix& g) const;

  double mean_, cv_, shape_ = 0, scale_ = 0, d_ = 0, c_ = 0;
  CostShape shape_kind_;
  // two-point: mu/2 with that probability, else high mu; Bernoulli: 0 with
  // that probability, else high mu
  double low_probability_ = 0, high_ = 1;
  // Asked at every draw of the Monte Carlo runs: decided once.
  bool constant_, exponential_ = false;
};

/// The costs of one run, drawn on demand (see the top of this file). The
/// simulations read them through d(i, j) and c(j).
class LazyRealisation {
 public:
  /// Defined out of line: inlined, GCC 12 raises a false -Wfree-nonheap-object.
  LazyRealisation(int n, std::uint64_t seed, const RandomCost& transfer,
                  const RandomCost& reduction, bool redraw_reductions = false);

  /// Starts run r (0-based): every cost is drawn again.
  void start_run(std::uint64_t run) {
    stamp_ = run + 1;
    run_key_ = SplitMix(seed_ ^ (stamp_ * 0xd1342543de82ef95ULL)).next();
    start_algorithm();
  }
  /// Redrawn reductions: the next algorithm's k-th reduction on P_j draws
  /// the run's k-th draw of P_j again.
  void start_algorithm() { std::fill(reductions_.begin(), reductions_.end(), 0); }
  bool redraws_reductions() const { return redraw_reductions_; }

  /// The unit draw of the k-th reduction of P_on in this run (redrawn
  /// reductions), drawn on first use and kept for the run.
  const UnitDraw& reduction_unit(const RandomCost& reduction, int on, std::uint32_t k) const {
    auto& drawn = redrawn_[static_cast<std::size_t>(on)];
    if (drawn.size() <= k) drawn.resize(k + 1);
    auto& [unit, run] = drawn[k];
    if (run != stamp_) {
      SplitMix g(key(2 + k, static_cast<std::uint64_t>(on)));
      unit = reduction.unit(g);
      run = stamp_;
    }
    return unit;
  }

  double d(int from, int to) const {
    const std::size_t k = static_cast<std::size_t>(from) * static_cast<std::size_t>(n_) +
                          static_cast<std::size_t>(to);
    DrawnTransfer& drawn = d_[k];
    if (drawn.run != stamp_) {
      SplitMix g(key(0, static_cast<std::uint64_t>(k)));
      drawn = {transfer_.draw(g), stamp_};
    }
    return drawn.value;
  }
  double c(int on) const {
    if (redraw_reductions_) {
      if (reduction_.constant()) return reduction_.mean();
      return reduction_.scaled(
          reduction_unit(reduction_, on, reductions_[static_cast<std::size_t>(on)]++));
    }
    return c_of(reduction_, on);
  }

  /// c(on) as if the reductions' costs were `reduction`, whose CV must be
  /// this realisation's: its unit draw is shared, only the scale differs.
  double c_of(const RandomCost& reduction, int on) const {
    if (reduction.constant()) return reduction.mean();
    const auto k = static_cast<std::size_t>(on);
    if (c_run_[k] != stamp_) {
      SplitMix g(key(1, k));
      c_[k] = reduction.unit(g);
      c_run_[k] = stamp_;
    }
    return reduction.scaled(c_[k]);
  }

 private:
  std::uint64_t key(std::uint64_t kind, std::uint64_t index) const {
    const std::uint64_t a = run_key_ ^ index;
    return SplitMix(SplitMix(a).next() ^ (kind * 0x9e3779b97f4a7c15ULL)).next();
  }

  int n_;
  std::uint64_t seed_;
  RandomCost transfer_, reduction_;
  struct DrawnTransfer {
    double value = 0;
    std::uint64_t run = 0;  // the stamp of the run it was drawn in
  };
  // Value and stamp side by side: a draw touches one cache line, not two.
  mutable std::vector<DrawnTransfer> d_;
  mutable std::vector<UnitDraw> c_;  // unit draws, scaled by c_of
  mutable std::vector<std::uint64_t> c_run_;
  bool redraw_reductions_;
  mutable std::vector<std::uint32_t> reductions_;  // of each processor, this algorithm
  // Redrawn reductions: each processor's unit draws of this run, by index.
  mutable std::vector<std::vector<std::pair<UnitDraw, std::uint64_t>>> redrawn_;
  std::uint64_t stamp_ = 1;
  std::uint64_t run_key_ =
      SplitMix(seed_ ^ (stamp_ * 0xd1342543de82ef95ULL)).next();  ///< of (seed, run)
};

/// A realisation's costs with the reductions' mean replaced (the same CV):
/// its transfers and the unit draws of its reductions are the realisation's,
/// so several squares that differ in mu_c draw each run once.
class ReductionMeanView {
 public:
  ReductionMeanView(const LazyRealisation& costs, const RandomCost& reduction, int n)
      : costs_(costs), reduction_(reduction), reductions_(static_cast<std::size_t>(n), 0) {}
  double d(int from, int to) const { return costs_.d(from, to); }
  double c(int on) const {
    if (!costs_.redraws_reductions()) return costs_.c_of(reduction_, on);
    if (reduction_.constant()) return reduction_.mean();
    return reduction_.scaled(
        costs_.reduction_unit(reduction_, on, reductions_[static_cast<std::size_t>(on)]++));
  }
  /// As LazyRealisation::start_algorithm, for this view's reductions.
  void start_algorithm() { std::fill(reductions_.begin(), reductions_.end(), 0); }

 private:
  const LazyRealisation& costs_;
  RandomCost reduction_;
  mutable std::vector<std::uint32_t> reductions_;
};

}  // namespace redcheck

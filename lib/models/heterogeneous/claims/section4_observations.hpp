#pragma once
// The checks of Section 4's statistical claims on given Monte Carlo points,
// so that the same observation can be read on gamma costs (its claim) and on
// two-point costs (benoit2013.sec4.bernoulli-concurs).

#include "claims/claim.hpp"
#include "models/heterogeneous/tables/benoit_figures.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// Fibonacci-stat's mean below Tree-dyn's on the squares with CV <= cv_max and
/// mu_c / mu_d in `ratios` (section4.cpp).
ClaimReport fibonacci_beats_tree_dyn(const std::vector<FigurePoint>& squares, double cv_max,
                                     const std::vector<double>& ratios, const std::string& words);
/// The ratio Fibonacci-stat / Tree-dyn at x and at 1/x within 0.05, CV <= cv_max.
ClaimReport figure4a_symmetry_report(const std::vector<FigurePoint>& squares, double cv_max,
                                     const std::string& words);
/// Non-Commut-Tree-dyn below Binomial-stat and Fibonacci-stat at CV >= 1.
ClaimReport non_commut_best(const std::vector<FigurePoint>& squares);

/// Figure 3's observations (section4_figures.cpp), on its points (mu_c = 0).
ClaimReport binomial_close_on(const std::vector<FigurePoint>& figure3);
ClaimReport dispersion_degrades(const std::vector<FigurePoint>& figure3);
ClaimReport statics_equal_beyond_1(const std::vector<FigurePoint>& figure3, double tolerance);
ClaimReport tree_dyn_best_fibonacci_worst(const std::vector<FigurePoint>& figure3);
ClaimReport non_commut_second(const std::vector<FigurePoint>& figure3);
ClaimReport equivalent_at_10(const std::vector<FigurePoint>& figure3);
ClaimReport stable_methods(const std::vector<FigurePoint>& figure3);
/// Figure 4's observations on its squares.
ClaimReport low_computation_like_figure3(const std::vector<FigurePoint>& figure4);
ClaimReport best_static_by_ratio(const std::vector<FigurePoint>& figure4,
                                 const std::vector<double>& fibonacci_ratios,
                                 const std::string& words);
/// At CV <= 0.1, the best of the methods for non-commutative reductions at
/// each listed mu_c / mu_d is the one listed.
ClaimReport best_static_at(const std::vector<FigurePoint>& squares,
                           const std::vector<std::pair<double, HeterogeneousBuilder>>& expected,
                           const std::string& words);

}  // namespace redcheck

#include "models/heterogeneous/tables/tables.hpp"

#include "models/heterogeneous/tables/benoit_figures.hpp"

namespace redcheck {

std::vector<TableSpec> heterogeneous_tables() {
  return {
      {"benoit-figure3",
       "Benoit, Canon & Marchal 2013 Figure 3: n = 64, gamma transfer costs of mean 1, no "
       "reduction cost, CV = 0.01..10, 10^6 Monte Carlo runs per CV (floating point), seed 2013",
       "enumerator table benoit-figure3 --out data",
       {{"benoit2013_figure3.csv",
         "per CV and algorithm: mean, standard error, 10% and 90% quantiles"},
        {"benoit2013_figure3.svg", "Figure 3: means with their 10%-90% ribbons against CV"}},
       benoit_figure3},
      {"benoit-figure4",
       "Benoit, Canon & Marchal 2013 Figure 4: n = 64, mu_d = 1, the same CV for every cost, "
       "CV x mu_c/mu_d grid, 10^4 Monte Carlo runs per square (floating point), seed 2013",
       "enumerator table benoit-figure4 --out data",
       {{"benoit2013_figure4.csv",
         "per square: each algorithm's mean and standard error, the ratio Fibonacci-stat / "
         "Tree-dyn, the best of the non-commutative methods"},
        {"benoit2013_figure4a.svg", "Figure 4(a): heat map of the ratio, blue below 1"},
        {"benoit2013_figure4b.svg", "Figure 4(b): the best non-commutative method per square"}},
       benoit_figure4},
  };
}

}  // namespace redcheck

#include "models/segmented/tables/tables.hpp"

#include "models/segmented/tables/lowery_bidirectional_figures.hpp"
#include "models/segmented/tables/lowery_table_iv.hpp"
#include "models/segmented/tables/lowery_unidirectional_figures.hpp"

namespace redcheck {

std::vector<TableSpec> segmented_tables() {
  return {
      {"lowery-iv",
       "Lowery & Langou 2013 Table IV: uni-greedy over all 512 segmentations of m = 10, beta = 1, "
       "gamma in {0, 1}, alpha in {0..10, 20..100, 200..1000}, exact, compared row by row with "
       "the published table",
       "enumerator table lowery-iv --out data",
       {{"lowery2013_table_iv.csv",
         "every configuration of the grid that reproduces the published count: best and best "
         "equi-segmentation makespans, ratio, all optimal segmentations"},
        {"lowery2013_table_iv_comparison.csv",
         "the published rows and ours side by side, with every difference"},
        {"lowery2013_table_iv_grids.csv", "counts for each reading of the p grid"},
        {"lowery2013_figure10_gamma0.svg", "Figure 10a: ratio against alpha per p, gamma = 0"},
        {"lowery2013_figure10_gamma1.svg", "Figure 10b: ratio against alpha per p, gamma = 1"}},
       lowery_table_iv},
      {"lowery-unidirectional-figures",
       "Lowery & Langou 2013 Figures 1, 4 and 5: alpha = 10, beta = 1, gamma = 0, "
       "p = 2^2..2^10, m = 2^2..2^16, unidirectional; uni-greedy, binomial, pipeline and binary "
       "each at its best equal segmentation (every q timed exactly, winners validated)",
       "enumerator table lowery-unidirectional-figures --out data",
       {{"lowery2013_figure1.csv",
         "best standard algorithm per (p, m) by the Table I formulas and by the schedules, "
         "with the cells where they disagree"},
        {"lowery2013_figure1.svg", "Figure 1: regions of the best standard algorithm"},
        {"lowery2013_figure4.csv",
         "p = 64: each algorithm's time, best q and ratio to uni-greedy; best formula ratio"},
        {"lowery2013_figure4a.svg", "Figure 4a: ratio to uni-greedy against m"},
        {"lowery2013_figure4b.svg", "Figure 4b: times against m"},
        {"lowery2013_figure5.csv",
         "best standard time / uni-greedy time per (p, m), by the schedules and by the Table I "
         "formulas"},
        {"lowery2013_figure5.svg", "Figure 5: heat map of the schedules' ratio"},
        {"lowery2013_figure5_formulas.svg", "Figure 5 with the formulas' ratio, as the paper"}},
       lowery_unidirectional_figures},
      {"lowery-bidirectional-figures",
       "Lowery & Langou 2013 Figures 6 and 7: p = 64, alpha = 50000, beta = 6, gamma = 1, "
       "m = 2^0..2^20, bidirectional (bi-greedy, binomial, pipeline, binary at their best equal "
       "segmentation, butterfly, reference line); the (p, beta/gamma) region where the "
       "butterfly formula beats a reverse optimal broadcast for some m, p = 4..1024, exact, "
       "and the same with the butterfly's schedule where p is not a power of two",
       "enumerator table lowery-bidirectional-figures --out data",
       {{"lowery2013_figure6.csv", "times, best q and ratios to bi-greedy per m"},
        {"lowery2013_figure6a.svg", "Figure 6a: ratio to bi-greedy against m"},
        {"lowery2013_figure6b.svg", "Figure 6b: times against m"},
        {"lowery2013_figure7.csv",
         "per p: the beta/gamma threshold bracket, the message size where the butterfly leads "
         "most, grid check; the bracket with the butterfly's schedule (halves)"},
        {"lowery2013_figure7.svg", "Figure 7: the threshold against p"}},
       lowery_bidirectional_figures},
  };
}

}  // namespace redcheck

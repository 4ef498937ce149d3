#pragma once
// Region and heat-map plots in SVG (Figures 1, 5 and 7 of Lowery & Langou):
// one coloured cell per (row, column) of a grid, with an optional short label
// in the cell. The exact values are in the CSV files next to the plots.

#include <string>
#include <vector>

namespace redcheck {

struct GridCell {
  std::string color;  ///< any SVG colour
  std::string label;  ///< drawn in the cell, may be empty
};

struct GridPlot {
  std::string title;
  std::string x_label, y_label;
  std::vector<std::string> columns;                         ///< x tick per column, left to right
  std::vector<std::string> rows;                            ///< y tick per row, bottom to top
  std::vector<std::vector<GridCell>> cells;                 ///< cells[row][column]
  std::vector<std::pair<std::string, std::string>> legend;  ///< (colour, text)
};

/// A self-contained, deterministic SVG document.
std::string grid_plot_svg(const GridPlot& plot);

/// White at `low`, deep red at `high`, linear in between (clamped).
std::string heat_color(double value, double low, double high);

}  // namespace redcheck

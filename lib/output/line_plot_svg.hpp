#pragma once
// Step plots of exact series in SVG (ratio curves such as Figure 2 of Canon &
// Antoniu). Values are drawn from doubles; the exact values are in the CSV
// files next to the plots.

#include <string>
#include <vector>

namespace redcheck {

struct PlotSeries {
  std::string label;
  std::string color;  ///< any SVG colour
  bool dashed = false;
  std::vector<std::pair<double, double>> points;  ///< (x, y), x increasing
  /// Optional ribbon: (low, high) at each point's x, drawn shaded behind.
  std::vector<std::pair<double, double>> band;
  bool straight = false;  ///< join the points by straight lines, not steps
};

struct PlotAxes {
  std::string title;
  std::string x_label;
  std::string y_label;
  bool log_x = false;
  bool log_y = false;  ///< values must then be positive
};

/// A self-contained, deterministic SVG document. Each series is drawn as a
/// step function (the value holds until the next x), or by straight lines,
/// over its ribbon when it has one.
std::string step_plot_svg(const PlotAxes& axes, const std::vector<PlotSeries>& series);

}  // namespace redcheck

#include "output/grid_plot_svg.hpp"

#include "output/svg_text.hpp"

#include <algorithm>
#include <cstdio>

namespace redcheck {
namespace {

constexpr double grid_least_left = 80, grid_least_top = 40, grid_bottom = 60,
                 grid_least_legend = 240;
constexpr double cell_width = 44, cell_height = 26;

}  // namespace

std::string heat_color(double value, double low, double high) {
  const double t = high > low ? std::clamp((value - low) / (high - low), 0.0, 1.0) : 0.0;
  const auto channel = [&](double from, double to) {
    return static_cast<int>(from + (to - from) * t + 0.5);
  };
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", channel(255, 178), channel(255, 24),
                channel(255, 43));
  return buffer;
}

std::string grid_plot_svg(const GridPlot& plot) {
  const double width = cell_width * static_cast<double>(plot.columns.size());
  const double height = cell_height * static_cast<double>(plot.rows.size());
  // Room for the longest row label (beside the turned y label) and legend
  // entry, and the title over up to three lines: every label stays inside.
  double grid_left = grid_least_left, legend_width = grid_least_legend;
  for (const auto& r : plot.rows) grid_left = std::max(grid_left, 36 + text_width(r, 11));
  for (const auto& [color, label] : plot.legend) {
    legend_width = std::max(legend_width, 44 + text_width(label, 11));
  }
  const FittedText title = fit_text(plot.title, width + legend_width - 8, 14, 3);
  const double grid_top = grid_least_top + 17 * static_cast<double>(title.lines.size() - 1);
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    svg_number(grid_left + width + legend_width) + "\" height=\"" +
                    svg_number(grid_top + height + grid_bottom) +
                    "\" font-family=\"sans-serif\">\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  svg += svg_lines(title, grid_left, 22, 14, 17);
  for (std::size_t r = 0; r < plot.rows.size(); ++r) {
    const double y = grid_top + height - cell_height * static_cast<double>(r + 1);
    svg += "<text x=\"" + svg_number(grid_left - 6) + "\" y=\"" +
           svg_number(y + cell_height / 2 + 4) + "\" font-size=\"11\" text-anchor=\"end\">" +
           xml_escape(plot.rows[r]) + "</text>\n";
    for (std::size_t c = 0; c < plot.columns.size() && c < plot.cells[r].size(); ++c) {
      const double x = grid_left + cell_width * static_cast<double>(c);
      const GridCell& cell = plot.cells[r][c];
      svg += "<rect x=\"" + svg_number(x) + "\" y=\"" + svg_number(y) + "\" width=\"" +
             svg_number(cell_width) + "\" height=\"" + svg_number(cell_height) + "\" fill=\"" +
             cell.color + "\" stroke=\"#999\" stroke-width=\"0.5\"/>";
      if (!cell.label.empty()) {
        svg += "<text x=\"" + svg_number(x + cell_width / 2) + "\" y=\"" +
               svg_number(y + cell_height / 2 + 4) + "\" font-size=\"9\" text-anchor=\"middle\">" +
               xml_escape(cell.label) + "</text>";
      }
      svg += "\n";
    }
  }
  for (std::size_t c = 0; c < plot.columns.size(); ++c) {
    const double x = grid_left + cell_width * (static_cast<double>(c) + 0.5);
    svg += "<text x=\"" + svg_number(x) + "\" y=\"" + svg_number(grid_top + height + 16) +
           "\" font-size=\"10\" text-anchor=\"middle\">" + xml_escape(plot.columns[c]) +
           "</text>\n";
  }
  svg += svg_axis_labels(plot.x_label, plot.y_label, grid_left, grid_top, width, height);
  for (std::size_t k = 0; k < plot.legend.size(); ++k) {
    const double y = grid_top + 18.0 * static_cast<double>(k);
    svg += "<rect x=\"" + svg_number(grid_left + width + 14) + "\" y=\"" + svg_number(y) +
           "\" width=\"14\" height=\"12\" fill=\"" + plot.legend[k].first +
           "\" stroke=\"#999\"/><text x=\"" + svg_number(grid_left + width + 34) + "\" y=\"" +
           svg_number(y + 10) + "\" font-size=\"11\">" + xml_escape(plot.legend[k].second) +
           "</text>\n";
  }
  return svg + "</svg>\n";
}

}  // namespace redcheck

#include "output/line_plot_svg.hpp"

#include "output/svg_text.hpp"

#include <algorithm>
#include <cmath>

namespace redcheck {
namespace {

constexpr double plot_left = 70, plot_least_right = 280, plot_least_top = 40, plot_bottom = 50;
constexpr double line_plot_width = 640, line_plot_height = 360;

}  // namespace

std::string step_plot_svg(const PlotAxes& axes, const std::vector<PlotSeries>& series) {
  // The legend's column as wide as its longest label, the title over as many
  // lines as it needs (up to three): every label stays inside the picture.
  double plot_right = plot_least_right;
  for (const auto& s : series) plot_right = std::max(plot_right, 50 + text_width(s.label, 11));
  const FittedText title = fit_text(axes.title, line_plot_width + plot_right - 8, 14, 3);
  const double plot_top = plot_least_top + 17 * static_cast<double>(title.lines.size() - 1);
  double x_min = 1e300, x_max = -1e300, y_min = 1e300, y_max = -1e300;
  for (const auto& s : series) {
    for (const auto& [x, y] : s.points) {
      x_min = std::min(x_min, x), x_max = std::max(x_max, x);
      y_min = std::min(y_min, y), y_max = std::max(y_max, y);
    }
    for (const auto& [low, high] : s.band) {
      y_min = std::min(y_min, low), y_max = std::max(y_max, high);
    }
  }
  if (x_min > x_max) x_min = 0, x_max = 1, y_min = 1, y_max = 10;
  // On a log y axis the plot works on log10 of the values.
  const auto ty = [&](double y) { return axes.log_y ? std::log10(y) : y; };
  y_min = ty(y_min), y_max = ty(y_max);
  if (y_max - y_min < 1e-9) y_max = y_min + 1;
  const double pad = (y_max - y_min) * 0.05;
  y_min -= pad, y_max += pad;
  const auto fx = [&](double x) {
    const double t = axes.log_x ? (std::log10(x) - std::log10(x_min)) /
                                      std::max(std::log10(x_max) - std::log10(x_min), 1e-12)
                                : (x - x_min) / std::max(x_max - x_min, 1e-12);
    return plot_left + line_plot_width * t;
  };
  const auto fy_scaled = [&](double v) {
    return plot_top + line_plot_height * (1 - (v - y_min) / (y_max - y_min));
  };
  const auto fy = [&](double y) { return fy_scaled(ty(y)); };

  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    svg_number(plot_left + line_plot_width + plot_right) + "\" height=\"" +
                    svg_number(plot_top + line_plot_height + plot_bottom) +
                    "\" font-family=\"sans-serif\">\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  svg += svg_lines(title, plot_left, 22, 14, 17);
  svg += "<rect x=\"" + svg_number(plot_left) + "\" y=\"" + svg_number(plot_top) + "\" width=\"" +
         svg_number(line_plot_width) + "\" height=\"" + svg_number(line_plot_height) +
         "\" fill=\"none\" stroke=\"black\"/>\n";
  // y ticks: 6 evenly spaced values
  for (int i = 0; i <= 5; ++i) {
    const double v = y_min + (y_max - y_min) * i / 5;  // scaled
    const double label = axes.log_y ? std::pow(10.0, v) : v;
    svg += "<line x1=\"" + svg_number(plot_left - 5) + "\" x2=\"" +
           svg_number(plot_left + line_plot_width) + "\" y1=\"" + svg_number(fy_scaled(v)) +
           "\" y2=\"" + svg_number(fy_scaled(v)) + "\" stroke=\"#ddd\"/><text x=\"" +
           svg_number(plot_left - 8) + "\" y=\"" + svg_number(fy_scaled(v) + 4) +
           "\" font-size=\"11\" text-anchor=\"end\">" +
           (axes.log_y ? svg_number_short(label) : svg_number(label)) + "</text>\n";
  }
  // x ticks: powers of ten on a log axis, else 6 evenly spaced values
  std::vector<double> xs;
  if (axes.log_x) {
    for (double p = std::pow(10.0, std::floor(std::log10(x_min))); p <= x_max * 1.0001; p *= 10) {
      if (p >= x_min * 0.9999) xs.push_back(p);
    }
  } else {
    for (int i = 0; i <= 5; ++i) xs.push_back(x_min + (x_max - x_min) * i / 5);
  }
  for (double x : xs) {
    svg += "<line x1=\"" + svg_number(fx(x)) + "\" x2=\"" + svg_number(fx(x)) + "\" y1=\"" +
           svg_number(plot_top) + "\" y2=\"" + svg_number(plot_top + line_plot_height + 5) +
           "\" stroke=\"#ddd\"/><text x=\"" + svg_number(fx(x)) + "\" y=\"" +
           svg_number(plot_top + line_plot_height + 18) +
           "\" font-size=\"11\" text-anchor=\"middle\">" +
           (x == std::floor(x) ? std::to_string(static_cast<long long>(x)) : svg_number(x)) +
           "</text>\n";
  }
  svg += svg_axis_labels(axes.x_label, axes.y_label, plot_left, plot_top, line_plot_width,
                         line_plot_height);
  for (std::size_t k = 0; k < series.size(); ++k) {
    const auto& s = series[k];
    if (!s.band.empty() && s.band.size() == s.points.size()) {
      std::string ribbon;
      for (std::size_t i = 0; i < s.points.size(); ++i) {
        ribbon += (i ? " L" : "M") + svg_number(fx(s.points[i].first)) + " " +
                  svg_number(fy(s.band[i].second));
      }
      for (std::size_t i = s.points.size(); i-- > 0;) {
        ribbon += " L" + svg_number(fx(s.points[i].first)) + " " + svg_number(fy(s.band[i].first));
      }
      svg += "<path d=\"" + ribbon + " Z\" fill=\"" + s.color +
             "\" fill-opacity=\"0.15\" stroke=\"none\"/>\n";
    }
    std::string path;
    for (std::size_t i = 0; i < s.points.size(); ++i) {
      const auto [x, y] = s.points[i];
      if (i == 0) {
        path += "M" + svg_number(fx(x)) + " " + svg_number(fy(y));
      } else if (s.straight) {
        path += " L" + svg_number(fx(x)) + " " + svg_number(fy(y));
      } else if (y != s.points[i - 1].second || i + 1 == s.points.size()) {
        path += " H" + svg_number(fx(x)) + " V" + svg_number(fy(y));  // step at x
      }
    }
    svg += "<path d=\"" + path + "\" fill=\"none\" stroke=\"" + s.color +
           "\" stroke-width=\"1.2\"" + (s.dashed ? " stroke-dasharray=\"5 3\"" : "") + "/>\n";
    const double ly = plot_top + 14 + 18.0 * static_cast<double>(k);
    svg += "<line x1=\"" + svg_number(plot_left + line_plot_width + 12) + "\" x2=\"" +
           svg_number(plot_left + line_plot_width + 36) + "\" y1=\"" + svg_number(ly) + "\" y2=\"" +
           svg_number(ly) + "\" stroke=\"" + s.color + "\" stroke-width=\"1.5\"" +
           (s.dashed ? " stroke-dasharray=\"5 3\"" : "") + "/><text x=\"" +
           svg_number(plot_left + line_plot_width + 40) + "\" y=\"" + svg_number(ly + 4) +
           "\" font-size=\"11\">" + xml_escape(s.label) + "</text>\n";
  }
  return svg + "</svg>\n";
}

}  // namespace redcheck

#include "output/gantt_svg.hpp"

#include "output/svg_text.hpp"

#include <algorithm>
#include <cmath>

namespace redcheck {
namespace {

constexpr double gantt_least_left = 110;  // room for machine labels, at least
constexpr double plot_width = 760;
constexpr double row = 44;           // one machine
constexpr double lane = 16;          // transfer lane and reduction lane
constexpr double strip_height = 80;  // transfers in progress, under a transfer limit

std::string bar(double x0, double x1, double y, const std::string& fill, const std::string& stroke,
                const std::string& label, const std::string& tooltip) {
  const double w = std::max(x1 - x0, 1.0);
  std::string s = "<g><title>" + xml_escape(tooltip) + "</title><rect x=\"" + svg_number(x0) +
                  "\" y=\"" + svg_number(y) + "\" width=\"" + svg_number(w) + "\" height=\"" +
                  svg_number(lane) + "\" fill=\"" + fill + "\" stroke=\"" + stroke + "\"/>";
  if (w >= 7.0 * static_cast<double>(label.size())) {
    s += "<text x=\"" + svg_number(x0 + w / 2) + "\" y=\"" + svg_number(y + lane - 4) +
         "\" font-size=\"11\" text-anchor=\"middle\">" + xml_escape(label) + "</text>";
  }
  return s + "</g>\n";
}

// The number of transfers in progress over time, as a step line in a strip
// below the chart, with the limit as a dashed line.
std::string transfer_count_strip(const Schedule& s, double y0, int limit, double gantt_left,
                                 const std::function<double(const Time&)>& x) {
  std::vector<std::pair<const Time*, int>> events;
  for (const Transfer& t : s.transfers) {
    if (!(t.start < t.end)) continue;
    events.emplace_back(&t.start, +1);
    events.emplace_back(&t.end, -1);
  }
  std::sort(events.begin(), events.end(), [](const auto& a, const auto& b) {
    if (*a.first != *b.first) return *a.first < *b.first;
    return a.second < b.second;
  });
  int most = limit;
  for (int running = 0; const auto& e : events) most = std::max(most, running += e.second);
  const double height = strip_height - 20;
  const auto y = [&](int count) { return y0 + height - height * count / std::max(most, 1); };
  std::string svg =
      "<text x=\"8\" y=\"" + svg_number(y0 + height / 2) + "\" font-size=\"12\">transfers</text>\n";
  svg += "<text x=\"8\" y=\"" + svg_number(y0 + height / 2 + 14) +
         "\" font-size=\"11\" fill=\"#555\">in progress</text>\n";
  svg += "<line x1=\"" + svg_number(gantt_left) + "\" x2=\"" + svg_number(gantt_left + plot_width) +
         "\" y1=\"" + svg_number(y(limit)) + "\" y2=\"" + svg_number(y(limit)) +
         "\" stroke=\"#c0392b\" stroke-dasharray=\"6,4\"/>\n";
  svg += "<text x=\"" + svg_number(gantt_left + plot_width) + "\" y=\"" + svg_number(y(limit) - 3) +
         "\" font-size=\"11\" text-anchor=\"end\" fill=\"#c0392b\">limit K = " +
         std::to_string(limit) + "</text>\n";
  std::string path = "M " + svg_number(gantt_left) + " " + svg_number(y(0));
  int running = 0;
  for (const auto& [time, change] : events) {
    const double at = x(*time);
    path += " L " + svg_number(at) + " " + svg_number(y(running));
    running += change;
    path += " L " + svg_number(at) + " " + svg_number(y(running));
  }
  path += " L " + svg_number(gantt_left + plot_width) + " " + svg_number(y(running));
  svg += "<path d=\"" + path + "\" fill=\"none\" stroke=\"#1d3f73\" stroke-width=\"1.5\"/>\n";
  svg += "<text x=\"" + svg_number(gantt_left - 4) + "\" y=\"" + svg_number(y(0) + 4) +
         "\" font-size=\"10\" text-anchor=\"end\">0</text>\n";
  svg += "<text x=\"" + svg_number(gantt_left - 4) + "\" y=\"" + svg_number(y(most) + 4) +
         "\" font-size=\"10\" text-anchor=\"end\">" + std::to_string(most) + "</text>\n";
  return svg;
}

}  // namespace

std::string gantt_svg(const Schedule& s, const std::string& title, const GanttWords& words) {
  const auto data = [&](ActivityRef a) { return words.data ? words.data(a) : std::string(); };
  const auto with_data = [](const std::string& label, const std::string& what) {
    return what.empty() ? label : label + " " + what;
  };
  // A periodic schedule is drawn over one period, with a row per port and
  // per compute unit (a node sends, receives and computes at once); others
  // with a row per machine, transfers above and reductions below.
  const bool periodic = s.period.has_value();
  const auto row_label = [&](int m, int row) {
    const std::string name = words.machine + " " + std::to_string(m);
    if (periodic) return name + (row == 0 ? " send" : row == 1 ? " receive" : " compute");
    return name + (m == s.sink ? " (sink)" : "");
  };
  // Room for the longest row label on the left and the last time on the right.
  double gantt_left = gantt_least_left;
  for (int m = 0; m < s.machines; ++m) {
    for (int row = 0; row < (periodic ? 3 : 1); ++row) {
      gantt_left = std::max(gantt_left, 20 + text_width(row_label(m, row), 12));
    }
  }
  Time end = periodic ? *s.period : last_end(s);
  const double right = std::max(30.0, 8 + text_width(to_string(end), 11) / 2);
  const double width = gantt_left + plot_width + right;
  // A long title (an instance written out) is wrapped over up to three lines,
  // and shortened beyond; the whole title is the chart's tooltip.
  const FittedText title_lines = fit_text(title, width - gantt_left - 8, 14, 3);
  const FittedText subtitle_lines = fit_text(
      (periodic ? "one period; rows: send port, receive port, compute unit; period "
                : "upper lane: transfers (dark: sending, light: receiving); lower lane: "
                  "reductions; makespan ") +
          to_string(end) + (title_lines.shortened ? " (title shortened: see the tooltip)" : ""),
      width - gantt_left - 8, 11, 2);
  const double subtitle_y = 22 + 17 * static_cast<double>(title_lines.lines.size()) + 1;
  const double gantt_top =
      subtitle_y + 14 * static_cast<double>(subtitle_lines.lines.size() - 1) + 10;
  const double block = periodic ? 3 * (lane + 4) + 6 : row;
  const auto send_y = [&](int m) { return gantt_top + block * m + 4; };
  const auto receive_y = [&](int m) { return periodic ? send_y(m) + lane + 4 : send_y(m); };
  const auto compute_y = [&](int m) {
    return periodic ? send_y(m) + 2 * (lane + 4) : send_y(m) + lane + 2;
  };
  const double span = end > 0 ? to_double(end) : 1.0;
  const auto x = [&](const Time& t) { return gantt_left + plot_width * to_double(t) / span; };
  const double height =
      gantt_top + block * s.machines + 50 + (words.transfer_limit ? strip_height + 10 : 0);
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + svg_number(width) +
                    "\" height=\"" + svg_number(height) + "\" font-family=\"sans-serif\">\n";
  svg += "<title>" + xml_escape(title) + "</title>\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  svg += svg_lines(title_lines, gantt_left, 22, 14, 17);
  svg += svg_lines(subtitle_lines, gantt_left, subtitle_y, 11, 14, " fill=\"#555\"");
  for (int m = 0; m < s.machines; ++m) {
    const double y = gantt_top + block * m;
    if (periodic) {
      for (int k = 0; k < 3; ++k) {
        svg += "<text x=\"8\" y=\"" + svg_number(y + 16 + k * (lane + 4)) + "\" font-size=\"11\">" +
               xml_escape(row_label(m, k)) + "</text>\n";
      }
    } else {
      svg += "<text x=\"8\" y=\"" + svg_number(y + 22) + "\" font-size=\"12\">" +
             xml_escape(row_label(m, 0)) + "</text>\n";
    }
    svg += "<line x1=\"" + svg_number(gantt_left) + "\" x2=\"" +
           svg_number(gantt_left + plot_width) + "\" y1=\"" + svg_number(y + block - 4) +
           "\" y2=\"" + svg_number(y + block - 4) + "\" stroke=\"#ddd\"/>\n";
  }
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    const std::string what = data(transfer_ref(static_cast<int>(k)));
    const std::string when = "[" + to_string(t.start) + ", " + to_string(t.end) + ")";
    const std::string carried = what.empty() ? "" : " (" + what + ")";
    svg += bar(x(t.start), x(t.end), send_y(t.from), "#3b6fb6", "#1d3f73",
               with_data("to " + std::to_string(t.to), what),
               words.machine + " " + std::to_string(t.from) + " sends to " + std::to_string(t.to) +
                   carried + " " + when);
    svg += bar(x(t.start), x(t.end), receive_y(t.to), "#b9cfee", "#1d3f73",
               with_data("from " + std::to_string(t.from), what),
               words.machine + " " + std::to_string(t.to) + " receives from " +
                   std::to_string(t.from) + carried + " " + when);
  }
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const std::string what = data(computation_ref(static_cast<int>(k)));
    const bool has_operand = r.operand >= 0 && r.operand < static_cast<int>(s.transfers.size());
    const std::string from =
        has_operand ? std::to_string(s.transfers[static_cast<std::size_t>(r.operand)].from) : "";
    const std::string when = "[" + to_string(r.start) + ", " + to_string(r.end) + ")";
    svg += bar(x(r.start), x(r.end), compute_y(r.machine), "#f0a04b", "#8a5217",
               has_operand ? with_data("+" + from, what) : what,
               words.machine + " " + std::to_string(r.machine) +
                   (has_operand ? " reduces the data of " + from : std::string(" computes")) +
                   (what.empty() ? "" : " (" + what + ")") + " " + when);
  }
  // Time axis: ticks at 0, end and up to 8 evenly spaced exact points between.
  const double axis_y = gantt_top + block * s.machines + 6;
  svg += "<line x1=\"" + svg_number(gantt_left) + "\" x2=\"" + svg_number(gantt_left + plot_width) +
         "\" y1=\"" + svg_number(axis_y) + "\" y2=\"" + svg_number(axis_y) +
         "\" stroke=\"black\"/>\n";
  const int ticks = end > 0 ? 8 : 0;
  for (int i = 0; i <= ticks; ++i) {
    const Time t = end * Time(i, std::max(ticks, 1));
    svg += "<line x1=\"" + svg_number(x(t)) + "\" x2=\"" + svg_number(x(t)) + "\" y1=\"" +
           svg_number(axis_y) + "\" y2=\"" + svg_number(axis_y + 5) + "\" stroke=\"black\"/>";
    svg += "<text x=\"" + svg_number(x(t)) + "\" y=\"" + svg_number(axis_y + 18) +
           "\" font-size=\"11\" text-anchor=\"middle\">" + xml_escape(to_string(t)) + "</text>\n";
  }
  if (words.transfer_limit) {
    svg += transfer_count_strip(s, axis_y + 34, *words.transfer_limit, gantt_left,
                                [&](const Time& t) { return x(t); });
  }
  return svg + "</svg>\n";
}

}  // namespace redcheck

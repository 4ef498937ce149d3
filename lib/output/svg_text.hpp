#pragma once
// Small helpers for writing SVG by hand: fixed-precision numbers (so output is
// byte-identical across runs) and XML escaping.

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace redcheck {

/// A coordinate with two decimals, "12.50".
inline std::string svg_number(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.2f", value);
  return buffer;
}

/// A label for a value of any magnitude, three significant digits ("1.23e+06").
inline std::string svg_number_short(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.3g", value);
  return buffer;
}

/// Text with &, <, > and " escaped, and the control characters XML 1.0
/// forbids (all but tab, newline, return) replaced by '?'.
inline std::string xml_escape(const std::string& text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        if (static_cast<unsigned char>(ch) < 0x20 && ch != '\t' && ch != '\n' && ch != '\r') {
          out += '?';
        } else {
          out += ch;
        }
    }
  }
  return out;
}

/// The width of `text` in pixels at `font_size`, in a sans-serif font,
/// estimated from above (0.62 em a character): for layout, so that labels
/// stay inside their chart.
inline double text_width(const std::string& text, double font_size) {
  return 0.62 * font_size * static_cast<double>(text.size());
}

/// Text broken into lines that fit a width; `shortened` when it did not fit
/// in the lines allowed and its last line ends with "...".
struct FittedText {
  std::vector<std::string> lines;
  bool shortened = false;
};

/// `text` broken at spaces (within a word only when the word alone is too
/// wide) into lines no wider than `width` at `font_size`, at most
/// `max_lines` of them.
inline FittedText fit_text(const std::string& text, double width, double font_size, int max_lines) {
  const auto fits = [&](std::size_t chars) {
    return 0.62 * font_size * static_cast<double>(chars) <= width;
  };
  std::size_t per_line = 1;
  while (fits(per_line + 1)) ++per_line;
  FittedText out;
  std::size_t at = 0;
  while (at < text.size()) {
    if (static_cast<int>(out.lines.size()) == max_lines) {
      out.shortened = true;
      std::string& last = out.lines.back();
      last = last.substr(0, std::min(last.size(), per_line > 3 ? per_line - 3 : 0)) + "...";
      break;
    }
    std::size_t end = std::min(text.size(), at + per_line);
    if (end < text.size()) {
      const std::size_t space = text.rfind(' ', end);
      if (space != std::string::npos && space > at) end = space;
    }
    out.lines.push_back(text.substr(at, end - at));
    at = end;
    while (at < text.size() && text[at] == ' ') ++at;
  }
  if (out.lines.empty()) out.lines.push_back("");
  return out;
}

/// The lines of `fitted` as <text> elements, the first at baseline y, each
/// `line_height` below the previous.
inline std::string svg_lines(const FittedText& fitted, double x, double y, double font_size,
                             double line_height, const std::string& attributes = "") {
  std::string out;
  for (std::size_t k = 0; k < fitted.lines.size(); ++k) {
    out += "<text x=\"" + svg_number(x) + "\" y=\"" +
           svg_number(y + line_height * static_cast<double>(k)) + "\" font-size=\"" +
           svg_number_short(font_size) + "\"" + attributes + ">" + xml_escape(fitted.lines[k]) +
           "</text>\n";
  }
  return out;
}

/// The x label centred under a plot area and the y label turned along its
/// left edge (plot area from (left, top), width by height).
inline std::string svg_axis_labels(const std::string& x_label, const std::string& y_label,
                                   double left, double top, double width, double height) {
  return "<text x=\"" + svg_number(left + width / 2) + "\" y=\"" + svg_number(top + height + 40) +
         "\" font-size=\"12\" text-anchor=\"middle\">" + xml_escape(x_label) + "</text>\n" +
         "<text transform=\"rotate(-90)\" x=\"" + svg_number(-(top + height / 2)) +
         "\" y=\"18\" font-size=\"12\" text-anchor=\"middle\">" + xml_escape(y_label) + "</text>\n";
}

}  // namespace redcheck

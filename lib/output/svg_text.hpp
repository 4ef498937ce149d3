#pragma once
// Small helpers for writing SVG by hand: fixed-precision numbers (so output is
// byte-identical across runs) and XML escaping.

#include <cstdio>
#include <string>

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

/// Text with &, <, > and " escaped.
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
        out += ch;
    }
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

#include "output/histogram_svg.hpp"

#include "output/svg_text.hpp"

#include <algorithm>

namespace redcheck {

std::string histogram_svg(const std::vector<std::uint64_t>& counts, const std::string& first,
                          const std::string& last, const std::string& title) {
  constexpr double width = 260, bars_height = 48, label_height = 14;
  const std::uint64_t most = counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
  const double bar = counts.empty() ? width : width / static_cast<double>(counts.size());
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + svg_number(width) +
                    "\" height=\"" + svg_number(bars_height + label_height) +
                    "\" role=\"img\"><title>" + xml_escape(title) + "</title>\n";
  out += "<rect x=\"0\" y=\"0\" width=\"" + svg_number(width) + "\" height=\"" +
         svg_number(bars_height) + "\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n";
  for (std::size_t k = 0; k < counts.size(); ++k) {
    if (counts[k] == 0) continue;
    // Every bin drawn at least 2 px high: one draw must show.
    const double h = std::max(2.0, bars_height * static_cast<double>(counts[k]) /
                                       static_cast<double>(std::max<std::uint64_t>(most, 1)));
    out += "<rect x=\"" + svg_number(bar * static_cast<double>(k) + 0.5) + "\" y=\"" +
           svg_number(bars_height - h) + "\" width=\"" + svg_number(std::max(bar - 1, 0.5)) +
           "\" height=\"" + svg_number(h) + "\" fill=\"#3b6ea5\"><title>" +
           std::to_string(counts[k]) + " draws</title></rect>\n";
  }
  out += "<text x=\"0\" y=\"" + svg_number(bars_height + label_height - 2) +
         "\" font-size=\"11\">" + xml_escape(first) + "</text>\n";
  out += "<text x=\"" + svg_number(width) + "\" y=\"" + svg_number(bars_height + label_height - 2) +
         "\" font-size=\"11\" text-anchor=\"end\">" + xml_escape(last) + "</text>\n";
  return out + "</svg>";
}

}  // namespace redcheck

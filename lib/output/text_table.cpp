#include "output/text_table.hpp"

#include <algorithm>
#include <sstream>

namespace redcheck {

std::vector<std::string> wrap(const std::string& text, int width) {
  std::vector<std::string> lines;
  std::istringstream words(text);
  std::string word;
  std::string line;
  const auto w = static_cast<std::size_t>(std::max(width, 1));
  while (words >> word) {
    while (word.size() > w) {  // a word longer than the column
      if (!line.empty()) lines.push_back(line), line.clear();
      lines.push_back(word.substr(0, w));
      word.erase(0, w);
    }
    if (line.empty()) {
      line = word;
    } else if (line.size() + 1 + word.size() <= w) {
      line += " " + word;
    } else {
      lines.push_back(line);
      line = word;
    }
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

std::string render_table(const std::vector<std::string>& header, const std::vector<int>& widths,
                         const std::vector<std::vector<std::string>>& rows) {
  std::string out;
  const auto emit = [&](const std::vector<std::string>& cells) {
    std::vector<std::vector<std::string>> wrapped;
    std::size_t height = 1;
    for (std::size_t i = 0; i < widths.size(); ++i) {
      wrapped.push_back(wrap(i < cells.size() ? cells[i] : "", widths[i]));
      height = std::max(height, wrapped.back().size());
    }
    for (std::size_t line = 0; line < height; ++line) {
      std::string text;
      for (std::size_t i = 0; i < widths.size(); ++i) {
        std::string cell = line < wrapped[i].size() ? wrapped[i][line] : "";
        if (i + 1 < widths.size()) cell.resize(static_cast<std::size_t>(widths[i]) + 2, ' ');
        text += cell;
      }
      while (!text.empty() && text.back() == ' ') text.pop_back();
      out += text + "\n";
    }
  };
  emit(header);
  std::size_t total = 0;
  for (int w : widths) total += static_cast<std::size_t>(w) + 2;
  out += std::string(total - 2, '-') + "\n";
  for (const auto& row : rows) emit(row);
  return out;
}

}  // namespace redcheck

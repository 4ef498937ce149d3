#include "tables/table.hpp"

#include "output/csv.hpp"

#include <algorithm>

namespace redcheck {

std::string DataTable::csv() const {
  std::string out = csv_row(columns);
  for (const auto& row : cells) out += csv_row(row);
  return out;
}

nlohmann::json DataTable::json() const {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& row : cells) {
    nlohmann::json object = nlohmann::json::object();
    for (std::size_t k = 0; k < columns.size() && k < row.size(); ++k) object[columns[k]] = row[k];
    rows.push_back(std::move(object));
  }
  return {{"columns", columns}, {"rows", rows}};
}

std::string DataTable::text(std::size_t max_width) const {
  const auto cut = [&](const std::string& s) {
    return s.size() <= max_width ? s : s.substr(0, max_width - 3) + "...";
  };
  std::vector<std::size_t> width(columns.size(), 0);
  for (std::size_t k = 0; k < columns.size(); ++k) width[k] = cut(columns[k]).size();
  for (const auto& row : cells) {
    for (std::size_t k = 0; k < row.size() && k < width.size(); ++k) {
      width[k] = std::max(width[k], cut(row[k]).size());
    }
  }
  const auto line = [&](const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t k = 0; k < fields.size() && k < width.size(); ++k) {
      const std::string f = cut(fields[k]);
      out += f + std::string(width[k] - f.size() + (k + 1 < fields.size() ? 2 : 0), ' ');
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  };
  std::string out = line(columns);
  std::size_t rule = 0;
  for (std::size_t k = 0; k < width.size(); ++k) rule += width[k] + (k + 1 < width.size() ? 2 : 0);
  out += std::string(rule, '-') + "\n";
  for (const auto& row : cells) out += line(row);
  return out;
}

}  // namespace redcheck

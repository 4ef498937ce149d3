#pragma once
// A table described once: each column is named once, with how to compute its
// cell from a row. Computing the rows stays apart from formatting them; the
// CSV of data/, the JSON and the text all come from the one description.

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

/// Rows already formatted: the column names and every cell, as text (exact
/// numbers as "7/2").
struct DataTable {
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> cells;

  /// A header row and one line per row, fields quoted as CSV needs.
  std::string csv() const;
  /// {"columns": [...], "rows": [{column: cell}, ...]}.
  nlohmann::json json() const;
  /// Aligned columns, each at most `max_width` characters (cut with "...").
  std::string text(std::size_t max_width = 24) const;
};

template <class Row>
class TableDescription {
 public:
  using Cell = std::function<std::string(const Row&)>;

  /// Adds a column: its name and how to compute its cell.
  TableDescription& column(std::string name, Cell cell) {
    columns_.emplace_back(std::move(name), std::move(cell));
    return *this;
  }

  /// The rows, formatted by the columns.
  DataTable render(const std::vector<Row>& rows) const {
    DataTable out;
    for (const auto& [name, cell] : columns_) out.columns.push_back(name);
    for (const Row& row : rows) {
      std::vector<std::string> line;
      line.reserve(columns_.size());
      for (const auto& [name, cell] : columns_) line.push_back(cell(row));
      out.cells.push_back(std::move(line));
    }
    return out;
  }

 private:
  std::vector<std::pair<std::string, Cell>> columns_;
};

}  // namespace redcheck

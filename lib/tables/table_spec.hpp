#pragma once
// The tables of data/: each is made by one enumerator command, written
// atomically, byte-identical when regenerated, and listed in the manifest with
// the command that made it. Each model declares its own (Model::tables).

#include "tables/table.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

struct TableFile {
  std::string name;  ///< file name inside the output directory
  std::string content;
  std::optional<DataTable> table = std::nullopt;  ///< for CSV files: the rows content came from
};

/// A CSV file of data/ from its table.
inline TableFile csv_file(std::string name, DataTable table) {
  std::string content = table.csv();
  return {std::move(name), std::move(content), std::move(table)};
}

struct TableOutput {
  std::vector<TableFile> files;
  nlohmann::json summary;  ///< printed by the command (not written to data/)
};

struct TableSpec {
  std::string name;  ///< "canon-figure2"
  std::string description;
  std::string command;  ///< the command that writes it into data/
  std::vector<std::pair<std::string, std::string>> files;  ///< (file, what it holds)
  std::function<TableOutput()> generate;
};

}  // namespace redcheck

#pragma once
// The tables of data/: each is made by one enumerator command, written
// atomically, byte-identical when regenerated, and listed in the manifest with
// the command that made it. Each model declares its own (Model::tables).

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace redcheck {

struct TableFile {
  std::string name;  ///< file name inside the output directory
  std::string content;
};

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

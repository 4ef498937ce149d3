// enumerator table NAME: regenerates one table of data/ (and the manifest).

#include "distributed/distributed_map.hpp"
#include "enumerator/commands.hpp"
#include "output/atomic_file.hpp"

#include <filesystem>
#include <iostream>

namespace redcheck {

int run_table(const ModelRegistry& registry, const TableOptions& o) {
  const TableSpec& spec = registry.find_table(o.name);
  // Before the work, not after; a run stopped before it writes (Ctrl-C, too
  // big) leaves no empty directory it made.
  const CreatedDirectoryGuard out_guard(check_output_directory(o.out), "nothing was written");
  const TableOutput output = spec.generate();
  nlohmann::json written = nlohmann::json::array();
  for (const auto& file : output.files) {
    const std::string path = (std::filesystem::path(o.out) / file.name).string();
    write_file_atomically(path, file.content);
    written.push_back(path);
  }
  const std::string manifest = (std::filesystem::path(o.out) / "MANIFEST.csv").string();
  write_file_atomically(manifest, registry.manifest_csv());
  nlohmann::json j = output.summary;
  j["table"] = spec.name;
  j["files"] = written;
  j["manifest"] = manifest;
  if (o.show && o.json) {
    j["tables"] = nlohmann::json::object();
    for (const auto& file : output.files) {
      if (file.table) j["tables"][file.name] = file.table->json();
    }
  }
  if (o.json) {
    add_ranks_field(j);
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << spec.name << ": " << spec.description << "\n";
  for (const auto& path : written) std::cout << "  wrote " << path.get<std::string>() << "\n";
  std::cout << output.summary.dump(2) << "\n";
  if (o.show) {
    for (const auto& file : output.files) {
      if (file.table) std::cout << "\n" << file.name << "\n" << file.table->text();
    }
  }
  return 0;
}

}  // namespace redcheck

#include "models/overlap/tables/canon_tables.hpp"
#include "models/registry.hpp"

#include "support/read_file.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

// Determinism of a 9999-row table: a minute under the sanitizers, [slow].
TEST_CASE("the Figure 2 table is computed the same way twice", "[slow]") {
  const TableOutput a = canon_figure2_table();
  const TableOutput b = canon_figure2_table();
  REQUIRE(a.files.size() == 2);
  for (std::size_t i = 0; i < a.files.size(); ++i) CHECK(a.files[i].content == b.files[i].content);
  CHECK(a.summary["rows"] == 9999);
}

TEST_CASE("the manifest lists every file of every table with its command") {
  const std::string manifest = builtin_models().manifest_csv();
  for (const auto& table : builtin_models().tables()) {
    for (const auto& [file, what] : table.files) {
      CHECK(manifest.find(file + "," + table.name + "," + table.command) != std::string::npos);
    }
  }
  CHECK(manifest == testing::read_file(std::string(REDCHECK_DATA_DIR) + "/MANIFEST.csv"));
  CHECK_THROWS_WITH(builtin_models().find_table("nothing"),
                    Catch::Contains("'nothing' is unknown"));
}

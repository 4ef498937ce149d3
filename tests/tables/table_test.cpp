// A table described once gives its CSV, JSON and text from the same columns.

#include "tables/table.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("CSV, JSON and text come from one description") {
  struct Row {
    int n;
    std::string note;
  };
  const auto table = TableDescription<Row>()
                         .column("n", [](const Row& r) { return std::to_string(r.n); })
                         .column("note", [](const Row& r) { return r.note; })
                         .render({{1, "plain"}, {2, "with, comma"}});
  CHECK(table.csv() == "n,note\n1,plain\n2,\"with, comma\"\n");
  const auto json = table.json();
  CHECK(json["columns"] == std::vector<std::string>{"n", "note"});
  CHECK(json["rows"][1]["note"] == "with, comma");
  const std::string text = table.text();
  CHECK(text.rfind("n  note\n", 0) == 0);
  CHECK(text.find("2  with, comma") != std::string::npos);
  CHECK(TableDescription<Row>()
            .column("a_rather_long_column_name_indeed", [](const Row&) { return "x"; })
            .render({{1, ""}})
            .text(10)
            .rfind("a_rathe...", 0) == 0);
}

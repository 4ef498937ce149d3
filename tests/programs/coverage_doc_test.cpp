// docs/coverage.md, the table of every result of the four papers, against
// the registry: every claim id it names is registered with the outcome it
// states, every registered claim is named, every row has a claim, a test or
// a reason, and each paper's counts line counts its rows.

#include "models/registry.hpp"
#include "support/read_file.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct CoverageRow {
  std::string number;  ///< "C7"
  std::string verdict;
  int line = 0;
};

struct CoverageSection {
  std::string title;
  std::string counts;  ///< "43 results: 39 with claims, ..."
  std::vector<CoverageRow> rows;
};

std::vector<std::string> table_cells(const std::string& line) {
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t k = 1; k < line.size(); ++k) {
    if (line[k] == '\\' && k + 1 < line.size() && line[k + 1] == '|') {
      cell += '|';
      ++k;
    } else if (line[k] == '|') {
      cells.push_back(cell);
      cell.clear();
    } else {
      cell += line[k];
    }
  }
  for (std::string& c : cells) {
    c.erase(0, c.find_first_not_of(' '));
    c.erase(c.find_last_not_of(' ') + 1);
  }
  return cells;
}

std::vector<CoverageSection> coverage_sections() {
  std::istringstream doc(
      redcheck::testing::read_file(std::string(REDCHECK_SOURCE_DIR) + "/docs/coverage.md"));
  static const std::regex paper_row("^\\| [CLBR][0-9]+ \\|.*");
  std::vector<CoverageSection> sections;
  std::string line;
  int number = 0;
  while (std::getline(doc, line)) {
    ++number;
    if (line.rfind("## ", 0) == 0) {
      sections.push_back({line.substr(3), "", {}});
    } else if (!sections.empty() && line.find(" results: ") != std::string::npos) {
      sections.back().counts = line;
    } else if (!sections.empty() && std::regex_match(line, paper_row)) {
      const auto cells = table_cells(line);
      REQUIRE(cells.size() == 4);
      sections.back().rows.push_back({cells[0], cells[3], number});
    } else if (!sections.empty() && line.rfind("| ", 0) == 0 &&
               line.find('`') != std::string::npos) {
      sections.back().rows.push_back({"", table_cells(line).back(), number});
    }
  }
  return sections;
}

// "`id` holds (on request)" pieces of a verdict cell.
struct NamedClaim {
  std::string id;
  std::string outcome;
  bool on_request = false;
};

std::vector<NamedClaim> named_claims(const std::string& verdict) {
  static const std::regex named("`([a-z0-9.-]+)` (holds|refuted)( \\(on request\\))?");
  std::vector<NamedClaim> out;
  for (auto it = std::sregex_iterator(verdict.begin(), verdict.end(), named);
       it != std::sregex_iterator(); ++it) {
    out.push_back({(*it)[1], (*it)[2], (*it)[3].matched});
  }
  return out;
}

}  // namespace

TEST_CASE("docs/coverage.md names registered claims with their expected outcomes") {
  std::map<std::string, const redcheck::Claim*> registered;
  for (const redcheck::Claim& c : redcheck::builtin_models().claims()) registered[c.id] = &c;
  const auto sections = coverage_sections();
  REQUIRE(sections.size() == 5);  // four papers and the toolkit's own claims

  std::set<std::string> named;
  for (const CoverageSection& section : sections) {
    REQUIRE_FALSE(section.rows.empty());
    for (const CoverageRow& row : section.rows) {
      INFO("docs/coverage.md:" << row.line << ": " << row.verdict);
      for (const NamedClaim& claim : named_claims(row.verdict)) {
        INFO(claim.id);
        const auto found = registered.find(claim.id);
        REQUIRE(found != registered.end());
        CHECK(claim.outcome == redcheck::to_string(found->second->expected));
        CHECK(claim.on_request == found->second->on_request);
        named.insert(claim.id);
      }
    }
  }
  for (const auto& [id, claim] : registered) {
    INFO(id << " is registered and named nowhere in docs/coverage.md");
    CHECK(named.count(id) == 1);
  }
}

TEST_CASE("every result in docs/coverage.md has a verdict and the counts add up") {
  const auto sections = coverage_sections();
  REQUIRE(sections.size() == 5);
  for (std::size_t s = 0; s < 4; ++s) {
    const CoverageSection& paper = sections[s];
    INFO(paper.title);
    int with_claims = 0, by_tests = 0, not_checkable = 0;
    for (std::size_t k = 0; k < paper.rows.size(); ++k) {
      const CoverageRow& row = paper.rows[k];
      INFO("docs/coverage.md:" << row.line << ": " << row.number << " " << row.verdict);
      // Rows numbered 1, 2, ... with the paper's letter: none lost or repeated.
      CHECK(row.number.substr(1) == std::to_string(k + 1));
      CHECK(row.number[0] == paper.rows[0].number[0]);
      if (!named_claims(row.verdict).empty()) {
        ++with_claims;
      } else if (row.verdict.rfind("test: ", 0) == 0) {
        ++by_tests;
      } else {
        static const std::regex reason("^not checkable: .{10,}");
        CHECK(std::regex_match(row.verdict, reason));
        ++not_checkable;
      }
    }
    std::ostringstream counts;
    counts << paper.rows.size() << " results: " << with_claims << " with claims, " << by_tests
           << " by tests only, " << not_checkable << " not checkable";
    CHECK(paper.counts.rfind(counts.str(), 0) == 0);
  }
}

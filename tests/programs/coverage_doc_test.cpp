// docs/coverage.md, the table of every result of the four papers, against
// the registry: every claim id it names is registered with the outcome it
// states, every statement id with the verdict its readings' expected
// outcomes give, every registered claim and statement of the papers is
// named, every row has a claim, a test or a reason, and each paper's counts
// line counts its rows and verdicts.

#include "claims/statement_runs.hpp"
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
  std::string number;   ///< "C7"
  std::string verdict;  ///< the readings: "literal: `id` refuted; ..."
  int line = 0;
  std::string statements;  ///< "`canon2012:prop2` false; ..."
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
      REQUIRE(cells.size() == 5);
      sections.back().rows.push_back({cells[0], cells[4], number, cells[3]});
    } else if (!sections.empty() && line.rfind("| ", 0) == 0 &&
               line.find('`') != std::string::npos) {
      sections.back().rows.push_back({"", table_cells(line).back(), number, ""});
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
  static const std::regex named("`([a-z0-9.-]+)` (holds|refuted|undecided)( \\(on request\\))?");
  std::vector<NamedClaim> out;
  for (auto it = std::sregex_iterator(verdict.begin(), verdict.end(), named);
       it != std::sregex_iterator(); ++it) {
    out.push_back({(*it)[1], (*it)[2], (*it)[3].matched});
  }
  return out;
}

// "`statement-id` verdict" pieces of a statement cell.
std::vector<std::pair<std::string, std::string>> named_statements(const std::string& cell) {
  static const std::regex named(
      "`([a-z0-9]+:[a-z0-9.-]+)` (false only at excluded points|false|depends on the "
      "reading|holds|witnessed|no witness on the domain|not decided)");
  std::vector<std::pair<std::string, std::string>> out;
  for (auto it = std::sregex_iterator(cell.begin(), cell.end(), named);
       it != std::sregex_iterator(); ++it) {
    out.emplace_back((*it)[1], (*it)[2]);
  }
  return out;
}

}  // namespace

TEST_CASE("docs/coverage.md gives each statement the verdict its readings give") {
  const redcheck::ModelRegistry& registry = redcheck::builtin_models();
  std::map<std::string, const redcheck::Statement*> registered;
  for (const auto& st : registry.statements()) registered[st->id] = st.get();
  std::set<std::string> named;
  for (const CoverageSection& section : coverage_sections()) {
    for (const CoverageRow& row : section.rows) {
      INFO("docs/coverage.md:" << row.line << ": " << row.statements);
      const auto statements = named_statements(row.statements);
      // A row with claims names the statements they read, and only those.
      std::set<std::string> read;
      for (const NamedClaim& claim : named_claims(row.verdict)) {
        for (const redcheck::Claim& c : registry.claims()) {
          if (c.id == claim.id) read.insert(c.reads->id);
        }
      }
      std::set<std::string> given;
      for (const auto& [id, verdict] : statements) {
        INFO(id);
        const auto found = registered.find(id);
        REQUIRE(found != registered.end());
        CHECK(verdict ==
              redcheck::to_string(
                  redcheck::expected_verdict(*found->second, registry.claims()).verdict));
        given.insert(id);
        named.insert(id);
      }
      if (!row.number.empty()) CHECK(given == read);
    }
  }
  for (const auto& [id, st] : registered) {
    if (st->origin != redcheck::StatementOrigin::paper) continue;
    INFO(id << " is a statement of a paper and named nowhere in docs/coverage.md");
    CHECK(named.count(id) == 1);
  }
}

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

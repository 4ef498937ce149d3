// verifier check --html and verifier fuzz --html write one self-contained
// page, read here by a real HTML5 parser (Gumbo): no parse error, a summary,
// every claim with its fields, each counterexample with its replay command
// and a Gantt chart as inline SVG; no script and nothing loaded from
// elsewhere.

#include "support/read_file.hpp"
#include "support/run_program.hpp"

#include <gumbo.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

using redcheck::testing::run_program;

namespace {

struct Page {
  std::string html;
  std::unique_ptr<GumboOutput, std::function<void(GumboOutput*)>> tree;
  explicit Page(std::string text)
      : html(std::move(text)),
        tree(gumbo_parse_with_options(&kGumboDefaultOptions, html.data(), html.size()),
             [](GumboOutput* o) { gumbo_destroy_output(&kGumboDefaultOptions, o); }) {}
};

std::string attribute(const GumboNode* node, const char* name) {
  const GumboAttribute* a = gumbo_get_attribute(&node->v.element.attributes, name);
  return a ? a->value : "";
}

// Every element under `root` (itself included), depth first.
void elements(const GumboNode* root, std::vector<const GumboNode*>& out) {
  if (root->type != GUMBO_NODE_ELEMENT) return;
  out.push_back(root);
  const GumboVector& children = root->v.element.children;
  for (unsigned k = 0; k < children.length; ++k) {
    elements(static_cast<const GumboNode*>(children.data[k]), out);
  }
}

std::vector<const GumboNode*> all_elements(const GumboNode* root) {
  std::vector<const GumboNode*> out;
  elements(root, out);
  return out;
}

std::string text_of(const GumboNode* node) {
  if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE) {
    return node->v.text.text;
  }
  if (node->type != GUMBO_NODE_ELEMENT) return "";
  std::string out;
  const GumboVector& children = node->v.element.children;
  for (unsigned k = 0; k < children.length; ++k) {
    out += text_of(static_cast<const GumboNode*>(children.data[k]));
  }
  return out;
}

bool is(const GumboNode* node, GumboTag tag) {
  return node->v.element.tag == tag;
}

// Checks what every report page holds; returns the claim sections.
std::vector<const GumboNode*> check_page(const Page& page) {
  CHECK(page.tree->errors.length == 0);
  const auto everything = all_elements(page.tree->root);
  std::vector<const GumboNode*> claims;
  bool summary = false;
  for (const GumboNode* e : everything) {
    CHECK_FALSE(is(e, GUMBO_TAG_SCRIPT));
    CHECK_FALSE(is(e, GUMBO_TAG_LINK));
    CHECK_FALSE(is(e, GUMBO_TAG_IMG));
    CHECK_FALSE(is(e, GUMBO_TAG_IFRAME));
    CHECK(attribute(e, "src").empty());
    if (is(e, GUMBO_TAG_SECTION) && attribute(e, "id") == "summary") summary = true;
    if (is(e, GUMBO_TAG_SECTION) && attribute(e, "class") == "claim") claims.push_back(e);
  }
  CHECK(summary);
  for (const GumboNode* claim : claims) {
    std::vector<std::string> labels;
    for (const GumboNode* e : all_elements(claim)) {
      if (is(e, GUMBO_TAG_DT)) labels.push_back(text_of(e));
    }
    for (const char* needed :
         {"source", "statement", "reading", "expected", "outcome", "domain covered"}) {
      CHECK(std::find(labels.begin(), labels.end(), needed) != labels.end());
    }
  }
  return claims;
}

// The claim section's inline SVG charts, and whether it shows a replay.
struct Counterexample {
  int charts = 0;
  bool replay = false;
};

Counterexample counterexample_in(const GumboNode* claim) {
  Counterexample out;
  for (const GumboNode* e : all_elements(claim)) {
    if (e->v.element.tag_namespace == GUMBO_NAMESPACE_SVG && is(e, GUMBO_TAG_SVG)) ++out.charts;
    if (is(e, GUMBO_TAG_CODE) && text_of(e).rfind("enumerator schedule", 0) == 0) {
      out.replay = true;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("verifier check --html writes a page an HTML parser reads without error") {
  const std::string file = "/tmp/redcheck_test_report." + std::to_string(getpid()) + ".html";
  const auto run = run_program(
      "verifier check --claim canon2012.prop2 --claim canon2012.thm9 --claim "
      "lowery2013.table1.pipeline --n-max 8 --html " +
      file);
  REQUIRE(run.status == 0);
  const Page page(redcheck::testing::read_file(file));
  std::remove(file.c_str());
  const auto claims = check_page(page);
  REQUIRE(claims.size() == 3);
  // Proposition 2 and Table I's pipeline are refuted: a replay and its chart
  // each; Theorem 9 holds: none.
  CHECK(counterexample_in(claims[0]).charts == 1);
  CHECK(counterexample_in(claims[0]).replay);
  CHECK(counterexample_in(claims[1]).charts == 0);
  CHECK(counterexample_in(claims[2]).charts == 1);
  CHECK(page.html.find("canon2012.prop2") != std::string::npos);
}

TEST_CASE("verifier fuzz --html shows the draw and the command that finds it again") {
  const std::string file = "/tmp/redcheck_test_fuzz." + std::to_string(getpid()) + ".html";
  const auto run =
      run_program("verifier fuzz --claim canon2012.prop8 --seed 7 --runs 120 --html " + file);
  REQUIRE(run.status == 0);
  const Page page(redcheck::testing::read_file(file));
  std::remove(file.c_str());
  const auto claims = check_page(page);
  REQUIRE(claims.size() == 1);
  CHECK(counterexample_in(claims[0]).charts == 1);
  CHECK(page.html.find("verifier fuzz --claim canon2012.prop8 --seed 7 --runs") !=
        std::string::npos);
}

TEST_CASE("an --html file that cannot be written is bad input before any work") {
  // Its directory would be under a regular file.
  const auto run = run_program("verifier check --claim canon2012.thm9 --html /etc/passwd/r.html");
  CHECK(run.status == 2);
  CHECK(run.err.find("/etc/passwd/r.html") != std::string::npos);
  const auto fuzz = run_program("verifier fuzz --runs 1 --html /etc/passwd/r.html");
  CHECK(fuzz.status == 2);
}

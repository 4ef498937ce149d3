// Conjectures written as text: exact evaluation (ceil/floor of log2
// included), errors at the offending character, claims files refused with
// line and column, domains too large for check but drawn by fuzz.

#include "claims/claims_file.hpp"
#include "claims/expression.hpp"
#include "claims/fuzz_report.hpp"
#include "models/file_quantities.hpp"
#include "support/no_context.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;
using redcheck::testing::NoContext;

namespace {

Time value_of(const std::string& expression) {
  const Comparison c = parse_comparison(expression + " == 0", {}, {});
  return evaluate(c, {}, {}).left;
}

std::string error_of(const std::string& text, bool enumerate = true) {
  try {
    parse_claims_file(text, "f.json", enumerate);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("expressions evaluate exactly") {
  CHECK(value_of("1/3 + 1/6") == Time(1, 2));
  CHECK(value_of("2 + 3 * 4") == 14);
  CHECK(value_of("-2 * -3") == 6);
  CHECK(value_of("0.25") == Time(1, 4));
  CHECK(value_of("floor(log2(5))") == 2);
  CHECK(value_of("ceil(log2(5))") == 3);
  CHECK(value_of("ceil(log2(4))") == 2);
  CHECK(value_of("log2(1/4)") == -2);
  CHECK(value_of("floor(-7/2)") == -4);
  CHECK(value_of("ceil(7/2)") == 4);
  CHECK(value_of("max(1/3, 1/2) - min(1/3, 1/2)") == Time(1, 6));
  CHECK(value_of("- - -2") == -2);
  CHECK(value_of("- -2") == 2);
  CHECK(value_of("8 / 2 / 2 * 3 - 1 - 1") == 4);  // left to right
}

TEST_CASE("what has no value whatever the point is refused at the parse") {
  CHECK_THROWS_AS(value_of("log2(3)"), ExpressionError);  // irrational
  CHECK_THROWS_AS(value_of("1 / (1 - 1)"), ExpressionError);
  CHECK_THROWS_AS(value_of("min(1, log2(3))"), ExpressionError);
  const VariableRange n{"n", Time(1), Time(3), true, "n = 1..3"};
  const Comparison c = parse_comparison("log2(n) >= 0", {n}, {});
  CHECK(evaluate(c, {Time(4)}, {}).holds);
  CHECK_THROWS_AS(evaluate(c, {Time(3)}, {}), UndefinedValue);  // undefined at this point only
}

TEST_CASE("deep or long expressions are refused or read in linear time, never overflow the stack") {
  const auto parses = [](const std::string& left) {
    const VariableRange n{"n", Time(1), Time(3), true, "n = 1..3"};
    return parse_comparison(left + " >= 0", {n}, {});
  };
  const auto repeated = [](const std::string& s, int times) {
    std::string out;
    for (int k = 0; k < times; ++k) out += s;
    return out;
  };
  CHECK_NOTHROW(
      parses(repeated("(", max_expression_depth) + "n" + repeated(")", max_expression_depth)));
  CHECK_THROWS_AS(parses(repeated("(", 20000) + "n" + repeated(")", 20000)), ExpressionError);
  CHECK_THROWS_AS(parses(repeated("abs(", 50000) + "n" + repeated(")", 50000)), ExpressionError);
  // 100,000 minus signs are one negation (or none), 200,000 terms one sum.
  CHECK(evaluate(parses(repeated("-", 100001) + "n"), {Time(2)}, {}).left == -2);
  const Comparison sum = parses("n" + repeated("+n", 199999));
  CHECK(sum.left.operands.size() == 200000);
  CHECK(evaluate(sum, {Time(3)}, {}).left == 600000);
}

TEST_CASE("a malformed expression is refused at the offending character") {
  const auto offset = [](const std::string& text) -> long {
    try {
      parse_comparison(text, {{"n", Time(1), Time(3), true, "n = 1..3"}},
                       file_quantities("overlap"));
    } catch (const ExpressionError& e) {
      return static_cast<long>(e.offset);
    }
    return -1;
  };
  CHECK(offset("n <= (2 + ") == 10);
  CHECK(offset("n <= frobnicate(n)") == 5);
  CHECK(offset("n <= optimum(n, 1)") == 5);  // arity
  CHECK(offset("n + m <= 2") == 4);          // unknown variable
  CHECK(offset("n + 2") == 5);               // no comparison
  CHECK(offset("n <= 2 )") == 7);
}

TEST_CASE("a claims file is refused with its line and column") {
  CHECK(error_of("{\"claims\": [\n {\"id\": \"x\" \"domain\": {}}]}").rfind("f.json:2:", 0) == 0);
  const std::string unknown = error_of(
      "{\"claims\": [{\"id\": \"x\", \"domain\": {\"n\": \"1..3\"},\n"
      " \"conjecture\": \"n <= nope(n)\"}]}");
  CHECK(unknown.rfind("f.json:2:22: unknown quantity or function 'nope'", 0) == 0);
  const std::string large = error_of(
      "{\"claims\": [{\"id\": \"x\", \"domain\": {\"n\": \"1..2000\", \"d\": \"1..1000\"},\n"
      " \"conjecture\": \"n <= d\"}]}");
  CHECK(large.find("2000000 points, too many to enumerate") != std::string::npos);
  CHECK(large.find("verifier fuzz --claims-file f.json") != std::string::npos);
  CHECK(error_of("{\"claims\": [{\"id\": \"x\", \"domain\": {\"d\": \"any\"}, \"conjecture\": "
                 "\"d >= 0\"}]}",
                 false)
            .empty());  // fuzz draws from it
  CHECK(
      error_of("{\"claims\": [{\"id\": \"x\", \"model\": \"moon\", \"domain\": {\"n\": \"1..3\"}, "
               "\"conjecture\": \"n >= 0\"}]}")
          .find("accepted: overlap, segmented") != std::string::npos);
}

TEST_CASE("a claims file is checked whole when it is loaded") {
  const auto file = [](const std::string& model, const std::string& domain,
                       const std::string& conjecture) {
    return "{\"claims\":[{\"id\":\"t.ba\",\"model\":\"" + model +
           "\",\"statement\":\"s\",\"domain\":" + domain + ",\n\"conjecture\":\"" + conjecture +
           "\"}]}";
  };
  const std::string overlap = R"({"n":"2..5","d":["1"],"c":["1"]})";
  for (bool enumerate : {true, false}) {  // check and fuzz alike
    CHECK(error_of(file("overlap", overlap, "algorithm(nosuch, n, d, c) >= 0"), enumerate) ==
          "f.json:2:25: algorithm 'nosuch' is not accepted; algorithm is one of "
          "binomial-strategy, chain, fibonacci-strategy, greedy, star");
    CHECK(error_of(file("overlap", R"({"n":"2..5","d":["-1"],"c":["1"]})", "optimum(n, d, c) >= 0"),
                   enumerate) ==
          "f.json:2:26: the domain has d in {-1}, but d is an exact cost >= 0");
    CHECK(error_of(file("overlap", R"({"n":"-5..5","d":["1"],"c":["1"]})", "optimum(n, d, c) >= 0"),
                   enumerate) ==
          "f.json:2:23: the domain has n = -5..5, but n is an integer in 1..20000");
    CHECK(error_of(file("overlap", R"({"n":"100000..100001","d":["1"],"c":["1"]})",
                        "optimum(n, d, c) >= 0"),
                   enumerate)
              .find("n is an integer in 1..20000") != std::string::npos);
    CHECK(error_of(file("segmented", R"({"p":"2..3","m":["40"],"a":["1"],"b":["1"],"g":["1"]})",
                        "best_segmentation(uni_greedy, p, m, a, b, g) >= 0"),
                   enumerate)
              .find("the domain has m in {40}, but m is an integer in 1..30") != std::string::npos);
    CHECK(error_of(file("overlap", overlap, "n >= 1/0"), enumerate) ==
          "f.json:2:22: a division by zero, whatever the point");
    CHECK(error_of(file("overlap", overlap, "optimum(n, -1, c) >= 0"), enumerate) ==
          "f.json:2:26: d = -1 is not an exact cost >= 0");
  }
  CHECK(error_of(file("overlap", R"({"d":"any","c":["1"]})", "optimum(d, d, c) >= 0"), false) ==
        "f.json:2:23: the domain has d = any, but n is an integer in 1..20000");
  CHECK(error_of(R"({"claims":[{"id":"x","domain":{"n":"1..3"},"conjecture":"n>0","C":"1"}]})")
            .find("unknown key \"C\"") != std::string::npos);
  CHECK(error_of(R"({"claims":[{"id":"x","domain":{"n":"1..3x"},"conjecture":"n>0"}]})")
            .find("'1..3x' is not a range of integers") != std::string::npos);
  std::string deep = R"({"claims":[{"id":"x","domain":{"n":)";
  for (int k = 0; k < 100000; ++k) deep += "[";
  CHECK(error_of(deep).find("nested deeper than 64") != std::string::npos);
}

TEST_CASE("a claim undecided at some points is a finding unless declared undecided") {
  const std::string text =
      R"json({"claims": [{"id": "x", "domain": {"n": "1..4"}, "conjecture": "log2(n) >= 0"},
                         {"id": "y", "domain": {"n": "1..4"}, "conjecture": "log2(n) >= 0",
                          "expected": "undecided"}]})json";
  const auto claims = parse_claims_file(text, "f.json", true);
  NoContext context;
  for (const Claim& claim : claims) {
    ClaimRun run;
    run.claim = &claim;
    run.report = claim.check(context);
    CHECK(run.report.outcome == Outcome::undecided);  // log2(3) is irrational
    CHECK(is_finding(run) == (claim.id == "x"));
    CHECK(run.as_expected() == (claim.id == "y"));
  }
}

TEST_CASE("a file's claim checks its conjecture on every point of its domain, in order") {
  const auto claims = parse_claims_file(
      R"json({"claims": [{"id": "x", "domain": {"n": "1..6", "d": ["1"], "c": ["1"]},
          "conjecture": "optimum(n, d, c) >= ceil(log2(n)) * (d + c)", "expected": "refuted"}]})json",
      "f.json", true);
  REQUIRE(claims.size() == 1);
  CHECK(claims[0].model == "overlap");
  CHECK(claims[0].expected == Outcome::refuted);
  NoContext context;
  const ClaimReport report = claims[0].check(context);
  REQUIRE(report.outcome == Outcome::refuted);
  // n = 3 with d = c = 1: transfers overlap reductions, the optimum is 3 < 2 x 2.
  CHECK(report.counterexample->instance["n"] == "3");
  CHECK(report.counterexample->instance["left"] == "3");
  CHECK(report.counterexample->instance["right"] == "4");
  CHECK(report.counterexample->replay ==
        "verifier check --claims-file f.json --claim x --at 'n=3,d=1,c=1'");
}

TEST_CASE(
    "a claims file's claims may be readings of one statement, with its form and assumptions") {
  const std::string text = R"json({"claims": [
    {"id": "t.literal", "statement": "greedy is optimal", "statement_id": "t:greedy",
     "form": "for all", "assumptions": ["n >= 1"], "kind": "literal",
     "domain": {"n": "1..4", "d": ["1"], "c": ["1"]},
     "conjecture": "algorithm(greedy, n, d, c) == optimum(n, d, c)"},
    {"id": "t.strict", "statement_id": "t:greedy", "kind": "stricter", "kind_why": "asks more",
     "domain": {"n": "1..4", "d": ["1"], "c": ["1"]},
     "conjecture": "algorithm(greedy, n, d, c) < optimum(n, d, c)"},
    {"id": "t.alone", "domain": {"n": "1..2"}, "conjecture": "n >= 1"}]})json";
  const auto claims = parse_claims_file(text, "f.json", true);
  REQUIRE(claims.size() == 3);
  REQUIRE(claims[0].reads);
  CHECK(claims[0].reads == claims[1].reads);
  const Statement& st = *claims[0].reads;
  CHECK(st.id == "t:greedy");
  CHECK(st.text == "greedy is optimal");
  CHECK(st.form == StatementForm::for_all);
  REQUIRE(st.assumptions.size() == 1);
  CHECK(st.assumptions[0].text == "n >= 1");
  CHECK(st.origin == StatementOrigin::own);
  CHECK(claims[1].as_reading().kind == ReadingKind::stricter);
  CHECK(claims[1].as_reading().why == "asks more");
  CHECK(claims[2].reads->id == "t.alone");  // a statement of its own, of its id
  CHECK(claims[2].as_reading().kind == ReadingKind::literal);
}

TEST_CASE("a claims file's statement fields are refused with what is accepted") {
  const auto one = [](const std::string& extra) {
    return "{\"claims\": [{\"id\": \"x\", " + extra +
           "\"domain\": {\"n\": \"1..2\"}, \"conjecture\": \"n >= 1\"}]}";
  };
  CHECK(error_of(one("\"form\": \"sometimes\", "))
            .find("\"form\" is 'sometimes'; accepted: for all, exists, approximate, definition") !=
        std::string::npos);
  CHECK(error_of(one("\"kind\": \"lenient\", "))
            .find("accepted: as computed, literal, stricter, corrected") != std::string::npos);
  CHECK(error_of(one("\"assumptions\": \"n >= 1\", ")).find("must be a list of strings") !=
        std::string::npos);
  CHECK(error_of(one("\"beyond_assumptions\": \"yes\", ")).find("must be true or false") !=
        std::string::npos);
  CHECK(error_of(one("\"statement_id\": \"\", ")).find("is empty") != std::string::npos);
  // Two readings that disagree on the statement's form.
  CHECK(error_of(R"json({"claims": [
      {"id": "a", "statement_id": "s", "form": "exists", "domain": {"n": "1..2"}, "conjecture": "n >= 1"},
      {"id": "b", "statement_id": "s", "form": "for all", "domain": {"n": "1..2"}, "conjecture": "n >= 1"}]})json")
            .find("differs from the one another reading of the statement s gives") !=
        std::string::npos);
  // A statement named like a claim that is not its only reading.
  CHECK(error_of(R"json({"claims": [
      {"id": "a", "statement_id": "b", "domain": {"n": "1..2"}, "conjecture": "n >= 1"},
      {"id": "b", "domain": {"n": "1..2"}, "conjecture": "n >= 1"}]})json")
            .find("is the id of a claim that is not its only reading") != std::string::npos);
  // Readings of one statement on two models.
  CHECK(error_of(R"json({"claims": [
      {"id": "a", "statement_id": "s", "domain": {"n": "1..2"}, "conjecture": "n >= 1"},
      {"id": "b", "statement_id": "s", "model": "segmented", "domain": {"p": "1..2"}, "conjecture": "p >= 1"}]})json")
            .find("the readings of a statement share its model") != std::string::npos);
}

// Conjectures written as text: exact evaluation (ceil/floor of log2
// included), errors at the offending character, claims files refused with
// line and column, domains too large for check but drawn by fuzz.

#include "claims/claims_file.hpp"
#include "claims/expression.hpp"
#include "models/file_quantities.hpp"
#include "support/no_context.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;
using redcheck::testing::NoContext;

namespace {

Time value_of(const std::string& expression) {
  const Comparison c = parse_comparison(expression + " == 0", {}, {});
  return evaluate(c, {}, {}, {}).left;
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
  CHECK_THROWS_AS(value_of("log2(3)"), UndefinedValue);  // irrational
  CHECK_THROWS_AS(value_of("1 / (1 - 1)"), UndefinedValue);
}

TEST_CASE("a malformed expression is refused at the offending character") {
  const auto offset = [](const std::string& text) -> long {
    try {
      parse_comparison(text, {"n"}, file_quantities("overlap"));
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
  CHECK(report.counterexample->replay == "verifier check --claims-file f.json --claim x");
}

// A registry takes claims of one's own for a registered model (what
// examples/my-conjecture does), after the model's own, and refuses a taken
// id or an unknown model.

#include "models/registry.hpp"
#include "errors.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

Claim own_claim(const std::string& id) {
  Claim claim;
  claim.id = id;
  claim.check = [](ClaimContext&) { return ClaimReport{}; };
  return claim;
}

}  // namespace

TEST_CASE("claims of one's own join a registered model") {
  ModelRegistry registry = builtin_models();
  const std::size_t before = registry.claims().size();
  registry.add_claims("overlap", {own_claim("mine.one"), own_claim("mine.two")});
  REQUIRE(registry.claims().size() == before + 2);
  CHECK(registry.claims().back().id == "mine.two");
  CHECK(registry.claims().back().model == "overlap");
  CHECK(registry.select_claims({"mine.one"}).front()->model == "overlap");
  CHECK(builtin_models().claims().size() == before);  // the copy, not the toolkit's
  CHECK_THROWS_AS(registry.add_claims("overlap", {own_claim("canon2012.thm17")}), InternalError);
  CHECK_THROWS_AS(registry.add_claims("no-such-model", {own_claim("mine.three")}), InternalError);
}

TEST_CASE("claims of one's own read a statement of their own, or the one they share") {
  ModelRegistry registry = builtin_models();
  const std::size_t before = registry.statements().size();
  auto shared = std::make_shared<Statement>();
  shared->id = "mine:bound";
  shared->text = "my bound";
  shared->readings = {literal("mine.bound"), stricter("mine.bound.strict", "asks more")};
  Claim a = own_claim("mine.bound"), b = own_claim("mine.bound.strict");
  a.reads = b.reads = shared;
  registry.add_claims("overlap", {a, b, own_claim("mine.alone")});
  REQUIRE(registry.statements().size() == before + 2);
  CHECK(registry.statements()[before]->id == "mine:bound");
  CHECK(registry.statements()[before + 1]->id == "mine.alone");  // its own, of its id
  CHECK(registry.statements()[before + 1]->origin == StatementOrigin::own);
  const auto selected = registry.select_claims({"mine:bound"});
  REQUIRE(selected.size() == 2);
  CHECK(selected[1]->as_reading().kind == ReadingKind::stricter);
  // A statement id that is another claim's id, or a statement read by no claim given.
  Claim c = own_claim("mine.other");
  auto clash = std::make_shared<Statement>();
  clash->id = "mine.alone";
  clash->readings = {literal("mine.other")};
  c.reads = clash;
  CHECK_THROWS_AS(registry.add_claims("overlap", {c}), InternalError);
  Claim d = own_claim("mine.lonely");
  auto missing = std::make_shared<Statement>();
  missing->id = "mine:lonely";
  missing->readings = {literal("mine.lonely"), literal("mine.not-given")};
  d.reads = missing;
  CHECK_THROWS_AS(registry.add_claims("overlap", {d}), InternalError);
}

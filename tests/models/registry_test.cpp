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

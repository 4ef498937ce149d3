#pragma once
// A claim context with nothing in it, for claims whose checks need none
// (claims files, the tests' own claims).

#include "claims/claim.hpp"

namespace redcheck::testing {

struct NoContext : ClaimContext {
  nlohmann::json domain_json() const override { return nlohmann::json::object(); }
};

}  // namespace redcheck::testing

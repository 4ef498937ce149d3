#pragma once
// The claims of Legrand, Marchal & Robert 2004 the steady-state model checks,
// and the context they run in (the random platforms of the construction
// claim).

#include "claims/claim.hpp"

#include <vector>

namespace redcheck {

class SteadyStateContext : public ClaimContext {
 public:
  explicit SteadyStateContext(int seeds) : seeds_(seeds) {}
  nlohmann::json domain_json() const override { return {{"steady_state_seeds", seeds_}}; }
  /// Random platforms per shape, size and operation.
  int seeds() const { return seeds_; }

 private:
  int seeds_;
};

std::vector<Claim> steady_state_claims();

/// The statements the claims read (statements.cpp).
std::vector<Statement> steady_state_statements();

}  // namespace redcheck

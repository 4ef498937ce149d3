// Claims that start first (Claim::starts_first) are taken before the others
// when claims run side by side; the reports stay in the claims' order.

#include "claims/run_claims.hpp"
#include "support/no_context.hpp"

#include <catch2/catch.hpp>
#include "concurrency/thread_pool.hpp"

#include <mutex>

using namespace redcheck;
using redcheck::testing::NoContext;

TEST_CASE("claims that start first are started first, reports keep the claims' order") {
  NoContext context;
  const ClaimContexts contexts{{"none", &context}};
  std::vector<Claim> claims(6);
  for (std::size_t k = 0; k < claims.size(); ++k) {
    claims[k].id = "test.claim" + std::to_string(k);
    claims[k].model = "none";
    claims[k].check = [k](ClaimContext&) {
      ClaimReport report;
      report.covered = "claim " + std::to_string(k);
      return report;
    };
  }
  claims[4].starts_first = true;
  claims[5] = started_first(std::move(claims[5]));
  std::vector<const Claim*> pointers;
  for (const Claim& c : claims) pointers.push_back(&c);
  std::mutex mutex;
  std::vector<std::string> started;
  ClaimRunHooks hooks;
  hooks.started = [&](const Claim& c) {
    const std::lock_guard<std::mutex> lock(mutex);
    started.push_back(c.id);
  };
  // One thread, so that the order claims start in is the order they are
  // taken in.
  const int threads = thread_count();
  set_thread_count_of_this_thread(1);
  const std::vector<ClaimRun> runs = run_claims(pointers, contexts, hooks);
  set_thread_count_of_this_thread(threads);
  REQUIRE(runs.size() == claims.size());
  for (std::size_t k = 0; k < runs.size(); ++k) {
    CHECK(runs[k].claim == &claims[k]);
    CHECK(runs[k].report.covered == "claim " + std::to_string(k));
  }
  const std::vector<std::string> expected{"test.claim4", "test.claim5", "test.claim0",
                                          "test.claim1", "test.claim2", "test.claim3"};
  CHECK(started == expected);
}

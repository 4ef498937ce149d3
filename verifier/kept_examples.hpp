#pragma once
// verifier fuzz --examples DIR: every counterexample fuzzing finds is kept,
// as Hypothesis's example database keeps its failures, and tried first on
// the next run, so that a finding once made is never lost between CI runs.
// An example is what finds the counterexample again: the seed, the draws per
// search, --max-size and the domain options of the run that found it
// (DIR/<claim id>.json, with its summary and replay for a reader).

#include "claims/fuzz_report.hpp"
#include "claims/run_claims.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace redcheck {

struct KeptExample {
  std::string claim;
  std::uint64_t seed = 0;
  std::uint64_t runs = 1;
  int max_size = 0;
  std::string domain_arguments;
};

/// The examples kept in `directory` for `claims` that apply to `request`
/// (the same --max-size and domain options), by claim id. A file that cannot
/// be read or decoded is skipped, as Hypothesis's database skips what it
/// cannot decode: `skipped` gets a line naming it and why (the next finding
/// of its claim replaces it). A missing directory holds none. Throws
/// InputError when a claim's example path is a directory (before the run).
std::map<std::string, KeptExample> read_kept_examples(const std::string& directory,
                                                      const std::vector<std::string>& claims,
                                                      const FuzzRequest& request,
                                                      std::vector<std::string>& skipped);

/// Keeps the counterexample of each run that fuzzing found, under the seed
/// it was found with (`seed_of_claim`, else the request's).
void keep_examples(const std::string& directory, const std::vector<ClaimRun>& runs,
                   const FuzzRequest& request);

}  // namespace redcheck

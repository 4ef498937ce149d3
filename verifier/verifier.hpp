#pragma once
// verifier: checks the registered claims of every model of a registry on
// their domains. Exit status: 0 every outcome as expected, 1 some outcome
// differs from its expected outcome or a check hit an internal error, 2 bad
// input.

#include "models/registry.hpp"
#include "verifier/verifier_main.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace redcheck {

/// What check and fuzz write besides their report, and the command line the
/// HTML report shows.
struct Invocation {
  std::string command;      ///< the command line, as typed
  std::string html;         ///< --html FILE, or empty
  std::string junit;        ///< --junit FILE, or empty
  std::string examples;     ///< --examples DIR (fuzz), or empty
  std::string claims_file;  ///< --claims-file FILE, or empty
  std::string at;           ///< check --at "p=6,m=11": one point of one file claim, or empty
};

/// fuzz's own options, as given (checked by fuzz_claims).
struct FuzzArguments {
  std::vector<std::string> ids;
  std::string runs, seed, budget, max_size;
  /// --model M (or "all") and --algorithm A: the builders' claims
  /// (models/builder_claims.hpp) of M, or of its builder A.
  std::string model, algorithm;
};

/// A report of check or fuzz: its JSON (--json, without "ranks") and text,
/// the exit status (0, or 1 for an unexpected outcome or a finding), and
/// the claims that stopped on an internal error.
struct ClaimsOutcome {
  nlohmann::json json;
  std::string text;
  int status = 0;
  std::vector<std::string> internal_errors;
};

/// verifier check: the claims `ids` (every claim when empty; the claims
/// file's when one is given) on the domains the options `domain` give.
/// Throws InputError on bad input.
ClaimsOutcome check_claims(const ModelRegistry& registry, const std::vector<std::string>& ids,
                           const OptionValues& domain, const Invocation& invocation);

/// verifier fuzz, the same way.
ClaimsOutcome fuzz_claims(const ModelRegistry& registry, const FuzzArguments& arguments,
                          const OptionValues& domain, const Invocation& invocation);

}  // namespace redcheck

#pragma once
// Claims from a file, for those who do not write C++:
//
//   {"claims": [{
//      "id": "mine.greedy-within-bound",
//      "model": "overlap",                       (any model with quantities)
//      "statement": "Algorithm 1 never exceeds Proposition 6's bound",
//      "source": "my notes, 2026",                (optional)
//      "expected": "holds",                       (or "refuted"; default holds)
//      "domain": {"n": "2..12", "d": ["0", "1/3", "1"], "c": "any"},
//      "conjecture": "algorithm(greedy, n, d, c) <= upper_bound(n, d, c)"}]}
//
// A domain variable is a range of integers "a..b", a list of exact numbers,
// or "any" / "any positive" (a random exact cost: fuzzing only). The
// conjecture is an exact comparison (claims/expression.hpp) over the
// variables and the model's quantities (Model::quantities).
// verifier check enumerates the domain (at most max_enumerated_points);
// verifier fuzz draws from it with shrinking, as for built-in claims.
// A malformed file, an unknown quantity or variable, or a domain check
// cannot enumerate is refused with the file's line and column.

#include "claims/claim.hpp"

#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

/// Largest domain verifier check enumerates.
inline constexpr std::uint64_t max_enumerated_points = 1'000'000;

/// One point to evaluate a file's claim at, whatever its domain (verifier
/// check --at "p=6,m=11,alpha=1"): the claim's id and a value for each of
/// its domain's variables, as typed.
struct ClaimPoint {
  std::string claim_id;
  std::vector<std::pair<std::string, std::string>> values;
};

/// "p=6,m=11,alpha=1" as a point of claim `claim_id`; InputError naming
/// what is malformed ("name=value" pairs separated by commas, each name once).
ClaimPoint parse_claim_point(const std::string& claim_id, const std::string& text);

/// The claims of the file at `path`, each with its model set. `enumerate`:
/// for verifier check (a domain that cannot be enumerated is refused,
/// suggesting verifier fuzz). `at`: the claim it names is checked at that
/// point alone (each quantity's value shown), its domain's kind whatever it
/// is; every variable needs a value. `only` (claim or statement ids; null or
/// empty: all): the claims that will run, the only ones `enumerate` refuses.
/// Throws InputError "PATH:LINE:COLUMN: what".
std::vector<Claim> read_claims_file(const std::string& path, bool enumerate,
                                    const ClaimPoint* at = nullptr,
                                    const std::set<std::string>* only = nullptr);

/// The same from the file's text (`path` names it in messages and replays).
std::vector<Claim> parse_claims_file(const std::string& text, const std::string& path,
                                     bool enumerate, const ClaimPoint* at = nullptr,
                                     const std::set<std::string>* only = nullptr);

}  // namespace redcheck

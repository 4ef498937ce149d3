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
#include <string>
#include <vector>

namespace redcheck {

/// Largest domain verifier check enumerates.
inline constexpr std::uint64_t max_enumerated_points = 1'000'000;

/// The claims of the file at `path`, each with its model set. `enumerate`:
/// for verifier check (a domain that cannot be enumerated is refused,
/// suggesting verifier fuzz). Throws InputError "PATH:LINE:COLUMN: what".
std::vector<Claim> read_claims_file(const std::string& path, bool enumerate);

/// The same from the file's text (`path` names it in messages and replays).
std::vector<Claim> parse_claims_file(const std::string& text, const std::string& path,
                                     bool enumerate);

}  // namespace redcheck

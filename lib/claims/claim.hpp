#pragma once
// Claims are data: an id, where the paper states it (and how, as printed), how
// the toolkit reads it, the outcome the toolkit expects on the default domain,
// and a check. A check answers holds (on the domain it covered), refuted (with
// the first counterexample in its search order, replayable), or undecided (the
// domain was too large; it says what it covered).

#include "claims/check_context.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class Outcome { holds, refuted, undecided };

std::string to_string(Outcome outcome);

struct Counterexample {
  std::string summary;      ///< in words, with the numbers
  nlohmann::json instance;  ///< the input and the values that disagree (exact numbers as strings)
  std::string replay;       ///< a command that shows it
};

struct ClaimReport {
  Outcome outcome = Outcome::holds;
  std::string covered;  ///< the domain actually checked, in words
  std::optional<Counterexample> counterexample;
  std::vector<std::string> notes;  ///< further findings (per variant, counts)
};

struct Claim {
  std::string id;      ///< e.g. "canon2012.thm17"
  std::string source;  ///< paper and place, e.g. "Canon & Antoniu 2012, Theorem 17 (Section 7.2)"
  std::string statement;              ///< as printed (extraction repaired only where obvious)
  std::string reading;                ///< how the toolkit reads and checks it
  Outcome expected = Outcome::holds;  ///< on the default domain
  std::string expected_why;           ///< why, when not "holds"
  std::function<ClaimReport(CheckContext&)> check;
};

}  // namespace redcheck

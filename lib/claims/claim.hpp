#pragma once
// Claims are data: an id, where the paper states it (and how, as printed), how
// the toolkit reads it, the outcome the toolkit expects on the default domain,
// and a check. A check answers holds (on the domain it covered), refuted (with
// the first counterexample in its search order, replayable), or undecided (the
// domain was too large; it says what it covered).
//
// A claim is one reading of a published statement (statement.hpp): the
// registry attaches each claim to its statement, which carries the
// assumptions, the logical form and the reading's kind.

#include "claims/statement.hpp"
#include "errors.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class Outcome { holds, refuted, undecided };

/// What the claims of one model share during one run of the verifier: the
/// domain they are checked on (from the model's options of verifier check)
/// and what they compute once for all (optima). Each model derives its own.
class ClaimContext {
 public:
  virtual ~ClaimContext() = default;
  /// The domain, as JSON (exact numbers as strings).
  virtual nlohmann::json domain_json() const = 0;
  /// What the run computed that is worth reporting ({"trees_examined_for_optima": N}).
  /// A counter is a number, work done at most once per run, or an object of
  /// parts {"item": N}, work done once per item, reported as their sum. The
  /// ranks of an MPI job merge them so that the report is the one process's:
  /// numbers by their largest, parts by union (run_claims.cpp).
  virtual nlohmann::json counters() const { return nlohmann::json::object(); }
  /// The counters of every rank, merged (set by run_claims under MPI).
  std::optional<nlohmann::json> counters_of_all_ranks;
  /// Under verifier fuzz: where the model's claims draw smaller sizes than
  /// --max-size asks, by design (an optimum over every tree), in words.
  std::vector<std::string> size_caps;
};

/// The context of a claim of the model whose context type is C. Throws
/// InternalError when the claim is run in another model's context.
template <class C>
C& context_as(ClaimContext& context) {
  if (auto* typed = dynamic_cast<C*>(&context)) return *typed;
  throw InternalError("a claim ran in the context of another model");
}

std::string to_string(Outcome outcome);

struct Counterexample {
  std::string summary;      ///< in words, with the numbers
  nlohmann::json instance;  ///< the input and the values that disagree (exact numbers as strings)
  std::string replay;       ///< a command that shows it
};

/// How fuzzing found a counterexample: which draw of its search, and how
/// many shrinking steps took it to the (minimal) one reported.
struct FuzzFinding {
  std::uint64_t draw = 0;
  std::uint64_t shrink_steps = 0;
};

struct ClaimReport {
  Outcome outcome = Outcome::holds;
  std::string covered;  ///< the domain actually checked, in words
  std::optional<Counterexample> counterexample;
  std::optional<FuzzFinding> found_by_fuzzing;
  std::vector<std::string> notes;  ///< further findings (per variant, counts)
};

struct Claim {
  std::string id;      ///< e.g. "canon2012.thm17"
  std::string source;  ///< paper and place, e.g. "Canon & Antoniu 2012, Theorem 17 (Section 7.2)"
  std::string statement;              ///< as printed (extraction repaired only where obvious)
  std::string reading;                ///< how the toolkit reads and checks it
  Outcome expected = Outcome::holds;  ///< on the default domain
  std::string expected_why;           ///< why, when not "holds"
  std::function<ClaimReport(ClaimContext&)> check;
  std::string model;        ///< the model it is checked on (set by the registry)
  std::string claims_file;  ///< the file it was read from; empty for a built-in claim
  /// Started before the others when claims run side by side: its check has
  /// long steps a core runs alone (one large search, exact LPs solved one
  /// after another in a helper process), which the other claims then
  /// overlap instead of waiting for at the end. Changes no report.
  bool starts_first = false;
  /// Run only when named (verifier check --claims ID): it needs minutes or
  /// programs the main job does not install (the SMT solvers).
  bool on_request = false;
  /// It checks a builder of one's own (Model::add_builder), which only the
  /// program or interpreter that added it knows: replays say so.
  bool own_builder = false;
  /// The published statement it is a reading of (set by the registry, or
  /// by a claims file); `statement` above is the claim's own text of it.
  std::shared_ptr<const Statement> reads = nullptr;

  /// Its reading of its statement. Throws InternalError when it has none.
  const Reading& as_reading() const;
};

/// `claim`, started before the others (Claim::starts_first).
inline Claim started_first(Claim claim) {
  claim.starts_first = true;
  return claim;
}

/// `claim`, run only when named (Claim::on_request).
inline Claim run_on_request(Claim claim) {
  claim.on_request = true;
  return claim;
}

/// A claim whose check runs in the claim context of its model, of type C.
template <class C>
Claim claim_in(std::string id, std::string source, std::string statement, std::string reading,
               Outcome expected, std::string expected_why, std::function<ClaimReport(C&)> check) {
  return Claim{
      std::move(id),
      std::move(source),
      std::move(statement),
      std::move(reading),
      expected,
      std::move(expected_why),
      [check = std::move(check)](ClaimContext& context) { return check(context_as<C>(context)); },
      "",
      ""};
}

}  // namespace redcheck

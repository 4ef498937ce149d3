#pragma once
// What an exact optimum that stopped before its answer had shown. A search
// whose budget of states, time or memory ran out first answers "too big"
// (exit status 2); what it had proved and found by then is still true: no
// schedule below a bound, a valid schedule of some makespan, a builder's.
// Any model's optimum may say it by throwing OptimumStoppedShort (a TooBig,
// so whatever catches TooBig still does). checked_optimum (model_runs.hpp)
// validates the schedule found under the model's rules and writes the JSON
// every door shows: the programs' --json error object ("stopped_short"),
// Python's TooBig.stopped_short. Without it the schedule would reach the
// researcher only as a number in the message.

#include "errors.hpp"
#include "schedule/schedule.hpp"
#include "time/exact_time.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace redcheck {

/// Why a search stopped before its answer.
enum class StopReason { states, time, memory };

/// "states", "time", "memory".
std::string to_string(StopReason reason);

/// What a search had shown when it stopped (each part when known).
struct OptimumBracket {
  StopReason reason = StopReason::states;
  std::uint64_t states = 0;  ///< states it had expanded
  /// Every schedule takes at least this (what the search proved).
  std::optional<Time> no_schedule_below;
  /// The least makespan of a schedule the search found, and that schedule
  /// (valid, validated by the model before it is shown). Not shown optimal.
  std::optional<Time> best_found;
  Schedule best_found_schedule;
  /// The builder the search started from and its schedule's makespan.
  std::string builder;
  std::optional<Time> builder_makespan;
};

/// "no schedule below 85/2; the best schedule it found takes 46; bi-greedy's
/// schedule takes 111/2": the parts known, empty when none is.
std::string bracket_text(const OptimumBracket& bracket);

/// TooBig from an optimum's search that stopped short, with its bracket.
class OptimumStoppedShort : public TooBig {
 public:
  OptimumStoppedShort(const std::string& message, OptimumBracket bracket);

  const OptimumBracket& bracket() const { return *bracket_; }

  /// The bracket as JSON text, {"reason", "states", "no_schedule_below",
  /// "best_found", "builder", "builder_makespan", "schedule"} ("schedule":
  /// a document enumerator validate --schedule reads), once checked_optimum
  /// has validated it; empty before.
  const std::string& json_text() const { return *json_text_; }

  /// The same refusal with its JSON written.
  OptimumStoppedShort with_json_text(std::string text) const;

 private:
  // Shared: an exception is copied as it is thrown and caught, and must
  // copy without throwing.
  std::shared_ptr<const OptimumBracket> bracket_;
  std::shared_ptr<const std::string> json_text_;
};

}  // namespace redcheck

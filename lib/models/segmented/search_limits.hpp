#pragma once
// What the segmented exhaustive optimum says when its search cannot answer:
// its budget of states spent, its time passed, or the memory this process
// may use exhausted first (under a limit such as ulimit -v, or an allocation
// the kernel refuses). All are "too big" (exit status 2) with a suggestion,
// never an abort or an internal error: the search's tables grow with the
// states it keeps, and how many an instance needs is not known before it is
// searched.

#include "errors.hpp"
#include "models/optimum_stopped.hpp"
#include "time/exact_time.hpp"

#include <chrono>
#include <cstdint>
#include <new>
#include <optional>
#include <string>

namespace redcheck {

struct SegmentedSearch;    // exhaustive.hpp
struct SegmentedInstance;  // model.hpp
struct SegmentedRules;     // model.hpp

/// What a search in any order suggests instead (its reach's refusal too).
inline constexpr const char* in_order_suggestion =
    "--in-order (in-order schedules only, searched much further)";

/// "accepted: smaller p or q[, or --in-order (...)]".
std::string segmented_search_suggestion(bool in_order);

/// What `search`, which did not finish, had shown: no schedule below its
/// lower bound, the best schedule it had found (checked by the validator
/// under `rules`: InternalError when that schedule is not valid or takes
/// another time than the search's), and `builder`'s schedule of makespan
/// `builder_makespan`. Sets the states expanded (`search.nodes`); the
/// reason is the refusal's to set.
OptimumBracket searched_bracket(const SegmentedSearch& search, const SegmentedInstance& instance,
                                const SegmentedRules& rules, const std::string& instance_text,
                                const std::string& builder,
                                const std::optional<Time>& builder_makespan);

/// OptimumStoppedShort (a TooBig): the search of `instance_text` did not
/// finish within its budget of `budget` states; the message says what
/// `bracket` knows (bracket_text). Suggests a larger --max-states too
/// (search_budget.hpp).
[[noreturn]] void refuse_out_of_budget(const std::string& instance_text, bool in_order,
                                       std::uint64_t budget, OptimumBracket bracket = {});

/// OptimumStoppedShort: the search of `instance_text` stopped when its
/// resident memory passed what it may fill (memory/process_memory.hpp),
/// after `bracket.states` of its budget of `budget`; `bracket` as above.
/// Suggests smaller instances, not a larger budget.
[[noreturn]] void refuse_out_of_memory(const std::string& instance_text, bool in_order,
                                       std::uint64_t budget, OptimumBracket bracket = {});

/// OptimumStoppedShort: the search of `instance_text` did not finish within
/// `seconds` (its time limit, search_budget.hpp), after `bracket.states`;
/// `bracket` as above. Suggests more seconds, or a budget of states instead.
[[noreturn]] void refuse_out_of_time(const std::string& instance_text, bool in_order,
                                     std::uint64_t seconds, OptimumBracket bracket = {});

/// When a search that may run `seconds` from now must stop (none: never);
/// exhaustive.hpp's SearchDeadline.
std::optional<std::chrono::steady_clock::time_point> deadline_after(
    std::optional<std::uint64_t> seconds);

/// The refusal of a search that did not finish (`search.complete` false):
/// refuse_out_of_memory when its memory ran out first, refuse_out_of_time
/// when its `seconds` passed, else refuse_out_of_budget.
[[noreturn]] void refuse_unfinished(const std::string& instance_text, bool in_order,
                                    std::uint64_t budget, std::optional<std::uint64_t> seconds,
                                    const SegmentedSearch& search, OptimumBracket bracket);

/// Runs `search` (returning the search's result); its running out of memory
/// becomes TooBig naming `instance_text`. Its tables are freed by then (the
/// exception unwound them), so the message can be formed.
template <class Search>
auto within_memory(const std::string& instance_text, bool in_order, Search&& search) {
  try {
    return search();
  } catch (const std::bad_alloc&) {
    throw TooBig("the exhaustive search of " + instance_text +
                 " ran out of memory before its budget of states; " +
                 segmented_search_suggestion(in_order));
  }
}

}  // namespace redcheck

#pragma once
// How many states the segmented exhaustive optimum may expand. By default
// each search has its own budget, sized to answer within about a minute (one
// port 4 million states, two ports 20 million), and instances beyond the
// reach measured for that minute are refused before any work
// (search_reach.hpp). `--max-states N` sets the budget instead, for a
// researcher who would rather wait: the reach's refusal is then lifted (the
// searches' own limits on p and q stay). The budget decides whether an
// answer comes, never which one: a search that finishes is exhaustive
// whatever its budget. A budget is accepted while its tables fit in three
// quarters of this machine's memory at the most bytes a state measured.

#include "models/model.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace redcheck {

/// The option's flag.
inline constexpr const char* max_states_flag = "--max-states";

/// The most bytes of tables a state kept has taken in either search (two
/// ports, p = 6: about 250; p = 7, 49 million states: 9.7 GB, about 200; one
/// port, p = 7: docs/segmented.md), with a margin.
inline constexpr std::uint64_t segmented_bytes_per_state = 300;

/// enumerator optimum's --max-states, for segmented's optimum_options.
OptionSpec max_states_option();

/// The largest budget accepted on this machine: three quarters of its
/// physical memory over segmented_bytes_per_state (at least 1).
std::uint64_t max_states_accepted();

/// --max-states from `options`, if given: an integer from 1 to
/// max_states_accepted(). Throws InputError naming the value and that range.
std::optional<std::uint64_t> max_states_given(const OptionValues& options);

/// What a refusal suggests, `budget` the one spent: "--max-states N above D
/// (about B bytes a state; ...)". No figure of this machine's: the same
/// instance is refused in the same words everywhere.
std::string max_states_suggestion(std::uint64_t budget);

}  // namespace redcheck

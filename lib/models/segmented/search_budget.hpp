#pragma once
// How many states the segmented exhaustive optimum may expand. By default
// each search has its own budget, sized to answer within about a minute (one
// port 4 million states, two ports 20 million), and instances beyond the
// reach measured for that minute are refused before any work
// (search_reach.hpp). `--max-states N` sets the budget instead, for a
// researcher who would rather wait: the reach's refusal is then lifted (the
// searches' own limits on p and q stay). The budget decides whether an
// answer comes, never which one: a search that finishes is exhaustive
// whatever its budget. Whatever the budget, a search also stops, too big,
// once its tables fill three quarters of the memory the process may use
// (search_workers.hpp's SearchControl).

#include "models/model.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace redcheck {

/// The option's flag.
inline constexpr const char* max_states_flag = "--max-states";

/// The largest budget accepted: a trillion states, beyond any machine's
/// memory at 200 bytes or more a state.
inline constexpr std::uint64_t max_states_most = 1'000'000'000'000;

/// What a state kept costs in memory, as measured (docs/segmented.md): two
/// ports p = 7, 49.5 million states in 9.7 GB; p = 8, 19.4 million in 7.9 GB.
inline constexpr const char* bytes_per_state_text = "200 to 400 bytes of memory each";

/// enumerator optimum's --max-states, for segmented's optimum_options.
OptionSpec max_states_option();

/// --max-states from `options`, if given: an integer from 1 to
/// max_states_most. Throws InputError naming the value and that range.
std::optional<std::uint64_t> max_states_given(const OptionValues& options);

/// What a refusal suggests, `budget` the one spent: "--max-states N above D
/// (...)".
std::string max_states_suggestion(std::uint64_t budget);

}  // namespace redcheck

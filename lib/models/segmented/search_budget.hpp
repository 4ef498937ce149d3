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
//
// Time: `--max-seconds S` stops the search after S seconds. enumerator
// optimum and redcheck.optimum, given neither option, stop after a minute
// as well as at the budget, so that what they do not answer in a minute is
// refused within about one (a state costs 13 to 120 microseconds at p = 7
// and 8, by the instance: at p = 8 the two-port budget of 20 million states
// would take 3 to 40 minutes; docs/segmented.md). The claims
// keep to the budget alone: a verdict must not hang on the machine's speed.

#include "models/model.hpp"

#include <cstdint>
#include <limits>
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

/// The budget of a search given only a time: none (SearchControl shows no
/// budget in its progress line, and a refusal names none).
inline constexpr std::uint64_t no_state_budget = std::numeric_limits<std::uint64_t>::max();

/// enumerator optimum's --max-states, for segmented's optimum_options.
OptionSpec max_states_option();

/// --max-states from `options`, if given: an integer from 1 to
/// max_states_most. Throws InputError naming the value and that range.
std::optional<std::uint64_t> max_states_given(const OptionValues& options);

/// What a refusal suggests, `budget` the one spent: "--max-states N above D
/// (...)".
std::string max_states_suggestion(std::uint64_t budget);

/// The time option's flag, the time enumerator optimum runs by default, and
/// the most accepted (about 11 days).
inline constexpr const char* max_seconds_flag = "--max-seconds";
inline constexpr std::uint64_t default_max_seconds = 60;
inline constexpr std::uint64_t max_seconds_most = 1'000'000;

/// enumerator optimum's --max-seconds, for segmented's optimum_options.
OptionSpec max_seconds_option();

/// The limits a segmented optimum runs under, as its caller set them.
struct OptimumLimits {
  std::optional<std::uint64_t> max_states;   ///< given: the reach's refusal is lifted
  std::optional<std::uint64_t> max_seconds;  ///< given: the reach's refusal is lifted
  /// Neither given: default_max_seconds as well as the budget (enumerator
  /// optimum and redcheck.optimum; the claims leave it off).
  bool default_minute = false;

  /// Whether either limit was given.
  bool given() const { return max_states.has_value() || max_seconds.has_value(); }
  /// The budget of states: the one given; none (no_state_budget) when only
  /// the time is; else the search's `own`.
  std::uint64_t states(std::uint64_t own) const;
  /// The seconds the search may run: the ones given; default_max_seconds
  /// when nothing is and default_minute is on; none: no limit.
  std::optional<std::uint64_t> seconds() const;
};

/// enumerator optimum's limits from its options, default_minute on. Throws
/// InputError naming a value out of range (max_states_given, and --max-seconds
/// an integer from 1 to max_seconds_most).
OptimumLimits optimum_limits_given(const OptionValues& options);

}  // namespace redcheck

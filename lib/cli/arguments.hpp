#pragma once
// Parsing command-line values with messages that name the value and what is
// accepted (exit status 2 through InputError).

#include "time/exact_time.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// Splits "a,b,c" at commas (no empty items allowed).
/// Throws InputError naming `what` on an empty item.
std::vector<std::string> split_list(const std::string& text, const std::string& what);

/// The same with another separator ("0,1;1,0" split at ';').
std::vector<std::string> split_list_at(const std::string& text, char separator,
                                       const std::string& what);

/// A decimal integer in [low, high]. Throws InputError otherwise.
long long parse_integer(const std::string& text, const std::string& what, long long low,
                        long long high);

/// A non-negative exact number ("3/2", "1.5", "2").
Time parse_cost(const std::string& text, const std::string& what);

/// A comma-separated list of non-negative exact numbers.
std::vector<Time> parse_cost_list(const std::string& text, const std::string& what);

/// `word` as a POSIX shell reads it back as one word: as it is when it holds
/// only letters, digits and -_./,:=+@%, else in single quotes (a quote in it
/// written '\''). Replay commands write their values with it.
std::string shell_quoted(const std::string& word);

/// The words a POSIX shell makes of `command` (blanks separate words; single
/// quotes group; a backslash outside quotes takes the next character as it
/// is): the inverse of joining shell_quoted words with spaces. Throws
/// InputError on an unclosed quote.
std::vector<std::string> shell_words(const std::string& command);

}  // namespace redcheck

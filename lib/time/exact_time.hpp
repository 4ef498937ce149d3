#pragma once
// Exact time: every duration, date and makespan in the toolkit is a rational
// number held by GMP. Expression templates are switched off on purpose: with
// them on, `auto e = a + b;` keeps references to a and b and silently changes
// value when they do.

#include <boost/multiprecision/gmp.hpp>

#include <string>
#include <string_view>

namespace redcheck {

using Time = boost::multiprecision::number<boost::multiprecision::gmp_rational,
                                           boost::multiprecision::et_off>;
using BigInt =
    boost::multiprecision::number<boost::multiprecision::gmp_int, boost::multiprecision::et_off>;

/// Longest text of an exact number: far beyond any cost a paper uses, short
/// enough that exact arithmetic on it stays fast.
inline constexpr std::size_t max_number_characters = 1000;

/// Parses an exact rational written as an integer ("2", "-3"), a fraction
/// ("3/2") or a decimal ("1.5", "0.125"). Leading and trailing blanks are
/// not accepted.
/// Throws InputError naming `what` and the text when it is malformed, longer
/// than max_number_characters, or has a zero denominator.
Time parse_time(std::string_view text, std::string_view what);

/// Exact text of a rational: "7/2", "3", "-1/3".
std::string to_string(const Time& value);

/// Decimal text of a rational rounded to `digits` places, half away from zero,
/// computed exactly ("3.500000" for 7/2 with 6 digits).
std::string to_decimal(const Time& value, int digits);

/// Nearest double; for drawing only, never for a verdict.
double to_double(const Time& value);

/// Smallest integer >= log2(n) for n >= 1 (0 for n = 1).
int ceil_log2(std::uint64_t n);

}  // namespace redcheck

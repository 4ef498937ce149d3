#include "time/exact_time.hpp"

#include "errors.hpp"

#include <cctype>

namespace redcheck {
namespace {

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char ch : s) {
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
  }
  return true;
}

// A BigInt from decimal digits. GMP reads a leading 0 as octal, so the
// leading zeros go first.
BigInt from_decimal_digits(std::string_view digits) {
  const auto first = digits.find_first_not_of('0');
  return first == std::string_view::npos ? BigInt(0) : BigInt(std::string(digits.substr(first)));
}

[[noreturn]] void reject(std::string_view text, std::string_view what) {
  throw InputError(std::string(what) + " = '" + std::string(text) +
                   "' is not an exact number; write an integer (2), a fraction (3/2) or a "
                   "decimal (1.5)");
}

}  // namespace

Time parse_time(std::string_view text, std::string_view what) {
  if (text.size() > max_number_characters) {
    throw InputError(std::string(what) + " is a number of " + std::to_string(text.size()) +
                     " characters; accepted: at most " + std::to_string(max_number_characters) +
                     " (an integer, a fraction or a decimal)");
  }
  std::string_view body = text;
  bool negative = false;
  if (!body.empty() && (body.front() == '-' || body.front() == '+')) {
    negative = body.front() == '-';
    body.remove_prefix(1);
  }
  Time value;
  if (const auto slash = body.find('/'); slash != std::string_view::npos) {
    const auto num = body.substr(0, slash);
    const auto den = body.substr(slash + 1);
    if (!all_digits(num) || !all_digits(den)) reject(text, what);
    const BigInt denominator = from_decimal_digits(den);
    if (denominator == 0) {
      throw InputError(std::string(what) + " = '" + std::string(text) + "' has a zero denominator");
    }
    value = Time(from_decimal_digits(num), denominator);
  } else if (const auto dot = body.find('.'); dot != std::string_view::npos) {
    const auto whole = body.substr(0, dot);
    const auto fraction = body.substr(dot + 1);
    if ((!whole.empty() && !all_digits(whole)) || !all_digits(fraction)) reject(text, what);
    BigInt scale = 1;
    for (std::size_t i = 0; i < fraction.size(); ++i) scale *= 10;
    const BigInt digits = from_decimal_digits(std::string(whole) + std::string(fraction));
    value = Time(digits, scale);
  } else {
    if (!all_digits(body)) reject(text, what);
    value = Time(from_decimal_digits(body));
  }
  return negative ? Time(-value) : value;
}

std::string to_string(const Time& value) {
  return value.str();
}

std::string to_decimal(const Time& value, int digits) {
  BigInt scale = 1;
  for (int i = 0; i < digits; ++i) scale *= 10;
  const BigInt num = boost::multiprecision::numerator(value);
  const BigInt den = boost::multiprecision::denominator(value);
  const bool negative = num < 0;
  const BigInt magnitude = negative ? BigInt(-num) : num;
  // round(|x| * 10^digits) half away from zero, in integers
  const BigInt scaled = (2 * magnitude * scale + den) / (2 * den);
  std::string text = (scaled / scale).str();
  if (digits > 0) {
    std::string frac = (scaled % scale).str();
    frac.insert(0, static_cast<std::size_t>(digits) - frac.size(), '0');
    text += "." + frac;
  }
  return (negative && scaled != 0 ? "-" : "") + text;
}

double to_double(const Time& value) {
  return value.convert_to<double>();
}

int ceil_log2(std::uint64_t n) {
  if (n > (std::uint64_t{1} << 63)) return 64;
  int k = 0;
  while ((std::uint64_t{1} << k) < n) ++k;
  return k;
}

}  // namespace redcheck

#include "cli/arguments.hpp"

#include "errors.hpp"

#include <cctype>

namespace redcheck {

std::vector<std::string> split_list_at(const std::string& text, char separator,
                                       const std::string& what) {
  std::vector<std::string> items;
  std::size_t begin = 0;
  while (true) {
    const std::size_t at = text.find(separator, begin);
    const std::string item = text.substr(begin, at == std::string::npos ? at : at - begin);
    if (item.empty()) {
      throw InputError(
          what + " = '" + text + "' has an empty item; write values separated by " +
          (separator == ',' ? std::string("commas") : "'" + std::string(1, separator) + "'"));
    }
    items.push_back(item);
    if (at == std::string::npos) return items;
    begin = at + 1;
  }
}

std::vector<std::string> split_list(const std::string& text, const std::string& what) {
  return split_list_at(text, ',', what);
}

long long parse_integer(const std::string& text, const std::string& what, long long low,
                        long long high) {
  const std::string accepted =
      "; accepted: an integer from " + std::to_string(low) + " to " + std::to_string(high);
  std::size_t start = (!text.empty() && text[0] == '-') ? 1 : 0;
  bool digits = text.size() > start;
  for (std::size_t i = start; digits && i < text.size(); ++i) {
    digits = std::isdigit(static_cast<unsigned char>(text[i])) != 0;
  }
  if (!digits) throw InputError(what + " = '" + text + "' is not an integer" + accepted);
  if (text.size() - start > 18)
    throw InputError(what + " = " + text + " is out of range" + accepted);
  const long long value = std::stoll(text);
  if (value < low || value > high) {
    throw InputError(what + " = " + text + " is out of range" + accepted);
  }
  return value;
}

Time parse_cost(const std::string& text, const std::string& what) {
  const Time value = parse_time(text, what);
  if (value < 0) {
    throw InputError(what + " = " + text + " is negative; costs are exact numbers >= 0");
  }
  return value;
}

std::vector<Time> parse_cost_list(const std::string& text, const std::string& what) {
  std::vector<Time> values;
  for (const auto& item : split_list(text, what)) values.push_back(parse_cost(item, what));
  return values;
}

std::string shell_quoted(const std::string& word) {
  const auto plain = [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) != 0 ||
           std::string("-_./,:=+@%").find(ch) != std::string::npos;
  };
  bool safe = !word.empty();
  for (char ch : word) safe = safe && plain(ch);
  if (safe) return word;
  std::string out = "'";
  for (char ch : word) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

std::vector<std::string> shell_words(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, any = false;
  for (std::size_t k = 0; k < command.size(); ++k) {
    const char ch = command[k];
    if (quoted) {
      if (ch == '\'') {
        quoted = false;
      } else {
        word += ch;
      }
    } else if (ch == '\'') {
      quoted = any = true;
    } else if (ch == '\\' && k + 1 < command.size()) {
      word += command[++k];
      any = true;
    } else if (ch == ' ' || ch == '\t' || ch == '\n') {
      if (any) words.push_back(word);
      word.clear();
      any = false;
    } else {
      word += ch;
      any = true;
    }
  }
  if (quoted) throw InputError("the command '" + command + "' has an unclosed quote");
  if (any) words.push_back(word);
  return words;
}

}  // namespace redcheck

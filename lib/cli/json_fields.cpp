#include "cli/json_fields.hpp"

#include "cli/arguments.hpp"
#include "cli/input_file.hpp"
#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace {

const nlohmann::json* member(const nlohmann::json& j, const char* key) {
  return j.is_object() && j.contains(key) ? &j[key] : nullptr;
}

}  // namespace

std::string json_exact_text(const nlohmann::json& j, const char* key, const std::string& where) {
  const nlohmann::json* value = member(j, key);
  // An integer is exact too (Python's json writes ints as numbers).
  if (value && value->is_number_integer()) return value->dump();
  if (!value || !value->is_string()) {
    throw InputError(where + " needs \"" + key +
                     "\": an exact number written as a string, such as \"3/2\", or an integer");
  }
  return value->get<std::string>();
}

long long json_integer(const nlohmann::json& j, const char* key, const std::string& where,
                       long long low, long long high) {
  const nlohmann::json* value = member(j, key);
  if (!value || !value->is_number_integer()) {
    throw InputError(where + " needs \"" + key + "\": an integer");
  }
  // Its own digits: an unsigned 64-bit value beyond long long is out of range.
  return parse_integer(value->dump(), where + " \"" + key + "\"", low, high);
}

bool json_bool(const nlohmann::json& j, const char* key, const std::string& where, bool fallback) {
  const nlohmann::json* value = member(j, key);
  if (!value) return fallback;
  if (!value->is_boolean()) {
    throw InputError(where + " \"" + key + "\" = " + value->dump() + "; accepted: true or false");
  }
  return value->get<bool>();
}

void json_only_keys(const nlohmann::json& j, const std::vector<std::string>& keys,
                    const std::string& where) {
  if (!j.is_object()) throw InputError(where + " is not a JSON object");
  for (const auto& [key, value] : j.items()) {
    if (std::find(keys.begin(), keys.end(), key) != keys.end()) continue;
    std::string accepted;
    for (const auto& k : keys) accepted += (accepted.empty() ? "" : ", ") + k;
    throw InputError(where + " has an unknown key \"" + key + "\"; accepted: " + accepted);
  }
}

std::optional<std::size_t> over_deep_json(const std::string& text) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const char ch = text[k];
    if (in_string) {
      if (ch == '\\') {
        ++k;
      } else if (ch == '"') {
        in_string = false;
      }
    } else if (ch == '"') {
      in_string = true;
    } else if (ch == '[' || ch == '{') {
      if (++depth > max_json_depth) return k;
    } else if (ch == ']' || ch == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

nlohmann::json parse_json_text(const std::string& text, const std::string& where) {
  if (const auto at = over_deep_json(text)) {
    throw InputError(where + " nests arrays and objects deeper than " +
                     std::to_string(max_json_depth) + " at byte " + std::to_string(*at) +
                     "; at most " + std::to_string(max_json_depth) + " levels are accepted");
  }
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // malformed, or a number beyond a double
    throw InputError(where + " is not valid JSON: " + e.what());
  }
}

nlohmann::json read_json_file(const std::string& path, const std::string& option) {
  return parse_json_text(read_input_file(path, option, "a readable JSON file"),
                         option + " '" + path + "'");
}

}  // namespace redcheck

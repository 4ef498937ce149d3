#include "cli/json_fields.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace redcheck {

namespace {

const nlohmann::json* member(const nlohmann::json& j, const char* key) {
  return j.is_object() && j.contains(key) ? &j[key] : nullptr;
}

}  // namespace

std::string json_exact_text(const nlohmann::json& j, const char* key, const std::string& where) {
  const nlohmann::json* value = member(j, key);
  if (!value || !value->is_string()) {
    throw InputError(where + " needs \"" + key +
                     "\": an exact number written as a string, such as \"3/2\"");
  }
  return value->get<std::string>();
}

long long json_integer(const nlohmann::json& j, const char* key, const std::string& where,
                       long long low, long long high) {
  const nlohmann::json* value = member(j, key);
  if (!value || !value->is_number_integer()) {
    throw InputError(where + " needs \"" + key + "\": an integer");
  }
  return parse_integer(std::to_string(value->get<long long>()), where + " \"" + key + "\"", low,
                       high);
}

nlohmann::json read_json_file(const std::string& path, const std::string& option) {
  std::ifstream file(path);
  if (!file) {
    throw InputError(option + " '" + path + "' cannot be read: " + std::strerror(errno) +
                     "; give a readable JSON file");
  }
  std::ostringstream text;
  text << file.rdbuf();
  try {
    return nlohmann::json::parse(text.str());
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError(option + " '" + path + "' is not valid JSON: " + e.what());
  }
}

}  // namespace redcheck

#pragma once
// Reading fields of JSON input (instances, timelines) with messages that name
// the field, where it is, and what is accepted (InputError: exit 2).

#include <nlohmann/json.hpp>

#include <string>

namespace redcheck {

/// The text of j[key], which must be an exact number written as a string
/// ("3/2"); the caller parses it. `where` names the object ("the instance").
std::string json_exact_text(const nlohmann::json& j, const char* key, const std::string& where);

/// The integer j[key], in [low, high].
long long json_integer(const nlohmann::json& j, const char* key, const std::string& where,
                       long long low, long long high);

/// The JSON document in file `path`, given by option `option` ("--instance").
/// Throws InputError naming the file when it cannot be read or parsed.
nlohmann::json read_json_file(const std::string& path, const std::string& option);

}  // namespace redcheck

#pragma once
// Reading fields of JSON input (instances, timelines) with messages that name
// the field, where it is, and what is accepted (InputError: exit 2).

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

/// The text of j[key], which must be an exact number written as a string
/// ("3/2") or an integer (7); the caller parses it. `where` names the
/// object ("the instance").
std::string json_exact_text(const nlohmann::json& j, const char* key, const std::string& where);

/// The integer j[key], in [low, high].
long long json_integer(const nlohmann::json& j, const char* key, const std::string& where,
                       long long low, long long high);

/// The boolean j[key], or `fallback` when absent.
bool json_bool(const nlohmann::json& j, const char* key, const std::string& where, bool fallback);

/// Refuses a key of object `j` that is not in `keys` (a typo such as "C"
/// for "c" would otherwise go unseen), naming it and the keys accepted.
void json_only_keys(const nlohmann::json& j, const std::vector<std::string>& keys,
                    const std::string& where);

/// Deepest nesting of arrays and objects accepted in any JSON input (the
/// toolkit's own documents nest at most 5 deep): deeper documents are
/// refused before they are parsed, so that nothing recurses through them.
inline constexpr int max_json_depth = 64;

/// The offset of the first bracket of `text` nested deeper than
/// max_json_depth (strings skipped), if any.
std::optional<std::size_t> over_deep_json(const std::string& text);

/// The JSON document `text`; `where` names it in messages ("--instance
/// 'f.json'"). Throws InputError when it is malformed (numbers beyond a
/// double included) or nested deeper than max_json_depth.
nlohmann::json parse_json_text(const std::string& text, const std::string& where);

/// The JSON document in file `path`, given by option `option` ("--instance").
/// Throws InputError naming the file when it cannot be read or parsed
/// (read_input_file), or is nested deeper than max_json_depth.
nlohmann::json read_json_file(const std::string& path, const std::string& option);

}  // namespace redcheck

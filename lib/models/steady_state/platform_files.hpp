#pragma once
// Platforms from files, in two forms.
//
// DOT (read by Boost.Graph's read_graphviz), a digraph whose edges carry the
// cost `c` and whose nodes may carry `w` (time of one task) or `speed`
// (tasks per time unit); a node with neither takes one time unit a task:
//
//   digraph fig6 { 0 [w="1/2"]; 1; 2; 1 -> 2 [c=1]; 2 -> 1 [c=1]; 1 -> 0 [c=1]; 2 -> 0 [c=1]; }
//
// JSON, the same with exact numbers as strings:
//
//   {"nodes": [{"name": "0", "w": "1/2"}, {"name": "1"}, {"name": "2"}],
//    "edges": [{"from": "1", "to": "2", "c": "1"}, ...]}
//
// Nodes are numbered in the order the file first names them (the order of a
// non-commutative reduce). Every error is an InputError naming the file;
// subgraphs nested deeper than max_dot_depth are refused before parsing.

#include "models/steady_state/platform.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace redcheck {

/// Deepest nesting of braces (subgraphs) accepted in a DOT platform.
inline constexpr int max_dot_depth = 64;

/// A platform from DOT text; `where` names it in messages.
Platform platform_from_dot(const std::string& text, const std::string& where);
/// A platform from its JSON form.
Platform platform_from_json(const nlohmann::json& json, const std::string& where);
/// The JSON form (read back by platform_from_json).
nlohmann::json platform_json(const Platform& platform);
/// The DOT form (read back by platform_from_dot).
std::string platform_dot(const Platform& platform, const std::string& graph_name = "platform");

/// The platform in file `path`: JSON when it ends in ".json", else DOT.
/// `option` names the option that gave it ("--platform").
Platform read_platform_file(const std::string& path, const std::string& option);

}  // namespace redcheck

#include "models/steady_state/platform_files.hpp"

#include "cli/input_file.hpp"
#include "cli/json_fields.hpp"
#include "errors.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphviz.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

namespace redcheck {

namespace {

struct DotNode {
  std::string name, w, speed;
};
struct DotEdge {
  std::string c;
};
using DotGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, DotNode, DotEdge>;

/// w from the text of `w` or `speed` (either, not both; neither: 1).
Time task_time(const std::string& node, const std::string& w, const std::string& speed,
               const std::string& where) {
  if (!w.empty() && !speed.empty()) {
    throw InputError(where + ": node '" + node +
                     "' gives both w and speed; give one (w = 1 / speed)");
  }
  if (!speed.empty()) {
    const Time s = parse_time(speed, where + ": the speed of node '" + node + "'");
    if (s <= 0) {
      throw InputError(where + ": node '" + node + "' has speed " + to_string(s) +
                       ": a zero-capacity node; speed > 0 is accepted (tasks per time unit)");
    }
    return 1 / s;
  }
  if (w.empty()) return Time(1);
  return parse_time(w, where + ": the task time w of node '" + node + "'");
}

Time edge_cost(const std::string& text, const std::string& from, const std::string& to,
               const std::string& where) {
  const std::string words = where + ": edge " + from + " -> " + to;
  if (text.empty()) {
    throw InputError(words + " has no cost; give c, the time of one unit-size message (c > 0)");
  }
  return parse_time(text, words + " cost c");
}

/// The node names of a DOT text in the order the file first mentions them.
/// Boost's parser (which validates the file and reads the attributes) keeps
/// nodes in name order, so the order is found by this scan of the tokens:
/// comments, attribute lists [...], `ID = ID` statements, keywords, the
/// graph's and subgraphs' names and ports (after ':') are skipped.
std::vector<std::string> dot_mention_order(const std::string& text) {
  std::vector<std::string> tokens;  // IDs as written (quotes removed), and punctuation
  for (std::size_t k = 0; k < text.size();) {
    const char ch = text[k];
    if (std::isspace(static_cast<unsigned char>(ch))) {
      ++k;
    } else if (text.compare(k, 2, "//") == 0 || ch == '#') {
      k = text.find('\n', k);
    } else if (text.compare(k, 2, "/*") == 0) {
      k = text.find("*/", k + 2);
      if (k != std::string::npos) k += 2;
    } else if (ch == '"') {
      std::string id;
      for (++k; k < text.size() && text[k] != '"'; ++k) {
        if (text[k] == '\\' && k + 1 < text.size() && text[k + 1] == '"') ++k;
        id += text[k];
      }
      ++k;
      tokens.push_back("\"" + id);  // a leading quote marks an ID
    } else if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' ||
               (ch == '-' && k + 1 < text.size() &&
                std::isdigit(static_cast<unsigned char>(text[k + 1])))) {
      std::size_t end = k + 1;
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) ||
                                   text[end] == '_' || text[end] == '.')) {
        ++end;
      }
      tokens.push_back("\"" + text.substr(k, end - k));
      k = end;
    } else if (text.compare(k, 2, "->") == 0 || text.compare(k, 2, "--") == 0) {
      tokens.emplace_back("->");
      k += 2;
    } else {
      tokens.emplace_back(1, ch);
      ++k;
    }
    if (k == std::string::npos) break;
  }
  const auto lower = [](std::string id) {
    for (char& c : id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return id;
  };
  std::vector<std::string> order;
  int brackets = 0;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    const std::string& t = tokens[k];
    if (t == "[") ++brackets;
    if (t == "]") --brackets;
    if (brackets > 0 || t[0] != '"') continue;
    const std::string word = lower(t);
    if (word == "\"digraph" || word == "\"graph" || word == "\"subgraph") {
      if (k + 1 < tokens.size() && tokens[k + 1][0] == '"') ++k;  // the (sub)graph's name
      continue;
    }
    if (word == "\"strict" || word == "\"node" || word == "\"edge") continue;
    if (k > 0 && tokens[k - 1] == ":") continue;  // a port
    if (k + 1 < tokens.size() && tokens[k + 1] == "=") {
      k += 2;
      continue;
    }  // ID = ID
    const std::string id = t.substr(1);
    if (std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
  }
  return order;
}

// The offset of the first '{' nested deeper than max_dot_depth (strings and
// comments skipped): Boost's DOT parser recurses into each subgraph.
std::optional<std::size_t> over_deep_dot(const std::string& text) {
  int depth = 0;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (text[k] == '"') {
      for (++k; k < text.size() && text[k] != '"'; ++k) {
        if (text[k] == '\\') ++k;
      }
    } else if (text.compare(k, 2, "/*") == 0) {
      k = text.find("*/", k + 2);
      if (k == std::string::npos) break;
      ++k;
    } else if (text.compare(k, 2, "//") == 0 || text[k] == '#') {
      k = text.find('\n', k);
      if (k == std::string::npos) break;
    } else if (text[k] == '{') {
      if (++depth > max_dot_depth) return k;
    } else if (text[k] == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

std::string optional_text(const nlohmann::json& j, const char* key, const std::string& where) {
  if (!j.contains(key)) return {};
  return json_exact_text(j, key, where);
}

}  // namespace

Platform platform_from_dot(const std::string& text, const std::string& where) {
  DotGraph graph;
  boost::dynamic_properties properties(boost::ignore_other_properties);
  properties.property("node_id", boost::get(&DotNode::name, graph));
  properties.property("w", boost::get(&DotNode::w, graph));
  properties.property("speed", boost::get(&DotNode::speed, graph));
  properties.property("c", boost::get(&DotEdge::c, graph));
  if (const auto at = over_deep_dot(text)) {
    throw InputError(where + " nests subgraphs deeper than " + std::to_string(max_dot_depth) +
                     " at byte " + std::to_string(*at) + "; at most " +
                     std::to_string(max_dot_depth) + " levels are accepted");
  }
  try {
    if (!boost::read_graphviz(text, graph, properties, "node_id")) {
      throw InputError(where + " is not a graph in DOT");
    }
  } catch (const boost::undirected_graph_error&) {
    throw InputError(where + " is an undirected graph; give a digraph (a link used both ways " +
                     "is two edges, a -> b and b -> a, each with its cost)");
  } catch (const InputError&) {
    throw;
  } catch (const std::exception& e) {
    throw InputError(where + " is not valid DOT: " + e.what());
  }
  // Nodes in the order of first mention. Names the scan finds that are no
  // node (words of an HTML-like label, say) are dropped; nodes it misses
  // follow, in Boost's order: the order is then the best the scan knows,
  // never an error.
  std::map<std::string, std::size_t> vertex_named;
  for (std::size_t v = 0; v < boost::num_vertices(graph); ++v) vertex_named[graph[v].name] = v;
  std::vector<std::size_t> vertex;  // the platform's nodes, as Boost's vertices
  std::vector<int> index(boost::num_vertices(graph), -1);
  const auto take = [&](std::size_t v) {
    if (index[v] >= 0) return;
    index[v] = static_cast<int>(vertex.size());
    vertex.push_back(v);
  };
  for (const std::string& name : dot_mention_order(text)) {
    if (const auto it = vertex_named.find(name); it != vertex_named.end()) take(it->second);
  }
  for (std::size_t v = 0; v < boost::num_vertices(graph); ++v) take(v);
  Platform platform;
  for (std::size_t v : vertex) {
    const DotNode& node = graph[v];
    platform.add_node(node.name, task_time(node.name, node.w, node.speed, where));
  }
  for (auto [it, end] = boost::edges(graph); it != end; ++it) {
    const int from = index[boost::source(*it, graph)];
    const int to = index[boost::target(*it, graph)];
    platform.add_edge(from, to,
                      edge_cost(graph[*it].c, platform.name(from), platform.name(to), where));
  }
  return platform;
}

Platform platform_from_json(const nlohmann::json& json, const std::string& where) {
  if (!json.is_object() || !json.contains("nodes") || !json["nodes"].is_array() ||
      !json.contains("edges") || !json["edges"].is_array()) {
    throw InputError(where + " needs \"nodes\" and \"edges\", two lists");
  }
  Platform platform;
  for (const auto& node : json["nodes"]) {
    if (!node.is_object() || !node.contains("name") || !node["name"].is_string()) {
      throw InputError(where + ": every node needs \"name\", a string");
    }
    const std::string name = node["name"].get<std::string>();
    const std::string at = where + ", node '" + name + "'";
    platform.add_node(name, task_time(name, optional_text(node, "w", at),
                                      optional_text(node, "speed", at), where));
  }
  for (const auto& edge : json["edges"]) {
    if (!edge.is_object() || !edge.contains("from") || !edge["from"].is_string() ||
        !edge.contains("to") || !edge["to"].is_string()) {
      throw InputError(where + ": every edge needs \"from\" and \"to\", node names");
    }
    const std::string from = edge["from"].get<std::string>();
    const std::string to = edge["to"].get<std::string>();
    const std::string at = where + ", edge " + from + " -> " + to;
    platform.add_edge(platform.node(from), platform.node(to),
                      edge_cost(optional_text(edge, "c", at), from, to, where));
  }
  return platform;
}

nlohmann::json platform_json(const Platform& platform) {
  nlohmann::json nodes = nlohmann::json::array();
  for (int i = 0; i < platform.nodes(); ++i) {
    nodes.push_back({{"name", platform.name(i)}, {"w", to_string(platform.task_time(i))}});
  }
  nlohmann::json edges = nlohmann::json::array();
  for (const auto& e : platform.edges()) {
    edges.push_back(
        {{"from", platform.name(e.from)}, {"to", platform.name(e.to)}, {"c", to_string(e.cost)}});
  }
  return {{"nodes", nodes}, {"edges", edges}};
}

std::string platform_dot(const Platform& platform, const std::string& graph_name) {
  const auto quoted = [](const std::string& text) {
    std::string out = "\"";
    for (char ch : text) {
      if (ch == '"' || ch == '\\') out += '\\';
      out += ch;
    }
    return out + "\"";
  };
  std::string out = "digraph " + quoted(graph_name) + " {\n";
  for (int i = 0; i < platform.nodes(); ++i) {
    out += "  " + quoted(platform.name(i)) + " [w=" + quoted(to_string(platform.task_time(i))) +
           "];\n";
  }
  for (const auto& e : platform.edges()) {
    out += "  " + quoted(platform.name(e.from)) + " -> " + quoted(platform.name(e.to)) +
           " [c=" + quoted(to_string(e.cost)) + "];\n";
  }
  return out + "}\n";
}

Platform read_platform_file(const std::string& path, const std::string& option) {
  const std::string where = option + " '" + path + "'";
  const bool json = path.size() >= 5 && path.compare(path.size() - 5, 5, ".json") == 0;
  const Platform platform =
      json ? platform_from_json(read_json_file(path, option), where)
           : platform_from_dot(read_input_file(path, option, "a readable DOT or JSON file"), where);
  if (platform.nodes() == 0) {
    throw InputError(where + " has no nodes; a platform needs the nodes its operation names");
  }
  return platform;
}

}  // namespace redcheck

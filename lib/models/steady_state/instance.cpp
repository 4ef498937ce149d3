#include "models/steady_state/instance.hpp"

#include "cli/arguments.hpp"
#include "cli/json_fields.hpp"
#include "errors.hpp"
#include "models/steady_state/platform_files.hpp"
#include "models/steady_state/random_platforms.hpp"

#include <limits>

namespace redcheck {

namespace {

std::vector<int> nodes(const Platform& platform, const std::string& text, const std::string& flag) {
  std::vector<int> out;
  for (const auto& name : split_list(text, flag)) out.push_back(platform.node(name));
  return out;
}

void refuse(const OptionValues& o, const std::string& flag, SteadyOperation op) {
  if (o.has(flag)) {
    throw InputError(flag + " is not an option of a " + to_string(op) +
                     "; scatter takes --source and --targets, gossip --sources and --targets, "
                     "reduce --target and --participants");
  }
}

Platform random_platform_from(const std::string& text) {
  const auto parts = split_list_at(text, ':', "--random-platform");
  if (parts.size() != 3) {
    throw InputError("--random-platform '" + text +
                     "' is not SHAPE:NODES:SEED (such as layered:16:3; shapes: layered, random, "
                     "star, clique)");
  }
  const PlatformShape shape = platform_shape(parts[0]);
  const int n = static_cast<int>(
      parse_integer(parts[1], "--random-platform's number of nodes", 2, max_random_platform_nodes));
  Random random(static_cast<std::uint64_t>(parse_integer(parts[2], "--random-platform's seed", 0,
                                                         std::numeric_limits<long long>::max())));
  return random_platform(shape, n, random);
}

// Whether the options `arguments` ("--random-platform clique:4:1",
// "--platform f.dot") give `platform`.
bool gives_platform(const std::string& arguments, const Platform& platform) {
  try {
    const std::vector<std::string> words = shell_words(arguments);
    if (words.size() != 2) return false;
    Platform given;
    if (words[0] == "--random-platform") {
      given = random_platform_from(words[1]);
    } else if (words[0] == "--platform") {
      given = read_platform_file(words[1], "--platform");
    } else {
      return false;
    }
    return platform_json(given) == platform_json(platform);
  } catch (const InputError&) {
    return false;
  }
}

SteadyStateProblem problem_on(Platform platform, SteadyOperation op, const OptionValues& o) {
  switch (op) {
    case SteadyOperation::scatter: {
      refuse(o, "--sources", op);
      refuse(o, "--target", op);
      refuse(o, "--participants", op);
      const int source = platform.node(o.required("--source", "the node that scatters"));
      auto targets =
          nodes(platform, o.required("--targets", "the nodes that receive"), "--targets");
      return scatter_problem(std::move(platform), source, std::move(targets));
    }
    case SteadyOperation::gossip: {
      refuse(o, "--source", op);
      refuse(o, "--target", op);
      refuse(o, "--participants", op);
      auto sources = nodes(platform, o.required("--sources", "the nodes that send"), "--sources");
      auto targets =
          nodes(platform, o.required("--targets", "the nodes that receive"), "--targets");
      return gossip_problem(std::move(platform), std::move(sources), std::move(targets));
    }
    default: {
      refuse(o, "--source", op);
      refuse(o, "--sources", op);
      refuse(o, "--targets", op);
      const int target = platform.node(o.required("--target", "the node that obtains the result"));
      std::vector<int> participants = platform.all_nodes();
      if (const std::string* list = o.find("--participants")) {
        participants = nodes(platform, *list, "--participants");
      }
      return reduce_problem(std::move(platform), target, std::move(participants));
    }
  }
}

}  // namespace

std::vector<OptionSpec> steady_state_problem_options() {
  return {{"--platform", "Platform file: DOT (edges with c, nodes with w or speed) or .json"},
          {"--platform-json",
           "The platform itself, as the JSON of a .json platform file (replay commands give it "
           "so when the instance came from JSON)"},
          {"--random-platform",
           "A random platform instead, SHAPE:NODES:SEED (shapes: layered, random, star, clique; "
           "2.." +
               std::to_string(max_random_platform_nodes) + " nodes named P0, P1, ...)"},
          {"--operation", "scatter, gossip or reduce"},
          {"--source", "scatter: the node that sends"},
          {"--sources", "gossip: the nodes that send, comma-separated"},
          {"--targets", "scatter, gossip: the nodes that receive, comma-separated"},
          {"--target", "reduce: the node that obtains the result"},
          {"--participants",
           "reduce: the nodes whose values are reduced, in the operator's order (default: every "
           "node, in the file's order)"}};
}

SteadyStateInstance steady_state_instance(const OptionValues& o) {
  SteadyStateInstance out;
  Platform platform;
  int sources = 0;
  for (const char* flag : {"--platform", "--random-platform", "--platform-json"}) {
    sources += o.has(flag) ? 1 : 0;
  }
  if (sources > 1) {
    throw InputError(
        "--platform, --random-platform and --platform-json each give the platform; "
        "give one of them");
  }
  if (const std::string* spec = o.find("--random-platform")) {
    platform = random_platform_from(*spec);
    out.platform_arguments = "--random-platform " + shell_quoted(*spec);
  } else if (const std::string* text = o.find("--platform-json")) {
    platform = platform_from_json(parse_json_text(*text, "--platform-json"), "--platform-json");
    if (platform.nodes() == 0) throw InputError("--platform-json has no nodes");
  } else {
    const std::string& path =
        o.required("--platform", "a DOT or JSON platform file (or --random-platform)");
    platform = read_platform_file(path, "--platform");
    out.platform_arguments = "--platform " + shell_quoted(path);
  }
  const SteadyOperation op =
      steady_operation(o.required("--operation", "scatter, gossip or reduce"));
  out.problem = problem_on(std::move(platform), op, o);
  out.whole_messages = o.has("--whole-messages");
  return out;
}

nlohmann::json steady_state_instance_json(const SteadyStateInstance& in) {
  const SteadyStateProblem& p = in.problem;
  nlohmann::json j{{"operation", to_string(p.operation)},
                   {"platform", platform_json(p.platform)},
                   {"platform_arguments", in.platform_arguments},
                   {"whole_messages", in.whole_messages}};
  const auto list = [&](const std::vector<int>& nodes) {
    nlohmann::json out = nlohmann::json::array();
    for (int node : nodes) out.push_back(p.platform.name(node));
    return out;
  };
  if (p.operation == SteadyOperation::reduce) {
    j["target"] = p.platform.name(p.target());
    j["participants"] = list(p.participants);
  } else {
    j["sources"] = list(p.sources);
    j["targets"] = list(p.targets);
  }
  return j;
}

SteadyStateInstance steady_state_instance_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("operation") || !j["operation"].is_string() ||
      !j.contains("platform")) {
    throw InputError("a steady-state instance needs \"operation\" and \"platform\"");
  }
  json_only_keys(j,
                 {"operation", "platform", "platform_arguments", "whole_messages", "target",
                  "participants", "sources", "targets"},
                 "the steady-state instance");
  SteadyStateInstance out;
  Platform platform = platform_from_json(j["platform"], "the instance's platform");
  const SteadyOperation op = steady_operation(j["operation"].get<std::string>());
  const auto list = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_array()) {
      throw InputError(std::string("a steady-state instance needs \"") + key +
                       "\", a list of node names");
    }
    std::vector<int> nodes;
    for (const auto& name : j[key]) {
      if (!name.is_string()) throw InputError(std::string("\"") + key + "\" lists node names");
      nodes.push_back(platform.node(name.get<std::string>()));
    }
    return nodes;
  };
  if (op == SteadyOperation::reduce) {
    if (!j.contains("target") || !j["target"].is_string()) {
      throw InputError("a reduce instance needs \"target\", a node name");
    }
    const int target = platform.node(j["target"].get<std::string>());
    auto participants = list("participants");
    out.problem = reduce_problem(std::move(platform), target, std::move(participants));
  } else {
    auto sources = list("sources");
    auto targets = list("targets");
    if (op == SteadyOperation::scatter) {
      if (sources.size() != 1) throw InputError("a scatter instance has one source");
      out.problem = scatter_problem(std::move(platform), sources.front(), std::move(targets));
    } else {
      out.problem = gossip_problem(std::move(platform), std::move(sources), std::move(targets));
    }
  }
  if (j.contains("platform_arguments") && j["platform_arguments"].is_string()) {
    out.platform_arguments = j["platform_arguments"].get<std::string>();
    // Kept only while it gives this very platform (the JSON's may have been
    // edited, or its file changed): otherwise the arguments give the
    // platform itself (--platform-json).
    if (!gives_platform(out.platform_arguments, out.problem.platform)) {
      out.platform_arguments.clear();
    }
  }
  out.whole_messages = json_bool(j, "whole_messages", "the steady-state instance", false);
  return out;
}

std::string steady_state_arguments(const SteadyStateInstance& in) {
  const SteadyStateProblem& p = in.problem;
  std::string out = (in.platform_arguments.empty()
                         ? "--platform-json " + shell_quoted(platform_json(p.platform).dump())
                         : in.platform_arguments) +
                    (in.whole_messages ? " --whole-messages" : "") + " --operation " +
                    to_string(p.operation);
  switch (p.operation) {
    case SteadyOperation::scatter:
      return out + " --source " + p.platform.name(p.sources.front()) + " --targets " +
             p.platform.names(p.targets, ",");
    case SteadyOperation::gossip:
      return out + " --sources " + p.platform.names(p.sources, ",") + " --targets " +
             p.platform.names(p.targets, ",");
    default:
      return out + " --target " + p.platform.name(p.target()) + " --participants " +
             p.platform.names(p.participants, ",");
  }
}

}  // namespace redcheck

#include "targets.hpp"

#include "claims/claims_file.hpp"
#include "claims/expression.hpp"
#include "cli/json_fields.hpp"
#include "errors.hpp"
#include "models/file_quantities.hpp"
#include "models/registry.hpp"
#include "models/steady_state/platform_files.hpp"
#include "output/schedule_json.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <exception>

namespace redcheck::fuzzing {

namespace {

// JSON as the programs read it (read_json_file), or nothing when refused.
std::optional<nlohmann::json> parsed_json(const std::string& text) {
  try {
    return parse_json_text(text, "fuzz.json");
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// The model's quantities with their argument specs, each computed as 1.
Quantities stubbed(const std::string& model) {
  Quantities q = file_quantities(model);
  for (auto& [name, quantity] : q) {
    quantity.compute = [](const std::vector<Argument>&) { return Time(1); };
  }
  return q;
}

}  // namespace

void claims_file(const std::string& text) {
  for (bool enumerate : {true, false}) {
    try {
      parse_claims_file(text, "fuzz.json", enumerate);
    } catch (const InputError&) {
    }
  }
}

void expression(const std::string& text) {
  struct Case {
    std::string model;
    std::vector<VariableRange> variables;
    std::vector<std::vector<Time>> points;
  };
  static const std::vector<Case> cases{
      {"overlap",
       {{"n", Time(1), Time(8), true, "n = 1..8"},
        {"d", Time(0), std::nullopt, false, "d = any"},
        {"c", Time(0), Time(3), false, "c in {0, 1/3, 3}"}},
       {{Time(1), Time(0), Time(0)}, {Time(5), Time(1, 3), Time(3)}}},
      {"segmented",
       {{"p", Time(1), Time(4), true, "p = 1..4"},
        {"m", Time(1), Time(30), true, "m = 1..30"},
        {"s", Time(1), Time(2), true, "s = 1..2"},
        {"alpha", Time(0), Time(1), false, "alpha in {0, 1}"},
        {"beta", Time(1), Time(1), true, "beta in {1}"},
        {"gamma", Time(0), std::nullopt, false, "gamma = any"}},
       {{Time(1), Time(1), Time(1), Time(0), Time(1), Time(0)},
        {Time(4), Time(30), Time(2), Time(1), Time(1), Time(7, 2)}}},
      {"heterogeneous",
       {{"n", Time(1), Time(16), true, "n = 1..16"},
        {"d", Time(0), std::nullopt, false, "d = any"},
        {"D", Time(1), Time(3), true, "D in {1, 3}"},
        {"seed", Time(0), Time(9), true, "seed = 0..9"}},
       {{Time(2), Time(1), Time(3), Time(0)}, {Time(16), Time(1, 3), Time(1), Time(9)}}},
      {"steady-state",
       {{"nodes", Time(3), Time(40), true, "nodes = 3..40"},
        {"seed", Time(0), Time(5), true, "seed = 0..5"}},
       {{Time(3), Time(0)}, {Time(40), Time(5)}}}};
  for (const Case& c : cases) {
    const Quantities quantities = stubbed(c.model);
    Comparison comparison;
    try {
      comparison = parse_comparison(text, c.variables, quantities);
    } catch (const InputError&) {
      continue;
    }
    for (const auto& point : c.points) {
      try {
        evaluate(comparison, point, quantities);
      } catch (const InputError&) {  // undefined at this point
      }
    }
  }
}

void instance_json(const std::string& text) {
  const auto json = parsed_json(text);
  if (!json) return;
  const nlohmann::json instance =
      json->is_object() && json->contains("instance") ? (*json)["instance"] : *json;
  for (const auto& model : builtin_models().models()) {
    try {
      const ModelInstance in = model->instance_from_json(instance);
      if (json->is_object() && json->contains("timeline")) {
        model->validate(schedule_from_timeline((*json)["timeline"], model->segments(in)), in);
      }
    } catch (const InputError&) {
    }
  }
}

void platform(const std::string& text) {
  try {
    platform_from_dot(text, "fuzz.dot");
  } catch (const InputError&) {
  }
  if (const auto json = parsed_json(text)) {
    try {
      platform_from_json(*json, "fuzz.json");
    } catch (const InputError&) {
    }
  }
}

const std::vector<Target>& targets() {
  static const std::vector<Target> all{{"claims_file", claims_file},
                                       {"expression", expression},
                                       {"instance_json", instance_json},
                                       {"platform", platform}};
  return all;
}

void run_guarded(const Target& target, const std::string& text) {
  try {
    target.run(text);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "fuzz target %s: not an InputError: %s\n", target.name.c_str(), e.what());
    std::abort();
  }
}

}  // namespace redcheck::fuzzing

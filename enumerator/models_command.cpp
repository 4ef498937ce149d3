// enumerator models: what every registered model offers, from the registry.

#include "enumerator/commands.hpp"

#include <iostream>

namespace redcheck {

namespace {

nlohmann::json options_json(const std::vector<OptionSpec>& options) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& o : options) {
    list.push_back(
        {{"flag", o.flag}, {"help", o.help}, {"switch", o.is_switch}, {"values", o.values}});
  }
  return list;
}

nlohmann::json model_json(const ModelRegistry& registry, const Model& m) {
  nlohmann::json builders = nlohmann::json::array();
  for (const auto& b : m.builders()) {
    builders.push_back(
        {{"name", b.name}, {"summary", b.summary}, {"options", b.options}, {"refuses", b.refuses}});
  }
  nlohmann::json claims = nlohmann::json::array();
  for (const auto& c : registry.claims()) {
    if (c.model == m.name()) claims.push_back(c.id);
  }
  nlohmann::json tables = nlohmann::json::array();
  for (const auto& t : m.tables()) tables.push_back(t.name);
  nlohmann::json commands = nlohmann::json::array();
  for (const auto& c : m.commands()) {
    commands.push_back({{"name", c.name}, {"help", c.help}, {"options", options_json(c.options)}});
  }
  nlohmann::json aliases = nlohmann::json::object();
  for (const auto& [alias, implied] : m.aliases()) aliases[alias] = implied;
  return {{"name", m.name()},
          {"aliases", aliases},
          {"source", m.source()},
          {"summary", m.summary()},
          {"rules", m.rules()},
          {"measure", m.measure_name()},
          {"instance_options", options_json(m.instance_options())},
          {"schedule_options", options_json(m.schedule_options())},
          {"builder_options", options_json(m.builder_options())},
          {"algorithms", builders},
          {"optimum", m.has_optimum()},
          {"optimum_options", options_json(m.optimum_options())},
          {"domain_options", options_json(m.domain_options())},
          {"claims", claims},
          {"tables", tables},
          {"commands", commands}};
}

}  // namespace

int run_models(const ModelRegistry& registry, bool json) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& m : registry.models()) list.push_back(model_json(registry, *m));
  if (json) {
    std::cout << nlohmann::json{{"models", list}}.dump(2) << "\n";
    return 0;
  }
  for (const auto& m : list) {
    std::cout << m["name"].get<std::string>() << ": " << m["summary"].get<std::string>() << "\n";
    std::cout << "  source: " << m["source"].get<std::string>() << "\n";
    for (const auto& [alias, implied] : m["aliases"].items()) {
      std::cout << "  also --model " << alias << " (= " << implied.get<std::string>() << ")\n";
    }
    std::cout << "  rules:\n";
    for (const auto& rule : m["rules"]) std::cout << "    - " << rule.get<std::string>() << "\n";
    std::cout << "  algorithms:\n";
    for (const auto& b : m["algorithms"]) {
      std::string extra;
      for (const auto& o : b["options"]) extra += " " + o.get<std::string>();
      std::cout << "    " << b["name"].get<std::string>()
                << (extra.empty() ? "" : " [" + extra.substr(1) + "]") << ": "
                << b["summary"].get<std::string>() << "\n";
    }
    std::string flags;
    for (const auto& o : m["instance_options"]) flags += " " + o["flag"].get<std::string>();
    std::cout << "  instance options:" << flags << "\n";
    std::cout << "  exhaustive optimum: " << (m["optimum"].get<bool>() ? "yes" : "no") << "\n";
    std::string domain;
    for (const auto& o : m["domain_options"]) domain += " " + o["flag"].get<std::string>();
    if (!domain.empty()) std::cout << "  verifier check options:" << domain << "\n";
    std::cout << "  claims: " << m["claims"].size() << ", tables:";
    for (const auto& t : m["tables"]) std::cout << " " << t.get<std::string>();
    for (const auto& c : m["commands"]) {
      std::cout << "\n  command: enumerator " << c["name"].get<std::string>();
    }
    std::cout << "\n\n";
  }
  return 0;
}

}  // namespace redcheck

// enumerator models: what every registered model offers, from the registry.

#include "enumerator/commands.hpp"

#include <iostream>

namespace redcheck {

int run_models(const ModelRegistry& registry, bool json) {
  const nlohmann::json report = models_report(registry);
  if (json) {
    std::cout << report.dump(2) << "\n";
    return 0;
  }
  const nlohmann::json& list = report["models"];
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
    std::cout << "  certificates (enumerator certify): "
              << (m["certificate"].get<bool>() ? "yes" : "no") << "\n";
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

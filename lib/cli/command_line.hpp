#pragma once
// Command-line parsing shared by the two programs (header-only, CLI11): bad
// usage ends with status 2 and a message that names the offending word.

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>
#include <string>

namespace redcheck {

/// Parses argv for `app`, whose subcommands are the program's verbs.
/// Returns the exit status when parsing ends the program (0 after --help,
/// 2 on bad usage), nullopt when the program should go on.
inline std::optional<int> parse_command_line(CLI::App& app, int argc, char** argv) {
  if (argc > 1 && argv[1][0] != '-') {
    std::string verbs;
    bool known = false;
    for (const auto* sub : app.get_subcommands([](CLI::App*) { return true; })) {
      known = known || sub->check_name(argv[1]);
      verbs += (verbs.empty() ? "" : ", ") + sub->get_name();
    }
    if (!known) {
      std::cerr << app.get_name() << ": '" << argv[1]
                << "' is not a subcommand; accepted: " << verbs << "\n";
      return 2;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  return std::nullopt;
}

}  // namespace redcheck

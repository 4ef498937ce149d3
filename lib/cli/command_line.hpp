#pragma once
// Command-line parsing and error reporting shared by the two programs
// (header-only, CLI11): bad usage and bad input end with status 2 and a
// message that names the offending word; our own faults end with status 1.

#include "distributed/rank_group.hpp"
#include "errors.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <new>
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

/// Runs `body` (which returns the exit status), printing an error as the
/// exit status says whose fault it is: 2 for bad input, 1 for a failed
/// cross-check or an internal error. Under MPI an internal error may be this
/// rank's alone (out of memory on one node), so it ends the whole job
/// (RankGroup::abort_all); bad input is every rank's, and ends each alike.
template <class Body>
int run_reporting_errors(const std::string& program, Body&& body) {
  const auto fail = [&](const std::string& message) {
    rank_group().abort_all(1, program + ": " + message);
    std::cerr << program << ": " << message << "\n";
    return 1;
  };
  try {
    return body();
  } catch (const InputError& e) {
    std::cerr << program << ": " << e.what() << "\n";
    return 2;
  } catch (const CrossCheckFailure& e) {
    return fail(std::string("cross-check failed: ") + e.what());
  } catch (const std::bad_alloc&) {
    return fail("internal error: out of memory (the work was larger than its estimate)");
  } catch (const std::exception& e) {
    return fail(std::string("internal error: ") + e.what());
  }
}

}  // namespace redcheck

#pragma once
// Command-line parsing and error reporting shared by the two programs
// (header-only, CLI11): bad usage and bad input end with status 2 and a
// message that names the offending word; our own faults end with status 1.

#include "concurrency/cancellation.hpp"
#include "distributed/rank_group.hpp"
#include "errors.hpp"
#include "models/optimum_stopped.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <iostream>
#include <new>
#include <optional>
#include <string>

namespace redcheck {

/// "--x is not an option of VERB; its options are ...; --x is an option of
/// OTHER": what CLI11 says of words it did not expect (`what`), with where
/// they would have been accepted.
inline std::string unexpected_arguments_message(const CLI::App& app, const std::string& what) {
  const CLI::App* verb = &app;
  for (const CLI::App* sub : app.get_subcommands()) verb = sub;  // the verb run
  const std::string name = app.get_name() + (verb == &app ? "" : " " + verb->get_name());
  std::string out = name + ": " + what;
  std::string options;
  for (const CLI::Option* option : verb->get_options()) {
    const std::string long_name = option->get_name(false, true);
    if (long_name.rfind("--", 0) == 0 && long_name != "--help") {
      options += (options.empty() ? "" : ", ") + long_name;
    }
  }
  out += "; the options of " + name + " are " + (options.empty() ? "none" : options);
  // The models' options are in option groups, which get_options() leaves out.
  std::string groups;
  for (const CLI::App* group : verb->get_subcommands([](const CLI::App*) { return true; })) {
    if (group->get_name().empty() && !group->get_group().empty()) {
      groups += (groups.empty() ? "" : ", ") + group->get_group();
    }
  }
  if (!groups.empty()) out += ", and those of each group (" + groups + "): " + name + " --help";
  // An option of another verb given to this one: say which verbs take it.
  for (const std::string& word : verb->remaining()) {
    if (word.rfind("--", 0) != 0) continue;
    const std::string option = word.substr(0, word.find('='));
    std::string owners;
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
      if (sub != verb && sub->get_option_no_throw(option) != nullptr) {
        owners += (owners.empty() ? "" : ", ") + sub->get_name();
      }
    }
    if (!owners.empty()) out += "; " + option + " is an option of " + owners;
  }
  return out;
}

/// Whether the command line asked for JSON on stdout (--json): then a
/// refusal is also written there as {"error": {"kind", "message"}}.
inline bool& json_requested() {
  static bool requested = false;
  return requested;
}

/// `stopped_short`: an optimum's search that stopped short
/// (OptimumStoppedShort::json_text), written beside the message as
/// "stopped_short" when not empty.
inline void print_error_json(const std::string& kind, const std::string& message,
                             const std::string& stopped_short = "") {
  if (!json_requested() || !is_first_rank()) return;
  nlohmann::json error = {{"kind", kind}, {"message", message}};
  if (!stopped_short.empty()) error["stopped_short"] = nlohmann::json::parse(stopped_short);
  std::cout << nlohmann::json{{"error", error}}.dump(2) << "\n";
  std::cout.flush();
}

/// A check for an option whose empty value would read as "not given"
/// (--svg '', --bound ''): refused at parse time (exit status 2), saying
/// what is accepted.
inline CLI::Validator non_empty(const std::string& accepted) {
  return CLI::Validator(
      [accepted](std::string& value) {
        return value.empty() ? "the value is empty; give " + accepted : std::string();
      },
      "", "non-empty");
}

/// CLI11's words for an option given too often or without its value,
/// "--c: At Most 1 required but received 2" and "--c: 1 required TEXT
/// missing", said as the toolkit's other refusals are (CLI11 2.1's texts,
/// Error.hpp's ArgumentMismatch); any other text as it is.
inline std::string usage_error_text(const std::string& what) {
  const auto colon = what.find(": ");
  if (colon == std::string::npos || what.rfind("-", 0) != 0) return what;
  const std::string option = what.substr(0, colon), rest = what.substr(colon + 2);
  const std::string too_many = "At Most 1 required but received ";
  if (rest.rfind(too_many, 0) == 0) {
    return option + " is given " + rest.substr(too_many.size()) + " times; accepted: once";
  }
  if (rest.rfind("1 required ", 0) == 0 && rest.size() > 8 &&
      rest.compare(rest.size() - 8, 8, " missing") == 0) {
    return option + " needs a value and none was given";
  }
  return what;
}

/// Parses argv for `app`, whose subcommands are the program's verbs.
/// Returns the exit status when parsing ends the program (0 after --help,
/// 2 on bad usage), nullopt when the program should go on. Bad usage is
/// said on stderr with the program's name and, under --json, on stdout as
/// the other refusals are.
inline std::optional<int> parse_command_line(CLI::App& app, int argc, char** argv) {
  for (int k = 1; k < argc; ++k) {
    if (std::string(argv[k]) == "--json") json_requested() = true;
  }
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
  } catch (const CLI::ExtrasError& e) {
    const std::string message = unexpected_arguments_message(app, e.what());
    print_error_json("bad input", message);
    std::cerr << message << "\n";
    return 2;
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e) == 0 ? 0 : 2;  // --help
    std::string command = app.get_name();
    for (const CLI::App* sub : app.get_subcommands()) command += " " + sub->get_name();
    const std::string message = command + ": " + usage_error_text(e.what());
    print_error_json("bad input", message);
    std::cerr << message << "; see " << command << " --help\n";
    return 2;
  }
  return std::nullopt;
}

/// Runs `body` (which returns the exit status), printing an error as the
/// exit status says whose fault it is: 2 for bad input, 1 for a failed
/// cross-check, a failed builder of one's own or an internal error. Under MPI an internal error may
/// be this rank's alone (out of memory on one node), so it ends the whole job
/// (RankGroup::abort_all); bad input is every rank's, and ends each alike.
template <class Body>
int run_reporting_errors(const std::string& program, Body&& body) {
  const auto fail = [&](const std::string& message) {
    std::cout.flush();  // what this rank printed, before MPI_Abort ends it
    rank_group().abort_all(1, program + ": " + message);
    std::cerr << program << ": " << message << "\n";
    return 1;
  };
  try {
    return body();
  } catch (const Cancelled&) {
    std::cerr << program << ": interrupted\n";
    return 130;  // as a shell reports a program ended by SIGINT
  } catch (const TooBig& e) {
    // Said apart from bad input: a script (and Python's isolated()) tells
    // them by the words, or by --json's "kind".
    const auto* stopped = dynamic_cast<const OptimumStoppedShort*>(&e);
    print_error_json("too big", e.what(), stopped ? stopped->json_text() : "");
    std::cerr << program << ": too big: " << e.what() << "\n";
    return 2;
  } catch (const InputError& e) {
    print_error_json("bad input", e.what());
    std::cerr << program << ": " << e.what() << "\n";
    return 2;
  } catch (const CrossCheckFailure& e) {
    return fail(std::string("cross-check failed: ") + e.what());
  } catch (const BuilderFailure& e) {
    print_error_json("builder failure", e.what());
    std::cerr << program << ": builder failure: " << e.what() << "\n";
    return 1;  // the builder's fault, not the toolkit's nor the input's
  } catch (const std::bad_alloc&) {
    return fail("internal error: out of memory (the work was larger than its estimate)");
  } catch (const std::exception& e) {
    return fail(std::string("internal error: ") + e.what());
  }
}

}  // namespace redcheck

#pragma once
// The options of a subcommand, declared from the models' OptionSpecs (a flag
// several models declare is added once), and the values the user gave:
// a flag given with an empty value is given (and its parser refuses it), not
// absent. Header-only: used by the programs, which link CLI11.

#include "models/model.hpp"

#include <CLI/CLI.hpp>

#include <map>
#include <string>
#include <vector>

namespace redcheck {

class CommandOptions {
 public:
  explicit CommandOptions(CLI::App* command) : command_(command) {}

  /// Adds the options not declared yet, under `group` in --help.
  void add(const std::vector<OptionSpec>& options, const std::string& group = "") {
    CLI::App* target = group.empty() ? command_ : group_named(group);
    for (const auto& option : options) {
      if (declared_.count(option.flag)) continue;
      if (option.is_switch) {
        declared_[option.flag] = target->add_flag(option.flag, switches_[option.flag], option.help);
      } else if (option.values > 1) {
        declared_[option.flag] = target->add_option(option.flag, lists_[option.flag], option.help)
                                     ->expected(option.values);
      } else {
        declared_[option.flag] = target->add_option(option.flag, text_[option.flag], option.help);
      }
    }
  }

  /// The options given on the command line.
  OptionValues given() const {
    OptionValues values;
    for (const auto& [flag, option] : declared_) {
      if (option->count() == 0) continue;
      if (switches_.count(flag)) {
        values.set(flag, std::string());
      } else if (lists_.count(flag)) {
        std::string joined;
        for (const auto& item : lists_.at(flag)) joined += (joined.empty() ? "" : " ") + item;
        values.set(flag, joined);
      } else {
        values.set(flag, text_.at(flag));
      }
    }
    return values;
  }

 private:
  CLI::App* group_named(const std::string& name) {
    auto it = groups_.find(name);
    if (it == groups_.end()) it = groups_.emplace(name, command_->add_option_group(name)).first;
    return it->second;
  }

  CLI::App* command_;
  std::map<std::string, CLI::Option*> declared_;
  std::map<std::string, std::string> text_;
  std::map<std::string, bool> switches_;
  std::map<std::string, std::vector<std::string>> lists_;
  std::map<std::string, CLI::App*> groups_;
};

}  // namespace redcheck

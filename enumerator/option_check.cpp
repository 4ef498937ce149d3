// Options a command does not take are refused, naming whose they are: a
// conflicting option is never silently ignored.

#include "enumerator/commands.hpp"

#include <algorithm>
#include <set>

namespace redcheck {

namespace {

std::string list(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : ", ") + item;
  return text;
}

std::vector<std::string> flags_of(const std::vector<OptionSpec>& options) {
  std::vector<std::string> out;
  for (const auto& o : options) out.push_back(o.flag);
  return out;
}

bool declares(const Model& m, const std::string& flag) {
  const auto all = {m.instance_options(), m.schedule_options(), m.builder_options(),
                    m.optimum_options()};
  for (const auto& options : all) {
    for (const auto& o : options) {
      if (o.flag == flag) return true;
    }
  }
  return false;
}

}  // namespace

void check_given_options(const ModelRegistry& registry, const Model& model,
                         const BuilderSpec* builder, const std::vector<OptionSpec>& accepted,
                         const OptionValues& given, const std::string& command) {
  const std::vector<std::string> ok = flags_of(accepted);
  for (const auto& flag : given.flags()) {
    if (std::find(ok.begin(), ok.end(), flag) != ok.end()) continue;
    if (builder && builder->refuses.count(flag)) {
      throw InputError(flag + " conflicts with --algorithm " + builder->name + ": " +
                       builder->refuses.at(flag));
    }
    std::vector<std::string> users;
    for (const auto& b : model.builders()) {
      if (std::find(b.options.begin(), b.options.end(), flag) != b.options.end()) {
        users.push_back(b.name);
      }
    }
    if (builder && !users.empty()) {
      throw InputError(flag + " is not used by --algorithm " + builder->name + " (it is an " +
                       "option of " + list(users) + ")");
    }
    for (const auto& other : registry.models()) {
      if (other.get() != &model && declares(*other, flag)) {
        throw InputError(flag + " is an option of the " + other->name() + " model, not of the " +
                         model.name() + " model (enumerator " + command + " --model " +
                         model.name() + " takes " + list(ok) + ")");
      }
    }
    throw InputError(flag + " is not accepted by enumerator " + command + " --model " +
                     model.name() + " (it takes " + list(ok) + ")");
  }
}

}  // namespace redcheck

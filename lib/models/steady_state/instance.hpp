#pragma once
// The steady-state model's instance: a problem (platform and operation), the
// options that give it again, and whether its schedules must not split
// messages. Read from command-line options or from JSON.

#include "models/model.hpp"
#include "models/steady_state/problem.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace redcheck {

struct SteadyStateInstance {
  SteadyStateProblem problem;
  /// "--platform fig6.dot" or "--random-platform layered:16:3"; empty when
  /// the platform came from JSON (the arguments then give it inline).
  std::string platform_arguments;
  bool whole_messages = false;  ///< the validator refuses split messages
};

/// The options that give a problem (enumerator steady-state, schedule);
/// the model's instance options add --whole-messages.
std::vector<OptionSpec> steady_state_problem_options();

/// The instance the options give. Throws InputError on a missing, unknown
/// or malformed value, naming it.
SteadyStateInstance steady_state_instance(const OptionValues& options);

nlohmann::json steady_state_instance_json(const SteadyStateInstance& instance);
SteadyStateInstance steady_state_instance_from_json(const nlohmann::json& json);
/// The options that give it again.
std::string steady_state_arguments(const SteadyStateInstance& instance);

}  // namespace redcheck

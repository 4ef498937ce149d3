#include "replay/simgrid_replay.hpp"

#include "errors.hpp"
#include "process/helper_process.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>

namespace redcheck {

namespace {

// The exact-equivalent platform (see the header).
const Time exact_bytes_per_unit(1000000000000LL);
const Time exact_flops_per_unit(1000000000LL);

/// x rounded to the nearest integer, as a double holding it exactly.
double whole_bytes(const Time& x, const std::string& what) {
  const BigInt num = boost::multiprecision::numerator(x),
               den = boost::multiprecision::denominator(x);
  const BigInt rounded = (2 * num + den) / (2 * den);  // x >= 0: floor(x + 1/2)
  if (rounded > BigInt(std::int64_t{1} << 52)) {
    throw InputError(what + " would carry " + rounded.str() +
                     " bytes, beyond what SimGrid's replay takes exactly (2^52)");
  }
  return rounded.convert_to<double>();
}

}  // namespace

std::optional<std::string> simgrid_replayer() {
  const std::string path = helper_path("redcheck-simgrid-replay", "REDCHECK_SIMGRID_REPLAY",
                                       REDCHECK_INSTALLED_SIMGRID_REPLAY);
  std::error_code error;
  if (!std::filesystem::exists(path, error)) return std::nullopt;
  return path;
}

SimGridReplay replay_in_simgrid(const ReplayPlan& plan, const SimGridSettings& settings) {
  const auto replayer = simgrid_replayer();
  if (!replayer) {
    throw InputError(
        "the SimGrid replayer was not built (SimGrid missing when configured): install "
        "libsimgrid-dev (scripts/setup.sh does) and build again");
  }
  const bool exact = settings.platform_file.empty();
  const Time bytes_per_unit = exact ? exact_bytes_per_unit : Time(settings.bytes_per_unit);
  const Time flops_per_unit = exact ? exact_flops_per_unit : Time(settings.flops_per_unit);
  nlohmann::json activities = nlohmann::json::array();
  for (std::size_t k = 0; k < plan.activities.size(); ++k) {
    const ReplayActivity& a = plan.activities[k];
    const double amount =
        a.is_transfer()
            ? whole_bytes(a.duration * bytes_per_unit,
                          "transfer " + std::to_string(a.from) + " -> " + std::to_string(a.to))
            : (a.duration * flops_per_unit).convert_to<double>();
    activities.push_back({{"transfer", a.is_transfer()},
                          {"from", a.from},
                          {"to", a.to},
                          {"amount", amount},
                          {"release", a.start.convert_to<double>()},
                          {"after", a.after}});
  }
  const nlohmann::json request = {{"platform", settings.platform_file},
                                  {"hosts", settings.hosts},
                                  {"machines", plan.machines},
                                  {"host_speed", exact_flops_per_unit.convert_to<double>()},
                                  {"link_bandwidth", exact_bytes_per_unit.convert_to<double>()},
                                  {"timing", to_string(settings.timing)},
                                  {"activities", activities}};
  const HelperRun run = run_helper(*replayer, {}, request.dump(), true);
  if (run.exit_status == 2) {
    const std::string prefix = "redcheck-simgrid-replay: ";
    std::string message = run.errors;
    if (message.rfind(prefix, 0) == 0) message = message.substr(prefix.size());
    while (!message.empty() && message.back() == '\n') message.pop_back();
    throw InputError(message);
  }
  if (run.exit_status != 0) {
    // SimGrid ends the process itself on some platform errors: say what it said.
    const std::string said = run.errors.substr(0, 2000);
    const std::string status = " (status " + std::to_string(run.exit_status) + "): ";
    if (exact) throw InternalError("the SimGrid replayer failed" + status + said);
    throw InputError("SimGrid stopped on the platform file " + settings.platform_file + status +
                     said);
  }
  SimGridReplay out;
  try {
    const auto j = nlohmann::json::parse(run.output);
    out.makespan = j.at("makespan").get<double>();
    out.starts = j.at("starts").get<std::vector<double>>();
    out.ends = j.at("ends").get<std::vector<double>>();
    out.hosts = j.at("hosts").get<std::vector<std::string>>();
    out.network_model = j.at("network_model").get<std::string>();
  } catch (const nlohmann::json::exception& e) {
    throw InternalError(std::string("the SimGrid replayer's answer is malformed: ") + e.what());
  }
  if (out.ends.size() != plan.activities.size())
    throw InternalError("the SimGrid replayer answered for another number of activities");
  return out;
}

}  // namespace redcheck

// enumerator replay: a schedule of any model run by another engine (SimGrid
// for now), its makespan there beside the exact one. The schedule comes
// from a file (the JSON of enumerator schedule --json) or from a builder, as
// for enumerator schedule; the replay keeps the schedule's data dependencies
// and its order on every resource (replay/replay_plan.hpp).

#include "cli/json_fields.hpp"
#include "enumerator/commands.hpp"
#include "models/schedule_document.hpp"
#include "replay/simgrid_replay.hpp"

#include <cmath>
#include <iostream>
#include <sstream>

namespace redcheck {

namespace {

struct ReplayedSchedule {
  const Model* model = nullptr;
  std::string algorithm;  ///< empty when read from a file
  ModelInstance instance;
  Schedule schedule;
};

ReplayedSchedule schedule_from_file(const ModelRegistry& registry, const std::string& path) {
  ScheduleDocument read =
      read_schedule_document(registry, read_json_file(path, "--schedule"), "--schedule " + path);
  ReplayedSchedule out{read.model, std::move(read.algorithm), std::move(read.instance),
                       std::move(read.schedule)};
  const Validation v = out.model->validate(out.schedule, out.instance);
  if (!v.valid()) {
    throw InputError("--schedule " + path + " is not a valid " + out.model->name() +
                     " schedule: rule " + v.rule + ": " + v.violation);
  }
  return out;
}

std::vector<std::string> comma_list(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    if (item.empty()) throw InputError("--hosts '" + text + "' has an empty host name");
    out.push_back(item);
  }
  return out;
}

double positive_amount(const std::string& text, const char* option) {
  const Time value = parse_time(text, option);
  if (value <= 0) throw InputError(std::string(option) + " " + text + "; accepted: > 0");
  return value.convert_to<double>();
}

}  // namespace

int run_replay(const ModelRegistry& registry, const CommonOptions& common,
               const ReplayOptions& replay, OptionValues options) {
  if (replay.engine != "simgrid") {
    throw InputError("--engine '" + replay.engine +
                     "' is unknown; accepted: simgrid (real MPI runs: mpirun -np P "
                     "redcheck-mpi-run --schedule F.json)");
  }
  ReplayedSchedule s;
  if (!replay.schedule_file.empty()) {
    if (!common.algorithm.empty() || !options.flags().empty()) {
      throw InputError(
          "give --schedule F.json or a model's --algorithm and instance options, "
          "not both");
    }
    s = schedule_from_file(registry, replay.schedule_file);
  } else {
    CheckedSchedule built = build_checked_schedule(registry, common, std::move(options), "replay");
    s = {built.model, built.builder->name, std::move(built.built.instance),
         std::move(built.built.schedule)};
  }
  const Model& model = *s.model;
  SimGridSettings settings;
  settings.platform_file = replay.platform;
  if (!replay.hosts.empty()) {
    if (replay.platform.empty())
      throw InputError("--hosts maps machines to the hosts of a --platform file; give one");
    settings.hosts = comma_list(replay.hosts);
  }
  settings.timing =
      replay.timing.empty()
          ? (replay.platform.empty() ? ReplayTiming::scheduled : ReplayTiming::as_soon_as_possible)
          : replay_timing(replay.timing);
  settings.bytes_per_unit = positive_amount(replay.bytes_per_unit, "--bytes-per-unit");
  settings.flops_per_unit = positive_amount(replay.flops_per_unit, "--flops-per-unit");

  const ReplayPlan plan = replay_plan(s.schedule, model.resources(s.instance),
                                      model.dependencies(s.schedule, s.instance));
  const Time exact = last_end(s.schedule);
  Time planned(0);
  for (const Time& end : planned_ends(plan, settings.timing)) planned = std::max(planned, end);
  const SimGridReplay run = replay_in_simgrid(plan, settings);
  const double exact_value = exact.convert_to<double>();
  const double difference = exact_value == 0 ? (run.makespan == 0 ? 0.0 : HUGE_VAL)
                                             : (run.makespan - exact_value) / exact_value;

  nlohmann::json j = {{"model", model.name()},
                      {"instance", model.instance_json(s.instance)},
                      {"engine", "simgrid"},
                      {"platform", replay.platform.empty() ? "exact-equivalent" : replay.platform},
                      {"network_model", run.network_model},
                      {"hosts", run.hosts},
                      {"timing", to_string(settings.timing)},
                      {"activities", plan.activities.size()},
                      {"exact_makespan", to_string(exact)},
                      {"exact_makespan_decimal", to_decimal(exact, 9)},
                      {"planned_makespan", to_string(planned)},
                      {"simgrid_makespan", run.makespan},
                      {"relative_difference", difference}};
  if (!s.algorithm.empty()) j["algorithm"] = s.algorithm;
  if (s.schedule.period) j["period"] = to_string(*s.schedule.period);
  if (common.json) {
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << (s.algorithm.empty() ? std::string("schedule") : s.algorithm) << " on "
            << model.instance_text(s.instance) << " (" << model.name() << " model), replayed in "
            << "SimGrid on "
            << (replay.platform.empty() ? "the exact-equivalent platform" : replay.platform)
            << " (network model " << run.network_model << ", timing " << to_string(settings.timing)
            << ")\n";
  std::cout << "exact makespan:   " << to_string(exact) << " (" << to_decimal(exact, 9) << ")\n";
  if (planned != exact)
    std::cout << "exact, as replayed (" << to_string(settings.timing) << "): " << to_string(planned)
              << "\n";
  std::cout << "SimGrid makespan: " << run.makespan << " (relative difference " << difference
            << ")\n";
  return 0;
}

}  // namespace redcheck

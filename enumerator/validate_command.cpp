// enumerator validate: a schedule written by any program (the JSON of
// enumerator schedule --json, or one's own in the same form) validated under
// its model's rules: its makespan, or the first broken rule by name. The
// file is read as replay, mpirun and Python read it
// (models/schedule_document.hpp).

#include "cli/json_fields.hpp"
#include "enumerator/commands.hpp"
#include "models/replay_chart.hpp"
#include "models/schedule_document.hpp"
#include "output/atomic_file.hpp"

#include <iostream>

namespace redcheck {

int run_validate(const ModelRegistry& registry, const CommonOptions& common,
                 const std::string& schedule_file) {
  if (schedule_file.empty()) {
    throw InputError(
        "--schedule F.json is required: a schedule as enumerator schedule --json "
        "writes it");
  }
  const CreatedDirectoryGuard svg_guard = check_optional_output_file(common.svg);
  const ScheduleDocument read = read_schedule_document(
      registry, read_json_file(schedule_file, "--schedule"), "--schedule " + schedule_file);
  const Model& model = *read.model;
  const Validation v = model.validate(read.schedule, read.instance);
  const std::string input = model.instance_text(read.instance);
  const std::string measure = model.measure_name();
  if (v.valid() && !common.svg.empty()) {
    write_file_atomically(
        common.svg, instance_gantt_svg(model, read.instance, read.schedule,
                                       read.algorithm.empty() ? "a schedule" : read.algorithm));
  }
  if (common.json) {
    nlohmann::json out{{"model", model.name()},
                       {"instance", model.instance_json(read.instance)},
                       {"algorithm", read.algorithm},
                       {"machines", read.schedule.machines},
                       {"transfers", read.schedule.transfers.size()},
                       {"reductions", read.schedule.reductions.size()},
                       {"valid", v.valid()},
                       {"measure", measure}};
    if (v.valid()) {
      out[measure] = to_string(v.makespan);
    } else {
      out["rule"] = v.rule;
      out["violation"] = v.violation;
    }
    std::cout << out.dump(2) << "\n";
  } else if (v.valid()) {
    std::cout << "valid " << model.name() << " schedule of " << input << ": " << measure << " "
              << to_string(v.makespan) << " (" << v.makespan.convert_to<double>() << ")\n";
  } else {
    std::cout << "not a valid " << model.name() << " schedule of " << input << ": rule '" << v.rule
              << "': " << v.violation << "\n";
    if (!common.svg.empty()) std::cout << "no chart written: the schedule is not valid\n";
  }
  return v.valid() ? 0 : 1;
}

}  // namespace redcheck

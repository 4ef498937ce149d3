// enumerator schedule: one builder's explicit schedule on one instance of a
// model, its makespan from the model's validator, cross-checked with the
// builder's own bookkeeping where it has one.

#include "distributed/distributed_map.hpp"
#include "enumerator/commands.hpp"
#include "models/model_runs.hpp"
#include "models/replay_chart.hpp"
#include "output/atomic_file.hpp"
#include "output/gantt_svg.hpp"
#include "output/schedule_json.hpp"

#include <iostream>

namespace redcheck {

namespace {

// What enumerator schedule takes with `builder`: the instance options and
// its own.
std::vector<OptionSpec> accepted_options(const Model& model, const BuilderSpec& builder) {
  std::vector<OptionSpec> out = model.instance_options();
  for (const auto& o : builder_own_options(model, builder)) out.push_back(o);
  return out;
}

std::string builder_names(const Model& model) {
  std::string names;
  for (const BuilderSpec* b : model.every_builder()) names += (names.empty() ? "" : ", ") + b->name;
  return names;
}

void print_text(const Model& model, const BuilderSpec& builder, const Built& built,
                const Validation& v, bool timeline) {
  const Schedule& s = built.schedule;
  std::cout << builder.name << " on " << model.instance_text(built.instance) << " (" << model.name()
            << " model)\n";
  std::cout << model.measure_name() << " (validator): " << to_string(v.makespan) << " ("
            << to_decimal(v.makespan, 6) << ")\n";
  if (built.own_length)
    std::cout << "algorithm's own length: " << to_string(*built.own_length) << "\n";
  for (const auto& line : built.lines) std::cout << line << "\n";
  if (!timeline || s.transfers.size() > 200) return;
  const std::string machine = model.vocabulary().machine;
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    const std::string data = model.data_label(s, transfer_ref(static_cast<int>(k)));
    std::cout << "  transfer " << t.from << " -> " << t.to << (data.empty() ? "" : " " + data)
              << "  [" << to_string(t.start) << ", " << to_string(t.end) << ")\n";
  }
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const std::string data = model.data_label(s, computation_ref(static_cast<int>(k)));
    // A periodic schedule's computations have no operand transfer.
    const bool has_operand = r.operand >= 0 && r.operand < static_cast<int>(s.transfers.size());
    std::cout << "  reduction on " << r.machine
              << (has_operand ? " of " + std::to_string(
                                             s.transfers[static_cast<std::size_t>(r.operand)].from)
                              : std::string())
              << (data.empty() ? "" : " " + data) << "  [" << to_string(r.start) << ", "
              << to_string(r.end) << ")\n";
  }
}

}  // namespace

CheckedSchedule build_checked_schedule(const ModelRegistry& registry, const CommonOptions& common,
                                       OptionValues options, const std::string& command,
                                       Progress* progress) {
  const auto choice = registry.find(common.model);
  const Model& model = *choice.model;
  if (choice.implied_switch) options.set(*choice.implied_switch, "");
  if (common.algorithm.empty()) {
    throw InputError("--algorithm is required; the " + model.name() + " model has " +
                     builder_names(model));
  }
  const BuilderSpec& builder = find_builder(model, common.algorithm);
  check_given_options(registry, model, &builder, accepted_options(model, builder), options,
                      "enumerator " + command + " --model " + model.name());
  const CreatedDirectoryGuard svg_guard = check_optional_output_file(common.svg);
  const ModelInstance instance = model.instance_from_options(options, own_builder(&builder));
  return checked_schedule(model, builder, instance, options, progress);
}

int run_schedule(const ModelRegistry& registry, const CommonOptions& common, OptionValues options) {
  // Quiet for a short run; a line every few seconds for a long one.
  Progress progress("enumerator schedule --algorithm " + common.algorithm, 0);
  const CheckedSchedule checked_schedule =
      build_checked_schedule(registry, common, std::move(options), "schedule", &progress);
  const Model& model = *checked_schedule.model;
  const BuilderSpec& builder = *checked_schedule.builder;
  const Built& built = checked_schedule.built;
  const Validation& v = checked_schedule.validation;
  const std::string input = model.instance_text(built.instance);
  if (!common.svg.empty()) {
    write_file_atomically(common.svg,
                          instance_gantt_svg(model, built.instance, built.schedule, builder.name));
  }
  if (common.json) {
    // Only here: the instance's JSON alone is n^2 numbers for a cost matrix.
    progress.set_current("writing the report");
    const std::string text = schedule_report(checked_schedule, !common.no_timeline).dump(2);
    progress.finish();
    std::cout << text << "\n";
  } else {
    progress.finish();
    print_text(model, builder, built, v, !common.no_timeline);
  }
  return 0;
}

int run_optimum(const ModelRegistry& registry, const CommonOptions& common, OptionValues options) {
  const auto choice = registry.find(common.model);
  const Model& model = *choice.model;
  if (choice.implied_switch) options.set(*choice.implied_switch, "");
  require_optimum(model);
  if (!common.algorithm.empty())
    throw InputError("--algorithm is an option of enumerator schedule");
  std::vector<OptionSpec> accepted = model.instance_options();
  for (const auto& o : model.optimum_options()) accepted.push_back(o);
  check_given_options(registry, model, nullptr, accepted, options,
                      "enumerator optimum --model " + model.name());
  const CreatedDirectoryGuard svg_guard = check_optional_output_file(common.svg);
  const ModelInstance instance = model.instance_from_options(options, nullptr);
  // Quiet for a short search; a line every few seconds for a long one.
  Progress progress("the optimum of " + model.instance_text(instance), 0);
  const CheckedOptimum checked = checked_optimum(model, instance, options);
  progress.finish();
  const OptimumReport& report = checked.report;
  const std::string input = model.instance_text(instance);
  nlohmann::json j = optimum_report(model, instance, checked, !common.no_timeline);
  if (!common.svg.empty()) {
    write_file_atomically(
        common.svg, instance_gantt_svg(model, instance, report.example, "an optimal schedule"));
  }
  if (common.json) {
    add_ranks_field(j);
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << model.name() << " model, " << input << "\n";
  std::cout << "optimum: " << to_string(report.optimum) << " (" << to_decimal(report.optimum, 6)
            << ") by " << report.method << ", " << report.arithmetic << "\n";
  for (const auto& line : report.lines) std::cout << line << "\n";
  return 0;
}

}  // namespace redcheck

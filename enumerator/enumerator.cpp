#include "enumerator/enumerator.hpp"

#include "cli/command_line.hpp"
#include "cli/command_options.hpp"
#include "enumerator/commands.hpp"
#include "output/atomic_file.hpp"

#include <iostream>
#include <memory>

namespace redcheck {

namespace {

std::string model_names(const ModelRegistry& registry) {
  std::string names;
  for (const auto& m : registry.models()) {
    names += (names.empty() ? "" : ", ") + m->name();
    for (const auto& [alias, implied] : m->aliases()) names += ", " + alias;
  }
  return names;
}

template <class T>
std::vector<T> joined(std::vector<T> a, const std::vector<T>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// The optimum subcommand: the common options and every model's instance and
// optimum options.
CLI::App* add_optimum(CLI::App& app, const ModelRegistry& registry, CommonOptions& common,
                      std::unique_ptr<CommandOptions>& options) {
  auto* optimum = app.add_subcommand(
      "optimum", "The exact optimal makespan over every schedule of an instance");
  optimum->add_option("--model", common.model,
                      "Model: " + model_names(registry) + " (default " + common.model + ")");
  optimum->add_option("--svg", common.svg, "Write a Gantt chart of an optimal schedule")
      ->check(non_empty("a file name"));
  optimum->add_flag("--no-timeline", common.no_timeline,
                    "Omit the optimal schedule (\"schedule\") from --json");
  optimum->add_flag("--json", common.json, "JSON on stdout");
  options = std::make_unique<CommandOptions>(optimum);
  // Models without an optimum take their instance options too, so that
  // run_optimum can say so rather than the parser refusing the options.
  for (const auto& m : registry.models()) {
    options->add(joined(m->instance_options(), m->optimum_options()), m->name() + " model");
  }
  return optimum;
}

// The schedule subcommand: the common options and every model's instance,
// schedule and builder options.
CLI::App* add_schedule(CLI::App& app, const ModelRegistry& registry, CommonOptions& common,
                       std::unique_ptr<CommandOptions>& options) {
  auto* schedule = app.add_subcommand("schedule", "One builder's schedule, validated");
  schedule->add_option("--model", common.model,
                       "Model: " + model_names(registry) + " (default " + common.model + ")");
  schedule->add_option("--algorithm", common.algorithm,
                       "The builder ('enumerator models' lists each model's)");
  schedule->add_option("--svg", common.svg, "Write a Gantt chart to this file")
      ->check(non_empty("a file name"));
  schedule->add_flag("--no-timeline", common.no_timeline, "Omit the activities from the output");
  schedule->add_flag("--json", common.json, "JSON on stdout");
  options = std::make_unique<CommandOptions>(schedule);
  for (const auto& m : registry.models()) {
    options->add(joined(joined(m->instance_options(), m->schedule_options()), m->builder_options()),
                 m->name() + " model");
  }
  return schedule;
}

// The replay subcommand: a schedule from a file or a builder (with every
// model's options, as for schedule), and the engine's options.
CLI::App* add_replay(CLI::App& app, const ModelRegistry& registry, CommonOptions& common,
                     ReplayOptions& replay, std::unique_ptr<CommandOptions>& options) {
  auto* command = app.add_subcommand(
      "replay", "Run a schedule of any model in SimGrid; its makespan beside the exact one");
  command->add_option("--engine", replay.engine, "Engine: simgrid (default)");
  command->add_option("--schedule", replay.schedule_file,
                      "The JSON of enumerator schedule --json (else --model, --algorithm and the "
                      "instance options)");
  command->add_option("--model", common.model,
                      "Model: " + model_names(registry) + " (default " + common.model + ")");
  command->add_option("--algorithm", common.algorithm, "The builder");
  command->add_option("--platform", replay.platform,
                      "A SimGrid platform file (default: the exact-equivalent platform)");
  command->add_option("--hosts", replay.hosts,
                      "Machine i's host in --platform, comma-separated (default: its first hosts "
                      "in natural order of names, node-2 before node-10)");
  command->add_option("--timing", replay.timing,
                      "scheduled (each activity also waits for its start in the schedule; default "
                      "without --platform) or asap (default with --platform)");
  command->add_option("--bytes-per-unit", replay.bytes_per_unit,
                      "With --platform: bytes a transfer of one time unit carries (default "
                      "125000000: 1 s at 1 Gb/s)");
  command->add_option("--flops-per-unit", replay.flops_per_unit,
                      "With --platform: flops of a computation of one time unit (default 10^9)");
  command->add_flag("--json", common.json, "JSON on stdout");
  options = std::make_unique<CommandOptions>(command);
  for (const auto& m : registry.models()) {
    options->add(joined(joined(m->instance_options(), m->schedule_options()), m->builder_options()),
                 m->name() + " model");
  }
  return command;
}

// The certify subcommand: the optimum's options, the certificate's, and
// every model's instance and optimum options.
CLI::App* add_certify(CLI::App& app, const ModelRegistry& registry, CommonOptions& common,
                      CertifyCommandOptions& certify, std::unique_ptr<CommandOptions>& options) {
  std::string models;
  for (const auto& m : registry.models()) {
    if (m->has_smt_encoding()) models += (models.empty() ? "" : ", ") + m->name();
  }
  auto* command = app.add_subcommand(
      "certify",
      "An optimum certified by the SMT solvers z3 and cvc5: writes below.smt2, witness.smt2 "
      "and certificate.json (models: " +
          models + ")");
  command->add_option("--model", common.model,
                      "Model: " + model_names(registry) + " (default " + common.model + ")");
  command->add_option("--out", certify.out, "The directory the certificate is written to")
      ->check(non_empty("a directory"));
  command
      ->add_option("--bound", certify.bound,
                   "below.smt2 asks for a schedule shorter than this (default: the optimum)")
      ->check(non_empty("a number >= 0"));
  command
      ->add_option("--timeout", certify.timeout,
                   "Seconds each solver has for each file (default 60)")
      ->check(non_empty("seconds in (0, 86400]"));
  command
      ->add_option("--check", certify.check,
                   "Check an existing certificate directory again (nothing else is given)")
      ->check(non_empty("a certificate directory"));
  command->add_flag("--json", common.json, "certificate.json's content on stdout");
  options = std::make_unique<CommandOptions>(command);
  for (const auto& m : registry.models()) {
    options->add(joined(m->instance_options(), m->optimum_options()), m->name() + " model");
  }
  return command;
}

CLI::App* add_table(CLI::App& app, const ModelRegistry& registry, TableOptions& o) {
  std::string names;
  for (const auto& t : registry.tables()) names += (names.empty() ? "" : ", ") + t.name;
  auto* table = app.add_subcommand("table", "Regenerate a table of data/ (" + names + ")");
  table->add_option("name", o.name, "Table name")->required();
  table->add_option("--out", o.out, "Output directory (default data)");
  table->add_flag("--json", o.json, "JSON summary on stdout");
  table->add_flag("--show", o.show,
                  "Also print every table written: as text, or in the JSON under \"tables\"");
  return table;
}

// A model's own subcommand, with its options.
struct ModelCommand {
  CLI::App* app;
  CommandSpec spec;
  std::unique_ptr<CommandOptions> options;
};

}  // namespace

int enumerator_main(int argc, char** argv, const ModelRegistry& registry) {
  install_interrupt_cleanup();
  CLI::App app{"enumerator: exact schedules and optima for reduction scheduling"};
  app.name("enumerator");
  app.require_subcommand(1);

  CommonOptions common;
  common.model = registry.models().front()->name();
  std::unique_ptr<CommandOptions> optimum_options, schedule_options, replay_options;
  auto* optimum = add_optimum(app, registry, common, optimum_options);
  auto* schedule = add_schedule(app, registry, common, schedule_options);
  ReplayOptions replay;
  auto* replay_command = add_replay(app, registry, common, replay, replay_options);
  CertifyCommandOptions certify_options;
  std::unique_ptr<CommandOptions> certify_model_options;
  auto* certify_command =
      add_certify(app, registry, common, certify_options, certify_model_options);
  std::string validate_file;
  auto* validate = app.add_subcommand(
      "validate",
      "A schedule written by any program (as enumerator schedule --json writes it) validated "
      "under its model's rules; exit 1 when it is not valid");
  validate->add_option("--schedule", validate_file, "The schedule's JSON file")
      ->check(non_empty("a file name"));
  validate->add_option("--svg", common.svg, "Write a Gantt chart of the schedule (when valid)")
      ->check(non_empty("a file name"));
  validate->add_flag("--json", common.json, "JSON on stdout");
  bool models_json = false;
  auto* models = app.add_subcommand(
      "models", "Every model with its rules, builders, options, claims and tables");
  models->add_flag("--json", models_json, "JSON on stdout");
  TableOptions table_options;
  auto* table = add_table(app, registry, table_options);
  std::vector<ModelCommand> model_commands;
  for (const auto& m : registry.models()) {
    for (auto& spec : m->commands()) {
      ModelCommand c{app.add_subcommand(spec.name, spec.help), spec, nullptr};
      c.options = std::make_unique<CommandOptions>(c.app);
      c.options->add(spec.options);
      model_commands.push_back(std::move(c));
    }
  }

  if (const auto status = parse_command_line(app, argc, argv)) return *status;
  return run_reporting_errors("enumerator", [&] {
    if (*optimum) return run_optimum(registry, common, optimum_options->given());
    if (*schedule) return run_schedule(registry, common, schedule_options->given());
    if (*replay_command) return run_replay(registry, common, replay, replay_options->given());
    if (*certify_command) {
      certify_options.model_given = certify_command->get_option("--model")->count() > 0;
      return run_certify(registry, common, certify_options, certify_model_options->given());
    }
    if (*validate) return run_validate(registry, common, validate_file);
    if (*models) return run_models(registry, models_json);
    if (*table) return run_table(registry, table_options);
    for (const auto& c : model_commands) {
      if (*c.app) return c.spec.run(c.options->given());
    }
    throw InternalError("no subcommand ran");
  });
}

}  // namespace redcheck

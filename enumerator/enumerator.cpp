#include "enumerator/enumerator.hpp"

#include "cli/command_line.hpp"
#include "cli/command_options.hpp"
#include "enumerator/commands.hpp"
#include "output/atomic_file.hpp"

#include <iostream>
#include <memory>
#include <new>

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

// Runs `body`, printing errors as the exit status says whose fault they are.
template <class Body>
int guarded(Body&& body) {
  try {
    return body();
  } catch (const InputError& e) {
    std::cerr << "enumerator: " << e.what() << "\n";
    return 2;
  } catch (const CrossCheckFailure& e) {
    std::cerr << "enumerator: cross-check failed: " << e.what() << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    std::cerr << "enumerator: internal error: out of memory (the work was larger than its "
                 "estimate)\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "enumerator: internal error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace

int enumerator_main(int argc, char** argv, const ModelRegistry& registry) {
  install_interrupt_cleanup();
  CLI::App app{"enumerator: exact schedules and optima for reduction scheduling"};
  app.name("enumerator");
  app.require_subcommand(1);
  const std::string models_help = "Model: " + model_names(registry);

  CommonOptions common;
  common.model = registry.models().front()->name();
  auto* optimum = app.add_subcommand(
      "optimum", "The exact optimal makespan over every schedule of an instance");
  optimum->add_option("--model", common.model, models_help + " (default " + common.model + ")");
  optimum->add_option("--svg", common.svg, "Write a Gantt chart of an optimal schedule");
  optimum->add_flag("--json", common.json, "JSON on stdout");
  CommandOptions optimum_options(optimum);
  for (const auto& m : registry.models()) {
    if (!m->has_optimum()) continue;
    optimum_options.add(joined(m->instance_options(), m->optimum_options()), m->name() + " model");
  }

  auto* schedule = app.add_subcommand("schedule", "One builder's schedule, validated");
  schedule->add_option("--model", common.model, models_help + " (default " + common.model + ")");
  schedule->add_option("--algorithm", common.algorithm,
                       "The builder ('enumerator models' lists each model's)");
  schedule->add_option("--svg", common.svg, "Write a Gantt chart to this file");
  schedule->add_flag("--no-timeline", common.no_timeline, "Omit the activities from the output");
  schedule->add_flag("--json", common.json, "JSON on stdout");
  CommandOptions schedule_options(schedule);
  for (const auto& m : registry.models()) {
    schedule_options.add(
        joined(joined(m->instance_options(), m->schedule_options()), m->builder_options()),
        m->name() + " model");
  }

  bool models_json = false;
  auto* models = app.add_subcommand(
      "models", "Every model with its rules, builders, options, claims and tables");
  models->add_flag("--json", models_json, "JSON on stdout");

  TableOptions table_options;
  std::string table_names;
  for (const auto& t : registry.tables()) table_names += (table_names.empty() ? "" : ", ") + t.name;
  auto* table = app.add_subcommand("table", "Regenerate a table of data/ (" + table_names + ")");
  table->add_option("name", table_options.name, "Table name")->required();
  table->add_option("--out", table_options.out, "Output directory (default data)");
  table->add_flag("--json", table_options.json, "JSON summary on stdout");
  table->add_flag("--show", table_options.show,
                  "Also print every table written: as text, or in the JSON under \"tables\"");

  // The models' own subcommands.
  struct ModelCommand {
    CLI::App* app;
    CommandSpec spec;
    std::unique_ptr<CommandOptions> options;
  };
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
  return guarded([&] {
    if (*optimum) return run_optimum(registry, common, optimum_options.given());
    if (*schedule) return run_schedule(registry, common, schedule_options.given());
    if (*models) return run_models(registry, models_json);
    if (*table) return run_table(registry, table_options);
    for (const auto& c : model_commands) {
      if (*c.app) return c.spec.run(c.options->given());
    }
    throw InternalError("no subcommand ran");
  });
}

}  // namespace redcheck

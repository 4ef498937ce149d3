#pragma once
// What the programs and the Python binding ask of one model, done once for
// both: a builder's schedule on an instance, validated and cross-checked; an
// exact optimum, validated on its example and cross-checked; their reports
// (the JSON of enumerator schedule --json and optimum --json); and what a
// model offers (enumerator models). The programs read an instance from
// options and print; Python holds the instance itself and reads the reports
// as dicts: the answers are the same because the code is.

#include "models/optimum_stopped.hpp"
#include "models/registry.hpp"
#include "output/progress.hpp"
#include "output/schedule_json.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace redcheck {

/// A builder's schedule, the instance it ran on (Built::instance: a builder
/// may fix rule options) and the validator's verdict on it.
struct CheckedSchedule {
  const Model* model = nullptr;
  const BuilderSpec* builder = nullptr;
  Built built;
  Validation validation;
};

/// `builder` of `model` on `instance` with the builder's own `options`
/// (--tie-break, --order: instance options there are not read): refused
/// before it is built when larger than the model's max_activities(), then
/// built, validated against the instance it returns, and its own length
/// cross-checked with the validator's. `progress`, when given, shows which
/// step runs. Throws InputError (too large, or refused by the builder),
/// CrossCheckFailure (invalid, or the lengths differ).
CheckedSchedule checked_schedule(const Model& model, const BuilderSpec& builder,
                                 const ModelInstance& instance, const OptionValues& options,
                                 Progress* progress = nullptr);

/// What a model says of a schedule's activities, for its timeline and chart.
TimelineView timeline_view(const Model& model, const ModelInstance& instance,
                           const Schedule& schedule);

/// The JSON of enumerator schedule --json: model, algorithm, instance, the
/// measure (exact and decimal), the builder's details, and the timeline when
/// `with_timeline`.
nlohmann::json schedule_report(const CheckedSchedule& checked, bool with_timeline);

/// An exact optimum and the validator's measure of its example schedule.
struct CheckedOptimum {
  OptimumReport report;
  Validation validation;
};

/// Throws InputError when `model` has no exact optimum, naming its own
/// commands.
void require_optimum(const Model& model);

/// The exact optimum of `instance` (options: the model's optimum options),
/// its example validated and measured equal to it. Throws InputError when
/// the model has none or refuses the instance, CrossCheckFailure when the
/// two computations disagree. A search that stopped short
/// (OptimumStoppedShort) is thrown on with its JSON written
/// (stopped_short_json), its schedule validated by the model.
CheckedOptimum checked_optimum(const Model& model, const ModelInstance& instance,
                               const OptionValues& options);

/// What a search that stopped short had shown, as the "stopped_short" of
/// the programs' --json error object: {"reason", "states",
/// "no_schedule_below", "best_found", "builder", "builder_makespan",
/// "schedule"} (null where unknown; "schedule" a document enumerator
/// validate --schedule reads, validated here by `model`: CrossCheckFailure
/// when it is not valid or takes another time than the search's).
nlohmann::json stopped_short_json(const Model& model, const ModelInstance& instance,
                                  const OptimumBracket& bracket);

/// The JSON of enumerator optimum --json (without "ranks"); with
/// `with_schedule`, "schedule": the optimal schedule the optimum was
/// validated on, a document enumerator validate --schedule reads
/// (schedule_document_json).
nlohmann::json optimum_report(const Model& model, const ModelInstance& instance,
                              const CheckedOptimum& checked, bool with_schedule = true);

/// A schedule as the programs write one down ({"model", "instance",
/// "algorithm", "valid", <measure>, "timeline"}), which enumerator validate,
/// replay and Python read back; `measure` the validator's.
nlohmann::json schedule_document_json(const Model& model, const ModelInstance& instance,
                                      const Schedule& schedule, const std::string& algorithm,
                                      const Time& measure);

/// What every model of `registry` offers, as enumerator models --json
/// prints it: {"models": [{"name", "aliases", "rules", "algorithms", ...}]}.
nlohmann::json models_report(const ModelRegistry& registry);

/// Refuses every option of `given` that `accepted` does not hold, saying
/// whose it is: another builder's, another model's, or none. `command` names what takes `accepted`
/// ("enumerator schedule
/// --model overlap").
void check_given_options(const ModelRegistry& registry, const Model& model,
                         const BuilderSpec* builder, const std::vector<OptionSpec>& accepted,
                         const OptionValues& given, const std::string& command);

/// The options a builder takes besides the instance's: the model's schedule
/// options and the builder options it names.
std::vector<OptionSpec> builder_own_options(const Model& model, const BuilderSpec& builder);

}  // namespace redcheck

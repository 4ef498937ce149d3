#include "models/model_runs.hpp"

#include "errors.hpp"
#include "models/optimum_stopped.hpp"

#include <algorithm>

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

nlohmann::json options_json(const std::vector<OptionSpec>& options) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& o : options) {
    list.push_back(
        {{"flag", o.flag}, {"help", o.help}, {"switch", o.is_switch}, {"values", o.values}});
  }
  return list;
}

nlohmann::json model_json(const ModelRegistry& registry, const Model& m) {
  nlohmann::json builders = nlohmann::json::array();
  for (const BuilderSpec* b : m.every_builder()) {
    builders.push_back(
        {{"name", b->name}, {"summary", b->summary}, {"options", b->options}, {"own", !b->added}});
  }
  nlohmann::json claims = nlohmann::json::array();
  for (const auto& c : registry.claims()) {
    if (c.model == m.name()) claims.push_back(c.id);
  }
  nlohmann::json tables = nlohmann::json::array();
  for (const auto& t : m.tables()) tables.push_back(t.name);
  nlohmann::json commands = nlohmann::json::array();
  for (const auto& c : m.commands()) {
    commands.push_back({{"name", c.name}, {"help", c.help}, {"options", options_json(c.options)}});
  }
  nlohmann::json aliases = nlohmann::json::object();
  for (const auto& [alias, implied] : m.aliases()) aliases[alias] = implied;
  return {{"name", m.name()},
          {"aliases", aliases},
          {"source", m.source()},
          {"summary", m.summary()},
          {"rules", m.rules()},
          {"measure", m.measure_name()},
          {"instance_options", options_json(m.instance_options())},
          {"schedule_options", options_json(m.schedule_options())},
          {"builder_options", options_json(m.builder_options())},
          {"algorithms", builders},
          {"optimum", m.has_optimum()},
          {"certificate", m.has_smt_encoding()},
          {"optimum_options", options_json(m.optimum_options())},
          {"domain_options", options_json(m.domain_options())},
          {"claims", claims},
          {"tables", tables},
          {"commands", commands}};
}

}  // namespace

std::vector<OptionSpec> builder_own_options(const Model& model, const BuilderSpec& builder) {
  if (builder.added) return {};  // it builds from the instance alone
  std::vector<OptionSpec> out = model.schedule_options();
  for (const auto& o : model.builder_options()) {
    if (std::find(builder.options.begin(), builder.options.end(), o.flag) !=
        builder.options.end()) {
      out.push_back(o);
    }
  }
  return out;
}

CheckedSchedule checked_schedule(const Model& model, const BuilderSpec& builder,
                                 const ModelInstance& instance, const OptionValues& options,
                                 Progress* progress) {
  const auto step = [progress](const std::string& what) {
    if (progress) progress->set_current(what);
  };
  // A builder of one's own has no estimate: its schedule is checked as built.
  const std::uint64_t size =
      builder.added ? 0 : model.estimated_activities(builder, instance, options);
  if (size > model.max_activities()) {
    throw TooBig(builder.name + " on " + model.instance_text(instance) + " would build " +
                 std::to_string(size) + " activities; accepted: at most " +
                 std::to_string(model.max_activities()) +
                 " (each holds two exact rationals in memory)");
  }
  step(builder.added ? "building with " + builder.name
                     : "building about " + std::to_string(size) + " activities");
  Built built = build_with(model, builder, instance, options);
  step("validating " +
       std::to_string(built.schedule.transfers.size() + built.schedule.reductions.size()) +
       " activities");
  const Validation v = model.validate(built.schedule, built.instance);
  const auto input = [&] { return model.instance_text(built.instance); };
  checked_valid(builder.name, input, v.violation);
  if (built.own_length) {
    checked("the " + model.measure_name(), input(), builder.name + "'s own bookkeeping",
            *built.own_length, "the validator", v.makespan);
  }
  return {&model, &builder, std::move(built), v};
}

TimelineView timeline_view(const Model& model, const ModelInstance& instance,
                           const Schedule& schedule) {
  return {model.resources(instance), model.dependencies(schedule, instance),
          [&model, &schedule](ActivityRef a) { return model.data_label(schedule, a); }};
}

nlohmann::json schedule_report(const CheckedSchedule& c, bool with_timeline) {
  const Model& model = *c.model;
  const Built& built = c.built;
  const Validation& v = c.validation;
  nlohmann::json j = {{"model", model.name()},
                      {"algorithm", c.builder->name},
                      {"instance", model.instance_json(built.instance)},
                      {"valid", true},
                      {model.measure_name(), to_string(v.makespan)},
                      {model.measure_name() + "_decimal", to_decimal(v.makespan, 6)}};
  if (built.own_length) j["algorithm_own_length"] = to_string(*built.own_length);
  if (built.details.is_object()) j.update(built.details);
  if (with_timeline) {
    j["timeline"] =
        timeline_json(built.schedule, timeline_view(model, built.instance, built.schedule));
  }
  return j;
}

void require_optimum(const Model& model) {
  if (model.has_optimum()) return;
  std::string commands;
  for (const auto& c : model.commands()) commands += (commands.empty() ? "" : ", ") + c.name;
  throw InputError(
      "the " + model.name() + " model has no exhaustive optimum" +
      (commands.empty() ? std::string() : "; its own commands: enumerator " + commands));
}

nlohmann::json stopped_short_json(const Model& model, const ModelInstance& instance,
                                  const OptimumBracket& bracket) {
  const auto exact = [](const std::optional<Time>& t) {
    return t ? nlohmann::json(to_string(*t)) : nlohmann::json(nullptr);
  };
  nlohmann::json j = {{"reason", to_string(bracket.reason)},
                      {"states", bracket.states},
                      {"no_schedule_below", exact(bracket.no_schedule_below)},
                      {"best_found", exact(bracket.best_found)},
                      {"builder", bracket.builder.empty() ? nlohmann::json(nullptr)
                                                          : nlohmann::json(bracket.builder)},
                      {"builder_makespan", exact(bracket.builder_makespan)},
                      {"schedule", nullptr}};
  if (!bracket.best_found) return j;
  // The model's validator measures it again: the search's own validation
  // and this door must agree before the schedule is shown.
  const Schedule& found = bracket.best_found_schedule;
  const std::string input = model.instance_text(instance);
  const Validation v = model.validate(found, instance);
  checked_valid("the schedule a stopped search found", input, v.violation);
  checked("the makespan of the schedule a stopped search found", input, "the search",
          *bracket.best_found, "the model's validator", v.makespan);
  j["schedule"] = schedule_document_json(
      model, instance, found, "found by the exhaustive search before it stopped", v.makespan);
  return j;
}

nlohmann::json schedule_document_json(const Model& model, const ModelInstance& instance,
                                      const Schedule& schedule, const std::string& algorithm,
                                      const Time& measure) {
  return {{"model", model.name()},
          {"instance", model.instance_json(instance)},
          {"algorithm", algorithm},
          {"valid", true},
          {model.measure_name(), to_string(measure)},
          {"timeline", timeline_json(schedule, timeline_view(model, instance, schedule))}};
}

namespace {

// The model's optimum; a search that stopped short is thrown on with its
// JSON written, its schedule validated (stopped_short_json).
OptimumReport optimum_or_stopped_short(const Model& model, const ModelInstance& instance,
                                       const OptionValues& options) {
  try {
    return model.optimum(instance, options);
  } catch (const OptimumStoppedShort& e) {
    if (!e.json_text().empty()) throw;
    throw e.with_json_text(stopped_short_json(model, instance, e.bracket()).dump());
  }
}

}  // namespace

CheckedOptimum checked_optimum(const Model& model, const ModelInstance& instance,
                               const OptionValues& options) {
  require_optimum(model);
  CheckedOptimum out{optimum_or_stopped_short(model, instance, options), {}};
  // An optimal schedule, measured by the validator: a second computation.
  const std::string input = model.instance_text(instance);
  out.validation = model.validate(out.report.example, instance);
  checked_valid("the optimum's example", input, out.validation.violation);
  checked("the optimum", input, out.report.method, out.report.optimum,
          "the validator on an optimal schedule", out.validation.makespan);
  return out;
}

nlohmann::json optimum_report(const Model& model, const ModelInstance& instance,
                              const CheckedOptimum& checked, bool with_schedule) {
  const OptimumReport& report = checked.report;
  nlohmann::json j = {
      {"model", model.name()},
      {"instance", model.instance_json(instance)},
      {"optimum", to_string(report.optimum)},
      {"optimum_decimal", to_decimal(report.optimum, 6)},
      {"method", report.method},
      {"arithmetic", report.arithmetic},
      {"example_validated_" + model.measure_name(), to_string(checked.validation.makespan)},
      {"cross_checks_agree", true}};
  if (report.fields.is_object()) j.update(report.fields);
  if (with_schedule) {
    j["schedule"] = schedule_document_json(model, instance, report.example, "an optimal schedule",
                                           checked.validation.makespan);
  }
  return j;
}

nlohmann::json models_report(const ModelRegistry& registry) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& m : registry.models()) list.push_back(model_json(registry, *m));
  return {{"models", list}};
}

void check_given_options(const ModelRegistry& registry, const Model& model,
                         const BuilderSpec* builder, const std::vector<OptionSpec>& accepted,
                         const OptionValues& given, const std::string& command) {
  const std::vector<std::string> ok = flags_of(accepted);
  for (const auto& flag : given.flags()) {
    if (std::find(ok.begin(), ok.end(), flag) != ok.end()) continue;
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
                         model.name() + " model (" + command + " takes " + list(ok) + ")");
      }
    }
    throw InputError(flag + " is not accepted by " + command + " (it takes " + list(ok) + ")");
  }
}

}  // namespace redcheck

#include "models/replay_chart.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace {

// Every option of the model, by flag (instance, schedule, builder, optimum).
std::vector<OptionSpec> every_option(const Model& model) {
  std::vector<OptionSpec> all = model.instance_options();
  for (auto more : {model.schedule_options(), model.builder_options(), model.optimum_options()}) {
    all.insert(all.end(), more.begin(), more.end());
  }
  return all;
}

// The words after "enumerator schedule|optimum" as the programs hand them to
// a model: flag -> value (values joined by spaces, "" for a switch).
OptionValues option_values(const Model& model, const std::vector<std::string>& words,
                           std::size_t first, std::string& model_name, std::string& algorithm) {
  const auto specs = every_option(model);
  OptionValues values;
  for (std::size_t k = first; k < words.size(); ++k) {
    const std::string& flag = words[k];
    if (flag == "--model" || flag == "--algorithm") {
      if (k + 1 >= words.size()) throw InputError(flag + " without a value");
      (flag == "--model" ? model_name : algorithm) = words[++k];
      continue;
    }
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&](const OptionSpec& s) { return s.flag == flag; });
    if (spec == specs.end()) throw InputError("the option " + flag + " is not the model's");
    if (spec->is_switch) {
      values.set(flag, "");
      continue;
    }
    std::string value;
    for (int v = 0; v < spec->values; ++v) {
      if (k + 1 >= words.size()) throw InputError(flag + " without its value");
      value += (v ? " " : "") + words[++k];
    }
    values.set(flag, value);
  }
  return values;
}

std::string flag_value(const std::vector<std::string>& words, const std::string& flag) {
  for (std::size_t k = 0; k + 1 < words.size(); ++k) {
    if (words[k] == flag) return words[k + 1];
  }
  return "";
}

}  // namespace

GanttWords gantt_words(const Model& model, const ModelInstance& instance,
                       const Schedule& schedule) {
  return {model.vocabulary().machine,
          [&model, &schedule](ActivityRef a) { return model.data_label(schedule, a); },
          model.resources(instance).transfer_pool};
}

std::vector<std::string> command_words(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, any = false;
  for (char ch : command) {
    if (ch == '\'') {
      quoted = !quoted;
      any = true;
    } else if (ch == ' ' && !quoted) {
      if (any) words.push_back(word);
      word.clear();
      any = false;
    } else {
      word += ch;
      any = true;
    }
  }
  if (any) words.push_back(word);
  return words;
}

ReplayChart replay_chart(const ModelRegistry& registry, const std::string& replay,
                         std::uint64_t max_activities) {
  ReplayChart chart;
  const auto words = command_words(replay);
  const bool schedule = words.size() > 2 && words[0] == "enumerator" && words[1] == "schedule";
  const bool optimum = words.size() > 2 && words[0] == "enumerator" && words[1] == "optimum";
  if (!schedule && !optimum) {
    chart.why_not = "the replay is not a schedule of enumerator";
    return chart;
  }
  try {
    const auto choice = registry.find(flag_value(words, "--model"));
    const Model& model = *choice.model;
    std::string model_name, algorithm;
    OptionValues options = option_values(model, words, 2, model_name, algorithm);
    if (choice.implied_switch) options.set(*choice.implied_switch, "");
    Schedule drawn;
    ModelInstance instance;
    if (schedule) {
      const BuilderSpec& builder = find_builder(model, algorithm);
      instance = model.instance_from_options(options, &builder);
      const std::uint64_t size = model.estimated_activities(builder, instance, options);
      if (size > max_activities) {
        chart.why_not = "the schedule has about " + std::to_string(size) +
                        " activities, too many to draw here (at most " +
                        std::to_string(max_activities) + "); its replay command draws it";
        return chart;
      }
      Built built = model.build(builder, instance, options);
      instance = built.instance;
      drawn = std::move(built.schedule);
      chart.title = builder.name + ", " + model.instance_text(instance);
    } else {
      instance = model.instance_from_options(options, nullptr);
      drawn = model.optimum(instance, options).example;
      chart.title = "an optimal schedule, " + model.instance_text(instance);
    }
    const Validation v = model.validate(drawn, instance);
    if (!v.valid()) {
      chart.why_not = "the validator rejects the schedule (" + v.rule + "): " + v.violation;
      return chart;
    }
    if (drawn.transfers.size() + drawn.reductions.size() > max_activities) {
      chart.why_not = "the schedule has " +
                      std::to_string(drawn.transfers.size() + drawn.reductions.size()) +
                      " activities, too many to draw here; its replay command draws it";
      return chart;
    }
    chart.title += " (" + model.measure_name() + " " + to_string(v.makespan) + ")";
    chart.svg = gantt_svg(drawn, chart.title, gantt_words(model, instance, drawn));
  } catch (const std::exception& e) {
    chart.why_not = std::string("not drawn: ") + e.what();
  }
  return chart;
}

}  // namespace redcheck

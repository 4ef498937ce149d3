#include "models/replay_chart.hpp"

#include "cli/arguments.hpp"
#include "concurrency/cancellation.hpp"
#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace {

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

std::string instance_gantt_svg(const Model& model, const ModelInstance& instance,
                               const Schedule& schedule, const std::string& what) {
  return gantt_svg(schedule, what + ", " + model.instance_text(instance),
                   gantt_words(model, instance, schedule));
}

ReplayChart replay_chart(const ModelRegistry& registry, const std::string& replay,
                         std::uint64_t max_activities) {
  ReplayChart chart;
  const auto words = shell_words(replay);
  const bool schedule = words.size() > 2 && words[0] == "enumerator" && words[1] == "schedule";
  const bool optimum = words.size() > 2 && words[0] == "enumerator" && words[1] == "optimum";
  if (!schedule && !optimum) {
    chart.why_not = "the replay is not a schedule of enumerator";
    return chart;
  }
  try {
    const auto choice = registry.find(flag_value(words, "--model"));
    const Model& model = *choice.model;
    const std::string algorithm = flag_value(words, "--algorithm");
    std::vector<std::string> option_words;
    for (std::size_t k = 2; k < words.size(); ++k) {
      if (words[k] == "--model" || words[k] == "--algorithm") {
        ++k;  // and its value
      } else {
        option_words.push_back(words[k]);
      }
    }
    OptionValues options = options_from_words(model, option_words);
    if (choice.implied_switch) options.set(*choice.implied_switch, "");
    Schedule drawn;
    ModelInstance instance;
    if (schedule) {
      const BuilderSpec& builder = find_builder(model, algorithm);
      instance = model.instance_from_options(options, own_builder(&builder));
      const std::uint64_t size =
          builder.added ? 0 : model.estimated_activities(builder, instance, options);
      if (size > max_activities) {
        chart.why_not = "the schedule has about " + std::to_string(size) +
                        " activities, too many to draw here (at most " +
                        std::to_string(max_activities) + "); its replay command draws it";
        return chart;
      }
      Built built = build_with(model, builder, instance, options);
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
  } catch (const Cancelled&) {
    throw;
  } catch (const std::exception& e) {
    chart.why_not = std::string("not drawn: ") + e.what();
  }
  return chart;
}

}  // namespace redcheck

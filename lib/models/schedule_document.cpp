#include "models/schedule_document.hpp"

#include "errors.hpp"
#include "output/schedule_json.hpp"

namespace redcheck {

ScheduleDocument read_schedule_document(const ModelRegistry& registry,
                                        const nlohmann::json& document, const std::string& where) {
  for (const char* key : {"model", "instance", "timeline"}) {
    if (!document.is_object() || !document.contains(key)) {
      throw InputError(where + " has no \"" + key +
                       "\"; accepted: {\"model\", \"instance\", \"timeline\"}, as enumerator "
                       "schedule --json writes (docs/python.md, schedules)");
    }
  }
  if (!document["model"].is_string()) {
    throw InputError(where + ": \"model\" is " + document["model"].dump() +
                     "; accepted: a model's name");
  }
  ScheduleDocument out;
  out.model = registry.find(document["model"].get<std::string>()).model;
  out.instance = out.model->instance_from_json(document["instance"]);
  out.schedule = schedule_from_timeline(document["timeline"], out.model->segments(out.instance));
  if (document.contains("algorithm") && document["algorithm"].is_string()) {
    out.algorithm = document["algorithm"].get<std::string>();
  }
  return out;
}

}  // namespace redcheck

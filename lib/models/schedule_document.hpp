#pragma once
// A schedule written down by any program: the JSON of `enumerator schedule
// --json` or its like, {"model", "instance", "timeline", "algorithm"?}. One
// reader for every door that takes such a file (validate, replay, mpirun,
// Python), so that they read one instance and one schedule alike.

#include "models/registry.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace redcheck {

struct ScheduleDocument {
  const Model* model = nullptr;
  std::string algorithm;  ///< empty when the document names none
  ModelInstance instance;
  Schedule schedule;  ///< as written: not validated yet
};

/// The model, instance and schedule `document` describes; `where` names it
/// in messages ("--schedule F.json"). Throws InputError naming what is
/// missing or malformed (a transfer's "segment" included: required when the
/// instance has several segments, output/schedule_json.hpp).
ScheduleDocument read_schedule_document(const ModelRegistry& registry,
                                        const nlohmann::json& document, const std::string& where);

}  // namespace redcheck

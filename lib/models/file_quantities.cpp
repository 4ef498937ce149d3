#include "models/file_quantities.hpp"

#include "errors.hpp"

namespace redcheck {

std::vector<std::string> claims_file_models(const ModelRegistry& registry) {
  std::vector<std::string> out;
  for (const auto& model : registry.models()) {
    if (!model->quantities().empty()) out.push_back(model->name());
  }
  return out;
}

Quantities file_quantities(const std::string& model, const ModelRegistry& registry) {
  std::string accepted;
  for (const auto& name : claims_file_models(registry)) {
    accepted += (accepted.empty() ? "" : ", ") + name;
  }
  const ModelRegistry::Choice* choice = nullptr;
  ModelRegistry::Choice found;
  try {
    found = registry.find(model);
    choice = &found;
  } catch (const InputError&) {
  }
  // An alias that implies a switch (no-overlap) is another model than the
  // quantities compute: refused rather than read as its base model.
  Quantities q = choice && !choice->implied_switch ? choice->model->quantities() : Quantities{};
  if (q.empty()) {
    throw InputError("model '" + model +
                     "' has no quantities for claims files; accepted: " + accepted);
  }
  return q;
}

}  // namespace redcheck

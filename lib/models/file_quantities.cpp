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
  Quantities q;
  try {
    // An alias that implies a switch (no-overlap) is another model than the
    // quantities compute: refused rather than read as its base model.
    const ModelRegistry::Choice choice = registry.find(model);
    if (!choice.implied_switch) q = choice.model->quantities();
  } catch (const InputError&) {  // unknown: refused below with the accepted ones
  }
  if (q.empty()) {
    throw InputError("model '" + model +
                     "' has no quantities for claims files; accepted: " + accepted);
  }
  return q;
}

}  // namespace redcheck

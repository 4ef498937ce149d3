#include "models/model.hpp"

namespace redcheck {

const std::string& OptionValues::required(const std::string& flag, const std::string& what) const {
  const std::string* value = find(flag);
  if (!value) throw InputError(flag + " is required: " + what);
  return *value;
}

std::vector<std::string> OptionValues::flags() const {
  std::vector<std::string> out;
  for (const auto& [flag, value] : values_) out.push_back(flag);
  return out;
}

std::string Model::data_label(const Schedule&, ActivityRef) const {
  return "";
}

OptimumReport Model::optimum(const ModelInstance&, const OptionValues&) const {
  throw InputError("the " + name() + " model has no exhaustive optimum");
}

namespace {

// The context of a model whose claims need no domain.
class EmptyContext : public ClaimContext {
 public:
  nlohmann::json domain_json() const override { return nlohmann::json::object(); }
};

}  // namespace

std::unique_ptr<ClaimContext> Model::claim_context(const OptionValues&) const {
  return std::make_unique<EmptyContext>();
}

std::unique_ptr<ClaimContext> Model::fuzz_context(const OptionValues& options, int max_size) const {
  auto context = claim_context(options);
  if (max_size > 0) {
    context->size_caps.push_back("the " + name() +
                                 " model's claims are checked on their own fixed instances: "
                                 "--max-size does not change them");
  }
  return context;
}

OptionValues random_options(const Model& model, const BuilderSpec* builder, Random& random,
                            const RandomSize& size) {
  RandomChooser choose(random);
  return model.random_options(builder, choose, size);
}

const BuilderSpec& find_builder(const Model& model, const std::string& name) {
  std::string known;
  for (const auto& builder : model.builders()) {
    if (builder.name == name) return builder;
    known += (known.empty() ? "" : ", ") + builder.name;
  }
  throw InputError("--algorithm '" + name + "' is unknown for the " + model.name() +
                   " model; accepted: " + known);
}

}  // namespace redcheck

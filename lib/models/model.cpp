#include "models/model.hpp"

#include <algorithm>

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

SmtEncoding Model::smt_encoding(const ModelInstance&) const {
  throw InputError("the " + name() + " model's rules have no SMT encoding: certify accepts " +
                   "the models whose measure is a makespan (enumerator models says which)");
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

OptionValues options_from_words(const Model& model, const std::vector<std::string>& words) {
  std::vector<OptionSpec> specs = model.instance_options();
  for (auto more : {model.schedule_options(), model.builder_options(), model.optimum_options()}) {
    specs.insert(specs.end(), more.begin(), more.end());
  }
  OptionValues values;
  for (std::size_t k = 0; k < words.size(); ++k) {
    const std::string& flag = words[k];
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&](const OptionSpec& s) { return s.flag == flag; });
    if (spec == specs.end()) {
      throw InputError("the option " + flag + " is not one of the " + model.name() + " model's");
    }
    std::string value;
    for (int v = 0; v < (spec->is_switch ? 0 : spec->values); ++v) {
      if (k + 1 >= words.size()) throw InputError(flag + " without its value");
      value += (v ? " " : "") + words[++k];
    }
    values.set(flag, value);
  }
  return values;
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

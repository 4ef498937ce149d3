#include "models/model.hpp"

#include <algorithm>
#include <cctype>
#include <deque>
#include <mutex>

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

struct Model::AddedBuilders {
  std::mutex mutex;
  std::deque<BuilderSpec> kept;             ///< every spec ever added
  std::vector<const BuilderSpec*> current;  ///< the latest of each name
};

std::shared_ptr<Model::AddedBuilders> Model::make_added_builders() {
  return std::make_shared<AddedBuilders>();
}

void Model::add_builder(BuilderSpec builder) const {
  if (!builder.added) throw InternalError("an added builder needs its function");
  const bool plain = !builder.name.empty() && builder.name.size() <= 64 &&
                     std::all_of(builder.name.begin(), builder.name.end(), [](char ch) {
                       return std::isalnum(static_cast<unsigned char>(ch)) != 0 || ch == '-';
                     });
  if (!plain) {
    throw InputError("builder name '" + builder.name +
                     "': accepted: 1 to 64 letters, digits and '-' (as the built-in names: "
                     "claims files read it as a name)");
  }
  for (const BuilderSpec& own : builders()) {
    if (own.name == builder.name) {
      throw InputError("builder name '" + builder.name + "' is one of the " + name() +
                       " model's own builders; choose another");
    }
  }
  if (builder.summary.empty()) builder.summary = "a builder of one's own";
  const std::lock_guard<std::mutex> lock(added_->mutex);
  added_->kept.push_back(std::move(builder));
  const BuilderSpec* spec = &added_->kept.back();
  for (const BuilderSpec*& c : added_->current) {
    if (c->name == spec->name) {
      c = spec;
      return;
    }
  }
  added_->current.push_back(spec);
}

bool Model::remove_builder(const std::string& name) const {
  const std::lock_guard<std::mutex> lock(added_->mutex);
  auto& current = added_->current;
  const auto it = std::find_if(current.begin(), current.end(),
                               [&](const BuilderSpec* b) { return b->name == name; });
  if (it == current.end()) return false;
  current.erase(it);
  return true;
}

std::vector<const BuilderSpec*> Model::every_builder() const {
  std::vector<const BuilderSpec*> out;
  for (const BuilderSpec& b : builders()) out.push_back(&b);
  const std::lock_guard<std::mutex> lock(added_->mutex);
  out.insert(out.end(), added_->current.begin(), added_->current.end());
  return out;
}

const BuilderSpec* own_builder(const BuilderSpec* builder) {
  return builder && builder->added ? nullptr : builder;
}

Built build_with(const Model& model, const BuilderSpec& builder, const ModelInstance& instance,
                 const OptionValues& options) {
  if (!builder.added) return model.build(builder, instance, options);
  if (builder.accepts && !builder.accepts(instance)) {
    throw InputError(builder.name + " does not accept " + model.instance_text(instance) +
                     " (its accepts predicate)");
  }
  Built built = builder.added(instance);
  if (model.instance_json(built.instance) != model.instance_json(instance)) {
    throw BuilderFailure("the builder '" + builder.name + "' returned a schedule of " +
                         model.instance_text(built.instance) + ", asked for " +
                         model.instance_text(instance));
  }
  return built;
}

const BuilderSpec& find_builder(const Model& model, const std::string& name) {
  for (const BuilderSpec& own : model.builders()) {  // without the lock: claims ask often
    if (own.name == name) return own;
  }
  std::string known;
  for (const BuilderSpec* builder : model.every_builder()) {
    if (builder->name == name) return *builder;
    known += (known.empty() ? "" : ", ") + builder->name;
  }
  throw InputError("--algorithm '" + name + "' is unknown for the " + model.name() +
                   " model; accepted: " + known);
}

}  // namespace redcheck

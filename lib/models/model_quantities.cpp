#include "models/model_quantities.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

MeasuredBuild measured_build(const Model& model, const std::string& builder_name,
                             OptionValues options) {
  const BuilderSpec& builder = find_builder(model, builder_name);
  const ModelInstance instance = model.instance_from_options(options, own_builder(&builder));
  const Built built = build_with(model, builder, instance, options);
  const Validation v = model.validate(built.schedule, built.instance);
  checked_valid(builder_name, model.instance_text(instance), v.violation);
  return {v.makespan, built.details};
}

Quantity algorithm_quantity(const Model& model, std::string quantity,
                            std::vector<std::string> own_names,
                            std::vector<ArgumentSpec> instance_arguments,
                            std::function<Time(const std::vector<Argument>&)> own,
                            std::function<OptionValues(const std::vector<Argument>&)> options_of) {
  std::vector<std::string> names = own_names;
  for (const BuilderSpec* b : model.every_builder()) {
    if (b->added) names.push_back(b->name);
  }
  std::vector<ArgumentSpec> arguments{ArgumentSpec::name_of("algorithm", names)};
  arguments.insert(arguments.end(), instance_arguments.begin(), instance_arguments.end());
  const Model* m = &model;
  return Quantity{
      std::move(quantity), std::move(arguments),
      [m, own_names, own, options_of](const std::vector<Argument>& a) {
        if (own && std::find(own_names.begin(), own_names.end(), a[0].name) != own_names.end()) {
          return own(a);
        }
        return measured_build(*m, a[0].name, options_of(a)).measure;
      }};
}

Time model_optimum(const Model& model, OptionValues options) {
  const ModelInstance instance = model.instance_from_options(options, nullptr);
  return model.optimum(instance, options).optimum;
}

}  // namespace redcheck

#include "models/model_quantities.hpp"

#include "errors.hpp"

namespace redcheck {

MeasuredBuild measured_build(const Model& model, const std::string& builder_name,
                             OptionValues options) {
  const BuilderSpec& builder = find_builder(model, builder_name);
  const ModelInstance instance = model.instance_from_options(options, &builder);
  const Built built = model.build(builder, instance, options);
  const Validation v = model.validate(built.schedule, built.instance);
  checked_valid(builder_name, model.instance_text(instance), v.violation);
  return {v.makespan, built.details};
}

Time model_optimum(const Model& model, OptionValues options) {
  const ModelInstance instance = model.instance_from_options(options, nullptr);
  return model.optimum(instance, options).optimum;
}

}  // namespace redcheck

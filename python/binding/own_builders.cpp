#include "binding/own_builders.hpp"

#include "binding/exact_values.hpp"
#include "concurrency/cancellation.hpp"
#include "errors.hpp"

namespace redcheck::python {

namespace {

// What the user's code raised, as a BuilderFailure naming the builder (a
// stop request stays one).
[[noreturn]] void failed(const std::string& name, const std::string& doing,
                         py::error_already_set& error) {
  if (error.matches(PyExc_KeyboardInterrupt)) throw Cancelled();
  // The package's own words on what the function returned (naming it).
  if (error.matches(package_types().builder_error)) {
    throw BuilderFailure(std::string(py::str(error.value())));
  }
  // The exception's type and message, without pybind11's traceback.
  const std::string type = py::str(error.type().attr("__name__"));
  throw BuilderFailure("the builder '" + name + "' " + doing + " " + type + ": " +
                       std::string(py::str(error.value())));
}

}  // namespace

std::string add_builder(const std::string& model_name, const std::string& name,
                        const std::string& summary, py::object run, py::object accepts) {
  const Model& model = *builtin_models().find(model_name).model;
  // Held for the life of the process, never released: a model outlives the
  // interpreter's teardown, where a release would touch a finalized Python.
  const auto* const function = new py::object(std::move(run));
  const auto* const predicate = accepts.is_none() ? nullptr : new py::object(std::move(accepts));
  const Model* m = &model;
  BuilderSpec spec;
  spec.name = name;
  spec.summary = summary;
  spec.added = [m, function, name](const ModelInstance& instance) {
    const py::gil_scoped_acquire gil;
    py::tuple result;
    try {
      result = (*function)(CoreInstance{m, instance});
    } catch (py::error_already_set& e) {
      failed(name, "raised", e);
    }
    Built built;
    const auto& made = result[0].cast<const CoreInstance&>();
    if (made.model != m) {
      throw BuilderFailure("the builder '" + name + "' returned a schedule of the " +
                           made.model->name() + " model, asked for the " + m->name() + " model");
    }
    built.instance = made.value;
    try {
      built.schedule = schedule_written(result[1], result[2], result[3], result[4], result[5],
                                        m->segments(made.value));
      if (!result[6].is_none()) {
        built.own_length = time_of(result[6], "the builder '" + name + "''s own makespan");
      }
    } catch (py::error_already_set& e) {
      failed(name, "returned a schedule that cannot be read:", e);
    } catch (const std::exception& e) {  // InputError, pybind11's type errors
      throw BuilderFailure("the builder '" + name +
                           "' returned a schedule that cannot be read: " + e.what());
    }
    return built;
  };
  if (predicate) {
    spec.accepts = [m, predicate, name](const ModelInstance& instance) {
      const py::gil_scoped_acquire gil;
      try {
        return (*predicate)(CoreInstance{m, instance}).cast<bool>();
      } catch (py::error_already_set& e) {
        failed(name, "accepts predicate raised", e);
      } catch (const py::cast_error&) {
        throw BuilderFailure("the builder '" + name + "''s accepts predicate returned no bool");
      }
    };
  }
  model.add_builder(std::move(spec));
  return model.name();
}

bool remove_builder(const std::string& model, const std::string& name) {
  return builtin_models().find(model).model->remove_builder(name);
}

bool builder_accepts(const CoreInstance& instance, const std::string& name) {
  const BuilderSpec& builder = find_builder(*instance.model, name);
  return !builder.accepts || builder.accepts(instance.value);
}

}  // namespace redcheck::python

// redcheck's compiled core, _redcheck (the package redcheck, python/redcheck/,
// wraps it). Every call runs the toolkit's C++ in the interpreter's own
// process, over the model interface, as OR-tools and NumPy bind their C++:
// an instance holds the model's ModelInstance itself, a schedule the Built
// its builder returned, exact numbers cross as int and Fraction, the GIL is
// released while the core computes and Ctrl-C stops it
// (binding/interrupts.hpp). A model added to the registry is in Python with
// no binding code of its own. redcheck.isolated() keeps the child-process
// mode of before (binding/child_calls.hpp).

#include "binding/child_calls.hpp"
#include "binding/claim_calls.hpp"
#include "binding/core_calls.hpp"
#include "binding/exact_values.hpp"
#include "binding/interrupts.hpp"
#include "binding/own_builders.hpp"
#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "models/optimum_stopped.hpp"
#include "output/schedule_json.hpp"

#include <pybind11/functional.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

namespace py = pybind11;
using namespace redcheck;
using namespace redcheck::python;

namespace {

// The core's errors as the package's exceptions.
void translate_errors() {
  py::register_exception_translator([](std::exception_ptr error) {
    try {
      if (error) std::rethrow_exception(error);
    } catch (const Cancelled&) {
      if (PyErr_CheckSignals() == 0) PyErr_SetNone(PyExc_KeyboardInterrupt);
    } catch (const TooBig& e) {
      // An optimum's search that stopped short: what it had shown, as the
      // programs' "stopped_short" (redcheck.optimum makes its schedule a
      // redcheck.Schedule).
      const auto* stopped = dynamic_cast<const OptimumStoppedShort*>(&e);
      py::object error = package_types().too_big(e.what());
      error.attr("stopped_short") =
          stopped && !stopped->json_text().empty()
              ? python_of_json(nlohmann::json::parse(stopped->json_text()))
              : py::none();
      PyErr_SetObject(package_types().too_big.ptr(), error.ptr());
    } catch (const InputError& e) {
      PyErr_SetString(package_types().input_error.ptr(), e.what());
    } catch (const CrossCheckFailure& e) {
      PyErr_SetString(package_types().cross_check_failure.ptr(),
                      (std::string("cross-check failed: ") + e.what()).c_str());
    } catch (const BuilderFailure& e) {
      PyErr_SetString(package_types().builder_error.ptr(), e.what());
    } catch (const InternalError& e) {
      PyErr_SetString(PyExc_RuntimeError, (std::string("internal error: ") + e.what()).c_str());
    } catch (const std::bad_alloc&) {
      PyErr_SetString(PyExc_MemoryError,
                      "out of memory: the work was larger than the machine could hold");
    }
  });
}

py::object timeline_of(const CoreSchedule& s) {
  const Model& model = *s.checked.model;
  const Built& built = s.checked.built;
  return python_of_json(
      timeline_json(built.schedule, timeline_view(model, built.instance, built.schedule)));
}

}  // namespace

PYBIND11_MODULE(_redcheck, module) {
  module.doc() = "redcheck's C++ core: use the package redcheck";
  translate_errors();

  module.def(
      "_set_package_types",
      [](py::object input_error, py::object too_big, py::object cross_check_failure,
         py::object builder_error, py::object coprime_fraction) {
        PackageTypes& types = package_types();
        types.input_error = std::move(input_error);
        types.too_big = std::move(too_big);
        types.cross_check_failure = std::move(cross_check_failure);
        types.builder_error = std::move(builder_error);
        types.coprime_fraction = std::move(coprime_fraction);
      },
      "InputError, TooBig, CrossCheckFailure, BuilderError and Fraction(n, d) for coprime n, "
      "d > 0 (set at import)");

  py::class_<CoreInstance>(module, "CoreInstance", "An instance of a registered model")
      .def_property_readonly("model", [](const CoreInstance& i) { return i.model->name(); })
      .def("json",
           [](const CoreInstance& i) { return python_of_json(i.model->instance_json(i.value)); })
      .def("arguments", [](const CoreInstance& i) { return i.model->instance_arguments(i.value); })
      .def("text", [](const CoreInstance& i) { return i.model->instance_text(i.value); })
      .def("machines", [](const CoreInstance& i) { return i.model->machines(i.value); })
      .def("same", [](const CoreInstance& a, const CoreInstance& b) {
        return a.model == b.model &&
               a.model->instance_json(a.value) == b.model->instance_json(b.value);
      });

  py::class_<CoreSchedule>(module, "CoreSchedule", "A builder's schedule, validated")
      .def_property_readonly("instance",
                             [](const CoreSchedule& s) {
                               return CoreInstance{s.checked.model, s.checked.built.instance};
                             })
      .def_property_readonly("algorithm",
                             [](const CoreSchedule& s) { return s.checked.builder->name; })
      .def_property_readonly(
          "measure",
          [](const CoreSchedule& s) { return fraction_of(s.checked.validation.makespan); })
      .def_property_readonly(
          "machines", [](const CoreSchedule& s) { return s.checked.built.schedule.machines; })
      .def_property_readonly("sink",
                             [](const CoreSchedule& s) { return s.checked.built.schedule.sink; })
      .def_property_readonly("period",
                             [](const CoreSchedule& s) -> py::object {
                               const auto& period = s.checked.built.schedule.period;
                               return period ? fraction_of(*period) : py::none();
                             })
      .def(
          "report",
          [](const CoreSchedule& s, bool with_timeline) {
            return python_of_json(schedule_report(s.checked, with_timeline));
          },
          py::arg("with_timeline") = true)
      .def("timeline", &timeline_of)
      .def("validate", [](const CoreSchedule& s) {
        const Model& model = *s.checked.model;
        const Validation v = interruptible(
            [&] { return model.validate(s.checked.built.schedule, s.checked.built.instance); });
        return validation_tuple(model, v);
      });

  module.def("make_instance", &make_instance, py::arg("model"), py::arg("options"));
  module.def("instance_from_json", &instance_from_json, py::arg("model"), py::arg("json"));
  module.def("build", &build, py::arg("instance"), py::arg("algorithm"), py::arg("options"));
  module.def("validate_written", &validate_written, py::arg("instance"), py::arg("machines"),
             py::arg("sink"), py::arg("transfers"), py::arg("reductions"), py::arg("period"));
  module.def("svg_written", &svg_written, py::arg("instance"), py::arg("machines"), py::arg("sink"),
             py::arg("transfers"), py::arg("reductions"), py::arg("period"), py::arg("title"));
  module.def("optimum", &optimum, py::arg("instance"), py::arg("options"));
  module.def("add_builder", &add_builder, py::arg("model"), py::arg("name"), py::arg("summary"),
             py::arg("run"), py::arg("accepts"));
  module.def("remove_builder", &remove_builder, py::arg("model"), py::arg("name"));
  module.def("builder_accepts", &builder_accepts, py::arg("instance"), py::arg("name"));
  module.def("certify", &certify, py::arg("instance"), py::arg("options"), py::arg("out"),
             py::arg("bound"), py::arg("timeout"));
  module.def("check_certificate", &check_certificate, py::arg("directory"), py::arg("timeout"));
  module.def("models", &models);
  module.def("check", &check, py::arg("claims"), py::arg("claims_file"), py::arg("options"));
  module.def("fuzz", &fuzz, py::arg("claims"), py::arg("claims_file"), py::arg("options"));
  module.def("table", &table, py::arg("name"));
  module.def("random_options", &redcheck::python::random_options, py::arg("model"),
             py::arg("builder"), py::arg("choose"), py::arg("small"), py::arg("max_machines"),
             "the options (flag -> text) of a random instance, each choice choose(first, last)");
  module.def("random_instance", &random_instance, py::arg("model"), py::arg("builder"),
             py::arg("choose"), py::arg("small"), py::arg("max_machines"), py::arg("fixed"),
             "(instance, the builder's own options) drawn, each choice choose(first, last)");
  module.def("check_draw_request", &check_draw_request, py::arg("model"), py::arg("builder"),
             py::arg("small"), py::arg("max_machines"), py::arg("fixed_names"));

  // redcheck.isolated(): the child-process mode.
  module.def("run", &run_program, py::arg("program"), py::arg("arguments"),
             "(status, stdout, stderr) of enumerator or verifier on these arguments, in a child");
  module.def("exec_program", &exec_program, py::arg("path"), py::arg("arguments"),
             "(status, stdout, stderr) of the program at path, run in a child process");
  module.def("instance_in_child", &instance_in_child, py::arg("model"), py::arg("options"));
  module.def("option_texts", &option_texts, py::arg("model"), py::arg("options"));
  module.def(
      "option_text",
      [](py::handle value, const std::string& what) { return option_text(value, what); },
      py::arg("value"), py::arg("what"));
  module.def("validate_in_child", &validate_in_child, py::arg("schedule_json"));
  // For the tests: a fault of the core (here an abort) ends its child only.
  module.def("_abort_in_core", [] { return in_child([]() -> int { std::abort(); }); });
  // For the tests: a long computation that stops only when asked to.
  module.def("_wait_for_stop", [](double seconds) {
    interruptible([&] {
      const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
      while (std::chrono::steady_clock::now() < end) {
        check_cancelled();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
    });
  });
}

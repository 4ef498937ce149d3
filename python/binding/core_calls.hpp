#pragma once
// The model interface called from Python in the interpreter's process: an
// instance holds the model's ModelInstance itself, a built schedule holds
// the builder's Built (its schedule and the instance it ran on), and every
// answer comes from the same functions as the programs'
// (models/model_runs.hpp). A model added to the registry is served with no
// code here.

#include "models/model_runs.hpp"

#include <pybind11/pybind11.h>

#include <string>

namespace redcheck::python {

namespace py = pybind11;

/// An instance of a registered model.
struct CoreInstance {
  const Model* model = nullptr;
  ModelInstance value;
};

/// A builder's schedule, validated and cross-checked when it was built.
struct CoreSchedule {
  CheckedSchedule checked;
};

/// The instance the keyword options give: names as the programs' options
/// without "--" ("d_matrix" or "d-matrix" for --d-matrix), values as Python
/// values (True for a switch; False and None leave it unset).
CoreInstance make_instance(const std::string& model, const py::dict& options);

/// The instance of the programs' instance JSON (a dict, or its text).
CoreInstance instance_from_json(const std::string& model, py::handle json);

/// The schedule `algorithm` builds on `instance` with its own options.
CoreSchedule build(const CoreInstance& instance, const std::string& algorithm,
                   const py::dict& options);

/// (valid, measure name, measure or None, broken rule, violation).
py::tuple validation_tuple(const Model& model, const Validation& v);

/// The schedule written in Python: machines, sink, lists of transfers and
/// reductions (mappings with the timeline's keys; a missing or out-of-range
/// field refused with its name) and the period (None unless periodic), for
/// an instance whose transfers carry `segments` segments.
Schedule schedule_written(py::handle machines, py::handle sink, py::handle transfers,
                          py::handle reductions, py::handle period, int segments);

/// The validation of a schedule written in Python: machines, sink, lists of
/// transfers and reductions (mappings with the timeline's keys) and the
/// period (None unless periodic), on `instance`.
py::tuple validate_written(const CoreInstance& instance, py::handle machines, py::handle sink,
                           py::handle transfers, py::handle reductions, py::handle period);

/// The Gantt chart (SVG) of a schedule given as Python values, titled
/// `title` and the instance; InputError when it is not valid.
std::string svg_written(const CoreInstance& instance, py::handle machines, py::handle sink,
                        py::handle transfers, py::handle reductions, py::handle period,
                        const std::string& title);

/// certificate.json of enumerator certify for `instance`, written into `out`
/// (exact numbers as Fraction); `options` the model's optimum options,
/// `bound` None for the optimum.
py::object certify(const CoreInstance& instance, const py::dict& options, const std::string& out,
                   py::handle bound, double timeout);

/// What enumerator certify --check says of the directory `directory`.
py::object check_certificate(const std::string& directory, double timeout);

/// The report of enumerator optimum --json for `instance`, exact numbers as
/// Fraction; `options` the model's optimum options.
py::object optimum(const CoreInstance& instance, const py::dict& options);

/// What every registered model offers (enumerator models --json's list).
py::object models();

/// The options (flag -> text) of a random instance of `model` for the
/// builder `builder` ("": for the exact optimum), each choice choose(first,
/// last).
py::dict random_options(const std::string& model, const std::string& builder, py::function choose,
                        bool small, int max_machines);

/// A random instance as random_options draws it, with the `fixed` keyword
/// options set (None: left unset), and the builder's own options drawn
/// with it. Throws InputError on an unknown keyword or when the fixed
/// options give more machines than max_machines or the model accepts.
py::tuple random_instance(const std::string& model, const std::string& builder, py::function choose,
                          bool small, int max_machines, const py::dict& fixed);

/// The options (flag -> text, "" for a switch) the keyword options give
/// `model`'s programs: any option the model declares (instance, schedule,
/// builder, optimum). For redcheck.isolated(), which runs the programs.
py::dict option_texts(const std::string& model, const py::dict& options);

/// Checks a draw's request before any draw: the model and builder names,
/// the fixed keywords, and max_machines against the model's bounds.
void check_draw_request(const std::string& model, const std::string& builder, bool small,
                        int max_machines, const py::list& fixed_names);

}  // namespace redcheck::python

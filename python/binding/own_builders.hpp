#pragma once
// Builders of one's own, written in Python (@redcheck.builder): a Python
// function added to a model as a builder (Model::add_builder), so that
// every door that knows the model's builders calls it by name: build,
// claims files' algorithm(...), fuzz --model, the strategies, the reports.
// It runs under the GIL, taken on whatever thread of the core calls it; what
// it raises, a result that is no schedule of the model, or a schedule of
// another instance is a BuilderFailure naming it (a finding), never a crash.

#include "binding/core_calls.hpp"

#include <pybind11/pybind11.h>

#include <string>

namespace redcheck::python {

/// Adds the builder `name` to `model`: run(core instance) returns (core
/// instance, machines, sink, transfers, reductions, period, own length or
/// None), the package's adapter of the user's function; accepts(core
/// instance) -> bool, or None for every instance. Returns the model's name
/// (an alias gives its model's).
std::string add_builder(const std::string& model, const std::string& name,
                        const std::string& summary, py::object run, py::object accepts);

/// Forgets the builder of one's own `name` of `model`; false when none.
bool remove_builder(const std::string& model, const std::string& name);

/// Whether the builder `name` of the instance's model takes it (its accepts
/// predicate; true for the model's own builders).
bool builder_accepts(const CoreInstance& instance, const std::string& name);

}  // namespace redcheck::python

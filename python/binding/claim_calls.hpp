#pragma once
// verifier check, verifier fuzz and enumerator table from Python, in the
// interpreter's process: the programs' own functions (verifier/verifier.hpp,
// TableSpec::generate), their reports as Python values with exact numbers
// as Fraction. Keyword options are the programs' options without "--";
// unknown ones are refused as the programs refuse them.

#include <pybind11/pybind11.h>

#include <string>

namespace redcheck::python {

namespace py = pybind11;

/// (report, exit status) of verifier check --json: the claims `ids` (None:
/// every claim, or the claims file's), `options` the models' domain
/// options and html=, junit=. An empty list of ids checks nothing.
py::tuple check(py::object ids, const std::string& claims_file, const py::dict& options);

/// (report, exit status) of verifier fuzz --json: options runs=, seed=,
/// time_budget=, max_size=, examples=, html=, junit= and domain options.
py::tuple fuzz(py::object ids, const std::string& claims_file, const py::dict& options);

/// The tables enumerator table NAME computes, without writing data/:
/// {file: {"columns": [...], "rows": [...]}} for each file that is a table.
py::dict table(const std::string& name);

}  // namespace redcheck::python

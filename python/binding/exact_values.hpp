#pragma once
// Exact numbers and the toolkit's JSON between C++ and Python, without text
// on the way where it can be helped: a Time becomes a fractions.Fraction
// built from its numerator and denominator, Python ints and Fractions
// become Times, and the toolkit's JSON values become Python values with
// their exact numbers as Fraction (as redcheck.exact() reads the programs'
// JSON text).
//
// What Python may give where the programs take an exact number: int,
// Fraction, or a string the programs accept ("3/2", "1.5"). A float is
// refused (0.1 as a float is not 1/10) with a suggestion that is accepted;
// any other type raises TypeError naming the argument and what is accepted.

#include "time/exact_time.hpp"

#include <pybind11/pybind11.h>
#include <nlohmann/json.hpp>

#include <string>

namespace redcheck::python {

namespace py = pybind11;

/// The package's classes the binding raises and builds, set once at import
/// (redcheck/__init__.py): InputError, CrossCheckFailure, and a callable
/// making a Fraction from a numerator and a positive coprime denominator.
struct PackageTypes {
  py::object input_error, too_big, cross_check_failure, builder_error, coprime_fraction;
};
PackageTypes& package_types();

/// The Fraction of `value`.
py::object fraction_of(const Time& value);

/// The Python int of `value`.
py::object integer_of(const BigInt& value);

/// The exact number `value` (int, Fraction, or a string the programs
/// accept), as the programs would read its text. `what` names it in
/// messages. Throws InputError (a float, a malformed or negative-where-not-
/// allowed string) or py::type_error.
Time time_of(py::handle value, const std::string& what);

/// The text of an option's value as the programs would read it: a number
/// as its exact text, a string as it is, a list joined by commas, a list of
/// lists by ';' and ',', a tuple or list of `values` items (an option of
/// several values, such as --homogeneous D C) joined by spaces. Throws
/// InputError or py::type_error naming `what`.
std::string option_text(py::handle value, const std::string& what, int values = 1);

/// A float refused, with an exact value to write instead.
[[noreturn]] void refuse_float(double value, const std::string& what);

/// The toolkit's JSON as Python values: objects as dicts, arrays as lists,
/// and strings that are exact numbers ("3/2", "-7") as Fraction, except
/// under keys that hold names (node names, ids, words) and keys ending in
/// "_decimal" (the rules of redcheck.exact()).
py::object python_of_json(const nlohmann::json& value, const char* key = nullptr);

/// A Python value as the toolkit's JSON: dicts (string keys), lists and
/// tuples, str, bool, None, int (within 64 bits: "out of range" beyond) and
/// Fraction (as its exact text). `path` names where it is in messages.
nlohmann::json json_of_python(py::handle value, const std::string& path);

}  // namespace redcheck::python

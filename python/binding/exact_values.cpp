#include "binding/exact_values.hpp"

#include "errors.hpp"

#include <gmp.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

namespace redcheck::python {

namespace {

// Keys whose string values are names or words, never numbers ("0" may be a
// node): redcheck.exact()'s list, kept in step with it (tested).
bool is_name_key(const char* key) {
  if (key == nullptr) return false;
  static const char* const names[] = {
      "name",      "from",  "to",   "target",     "targets",   "sources",   "participants", "id",
      "algorithm", "model", "seed", "claim_seed", "canonical", "arguments", "text"};
  for (const char* name : names) {
    if (std::strcmp(key, name) == 0) return true;
  }
  const std::size_t length = std::strlen(key);
  return length >= 8 && std::strcmp(key + length - 8, "_decimal") == 0;
}

// "-3/2", "7": an optional minus, digits, and optionally '/' and digits.
bool is_exact_text(const std::string& text) {
  std::size_t k = text[0] == '-' ? 1 : 0;
  const auto digits = [&] {
    const std::size_t start = k;
    while (k < text.size() && text[k] >= '0' && text[k] <= '9') ++k;
    return k > start;
  };
  if (!digits()) return false;
  if (k == text.size()) return true;
  if (text[k] != '/') return false;
  ++k;
  return digits() && k == text.size();
}

py::object python_int_of(const mpz_t value) {
  if (mpz_fits_slong_p(value))
    return py::reinterpret_steal<py::object>(PyLong_FromLong(mpz_get_si(value)));
  // Into a buffer of ours: GMP's own would need GMP's free function.
  std::string text(mpz_sizeinbase(value, 10) + 2, '\0');
  mpz_get_str(text.data(), 10, value);
  return py::reinterpret_steal<py::object>(PyLong_FromString(text.c_str(), nullptr, 10));
}

const py::object& fraction_class() {
  static const auto* cls = new py::object(py::module_::import("fractions").attr("Fraction"));
  return *cls;
}

const py::object& decimal_class() {
  static const auto* cls = new py::object(py::module_::import("decimal").attr("Decimal"));
  return *cls;
}

std::string type_name(py::handle value) {
  return Py_TYPE(value.ptr())->tp_name;
}

[[noreturn]] void refuse_type(py::handle value, const std::string& what,
                              const std::string& accepted) {
  throw py::type_error(what + " = " + std::string(py::repr(value)) + " is of type " +
                       type_name(value) + "; accepted: " + accepted);
}

constexpr const char* exact_accepted =
    "int, fractions.Fraction, decimal.Decimal or a string such as '3/2' or '1.5'";

// The exact text of an int, a Fraction or a Decimal; nullopt for other types.
std::optional<std::string> exact_text_of(py::handle value) {
  if (PyLong_Check(value.ptr())) return std::string(py::str(value));
  if (py::isinstance(value, fraction_class())) {
    const py::object n = value.attr("numerator"), d = value.attr("denominator");
    return std::string(py::str(n)) + (d.equal(py::int_(1)) ? "" : "/" + std::string(py::str(d)));
  }
  if (py::isinstance(value, decimal_class())) {
    if (!py::cast<bool>(value.attr("is_finite")())) return std::nullopt;
    // Decimal's str may use an exponent ("1E+2"): its exact Fraction's text.
    return exact_text_of(fraction_class()(value));
  }
  return std::nullopt;
}

}  // namespace

PackageTypes& package_types() {
  static auto* types = new PackageTypes;  // never destroyed: used until the interpreter ends
  return *types;
}

py::object integer_of(const BigInt& value) {
  return python_int_of(value.backend().data());
}

py::object fraction_of(const Time& value) {
  const mpq_srcptr q = value.backend().data();
  return package_types().coprime_fraction(python_int_of(mpq_numref(q)),
                                          python_int_of(mpq_denref(q)));
}

[[noreturn]] void refuse_float(double value, const std::string& what) {
  if (!std::isfinite(value)) {
    throw InputError(what + " = " + std::string(py::repr(py::float_(value))) +
                     " is a float that is not a finite number; accepted: an exact number, as " +
                     exact_accepted);
  }
  const std::string text = py::repr(py::float_(value));
  const bool plain = text.find_first_of("eE") == std::string::npos;
  throw InputError(what + " = " + text +
                   " is a float, which is not exact (0.1 as a float is not 1/10); write it "
                   "exactly: Fraction('" +
                   text + "')" + (plain ? " or the string '" + text + "'" : std::string()));
}

Time time_of(py::handle value, const std::string& what) {
  PyObject* p = value.ptr();
  if (PyBool_Check(p)) refuse_type(value, what, exact_accepted);
  if (PyLong_Check(p)) {
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(p, &overflow);
    if (overflow == 0) return Time(n);
    return parse_time(std::string(py::str(value)), what);  // its length limit applies
  }
  if (PyFloat_Check(p)) refuse_float(PyFloat_AS_DOUBLE(p), what);
  if (PyUnicode_Check(p)) return parse_time(py::cast<std::string>(value), what);
  if (py::isinstance(value, fraction_class())) {
    const py::object n = value.attr("numerator"), d = value.attr("denominator");
    int overflow_n = 0, overflow_d = 0;
    const long long num = PyLong_AsLongLongAndOverflow(n.ptr(), &overflow_n);
    const long long den = PyLong_AsLongLongAndOverflow(d.ptr(), &overflow_d);
    if (overflow_n == 0 && overflow_d == 0) {
      Time t;
      // A Fraction is in lowest terms with a positive denominator already.
      mpq_set_si(t.backend().data(), num, static_cast<unsigned long>(den));
      return t;
    }
  }
  if (const auto text = exact_text_of(value)) return parse_time(*text, what);
  refuse_type(value, what, exact_accepted);
}

std::string option_text(py::handle value, const std::string& what, int values) {
  PyObject* p = value.ptr();
  if (PyBool_Check(p) || p == Py_None) {
    refuse_type(value, what, "a number, a string, or a list of them (True: a switch)");
  }
  if (PyUnicode_Check(p)) return py::cast<std::string>(value);
  if (PyFloat_Check(p)) refuse_float(PyFloat_AS_DOUBLE(p), what);
  if (const auto text = exact_text_of(value)) return *text;
  // A path (pathlib.Path or any os.PathLike) as its text, as certify's out=
  // takes one: html=, junit=, examples=, svg= files and the like.
  if (PyObject_HasAttrString(p, "__fspath__")) {
    const py::object text = py::reinterpret_steal<py::object>(PyOS_FSPath(p));
    if (!text) throw py::error_already_set();
    if (PyUnicode_Check(text.ptr())) return py::cast<std::string>(text);
    refuse_type(value, what, "a path whose os.fspath() is a str");
  }
  if (PyList_Check(p) || PyTuple_Check(p)) {
    const py::sequence items = py::reinterpret_borrow<py::sequence>(value);
    bool rows = items.size() > 0;
    for (py::handle item : items)
      rows = rows && (PyList_Check(item.ptr()) || PyTuple_Check(item.ptr()));
    const std::size_t count = items.size();
    // An option of several values (--homogeneous D C) takes them space-separated.
    const char* separator =
        rows ? ";" : (values > 1 && count == static_cast<std::size_t>(values) ? " " : ",");
    std::string out;
    for (std::size_t k = 0; k < count; ++k) {
      if (k) out += separator;
      const py::handle item = items[k];
      if (PyList_Check(item.ptr()) || PyTuple_Check(item.ptr())) {
        if (!rows)
          refuse_type(value, what, "a list of numbers, or a list of rows (lists) of numbers");
        out += option_text(item, what + " row " + std::to_string(k));
      } else if (PyUnicode_Check(item.ptr()) || exact_text_of(item)) {
        out += option_text(item, what);
      } else if (PyFloat_Check(item.ptr())) {
        refuse_float(PyFloat_AS_DOUBLE(item.ptr()), what);
      } else {
        refuse_type(item, what + " item " + std::to_string(k), exact_accepted);
      }
    }
    return out;
  }
  refuse_type(value, what, std::string(exact_accepted) + ", or a list of them");
}

py::object python_of_json(const nlohmann::json& value, const char* key) {
  switch (value.type()) {
    case nlohmann::json::value_t::null:
      return py::none();
    case nlohmann::json::value_t::boolean:
      return py::bool_(value.get<bool>());
    case nlohmann::json::value_t::number_integer:
      return py::int_(value.get<std::int64_t>());
    case nlohmann::json::value_t::number_unsigned:
      return py::int_(value.get<std::uint64_t>());
    case nlohmann::json::value_t::number_float:
      return py::float_(value.get<double>());
    case nlohmann::json::value_t::string: {
      const std::string& text = value.get_ref<const std::string&>();
      if (!text.empty() && !is_name_key(key) && is_exact_text(text)) {
        Time t;
        mpq_set_str(t.backend().data(), text.c_str(), 10);
        mpq_canonicalize(t.backend().data());
        return fraction_of(t);
      }
      return py::str(text);
    }
    case nlohmann::json::value_t::array: {
      py::list out(value.size());
      for (std::size_t k = 0; k < value.size(); ++k) out[k] = python_of_json(value[k], key);
      return out;
    }
    case nlohmann::json::value_t::object: {
      py::dict out;
      for (auto it = value.begin(); it != value.end(); ++it) {
        out[py::str(it.key())] = python_of_json(it.value(), it.key().c_str());
      }
      return out;
    }
    default:
      return py::none();
  }
}

nlohmann::json json_of_python(py::handle value, const std::string& path) {
  PyObject* p = value.ptr();
  if (p == Py_None) return nullptr;
  if (PyBool_Check(p)) return p == Py_True;
  if (PyLong_Check(p)) {
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(p, &overflow);
    if (overflow == 0) return n;
    if (overflow > 0) {
      const unsigned long long u = PyLong_AsUnsignedLongLong(p);
      if (!PyErr_Occurred()) return u;
      PyErr_Clear();
    }
    const std::string text = py::str(value);
    throw InputError(path + " = " + text +
                     " is out of range; accepted: integers of at most 64 bits (an exact number "
                     "as large is accepted as its text, \"" +
                     text + "\")");
  }
  if (PyFloat_Check(p)) refuse_float(PyFloat_AS_DOUBLE(p), path);
  if (PyUnicode_Check(p)) return py::cast<std::string>(value);
  if (PyDict_Check(p)) {
    nlohmann::json out = nlohmann::json::object();
    for (auto [k, v] : py::reinterpret_borrow<py::dict>(value)) {
      if (!PyUnicode_Check(k.ptr())) refuse_type(k, path + " key", "a string");
      const std::string name = py::cast<std::string>(k);
      out[name] = json_of_python(v, path + "[\"" + name + "\"]");
    }
    return out;
  }
  if (PyList_Check(p) || PyTuple_Check(p)) {
    nlohmann::json out = nlohmann::json::array();
    std::size_t k = 0;
    for (py::handle item : py::reinterpret_borrow<py::sequence>(value)) {
      out.push_back(json_of_python(item, path + "[" + std::to_string(k++) + "]"));
    }
    return out;
  }
  if (const auto text = exact_text_of(value)) return *text;
  refuse_type(value, path,
              "dict, list, str, bool, None, int or fractions.Fraction (the programs' JSON)");
}

}  // namespace redcheck::python

#include "binding/claim_calls.hpp"

#include "binding/exact_values.hpp"
#include "binding/interrupts.hpp"
#include "binding/keywords.hpp"
#include "claims/fuzz_report.hpp"
#include "claims/report_format.hpp"
#include "errors.hpp"
#include "models/registry.hpp"
#include "verifier/verifier.hpp"

#include <algorithm>
#include <set>

namespace redcheck::python {

namespace {

// The claim ids asked: None for every claim; a string for one; a list.
std::optional<std::vector<std::string>> ids_of(py::handle ids) {
  if (ids.is_none()) return std::vector<std::string>{};
  if (PyUnicode_Check(ids.ptr())) return std::vector<std::string>{py::cast<std::string>(ids)};
  if (!PyList_Check(ids.ptr()) && !PyTuple_Check(ids.ptr())) {
    throw py::type_error("claims = " + std::string(py::repr(ids)) + " is of type " +
                         Py_TYPE(ids.ptr())->tp_name +
                         "; accepted: None (every claim), a claim id, or a list of them");
  }
  std::vector<std::string> out;
  for (py::handle id : py::reinterpret_borrow<py::sequence>(ids)) {
    if (!PyUnicode_Check(id.ptr())) {
      throw py::type_error("a claim id = " + std::string(py::repr(id)) + "; accepted: a string");
    }
    out.push_back(py::cast<std::string>(id));
  }
  if (out.empty()) return std::nullopt;  // an empty list: nothing to check
  return out;
}

// Keyword options split into the program's own (`own`: their names without
// "--", as given) and the models' domain options.
struct Keywords {
  std::map<std::string, std::string> own;
  OptionValues domain;
};

Keywords keywords_of(const py::dict& options, const std::set<std::string>& own_names,
                     const std::string& program) {
  std::map<std::string, const OptionSpec*> domain_specs;
  std::vector<OptionSpec> all;
  for (const auto& m : builtin_models().models()) {
    for (const auto& o : m->domain_options()) all.push_back(o);
  }
  for (const auto& o : all) domain_specs[o.flag] = &o;
  Keywords out;
  for (auto [key, value] : options) {
    const std::string name = py::cast<std::string>(key);
    if (value.is_none() || value.ptr() == Py_False) continue;
    if (own_names.count(name)) {
      out.own[name] =
          PyUnicode_Check(value.ptr()) ? py::cast<std::string>(value) : option_text(value, name);
      continue;
    }
    const std::string flag = flag_of(name);
    const auto spec = domain_specs.find(flag);
    if (spec == domain_specs.end()) {
      std::string accepted;
      for (const auto& own : own_names) accepted += (accepted.empty() ? "" : ", ") + own;
      for (const auto& o : all) accepted += ", " + o.flag.substr(2);
      std::replace(accepted.begin(), accepted.end(), '-', '_');
      throw InputError(name + " is not an option of " + program + "; accepted: " + accepted);
    }
    out.domain.set(flag, value.ptr() == Py_True ? std::string()
                                                : option_text(value, flag, spec->second->values));
  }
  return out;
}

std::string own(const Keywords& k, const std::string& name) {
  const auto it = k.own.find(name);
  return it == k.own.end() ? std::string() : it->second;
}

}  // namespace

py::tuple check(py::object ids, const std::string& claims_file, const py::dict& options) {
  const Keywords k = keywords_of(options, {"html", "junit", "at"}, "redcheck.check");
  const auto asked = ids_of(ids);
  if (!asked) return py::make_tuple(python_of_json(runs_json({}, {})), 0);
  Invocation invocation;
  invocation.command = "redcheck.check (Python)";
  invocation.html = own(k, "html");
  invocation.junit = own(k, "junit");
  invocation.claims_file = claims_file;
  invocation.at = own(k, "at");
  const ClaimsOutcome out =
      interruptible([&] { return check_claims(builtin_models(), *asked, k.domain, invocation); });
  return py::make_tuple(python_of_json(out.json), out.status);
}

py::tuple fuzz(py::object ids, const std::string& claims_file, const py::dict& options) {
  const Keywords k = keywords_of(options,
                                 {"runs", "seed", "time_budget", "max_size", "examples", "html",
                                  "junit", "model", "algorithm"},
                                 "redcheck.fuzz");
  const auto asked = ids_of(ids);
  if (!asked) return py::make_tuple(python_of_json(fuzz_json({}, FuzzRequest{})), 0);
  Invocation invocation;
  invocation.command = "redcheck.fuzz (Python)";
  invocation.html = own(k, "html");
  invocation.junit = own(k, "junit");
  invocation.examples = own(k, "examples");
  invocation.claims_file = claims_file;
  FuzzArguments arguments{*asked,
                          own(k, "runs"),
                          own(k, "seed"),
                          own(k, "time_budget"),
                          own(k, "max_size"),
                          own(k, "model"),
                          own(k, "algorithm")};
  const ClaimsOutcome out =
      interruptible([&] { return fuzz_claims(builtin_models(), arguments, k.domain, invocation); });
  return py::make_tuple(python_of_json(out.json), out.status);
}

py::dict table(const std::string& name) {
  const TableSpec& spec = builtin_models().find_table(name);
  const TableOutput output = interruptible([&] { return spec.generate(); });
  py::dict out;
  for (const auto& file : output.files) {
    if (file.table) out[py::str(file.name)] = python_of_json(file.table->json());
  }
  return out;
}

}  // namespace redcheck::python

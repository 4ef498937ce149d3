#include "binding/core_calls.hpp"

#include "binding/exact_values.hpp"
#include "binding/interrupts.hpp"
#include "binding/keywords.hpp"
#include "certify/certificate.hpp"
#include "cli/json_fields.hpp"
#include "errors.hpp"
#include "models/replay_chart.hpp"

#include <algorithm>
#include <limits>

namespace redcheck::python {

namespace {

const ModelRegistry& registry() {
  return builtin_models();
}

std::string flags_text(const std::vector<OptionSpec>& options) {
  std::string out;
  for (const auto& o : options) out += (out.empty() ? "" : ", ") + o.flag;
  return out.empty() ? "none" : out;
}

const OptionSpec* spec_of(const std::vector<OptionSpec>& options, const std::string& flag) {
  for (const auto& o : options) {
    if (o.flag == flag) return &o;
  }
  return nullptr;
}

// Keyword options as the programs' OptionValues. `refuse(flag)` throws for
// a flag `accepted` does not hold.
template <class Refuse>
OptionValues values_of(const std::vector<OptionSpec>& accepted, const py::dict& options,
                       Refuse&& refuse) {
  OptionValues values;
  for (auto [key, value] : options) {
    if (!PyUnicode_Check(key.ptr())) throw py::type_error("option names are strings");
    const std::string flag = flag_of(py::cast<std::string>(key));
    if (value.is_none() || value.ptr() == Py_False) continue;
    const OptionSpec* spec = spec_of(accepted, flag);
    if (!spec) {
      refuse(flag);  // throws
      continue;
    }
    if (value.ptr() == Py_True) {
      if (!spec->is_switch) {
        throw py::type_error(flag + " = True: it takes a value (" + spec->help + ")");
      }
      values.set(flag, "");
    } else if (spec->is_switch) {
      throw py::type_error(flag + " = " + std::string(py::repr(value)) +
                           ": it is a switch; accepted: True or False");
    } else {
      values.set(flag, option_text(value, flag, spec->values));
    }
  }
  return values;
}

// Refuses an instance option given where only the builder's or the
// optimum's options go, and any other option as the programs do.
[[noreturn]] void refuse_option(const Model& model, const BuilderSpec* builder,
                                const std::vector<OptionSpec>& accepted, const std::string& flag,
                                const std::string& call) {
  if (spec_of(model.instance_options(), flag)) {
    throw InputError(flag + " is an option of the instance: give it to redcheck.instance('" +
                     model.name() + "', ...); " + call + " takes " + flags_text(accepted));
  }
  OptionValues one;
  one.set(flag, "");
  check_given_options(registry(), model, builder, accepted, one, call);
  throw InternalError("the option " + flag + " was not refused");
}

// Every choice the first of its range: the simplest instance, and the
// model's size checks run.
class FirstChooser final : public Chooser {
  std::int64_t choose(std::int64_t first, std::int64_t) override { return first; }
};

// Choices from a Python callable choose(first, last) -> int: in
// redcheck.strategies, Hypothesis's draw(st.integers(first, last)), so that
// Hypothesis shrinks every choice a model makes. Its exceptions (Hypothesis's
// own) pass through.
class PythonChooser final : public Chooser {
 public:
  explicit PythonChooser(py::function choose) : choose_(std::move(choose)) {}

 private:
  std::int64_t choose(std::int64_t first, std::int64_t last) override {
    const auto value = choose_(first, last).cast<std::int64_t>();
    if (value < first || value > last) {
      throw InputError("the chooser returned " + std::to_string(value) + " for a choice in " +
                       std::to_string(first) + ".." + std::to_string(last));
    }
    return value;
  }

  py::function choose_;
};

const BuilderSpec* builder_named(const Model& model, const std::string& name) {
  return name.empty() ? nullptr : &find_builder(model, name);
}

// What a draw's fixed keywords may name: the instance's options and, for a
// builder, its own.
std::vector<OptionSpec> drawable_options(const Model& model, const BuilderSpec* builder) {
  std::vector<OptionSpec> out = model.instance_options();
  if (builder) {
    for (const auto& o : builder_own_options(model, *builder)) out.push_back(o);
  }
  return out;
}

// ---- a schedule written in Python ------------------------------------------

// The value under `key` of an activity (a dict, or any mapping), or nullptr.
py::object field(py::handle activity, const char* key) {
  if (PyDict_Check(activity.ptr())) {
    PyObject* value = PyDict_GetItemString(activity.ptr(), key);
    return value ? py::reinterpret_borrow<py::object>(value) : py::object();
  }
  PyObject* value = PyObject_GetItem(activity.ptr(), py::str(key).ptr());
  if (value) return py::reinterpret_steal<py::object>(value);
  if (PyErr_ExceptionMatches(PyExc_KeyError)) {
    PyErr_Clear();
    return py::object();
  }
  throw py::error_already_set();
}

int integer_field(py::handle activity, const char* key, const std::string& where,
                  std::optional<int> fallback = std::nullopt) {
  const py::object value = field(activity, key);
  if (!value) {
    if (fallback) return *fallback;
    throw InputError("the timeline's " + where + " needs \"" + key + "\": an integer");
  }
  if (PyBool_Check(value.ptr()) || !PyLong_Check(value.ptr())) {
    throw py::type_error(where + " \"" + key + "\" = " + std::string(py::repr(value)) +
                         " is of type " + Py_TYPE(value.ptr())->tp_name + "; accepted: an integer");
  }
  int overflow = 0;
  const long long n = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow != 0 || n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max()) {
    throw InputError("the timeline's " + where + " \"" + key + "\" = " +
                     std::string(py::str(value)) + " is out of range; accepted: an integer from " +
                     std::to_string(std::numeric_limits<int>::min()) + " to " +
                     std::to_string(std::numeric_limits<int>::max()));
  }
  return static_cast<int>(n);
}

Time time_field(py::handle activity, const char* key, const std::string& where) {
  const py::object value = field(activity, key);
  if (!value) {
    throw InputError("the timeline's " + where + " needs \"" + key +
                     "\": an exact number (int, Fraction, or a string such as \"3/2\")");
  }
  return time_of(value, where + " \"" + key + "\"");
}

py::sequence activity_list(py::handle list, const char* what) {
  if (!PyList_Check(list.ptr()) && !PyTuple_Check(list.ptr())) {
    throw py::type_error(std::string("the schedule's ") + what + " = " +
                         std::string(py::repr(list)) + " is of type " +
                         Py_TYPE(list.ptr())->tp_name + "; accepted: a list of activities");
  }
  return py::reinterpret_borrow<py::sequence>(list);
}

void check_mapping(py::handle activity, const std::string& where) {
  static const auto* mapping =
      new py::object(py::module_::import("collections.abc").attr("Mapping"));
  if (!PyDict_Check(activity.ptr()) && !py::isinstance(activity, *mapping)) {
    throw py::type_error(where + " = " + std::string(py::repr(activity)) + " is of type " +
                         Py_TYPE(activity.ptr())->tp_name +
                         "; accepted: a dict of its fields, or an activity of a built schedule");
  }
}

// "after", when given, names activities of the timeline (as the programs
// check a timeline file: a dangling reference is an edit by mistake).
void check_after(py::handle activity, const std::string& where, std::size_t transfers,
                 std::size_t reductions) {
  const py::object after = field(activity, "after");
  if (!after || after.is_none()) return;
  const std::string what = where + " \"after\"";
  if (!PyList_Check(after.ptr()) && !PyTuple_Check(after.ptr())) {
    throw InputError("the timeline's " + what + " is not a list");
  }
  for (py::handle ref : py::reinterpret_borrow<py::sequence>(after)) {
    bool ok = PyMapping_Check(ref.ptr()) != 0;
    if (ok) {
      const py::object kind = field(ref, "kind"), index = field(ref, "index");
      const bool transfer = kind && py::str(kind).cast<std::string>() == "transfer";
      const bool reduction = kind && py::str(kind).cast<std::string>() == "reduction";
      ok = (transfer || reduction) && index && PyLong_Check(index.ptr()) &&
           !PyBool_Check(index.ptr());
      if (ok) {
        const long long k = PyLong_AsLongLong(index.ptr());
        if (PyErr_Occurred()) PyErr_Clear();
        ok = k >= 0 && static_cast<std::size_t>(k) < (transfer ? transfers : reductions);
      }
    }
    if (!ok) {
      throw InputError("the timeline's " + what + " names " + std::string(py::repr(ref)) +
                       ", which is no activity of the timeline; accepted: {\"kind\": "
                       "\"transfer\" or \"reduction\", \"index\": an index into its list}");
    }
  }
}

}  // namespace

Schedule schedule_written(py::handle machines, py::handle sink, py::handle transfers,
                          py::handle reductions, py::handle period, int segments) {
  Schedule s;
  const auto header_integer = [](py::handle value, const char* key) {
    if (PyBool_Check(value.ptr()) || !PyLong_Check(value.ptr())) {
      throw py::type_error(std::string("the schedule's ") + key + " = " +
                           std::string(py::repr(value)) + " is of type " +
                           Py_TYPE(value.ptr())->tp_name + "; accepted: an integer");
    }
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (overflow || n < 0 || n > std::numeric_limits<int>::max()) {
      throw InputError(std::string("the schedule's ") + key + " = " + std::string(py::str(value)) +
                       " is out of range; accepted: an integer from 0 to " +
                       std::to_string(std::numeric_limits<int>::max()));
    }
    return static_cast<int>(n);
  };
  s.machines = header_integer(machines, "machines");
  s.sink = header_integer(sink, "sink");
  if (!period.is_none()) s.period = time_of(period, "the schedule's period");
  const py::sequence t = activity_list(transfers, "transfers");
  const py::sequence r = activity_list(reductions, "reductions");
  s.transfers.reserve(t.size());
  for (std::size_t k = 0; k < t.size(); ++k) {
    const py::handle a = t[k];
    const std::string where = "transfer " + std::to_string(k);
    check_mapping(a, where);
    s.transfers.push_back(
        {integer_field(a, "from", where), integer_field(a, "to", where),
         time_field(a, "start", where), time_field(a, "end", where),
         transfer_segment(field(a, "segment")
                              ? std::optional<long long>(integer_field(a, "segment", where))
                              : std::nullopt,
                          segments, "the timeline's " + where),
         integer_field(a, "segments", where, 1)});
  }
  s.reductions.reserve(r.size());
  for (std::size_t k = 0; k < r.size(); ++k) {
    const py::handle a = r[k];
    const std::string where = "reduction " + std::to_string(k);
    check_mapping(a, where);
    s.reductions.push_back({integer_field(a, "machine", where), integer_field(a, "operand", where),
                            time_field(a, "start", where), time_field(a, "end", where),
                            integer_field(a, "task", where, -1)});
  }
  for (std::size_t k = 0; k < t.size(); ++k) {
    check_after(t[k], "transfer " + std::to_string(k), t.size(), r.size());
  }
  for (std::size_t k = 0; k < r.size(); ++k) {
    check_after(r[k], "reduction " + std::to_string(k), t.size(), r.size());
  }
  return s;
}

CoreInstance make_instance(const std::string& model_name, const py::dict& options) {
  const auto choice = registry().find(model_name);
  const Model& model = *choice.model;
  const std::vector<OptionSpec> accepted = model.instance_options();
  OptionValues values = values_of(accepted, options, [&](const std::string& flag) {
    throw InputError(flag + " is not an instance option of the " + model.name() +
                     " model; accepted: " + flags_text(accepted));
  });
  if (choice.implied_switch) values.set(*choice.implied_switch, "");
  return {&model, model.instance_from_options(values, nullptr)};
}

CoreInstance instance_from_json(const std::string& model_name, py::handle json) {
  const Model& model = *registry().find(model_name).model;
  const nlohmann::json value = PyUnicode_Check(json.ptr())
                                   ? parse_json_text(py::cast<std::string>(json), "the instance")
                                   : json_of_python(json, "the instance");
  if (!value.is_object()) {
    throw InputError("the instance is " + value.dump() + "; accepted: a JSON object");
  }
  return {&model, model.instance_from_json(value)};
}

CoreSchedule build(const CoreInstance& instance, const std::string& algorithm,
                   const py::dict& options) {
  const Model& model = *instance.model;
  const BuilderSpec& builder = find_builder(model, algorithm);
  const std::vector<OptionSpec> accepted = builder_own_options(model, builder);
  const OptionValues values = values_of(accepted, options, [&](const std::string& flag) {
    refuse_option(model, &builder, accepted, flag,
                  "redcheck.build(instance, '" + builder.name + "')");
  });
  return {interruptible([&] { return checked_schedule(model, builder, instance.value, values); })};
}

py::tuple validation_tuple(const Model& model, const Validation& v) {
  return py::make_tuple(v.valid(), model.measure_name(),
                        v.valid() ? fraction_of(v.makespan) : py::none(), v.rule, v.violation);
}

py::tuple validate_written(const CoreInstance& instance, py::handle machines, py::handle sink,
                           py::handle transfers, py::handle reductions, py::handle period) {
  const Schedule schedule = schedule_written(machines, sink, transfers, reductions, period,
                                             instance.model->segments(instance.value));
  const Validation v =
      interruptible([&] { return instance.model->validate(schedule, instance.value); });
  return validation_tuple(*instance.model, v);
}

std::string svg_written(const CoreInstance& instance, py::handle machines, py::handle sink,
                        py::handle transfers, py::handle reductions, py::handle period,
                        const std::string& title) {
  const Model& model = *instance.model;
  const Schedule schedule = schedule_written(machines, sink, transfers, reductions, period,
                                             model.segments(instance.value));
  const Validation v = interruptible([&] { return model.validate(schedule, instance.value); });
  // A chart of an invalid schedule would draw what the model forbids.
  if (!v.valid()) {
    throw InputError("not drawn: not a valid " + model.name() + " schedule: rule '" + v.rule +
                     "': " + v.violation);
  }
  return instance_gantt_svg(model, instance.value, schedule, title);
}

py::object optimum(const CoreInstance& instance, const py::dict& options) {
  const Model& model = *instance.model;
  require_optimum(model);
  const std::vector<OptionSpec> accepted = model.optimum_options();
  const OptionValues values = values_of(accepted, options, [&](const std::string& flag) {
    refuse_option(model, nullptr, accepted, flag, "redcheck.optimum");
  });
  const nlohmann::json report = interruptible([&] {
    return optimum_report(model, instance.value, checked_optimum(model, instance.value, values));
  });
  return python_of_json(report);
}

py::object certify(const CoreInstance& instance, const py::dict& options, const std::string& out,
                   py::handle bound, double timeout) {
  const Model& model = *instance.model;
  if (!model.has_smt_encoding()) model.smt_encoding(instance.value);  // says why
  const std::vector<OptionSpec> accepted = model.optimum_options();
  const OptionValues values = values_of(accepted, options, [&](const std::string& flag) {
    refuse_option(model, nullptr, accepted, flag, "redcheck.certify");
  });
  CertifyOptions o;
  if (!bound.is_none()) {
    o.bound = time_of(bound, "bound");
    check_bound(*o.bound, "bound = " + to_string(*o.bound));
  }
  check_timeout(timeout, "timeout = " + std::to_string(timeout));
  o.timeout_seconds = timeout;
  o.out = out;
  const CertifyResult result =
      interruptible([&] { return redcheck::certify(model, instance.value, values, o); });
  return python_of_json(result.certificate);
}

py::object check_certificate(const std::string& directory, double timeout) {
  check_timeout(timeout, "timeout = " + std::to_string(timeout));
  const CertifyResult result =
      interruptible([&] { return redcheck::check_certificate(registry(), directory, timeout); });
  return python_of_json(result.certificate);
}

py::object models() {
  return python_of_json(models_report(registry())["models"]);
}

py::dict random_options(const std::string& model_name, const std::string& builder_name,
                        py::function choose, bool small, int max_machines) {
  const Model& model = *registry().find(model_name).model;
  const BuilderSpec* builder = builder_named(model, builder_name);
  PythonChooser chooser(std::move(choose));
  const OptionValues options =
      model.random_options(own_builder(builder), chooser, RandomSize{small, max_machines});
  py::dict out;
  for (const std::string& flag : options.flags()) out[py::str(flag)] = *options.find(flag);
  return out;
}

py::dict option_texts(const std::string& model_name, const py::dict& options) {
  const auto choice = registry().find(model_name);
  const Model& model = *choice.model;
  std::vector<OptionSpec> accepted = model.instance_options();
  for (auto more : {model.schedule_options(), model.builder_options(), model.optimum_options()}) {
    accepted.insert(accepted.end(), more.begin(), more.end());
  }
  const OptionValues values = values_of(accepted, options, [&](const std::string& flag) {
    throw InputError(flag + " is not an option of the " + model.name() +
                     " model; accepted: " + flags_text(accepted));
  });
  py::dict out;
  for (const std::string& flag : values.flags()) out[py::str(flag)] = *values.find(flag);
  return out;
}

void check_draw_request(const std::string& model_name, const std::string& builder_name, bool small,
                        int max_machines, const py::list& fixed_names) {
  const Model& model = *registry().find(model_name).model;
  const BuilderSpec* builder = builder_named(model, builder_name);
  const std::vector<OptionSpec> accepted = drawable_options(model, builder);
  for (py::handle name : fixed_names) {
    const std::string flag = flag_of(py::cast<std::string>(name));
    if (!spec_of(accepted, flag)) {
      std::string keywords;
      for (const auto& o : accepted) {
        std::string keyword = o.flag.substr(2);
        std::replace(keyword.begin(), keyword.end(), '-', '_');
        keywords += (keywords.empty() ? "" : ", ") + keyword;
      }
      throw InputError("the keyword " + py::cast<std::string>(name) + " (" + flag +
                       ") is no option of the " + model.name() + " model's instances" +
                       (builder ? " or of " + builder->name : std::string()) +
                       "; accepted: " + keywords + ", and small, max_machines");
    }
  }
  if (max_machines < 0) {
    throw InputError("max_machines = " + std::to_string(max_machines) +
                     "; accepted: 0 (the model's own bound) or a number of machines");
  }
  FirstChooser first;
  model.random_options(own_builder(builder), first, RandomSize{small, max_machines});
}

py::tuple random_instance(const std::string& model_name, const std::string& builder_name,
                          py::function choose, bool small, int max_machines,
                          const py::dict& fixed) {
  const auto choice = registry().find(model_name);
  const Model& model = *choice.model;
  const BuilderSpec* builder = builder_named(model, builder_name);
  PythonChooser chooser(std::move(choose));
  OptionValues options =
      model.random_options(own_builder(builder), chooser, RandomSize{small, max_machines});
  const std::vector<OptionSpec> accepted = drawable_options(model, builder);
  for (auto [key, value] : fixed) {
    const std::string flag = flag_of(py::cast<std::string>(key));
    const OptionSpec* spec = spec_of(accepted, flag);
    if (!spec) throw InputError(flag + " is no option of these draws");
    if (value.is_none() || value.ptr() == Py_False) {
      options.erase(flag);
    } else if (value.ptr() == Py_True) {
      options.set(flag, "");
    } else {
      options.set(flag, option_text(value, flag, spec->values));
    }
  }
  if (choice.implied_switch) options.set(*choice.implied_switch, "");
  CoreInstance instance{&model, model.instance_from_options(options, own_builder(builder))};
  if (fixed.size() > 0) {
    const int machines = model.machines(instance.value);
    if (max_machines > 0 && machines > max_machines) {
      throw InputError("the fixed options give " + std::to_string(machines) +
                       " machines, above max_machines = " + std::to_string(max_machines));
    }
    try {
      FirstChooser first;
      model.random_options(own_builder(builder), first, RandomSize{small, machines});
    } catch (const InputError& e) {
      throw InputError("the fixed options give " + std::to_string(machines) +
                       " machines: " + e.what());
    }
  }
  py::dict own;
  if (builder) {
    for (const auto& o : builder_own_options(model, *builder)) {
      if (const std::string* text = options.find(o.flag)) own[py::str(o.flag)] = *text;
    }
  }
  return py::make_tuple(std::move(instance), std::move(own));
}

}  // namespace redcheck::python

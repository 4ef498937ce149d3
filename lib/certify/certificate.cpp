#include "certify/certificate.hpp"

#include "certify/solvers.hpp"
#include "cli/input_file.hpp"
#include "errors.hpp"
#include "models/model_runs.hpp"
#include "output/atomic_file.hpp"
#include "output/schedule_json.hpp"

#include <filesystem>
#include <sstream>

namespace redcheck {

namespace {

const char* below_file = "below.smt2";
const char* witness_file = "witness.smt2";
const char* certificate_file = "certificate.json";
const char* below_schedule_file = "below_schedule.json";

std::string in_directory(const std::string& directory, const std::string& name) {
  return (std::filesystem::path(directory) / name).string();
}

struct Problem {
  const Model* model = nullptr;
  ModelInstance instance;
  SmtEncoding encoding;
  Time optimum;
  std::string optimum_method;
  Time bound;
  std::string below_text;
  std::string witness_text;
};

Problem make_problem(const Model& model, const ModelInstance& instance, SmtEncoding encoding,
                     const Time& optimum, std::string method, const std::optional<Time>& bound) {
  Problem p{
      &model, instance, std::move(encoding), optimum, std::move(method), bound ? *bound : optimum,
      "",     ""};
  p.below_text = smt_text(p.encoding, p.bound, SmtBound::below);
  p.witness_text = smt_text(p.encoding, p.optimum, SmtBound::at_most);
  return p;
}

std::size_t count_assertions(const SmtEncoding& e) {
  std::size_t count = 0;
  for (const auto& b : e.blocks) count += b.assertions.size();
  return count;
}

// A solver's schedule, judged by the validator: its JSON entry, and the
// schedule JSON when valid.
struct DecodedSchedule {
  bool valid = false;
  Time measure;
  std::string violation;
  nlohmann::json schedule_json;
};

DecodedSchedule decode_and_validate(const Problem& p, const SmtValues& values) {
  DecodedSchedule out;
  Schedule schedule;
  try {
    schedule = p.encoding.decode(values);
  } catch (const InputError& e) {
    out.violation = std::string("it does not decode into a schedule: ") + e.what();
    return out;
  }
  const Validation v = p.model->validate(schedule, p.instance);
  if (!v.valid()) {
    out.violation = v.rule + ": " + v.violation;
    return out;
  }
  out.valid = true;
  out.measure = v.makespan;
  out.schedule_json = {
      {"model", p.model->name()},
      {"instance", p.model->instance_json(p.instance)},
      {p.model->measure_name(), to_string(v.makespan)},
      {"timeline", timeline_json(schedule, timeline_view(*p.model, p.instance, schedule))}};
  return out;
}

nlohmann::json answer_json(const SolverAnswer& a) {
  nlohmann::json j = {{"verdict", to_string(a.verdict)}, {"seconds", a.seconds}};
  if (!a.detail.empty()) j["detail"] = a.detail;
  return j;
}

// Runs both solvers on the problem's two files in `directory` and judges.
CertifyResult solve(const Problem& p, const std::string& directory, double timeout_seconds,
                    bool write_outputs) {
  std::vector<Solver> solvers;
  for (const auto& name : certificate_solver_names()) solvers.push_back(find_solver(name));
  const auto answers = run_solvers(
      solvers, {in_directory(directory, below_file), in_directory(directory, witness_file)},
      timeout_seconds);
  const Model& model = *p.model;
  const std::string measure = model.measure_name();
  CertifyResult result;
  nlohmann::json& j = result.certificate;
  j = {{"model", model.name()},
       {"instance", model.instance_json(p.instance)},
       {"arguments", model.instance_arguments(p.instance)},
       {"measure", measure},
       {"optimum", to_string(p.optimum)},
       {"optimum_method", p.optimum_method},
       {"bound", to_string(p.bound)},
       {"files", {{"below", below_file}, {"witness", witness_file}}}};
  nlohmann::json blocks = nlohmann::json::array();
  for (const auto& b : p.encoding.blocks) blocks.push_back(b.name);
  j["encoding"] = {{"logic", p.encoding.logic},
                   {"variables", p.encoding.variables.size()},
                   {"assertions", count_assertions(p.encoding)},
                   {"blocks", blocks}};
  bool certified = true;
  std::vector<std::string> why_not;
  std::optional<nlohmann::json> below_schedule;
  nlohmann::json solver_entries = nlohmann::json::array();
  std::string names;
  for (std::size_t s = 0; s < solvers.size(); ++s) {
    const SolverAnswer& below = answers[0][s];
    const SolverAnswer& witness = answers[1][s];
    nlohmann::json entry = {{"name", solvers[s].name},
                            {"version", solvers[s].version},
                            {"below", answer_json(below)},
                            {"witness", answer_json(witness)}};
    names += (names.empty() ? "" : " and ") + solvers[s].name + " " + solvers[s].version;
    if (below.verdict == SolverVerdict::sat) {
      certified = false;
      const DecodedSchedule d = decode_and_validate(p, below.values);
      if (d.valid) {
        entry["below"][measure] = to_string(d.measure);
        why_not.push_back(solvers[s].name + " found a schedule of " + measure + " " +
                          to_string(d.measure) + " below the bound " + to_string(p.bound));
        if (!below_schedule) below_schedule = d.schedule_json;
      } else {
        entry["below"]["invalid_schedule"] = d.violation;
        why_not.push_back(solvers[s].name + "'s schedule below the bound breaks the rules (" +
                          d.violation + "): the encoding is looser than the validator");
      }
    } else if (below.verdict != SolverVerdict::unsat) {
      certified = false;
      why_not.push_back(solvers[s].name + " on " + below_file + ": " + to_string(below.verdict) +
                        (below.detail.empty() ? "" : " (" + below.detail + ")"));
    }
    if (witness.verdict == SolverVerdict::sat) {
      const DecodedSchedule d = decode_and_validate(p, witness.values);
      if (d.valid && d.measure <= p.optimum) {
        entry["witness"][measure] = to_string(d.measure);
      } else {
        certified = false;
        const std::string what = d.valid ? measure + " " + to_string(d.measure) +
                                               " above the optimum " + to_string(p.optimum)
                                         : "it breaks the rules (" + d.violation + ")";
        entry["witness"]["invalid_schedule"] = what;
        why_not.push_back(solvers[s].name + "'s witness schedule: " + what +
                          ": the encoding is looser than the validator");
      }
    } else {
      certified = false;
      why_not.push_back(solvers[s].name + " on " + witness_file + ": " +
                        to_string(witness.verdict) +
                        (witness.detail.empty() ? "" : " (" + witness.detail + ")"));
    }
    solver_entries.push_back(entry);
  }
  j["solvers"] = solver_entries;
  j["certified"] = certified;
  if (certified) {
    result.summary = "certified by " + names + ": no schedule has " + measure + " below " +
                     to_string(p.bound) + ", and one has " + measure + " " + to_string(p.optimum);
  } else {
    result.summary = "not certified: ";
    for (std::size_t k = 0; k < why_not.size(); ++k) result.summary += (k ? "; " : "") + why_not[k];
  }
  j["statement"] = result.summary;
  result.certified = certified;
  if (write_outputs) {
    const std::string schedule_path = in_directory(directory, below_schedule_file);
    if (below_schedule) {
      write_file_atomically(schedule_path, below_schedule->dump(2) + "\n");
    } else {
      std::error_code ignored;
      std::filesystem::remove(schedule_path, ignored);
    }
    write_file_atomically(in_directory(directory, certificate_file), j.dump(2) + "\n");
  }
  return result;
}

// The first line where two texts differ (1-based), 0 when equal.
std::size_t first_difference(const std::string& a, const std::string& b) {
  std::istringstream x(a), y(b);
  std::string lx, ly;
  for (std::size_t line = 1;; ++line) {
    const bool more_x = static_cast<bool>(std::getline(x, lx));
    const bool more_y = static_cast<bool>(std::getline(y, ly));
    if (!more_x && !more_y) return 0;
    if (more_x != more_y || lx != ly) return line;
  }
}

}  // namespace

void check_timeout(double seconds, const std::string& said) {
  if (!(seconds > 0 && seconds <= 86400)) {
    throw InputError(said + " is out of range: seconds in (0, 86400]");
  }
}

void check_bound(const Time& bound, const std::string& said) {
  if (bound < 0) throw InputError(said + " is negative: a bound is >= 0");
}

CertifyResult certify(const Model& model, const ModelInstance& instance,
                      const OptionValues& optimum_options, const CertifyOptions& options) {
  // The encoding and the solvers first: a model without an encoding, an
  // instance too large to encode or a missing solver is said before any search.
  SmtEncoding encoding = model.smt_encoding(instance);
  check_timeout(options.timeout_seconds, "the timeout " + std::to_string(options.timeout_seconds));
  if (options.bound) check_bound(*options.bound, "the bound " + to_string(*options.bound));
  check_output_directory(options.out);
  for (const auto& name : certificate_solver_names()) find_solver(name);
  Time optimum;
  std::string method;
  if (const auto known = model.optimum_to_certify(instance)) {
    optimum = *known;
    method = "the optimum of the same instance without the restriction (the witness reaches it)";
  } else {
    const CheckedOptimum checked = checked_optimum(model, instance, optimum_options);
    optimum = checked.report.optimum;
    method = checked.report.method;
  }
  const Problem p =
      make_problem(model, instance, std::move(encoding), optimum, method, options.bound);
  write_file_atomically(in_directory(options.out, below_file), p.below_text);
  write_file_atomically(in_directory(options.out, witness_file), p.witness_text);
  return solve(p, options.out, options.timeout_seconds, true);
}

CertifyResult check_certificate(const ModelRegistry& registry, const std::string& directory,
                                double timeout_seconds) {
  check_timeout(timeout_seconds, "the timeout " + std::to_string(timeout_seconds));
  const std::string path = in_directory(directory, certificate_file);
  if (!std::filesystem::exists(path)) {
    throw InputError(directory + " holds no " + certificate_file +
                     ": give the directory enumerator certify --out wrote");
  }
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(
        read_input_file(path, "--check", "the directory enumerator certify --out wrote"));
  } catch (const nlohmann::json::exception& e) {
    throw InputError(path + " is not JSON: " + e.what());
  }
  for (const char* field : {"model", "instance", "optimum", "bound"}) {
    if (!j.contains(field)) throw InputError(path + " has no \"" + std::string(field) + "\"");
  }
  if (!j["model"].is_string() || !j["optimum"].is_string() || !j["bound"].is_string()) {
    throw InputError(path + ": \"model\", \"optimum\" and \"bound\" must be strings");
  }
  const auto choice = registry.find(j["model"].get<std::string>());
  const Model& model = *choice.model;
  const ModelInstance instance = model.instance_from_json(j["instance"]);
  const Time optimum = parse_time(j["optimum"].get<std::string>(), "the certificate's optimum");
  const Time bound = parse_time(j["bound"].get<std::string>(), "the certificate's bound");
  const std::string method = j.contains("optimum_method") && j["optimum_method"].is_string()
                                 ? j["optimum_method"].get<std::string>()
                                 : "";
  const Problem p =
      make_problem(model, instance, model.smt_encoding(instance), optimum, method, bound);
  for (const auto& [file, expected] :
       {std::pair<std::string, std::string>{below_file, p.below_text},
        {witness_file, p.witness_text}}) {
    const std::string text = read_input_file(in_directory(directory, file), "--check",
                                             "the directory enumerator certify --out wrote");
    if (const std::size_t line = first_difference(text, expected)) {
      CertifyResult result;
      result.summary = "not certified: " + file +
                       " is not the encoding of the instance and bound in " + certificate_file +
                       " (it differs from line " + std::to_string(line) + " on)";
      result.certificate = j;
      result.certificate["certified"] = false;
      result.certificate["statement"] = result.summary;
      return result;
    }
  }
  return solve(p, directory, timeout_seconds, false);
}

}  // namespace redcheck

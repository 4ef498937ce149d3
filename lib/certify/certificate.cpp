#include "certify/certificate.hpp"

#include "certify/certificate_directory.hpp"
#include "certify/solvers.hpp"
#include "cli/input_file.hpp"
#include "distributed/rank_group.hpp"
#include "errors.hpp"
#include "models/model_runs.hpp"
#include "models/replay_chart.hpp"
#include "output/atomic_file.hpp"
#include "output/gantt_svg.hpp"
#include "output/schedule_json.hpp"

#include <filesystem>
#include <iostream>
#include <sstream>
#include <string_view>

namespace redcheck {

namespace {

const char* below_file = "below.smt2";
const char* witness_file = "witness.smt2";
const char* certificate_file = "certificate.json";
const char* below_schedule_file = "below_schedule.json";
const char* witness_schedule_file = "witness_schedule.json";
const char* witness_chart_file = "witness_schedule.svg";

/// The files of a certificate directory this toolkit reads (the encodings
/// of n <= 40 are a few megabytes).
constexpr std::size_t max_certificate_file_bytes = std::size_t{64} << 20;

// The heading of the witness's pinned schedule (certificate.hpp).
const char* pinned_heading =
    "the search's optimal schedule, its symmetry broken as above, pinned: sat shows that it "
    "obeys every rule";

// What a directory given to --check must be, for messages.
const char* check_kind = "the directory enumerator certify --out wrote";

struct Problem {
  const Model* model = nullptr;
  ModelInstance instance;
  SmtEncoding encoding;
  Time optimum;
  std::string optimum_method;
  Time bound;
  std::vector<std::string> pins;  // the witness's pinned schedule, or none
  std::string below_text;
};

// The witness file's text: the encoding at the optimum, then the pins.
std::string witness_text(const Problem& p) {
  return smt_text(p.encoding, p.optimum, SmtBound::at_most, {}, p.pins, pinned_heading);
}

Problem make_problem(const Model& model, const ModelInstance& instance, SmtEncoding encoding,
                     const Time& optimum, std::string method, const std::optional<Time>& bound,
                     std::vector<std::string> pins = {}) {
  Problem p{&model,
            instance,
            std::move(encoding),
            optimum,
            std::move(method),
            bound ? *bound : optimum,
            std::move(pins),
            ""};
  p.below_text = smt_text(p.encoding, p.bound, SmtBound::below);
  return p;
}

// The assertions that pin the witness to the search's optimal schedule, put
// in the form the symmetry-breaking blocks require (when the encoding has
// any); none when the encoding cannot pin, the search gave no schedule, or
// that form is not a valid schedule at the optimum (the solvers then look
// for a witness themselves).
std::vector<std::string> witness_pins(const Model& model, const ModelInstance& instance,
                                      const SmtEncoding& encoding, const Schedule& optimal,
                                      const Time& optimum) {
  if (!encoding.pin || optimal.machines == 0) return {};
  if (!encoding.breaks_symmetry()) return encoding.pin(optimal);
  if (!encoding.canonical) return {};
  const Schedule canonical = encoding.canonical(optimal);
  const Validation v = model.validate(canonical, instance);
  if (!v.valid() || v.makespan != optimum) return {};
  return encoding.pin(canonical);
}

// The pinned assertions of a witness file as certify writes them, each one
// only fixing a variable (is_pinning_term); none when the file pins nothing
// or holds anything else there (the byte comparison then refuses it).
std::vector<std::string> pins_in_witness(const SmtEncoding& encoding, const std::string& text) {
  const std::string marker = std::string("\n;; ---- ") + pinned_heading + "\n";
  const auto at = text.find(marker);
  if (at == std::string::npos) return {};
  std::vector<std::string> pins;
  std::istringstream lines(text.substr(at + marker.size()));
  std::string line;
  while (std::getline(lines, line) && line != "(check-sat)") {
    if (line.size() < 9 || line.rfind("(assert ", 0) != 0 || line.back() != ')') return {};
    std::string term = line.substr(8, line.size() - 9);
    if (!is_pinning_term(encoding, term)) return {};
    pins.push_back(std::move(term));
  }
  return pins;
}

// "overlap model, --n 4 --d 1 --c 1/2": what every statement names.
std::string instance_words(const Problem& p) {
  return p.model->name() + " model, " + p.model->instance_arguments(p.instance);
}

std::size_t count_assertions(const SmtEncoding& e) {
  std::size_t count = 0;
  for (const auto& b : e.blocks) count += b.assertions.size();
  return count;
}

// A schedule judged by the validator: the violation, or its measure and
// its schedule JSON.
struct JudgedSchedule {
  bool valid = false;
  Time measure;
  std::string violation;
  Schedule schedule;
  nlohmann::json schedule_json;
};

JudgedSchedule judge(const Problem& p, Schedule schedule) {
  JudgedSchedule out;
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
  out.schedule = std::move(schedule);
  return out;
}

JudgedSchedule decode_and_judge(const Problem& p, const SmtValues& values) {
  try {
    return judge(p, p.encoding.decode(values));
  } catch (const InputError& e) {
    JudgedSchedule out;
    out.violation = std::string("it does not decode into a schedule: ") + e.what();
    return out;
  }
}

nlohmann::json answer_json(const SolverAnswer& a) {
  nlohmann::json j = {{"verdict", to_string(a.verdict)}, {"seconds", a.seconds}};
  if (!a.detail.empty()) j["detail"] = a.detail;
  return j;
}

std::string answer_words(const SolverAnswer& a) {
  return to_string(a.verdict) + (a.detail.empty() ? "" : " (" + a.detail + ")");
}

// What the solvers' answers prove, with the files worth keeping.
struct Judgement {
  CertifyResult result;
  std::optional<nlohmann::json> below_schedule;
  std::optional<JudgedSchedule> witness;
};

nlohmann::json certificate_head(const Problem& p) {
  const Model& model = *p.model;
  nlohmann::json j = {{"model", model.name()},
                      {"instance", model.instance_json(p.instance)},
                      {"arguments", model.instance_arguments(p.instance)},
                      {"measure", model.measure_name()},
                      {"optimum", to_string(p.optimum)},
                      {"optimum_method", p.optimum_method},
                      {"bound", to_string(p.bound)},
                      {"files", {{"below", below_file}, {"witness", witness_file}}}};
  nlohmann::json blocks = nlohmann::json::array();
  for (const auto& b : p.encoding.blocks) blocks.push_back(b.name);
  j["encoding"] = {{"logic", p.encoding.logic},
                   {"variables", p.encoding.variables.size()},
                   {"assertions", count_assertions(p.encoding)},
                   {"blocks", blocks},
                   {"witness_pins", p.pins.size()}};
  return j;
}

// The statement of what is proved: a function of the problem, the proof and
// the solvers' names only (no versions, no seconds), so that a check run
// elsewhere states it in the same words.
std::string statement_of(const Problem& p, CertificateProof proof, const std::string& names,
                         bool witness_kept, const std::vector<std::string>& why_not) {
  const std::string m = p.model->measure_name();
  const std::string T = to_string(p.optimum), B = to_string(p.bound);
  switch (proof) {
    case CertificateProof::optimum:
      return instance_words(p) + ": the optimum " + m + " is " + T + ". No schedule has " + m +
             " below " + T + " (" + names + ": " + below_file + " unsat), and a schedule has " + m +
             " " + T + " (" + names + ": " + witness_file +
             " sat, the schedule validated: " + witness_schedule_file + ")";
    case CertificateProof::lower_bound:
      return instance_words(p) + ": " + m + " " + B + " is a lower bound, not shown to be the " +
             "optimum: no schedule has " + m + " below " + B + " (" + names + ": " + below_file +
             " unsat)" +
             (witness_kept ? "; a schedule has " + m + " " + T + " (" + witness_schedule_file + ")"
                           : "");
    case CertificateProof::nothing:
      break;
  }
  std::string out = instance_words(p) + ": not certified: ";
  for (std::size_t k = 0; k < why_not.size(); ++k) out += (k ? "; " : "") + why_not[k];
  return out;
}

// Runs both solvers on the files at `below_path` and `witness_path` (the
// problem's two texts) and says what their answers prove.
Judgement solve(const Problem& p, const std::string& below_path, const std::string& witness_path,
                double timeout_seconds) {
  std::vector<Solver> solvers;
  for (const auto& name : certificate_solver_names()) {
    solvers.push_back(find_solver(name, timeout_seconds));
  }
  const auto answers = run_solvers(solvers, {below_path, witness_path}, timeout_seconds);
  const std::string measure = p.model->measure_name();
  Judgement out;
  nlohmann::json j = certificate_head(p);
  bool below_unsat = true;         // every solver: no schedule below the bound
  bool witness_at_optimum = true;  // every solver: a validated schedule at exactly the optimum
  std::optional<Time> shortest;    // the shortest validated schedule any solver gave
  std::vector<std::string> why_not;
  nlohmann::json solver_entries = nlohmann::json::array();
  std::string names;
  for (std::size_t s = 0; s < solvers.size(); ++s) {
    const std::string& name = solvers[s].name;
    const SolverAnswer& below = answers[0][s];
    const SolverAnswer& witness = answers[1][s];
    nlohmann::json entry = {{"name", name},
                            {"version", solvers[s].version},
                            {"below", answer_json(below)},
                            {"witness", answer_json(witness)}};
    names += (names.empty() ? "" : " and ") + name;
    if (below.verdict == SolverVerdict::sat) {
      below_unsat = false;
      const JudgedSchedule d = decode_and_judge(p, below.values);
      if (d.valid) {
        entry["below"][measure] = to_string(d.measure);
        why_not.push_back(name + " found a schedule of " + measure + " " + to_string(d.measure) +
                          " below the bound " + to_string(p.bound));
        if (!out.below_schedule) out.below_schedule = d.schedule_json;
        if (!shortest || d.measure < *shortest) shortest = d.measure;
      } else {
        entry["below"]["invalid_schedule"] = d.violation;
        why_not.push_back(name + "'s schedule below the bound breaks the rules (" + d.violation +
                          "): the encoding is looser than the validator");
      }
    } else if (below.verdict != SolverVerdict::unsat) {
      below_unsat = false;
      why_not.push_back(name + " on " + below_file + ": " + answer_words(below));
    }
    if (witness.verdict == SolverVerdict::sat) {
      JudgedSchedule d = decode_and_judge(p, witness.values);
      if (d.valid) {
        entry["witness"][measure] = to_string(d.measure);
        if (!shortest || d.measure < *shortest) shortest = d.measure;
      }
      if (d.valid && d.measure == p.optimum) {
        if (!out.witness) out.witness = std::move(d);
      } else {
        witness_at_optimum = false;
        std::string what;
        if (!d.valid) {
          what = "it breaks the rules (" + d.violation +
                 "): the encoding is looser than the "
                 "validator";
        } else if (d.measure < p.optimum) {
          what = measure + " " + to_string(d.measure) + ", below the stated optimum " +
                 to_string(p.optimum) + ": " + to_string(p.optimum) + " is not the optimum";
        } else {
          what = measure + " " + to_string(d.measure) + " above " + to_string(p.optimum) +
                 ": the encoding is looser than the validator";
        }
        entry["witness"]["invalid_schedule"] = what;
        why_not.push_back(name + "'s witness schedule: " + what);
      }
    } else {
      witness_at_optimum = false;
      why_not.push_back(name + " on " + witness_file + ": " + answer_words(witness));
    }
    solver_entries.push_back(entry);
  }
  CertificateProof proof = CertificateProof::nothing;
  if (below_unsat && shortest && *shortest < p.bound) {
    why_not.push_back(std::string("the solvers contradict each other: ") + below_file +
                      " is unsat, yet a schedule has " + measure + " " + to_string(*shortest) +
                      " below the bound " + to_string(p.bound));
  } else if (below_unsat && p.bound > p.optimum) {
    why_not.push_back("the bound " + to_string(p.bound) + " is above the stated optimum " +
                      to_string(p.optimum));
  } else if (below_unsat && p.bound == p.optimum && witness_at_optimum) {
    proof = CertificateProof::optimum;
  } else if (below_unsat) {
    proof = CertificateProof::lower_bound;
  }
  if (proof != CertificateProof::optimum) out.witness.reset();
  // A lower bound keeps a witness at the optimum only when every solver
  // gave one.
  if (proof == CertificateProof::lower_bound && witness_at_optimum) {
    for (std::size_t s = 0; s < solvers.size() && !out.witness; ++s) {
      JudgedSchedule d = decode_and_judge(p, answers[1][s].values);
      if (d.valid && d.measure == p.optimum) out.witness = std::move(d);
    }
  }
  if (proof == CertificateProof::lower_bound && p.bound == p.optimum) {
    why_not.insert(why_not.begin(), "only the lower bound is proved");
  }
  j["solvers"] = solver_entries;
  if (out.witness) {
    j["files"]["witness_schedule"] = witness_schedule_file;
    j["files"]["witness_chart"] = witness_chart_file;
  }
  if (out.below_schedule) j["files"]["below_schedule"] = below_schedule_file;
  CertifyResult& r = out.result;
  r.proves = proof;
  r.certified = proof == CertificateProof::optimum;
  r.proved = r.certified || (proof == CertificateProof::lower_bound && p.bound < p.optimum);
  r.summary = statement_of(p, proof, names, out.witness.has_value(), why_not);
  j["proves"] = to_string(proof);
  j["certified"] = r.certified;
  j["statement"] = r.summary;
  if (!why_not.empty()) j["why_not"] = why_not;
  r.certificate = std::move(j);
  return out;
}

std::string chart_of(const Problem& p, const JudgedSchedule& witness) {
  const std::string title = "witness: " + instance_words(p) + ", " + p.model->measure_name() + " " +
                            to_string(witness.measure);
  return gantt_svg(witness.schedule, title, gantt_words(*p.model, p.instance, witness.schedule));
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

// A check that ran no solver: why, with the certificate's own head.
CertifyResult refused_check(const Problem& p, const nlohmann::json& recorded,
                            const std::string& why) {
  CertifyResult r;
  r.summary = instance_words(p) + ": not certified: " + why;
  r.certificate = certificate_head(p);
  r.certificate["re_run"] = true;
  r.certificate["solvers"] = nlohmann::json::array();
  r.certificate["proves"] = to_string(CertificateProof::nothing);
  r.certificate["certified"] = false;
  r.certificate["statement"] = r.summary;
  r.certificate["why_not"] = {why};
  r.certificate["recorded"] = recorded;
  return r;
}

// The kept witness schedule, read again and validated: "" when it is the
// instance's and has the optimum's measure, else why not.
std::string kept_witness_fault(const Problem& p, const CertificateDirectory& dir) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(read_input_file(dir.public_path(witness_schedule_file), "--check",
                                              check_kind, max_certificate_file_bytes));
  } catch (const nlohmann::json::exception& e) {
    return std::string(witness_schedule_file) + " is not JSON: " + e.what();
  } catch (const InputError& e) {
    return e.what();
  }
  if (!j.is_object() || j.value("model", "") != p.model->name() || !j.contains("instance") ||
      j["instance"] != p.model->instance_json(p.instance) || !j.contains("timeline")) {
    return std::string(witness_schedule_file) + " is not a schedule of the certificate's instance";
  }
  JudgedSchedule d;
  try {
    d = judge(p, schedule_from_timeline(j["timeline"], p.model->segments(p.instance)));
  } catch (const InputError& e) {
    return std::string(witness_schedule_file) + ": " + e.what();
  }
  if (!d.valid) return std::string(witness_schedule_file) + " breaks the rules: " + d.violation;
  if (d.measure != p.optimum) {
    return std::string(witness_schedule_file) + " has " + p.model->measure_name() + " " +
           to_string(d.measure) + ", not the optimum " + to_string(p.optimum);
  }
  return "";
}

// The certificate's output files must not be directories or devices: said
// before any search.
void check_certificate_outputs(const std::string& directory) {
  for (const char* name : {below_file, witness_file, certificate_file, below_schedule_file,
                           witness_schedule_file, witness_chart_file}) {
    const std::filesystem::path path = std::filesystem::path(directory) / name;
    std::error_code ec;
    const auto status = std::filesystem::symlink_status(path, ec);
    if (!ec && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
      throw InputError("--out '" + directory + "': " + path.string() +
                       " exists and is not a regular file; remove it or give another --out");
    }
  }
}

}  // namespace

std::string to_string(CertificateProof proof) {
  switch (proof) {
    case CertificateProof::optimum:
      return "optimum";
    case CertificateProof::lower_bound:
      return "lower bound";
    case CertificateProof::nothing:
      return "nothing";
  }
  return "nothing";
}

void check_timeout(double seconds, const std::string& said) {
  if (!(seconds > 0 && seconds <= 86400)) {
    throw InputError(said + " is out of range: seconds in (0, 86400]");
  }
}

void check_bound(const Time& bound, const std::string& said) {
  if (bound < 0) throw InputError(said + " is negative: a bound is >= 0");
}

namespace {

// certify's work once its inputs are checked, in the directory it locks
// (released when this returns or throws).
CertifyResult certify_in_directory(const Model& model, const ModelInstance& instance,
                                   SmtEncoding encoding, const OptionValues& optimum_options,
                                   const CertifyOptions& options) {
  const CertificateDirectory dir(options.out, true);
  Time optimum;
  std::string method;
  std::vector<std::string> pins;
  if (const auto known = model.optimum_to_certify(instance)) {
    optimum = *known;
    method = "the optimum of the same instance without the restriction (the witness reaches it)";
  } else {
    const CheckedOptimum checked = checked_optimum(model, instance, optimum_options);
    optimum = checked.report.optimum;
    method = checked.report.method;
    pins = witness_pins(model, instance, encoding, checked.report.example, optimum);
  }
  const Problem p = make_problem(model, instance, std::move(encoding), optimum, method,
                                 options.bound, std::move(pins));
  write_file_atomically(dir.private_path(below_file), p.below_text);
  write_file_atomically(dir.private_path(witness_file), witness_text(p));
  Judgement judged = solve(p, dir.private_path(below_file), dir.private_path(witness_file),
                           options.timeout_seconds);
  std::vector<std::string> produced{below_file, witness_file};
  if (judged.below_schedule) {
    write_file_atomically(dir.private_path(below_schedule_file),
                          judged.below_schedule->dump(2) + "\n");
    produced.push_back(below_schedule_file);
  }
  if (judged.witness) {
    write_file_atomically(dir.private_path(witness_schedule_file),
                          judged.witness->schedule_json.dump(2) + "\n");
    write_file_atomically(dir.private_path(witness_chart_file), chart_of(p, *judged.witness));
    produced.push_back(witness_schedule_file);
    produced.push_back(witness_chart_file);
  }
  write_file_atomically(dir.private_path(certificate_file),
                        judged.result.certificate.dump(2) + "\n");
  produced.push_back(certificate_file);  // last: a reader sees a whole certificate or the old one
  dir.publish(produced, {below_schedule_file, witness_schedule_file, witness_chart_file});
  return judged.result;
}

}  // namespace

CertifyResult certify(const Model& model, const ModelInstance& instance,
                      const OptionValues& optimum_options, const CertifyOptions& options) {
  // The encoding, the solvers and the directory first: a model without an
  // encoding, an instance too large to encode, a missing solver or a
  // directory in use is said before any search.
  SmtEncoding encoding = model.smt_encoding(instance);
  check_timeout(options.timeout_seconds, "the timeout " + std::to_string(options.timeout_seconds));
  if (options.bound) check_bound(*options.bound, "the bound " + to_string(*options.bound));
  const CreatedDirectories made = check_output_directory(options.out);
  // A run refused or stopped after creating --out (too big, out of budget,
  // Ctrl-C) leaves no empty directory behind.
  try {
    check_certificate_outputs(options.out);
    for (const auto& name : certificate_solver_names()) find_solver(name, options.timeout_seconds);
    return certify_in_directory(model, instance, std::move(encoding), optimum_options, options);
  } catch (...) {
    if (made.any() && CertificateDirectory::remove_if_unused(options.out)) {
      remove_if_empty(made);  // the levels made above it, while empty
      if (is_first_rank()) {
        std::cerr << "note: removed the directory '" << options.out
                  << "' it had created (nothing was certified)\n";
      }
    }
    throw;
  }
}

CertifyResult check_certificate(const ModelRegistry& registry, const std::string& directory,
                                double timeout_seconds) {
  check_timeout(timeout_seconds, "the timeout " + std::to_string(timeout_seconds));
  std::error_code ec;
  if (std::filesystem::exists(directory, ec) && !std::filesystem::is_directory(directory, ec)) {
    throw InputError("--check '" + directory + "' is not a directory; give " + check_kind);
  }
  if (!std::filesystem::exists(std::filesystem::path(directory) / certificate_file, ec)) {
    throw InputError(directory + " holds no " + certificate_file + "; give " + check_kind);
  }
  const CertificateDirectory dir(directory, false);
  const std::string path = dir.public_path(certificate_file);
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(
        read_input_file(path, "--check", check_kind, max_certificate_file_bytes));
  } catch (const nlohmann::json::exception& e) {
    throw InputError(path + " is not JSON: " + e.what());
  }
  if (!j.is_object()) throw InputError(path + " is not a JSON object");
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
  Problem p = make_problem(model, instance, model.smt_encoding(instance), optimum, method, bound);
  // What the file records, shown apart from what is re-run.
  nlohmann::json recorded = nlohmann::json::object();
  for (const char* field : {"proves", "certified", "statement", "solvers", "files"}) {
    if (j.contains(field)) recorded[field] = j[field];
  }
  const std::string recorded_proves = j.value("proves", std::string());
  if (recorded_proves.empty()) {
    return refused_check(p, recorded,
                         std::string(certificate_file) +
                             " records no \"proves\" (written before certificates said what they "
                             "prove): certify the instance again");
  }
  const nlohmann::json expected_files = {{"below", below_file}, {"witness", witness_file}};
  for (const auto& [key, name] : expected_files.items()) {
    if (!j.contains("files") || !j["files"].is_object() || j["files"].value(key, "") != name) {
      return refused_check(p, recorded,
                           std::string(certificate_file) + "'s \"files\" do not name " +
                               name.get<std::string>() + " as the " + key + " file");
    }
  }
  // The solvers read private copies, which no other run can rewrite.
  for (const char* file : {below_file, witness_file}) {
    dir.copy_in(file, max_certificate_file_bytes);
    const std::string text =
        read_input_file(dir.private_path(file), "--check", check_kind, max_certificate_file_bytes);
    if (std::string_view(file) == witness_file) {
      // The witness may pin a schedule (certify pins the search's): its
      // pinned assertions are read from the file, each of which can only
      // remove models; all else must be the encoding, byte for byte.
      p.pins = pins_in_witness(p.encoding, text);
    }
    const std::string expected =
        std::string_view(file) == below_file ? p.below_text : witness_text(p);
    if (const std::size_t line = first_difference(text, expected)) {
      return refused_check(
          p, recorded,
          std::string(file) + " is not the encoding of the instance, bound and optimum in " +
              certificate_file + " (it differs from line " + std::to_string(line) + " on)");
    }
  }
  Judgement judged =
      solve(p, dir.private_path(below_file), dir.private_path(witness_file), timeout_seconds);
  CertifyResult r = std::move(judged.result);
  r.certificate["re_run"] = true;
  r.certificate["recorded"] = recorded;
  // The record must state what the re-run proves, in the same words.
  std::vector<std::string> faults;
  if (recorded_proves != to_string(r.proves)) {
    faults.push_back(std::string(certificate_file) + " records that it proves \"" +
                     recorded_proves + "\"; the re-run proves \"" + to_string(r.proves) + "\"");
  } else if (j.value("statement", std::string()) != r.summary &&
             r.proves != CertificateProof::nothing) {
    faults.push_back(std::string(certificate_file) +
                     "'s statement is not what the re-run proves: recorded \"" +
                     j.value("statement", std::string()) + "\"");
  }
  if (j.contains("certified") && j["certified"] != r.certified) {
    faults.push_back(std::string(certificate_file) +
                     " records \"certified\": " + j["certified"].dump() + "; the re-run says " +
                     (r.certified ? "true" : "false"));
  }
  if (r.proves != CertificateProof::nothing && j["files"] != r.certificate["files"]) {
    faults.push_back(std::string(certificate_file) + "'s \"files\" " + j["files"].dump() +
                     " are not the re-run's " + r.certificate["files"].dump());
  } else if (r.proves != CertificateProof::nothing && j["files"].contains("witness_schedule")) {
    if (const std::string fault = kept_witness_fault(p, dir); !fault.empty())
      faults.push_back(fault);
  }
  if (!faults.empty()) {
    auto why = r.certificate.value("why_not", nlohmann::json::array());
    for (const auto& f : faults) why.push_back(f);
    r.proves = CertificateProof::nothing;
    r.certified = r.proved = false;
    r.summary = instance_words(p) + ": not certified: ";
    for (std::size_t k = 0; k < why.size(); ++k) {
      r.summary += (k ? "; " : "") + why[k].get<std::string>();
    }
    r.certificate["proves"] = to_string(r.proves);
    r.certificate["certified"] = false;
    r.certificate["statement"] = r.summary;
    r.certificate["why_not"] = why;
  }
  return r;
}

}  // namespace redcheck

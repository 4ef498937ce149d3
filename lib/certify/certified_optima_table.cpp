#include "certify/certified_optima_table.hpp"

#include "cli/arguments.hpp"
#include "models/registry.hpp"

#include <unistd.h>

#include <filesystem>

namespace redcheck {

std::vector<std::pair<std::string, std::string>> certified_optima_cases() {
  std::vector<std::pair<std::string, std::string>> cases;
  for (int n : {4, 8, 12, 16}) {
    for (const char* dc : {"--d 1 --c 1/2", "--d 1 --c 1", "--d 1 --c 2"}) {
      cases.push_back({"overlap", "--n " + std::to_string(n) + " " + dc});
    }
  }
  for (const char* dc : {"--d 0 --c 1", "--d 1 --c 0", "--d 1/3 --c 3", "--d 3 --c 1/3"}) {
    cases.push_back({"overlap", std::string("--n 16 ") + dc});
  }
  for (const char* n : {"8", "12"}) {
    for (const char* dc : {"--d 1 --c 1/2", "--d 1 --c 1"}) {
      cases.push_back({"overlap", std::string("--n ") + n + " " + dc + " --no-overlap"});
    }
  }
  for (const char* limit : {"--max-transfers 1", "--max-transfers 2", "--max-reducers 1",
                            "--max-reducers 2", "--max-transfers 2 --max-reducers 3"}) {
    cases.push_back({"overlap", std::string("--n 8 --d 1 --c 1/2 ") + limit});
  }
  cases.push_back({"overlap", "--n 8 --d 1 --c 1/2 --non-commutative"});
  for (const char* n : {"5", "6", "7"}) {
    for (const char* seed : {"1", "2"}) {
      cases.push_back({"heterogeneous", std::string("--n ") + n + " --random " + seed});
    }
  }
  cases.push_back({"heterogeneous", "--n 6 --random 3 --non-commutative"});
  // Where certify found the validator looser than the search (a transfer of
  // zero cost during another reception; reductions out of arrival order):
  // docs/certificates.md.
  cases.push_back({"heterogeneous", "--n 5 --random 3"});
  cases.push_back({"heterogeneous", "--n 5 --random 2 --non-commutative"});
  for (const char* s :
       {"--p 4 --segments 1,1,1 --alpha 1 --beta 1 --gamma 1",
        "--p 4 --segments 1,1,1 --alpha 0 --beta 1 --gamma 0",
        "--p 3 --segments 1,1,1,1 --alpha 1 --beta 1 --gamma 1",
        "--p 6 --segments 1,1 --alpha 1 --beta 1 --gamma 1",
        "--p 4 --segments 2,1,1 --alpha 1 --beta 1/2 --gamma 1/3 --in-order",
        // Two ports: bi-greedy optimal; bi-greedy beaten (Section VI-B).
        "--p 4 --segments 1,1,1 --alpha 1 --beta 1 --gamma 1 --bidirectional",
        "--p 3 --segments 2,1 --alpha 0 --beta 1 --gamma 1/2 --bidirectional",
        "--p 5 --segments 2,1,1 --alpha 1 --beta 1/2 --gamma 1/3 --bidirectional"}) {
    cases.push_back({"segmented", s});
  }
  return cases;
}

namespace {

// A directory of its own for one certificate, removed when it goes.
class ScratchDirectory {
 public:
  ScratchDirectory() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "redcheck-certificate-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw InternalError("cannot make a temporary directory");
    path_ = pattern;
  }
  ~ScratchDirectory() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// "certified by z3 4.8.12 and cvc5 1.0.3", or each solver's verdicts: no
// times, no solver's own numbers, so that the table regenerates byte for byte.
std::string verdict_cell(const CertifyResult& result) {
  if (result.certified) {
    std::string cell = "certified by";
    for (const auto& s : result.certificate["solvers"]) {
      cell += std::string(cell.size() > 12 ? " and " : " ") + s["name"].get<std::string>() + " " +
              s["version"].get<std::string>();
    }
    return cell;
  }
  std::string cell = "NOT certified:";
  for (const auto& s : result.certificate["solvers"]) {
    cell += " " + s["name"].get<std::string>() + " " + s["version"].get<std::string>() + " says " +
            s["below"]["verdict"].get<std::string>() + " to below, " +
            s["witness"]["verdict"].get<std::string>() + " to witness;";
  }
  cell.pop_back();
  return cell + " (enumerator certify writes the schedule below the optimum)";
}

}  // namespace

CertifiedCase certify_case(const Model& model, const std::string& arguments) {
  const ModelInstance instance =
      model.instance_from_options(options_from_words(model, shell_words(arguments)), nullptr);
  const ScratchDirectory scratch;
  CertifyOptions options;
  options.out = scratch.path();
  options.timeout_seconds = 120;
  return {instance, certify(model, instance, {}, options)};
}

TableSpec certified_optima_table() {
  return {"certified-optima",
          "Exhaustive optima of the overlap model (and its no-overlap, limited and "
          "non-commutative variants), the heterogeneous and the segmented models, each certified "
          "by z3 and cvc5 from the SMT encoding of the model's rules (enumerator certify)",
          "enumerator table certified-optima --out data",
          {{"certified_optima.csv",
            "model, instance (the programs' options), the optimum, and the solvers' verdict"}},
          [] {
            DataTable table;
            table.columns = {"model", "instance", "optimum", "certificate"};
            int certified = 0;
            for (const auto& [name, arguments] : certified_optima_cases()) {
              const Model& model = builtin_models().model(name);
              const auto [instance, result] = certify_case(model, arguments);
              certified += result.certified ? 1 : 0;
              table.cells.push_back({name, model.instance_arguments(instance),
                                     result.certificate["optimum"].get<std::string>(),
                                     verdict_cell(result)});
            }
            TableOutput out;
            out.summary = {{"instances", table.cells.size()}, {"certified", certified}};
            out.files.push_back(csv_file("certified_optima.csv", std::move(table)));
            return out;
          }};
}

}  // namespace redcheck

#include "verifier/kept_examples.hpp"

#include "cli/json_fields.hpp"
#include "errors.hpp"
#include "output/atomic_file.hpp"

#include <filesystem>

namespace redcheck {

namespace {

std::string example_path(const std::string& directory, const std::string& claim) {
  return (std::filesystem::path(directory) / (claim + ".json")).string();
}

// The example kept at `path` for `claim`. Throws InputError when it cannot
// be read or decoded.
KeptExample read_kept_example(const std::string& path, const std::string& claim) {
  const nlohmann::json j = read_json_file(path, "--examples");
  const std::string where = "--examples '" + path + "'";
  KeptExample e;
  e.claim = claim;
  e.seed = static_cast<std::uint64_t>(json_integer(j, "seed", where, 0, 4'000'000'000'000'000'000));
  e.runs = static_cast<std::uint64_t>(json_integer(j, "runs", where, 1, 1'000'000'000));
  e.max_size = static_cast<int>(json_integer(j, "max_size", where, 0, 1 << 20));
  if (!j.contains("domain_arguments") || !j["domain_arguments"].is_string()) {
    throw InputError(where + " needs \"domain_arguments\", a string");
  }
  e.domain_arguments = j["domain_arguments"].get<std::string>();
  return e;
}

}  // namespace

std::map<std::string, KeptExample> read_kept_examples(const std::string& directory,
                                                      const std::vector<std::string>& claims,
                                                      const FuzzRequest& request,
                                                      std::vector<std::string>& skipped) {
  std::map<std::string, KeptExample> out;
  for (const std::string& claim : claims) {
    const std::string path = example_path(directory, claim);
    std::error_code error;
    if (!std::filesystem::exists(path, error)) continue;
    // Said before the run: a finding of this claim could not be kept there.
    if (std::filesystem::is_directory(path, error)) {
      throw InputError("--examples: '" + path + "' is a directory; the example of " + claim +
                       " is kept in that file: remove the directory or give another --examples");
    }
    try {
      const KeptExample e = read_kept_example(path, claim);
      if (e.max_size == request.max_size && e.domain_arguments == request.domain_arguments) {
        out[claim] = e;
      }
    } catch (const InputError& e) {
      skipped.push_back("skipped the kept example " + path + ": " + e.what());
    }
  }
  return out;
}

void keep_examples(const std::string& directory, const std::vector<ClaimRun>& runs,
                   const FuzzRequest& request) {
  for (const ClaimRun& run : runs) {
    const ClaimReport& r = run.report;
    if (!r.counterexample || !r.found_by_fuzzing) continue;
    const auto seed = request.seed_of_claim.find(run.claim->id);
    const nlohmann::json j{
        {"claim", run.claim->id},
        {"seed", seed == request.seed_of_claim.end() ? request.settings.seed : seed->second},
        {"runs", r.found_by_fuzzing->draw + 1},
        {"max_size", request.max_size},
        {"domain_arguments", request.domain_arguments},
        {"summary", r.counterexample->summary},
        {"replay", r.counterexample->replay},
        {"found_again_by", fuzz_replay(run, request)}};
    write_file_atomically(example_path(directory, run.claim->id), j.dump(2) + "\n");
  }
}

}  // namespace redcheck

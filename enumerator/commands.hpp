#pragma once
// The enumerator's generic subcommands. Each returns the exit status and
// throws InputError on bad input, CrossCheckFailure when two computations
// disagree.

#include "models/model_runs.hpp"
#include "models/registry.hpp"
#include "output/gantt_svg.hpp"
#include "output/progress.hpp"
#include "output/schedule_json.hpp"

#include <string>

namespace redcheck {

/// Options of every subcommand that are not a model's.
struct CommonOptions {
  std::string model = "overlap";
  std::string algorithm;
  std::string svg;
  bool json = false;
  bool no_timeline = false;
};

int run_schedule(const ModelRegistry& registry, const CommonOptions& common, OptionValues options);

/// A builder's schedule, validated and cross-checked (models/model_runs.hpp),
/// on the instance the options give (checked as those of `command`);
/// `progress`, when given, shows which step runs.
CheckedSchedule build_checked_schedule(const ModelRegistry& registry, const CommonOptions& common,
                                       OptionValues options, const std::string& command,
                                       Progress* progress = nullptr);
int run_optimum(const ModelRegistry& registry, const CommonOptions& common, OptionValues options);

/// enumerator replay's own options (the model's come as OptionValues).
struct ReplayOptions {
  std::string engine = "simgrid";
  std::string schedule_file;
  std::string platform;
  std::string hosts;
  std::string timing;  ///< empty: scheduled on the built platform, asap on a file
  std::string bytes_per_unit = "125000000";
  std::string flops_per_unit = "1000000000";
};

int run_replay(const ModelRegistry& registry, const CommonOptions& common,
               const ReplayOptions& replay, OptionValues options);

struct TableOptions {
  std::string name;
  std::string out = "data";
  bool json = false;
  bool show = false;  ///< also print the tables themselves (text, or JSON with --json)
};

/// enumerator certify's own options (the model's come as OptionValues).
struct CertifyCommandOptions {
  std::string out;
  std::string bound;
  std::string timeout = "60";
  std::string check;         ///< a certificate directory to check again
  bool model_given = false;  ///< --model was given (refused with --check)
};

int run_certify(const ModelRegistry& registry, const CommonOptions& common,
                const CertifyCommandOptions& certify_options, OptionValues options);

int run_table(const ModelRegistry& registry, const TableOptions& options);

/// enumerator validate --schedule F.json: exit 0 valid, 1 not valid.
int run_validate(const ModelRegistry& registry, const CommonOptions& common,
                 const std::string& schedule_file);
int run_models(const ModelRegistry& registry, bool json);

}  // namespace redcheck

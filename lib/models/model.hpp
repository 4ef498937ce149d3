#pragma once
// The interface every model implements, and registers once
// (models/registry.cpp). A model is one folder, lib/models/<name>/, holding:
//  - its instance: the options that give it on the command line, its JSON
//    (exact numbers as strings) in and out, and the options that replay it;
//  - its rules and validator (an ordered list of rules, rules/validation.hpp),
//    with the resources and dependencies of its activities;
//  - its builders, each with a typed id of the model's own; their names
//    appear here and are parsed only at the command line;
//  - its exhaustive optimum, where one exists;
//  - its claim domain (the options it adds to verifier check), its claims
//    and its tables;
//  - commands of its own (enumerator segmentations, ...).
// The programs loop over the registry: nothing outside the folder names a
// model's builders, options or claims. tests/support/toy_model is a complete
// example in under 400 lines.

#include "certify/smt_encoding.hpp"
#include "claims/claim.hpp"
#include "claims/domain.hpp"
#include "claims/expression.hpp"
#include "gen/chooser.hpp"
#include "rules/checkers.hpp"
#include "rules/validation.hpp"
#include "schedule/activities.hpp"
#include "schedule/schedule.hpp"
#include "tables/table_spec.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <typeinfo>
#include <vector>

namespace redcheck {

/// A command-line option.
struct OptionSpec {
  std::string flag;        ///< "--d"
  std::string help;        ///< what it gives, what is accepted
  bool is_switch = false;  ///< takes no value
  /// How many values it takes ("--homogeneous D C": 2); the programs hand
  /// them over joined by single spaces.
  int values = 1;
};

/// The options given on the command line: flag -> text ("" for a switch).
class OptionValues {
 public:
  void set(const std::string& flag, std::string value) { values_[flag] = std::move(value); }
  void erase(const std::string& flag) { values_.erase(flag); }
  bool has(const std::string& flag) const { return values_.count(flag) != 0; }
  /// The text given for `flag`, or nullptr.
  const std::string* find(const std::string& flag) const {
    const auto it = values_.find(flag);
    return it == values_.end() ? nullptr : &it->second;
  }
  /// The text of a required option. Throws InputError "FLAG is required: what".
  const std::string& required(const std::string& flag, const std::string& what) const;
  /// The flags given, in flag order.
  std::vector<std::string> flags() const;

 private:
  std::map<std::string, std::string> values_;
};

/// An instance of some model, held by value: sizes, costs, and the rule
/// options its schedules are checked against. Only its model reads it.
class ModelInstance {
 public:
  ModelInstance() = default;

  template <class T>
  static ModelInstance of(T value) {
    ModelInstance out;
    out.value_ = std::make_shared<const T>(std::move(value));
    out.type_ = &typeid(T);
    return out;
  }

  /// The value, of the type its model stored. Throws InternalError when it
  /// holds another type (an instance handed to the wrong model).
  template <class T>
  const T& as() const {
    if (!value_ || *type_ != typeid(T)) {
      throw InternalError(std::string("an instance of another model: expected ") +
                          typeid(T).name());
    }
    return *static_cast<const T*>(value_.get());
  }

 private:
  std::shared_ptr<const void> value_;
  const std::type_info* type_ = nullptr;
};

struct Built;

/// A builder of a model: its typed id (the model's own enum, as int), its
/// name on the command line, and the options it takes. A builder of one's
/// own (Model::add_builder) builds by `added` instead of Model::build.
struct BuilderSpec {
  BuilderSpec() = default;
  BuilderSpec(int id, std::string name, std::string summary, std::vector<std::string> options = {})
      : id(id), name(std::move(name)), summary(std::move(summary)), options(std::move(options)) {}

  int id = 0;
  std::string name;
  std::string summary;
  /// Options it takes beyond the model's instance and schedule options.
  std::vector<std::string> options;
  /// A builder added from outside the model: the schedule it makes of an
  /// instance (Built::instance must be that instance). Throws
  /// BuilderFailure when the builder itself fails. Empty for the model's own.
  std::function<Built(const ModelInstance&)> added;
  /// The instances an added builder takes (empty: all): the others are
  /// passed over by fuzzing and refused (InputError) when asked for.
  std::function<bool(const ModelInstance&)> accepts;
};

/// What a builder returns: an explicit schedule, the instance it is checked
/// against (a builder may fix rule options: in order, forwarding; or the
/// size: a tree given by brackets), and what else it reports.
struct Built {
  ModelInstance instance;
  Schedule schedule;
  std::optional<Time> own_length;  ///< its own bookkeeping, cross-checked with the validator
  nlohmann::json details = nlohmann::json::object();  ///< printed with the schedule
  std::vector<std::string> lines;                     ///< the same, for the text output
};

/// The exact optimum of an instance, and how it was found.
struct OptimumReport {
  Time optimum;
  std::string method;      ///< "exhaustive enumeration of every ordered tree"
  std::string arithmetic;  ///< "int32 ticks", "exact rationals"
  Schedule example;        ///< an optimal schedule (the program validates it)
  /// Model-specific JSON fields (printed at the top level) and text lines.
  nlohmann::json fields = nlohmann::json::object();
  std::vector<std::string> lines;
};

/// A cross-check of one fast path against the exact computation it
/// replaces, on a random small input: returns the disagreement in words.
struct FastPathCheck {
  std::string name;  ///< "Algorithm 1 in int64 ticks = in exact rationals"
  std::function<std::optional<std::string>(Random&)> check;
};

/// A subcommand of enumerator that belongs to one model.
struct CommandSpec {
  std::string name;  ///< "segmentations"
  std::string help;
  std::vector<OptionSpec> options;
  /// Runs it; returns the exit status. Throws InputError on bad input.
  std::function<int(const OptionValues&)> run;
};

class Model {
 public:
  virtual ~Model() = default;

  // ---- what it is -------------------------------------------------------
  virtual std::string name() const = 0;     ///< "overlap"
  virtual std::string source() const = 0;   ///< "Canon & Antoniu 2012, Section 3"
  virtual std::string summary() const = 0;  ///< one line
  /// Its rules in words, one per line (the model header's list).
  virtual std::vector<std::string> rules() const = 0;
  /// Other names it answers to, each with the switch it sets
  /// ({"no-overlap", "--no-overlap"}).
  virtual std::map<std::string, std::string> aliases() const { return {}; }
  /// How its messages name machines and what a transfer carries.
  virtual Vocabulary vocabulary() const { return {}; }
  /// The quantity its validator measures (Validation::makespan) and its
  /// optimum minimizes, by the name the programs print it under: "makespan"
  /// for schedules that end; a model of periodic schedules says "period".
  virtual std::string measure_name() const { return "makespan"; }
  /// Whether the instance's operation may combine partial results in any
  /// order. false: every reduction joins adjacent ranges of machines, left
  /// range first (a real run checks it with a non-commutative operation).
  virtual bool commutative(const ModelInstance& /*instance*/) const { return true; }

  // ---- instances ----------------------------------------------------------
  /// Options that give an instance (for schedule and optimum).
  virtual std::vector<OptionSpec> instance_options() const = 0;
  /// Options every builder takes besides the instance (schedule only).
  virtual std::vector<OptionSpec> schedule_options() const { return {}; }
  /// Options of some builders only (each builder lists the ones it takes).
  virtual std::vector<OptionSpec> builder_options() const { return {}; }
  /// The instance the options give, for `builder` (nullptr: for optimum).
  /// Throws InputError naming a missing, malformed or out-of-range value.
  virtual ModelInstance instance_from_options(const OptionValues& options,
                                              const BuilderSpec* builder) const = 0;
  /// The instance as JSON (exact numbers as strings), read back by
  /// instance_from_json. Throws InputError on malformed JSON values.
  virtual nlohmann::json instance_json(const ModelInstance& instance) const = 0;
  virtual ModelInstance instance_from_json(const nlohmann::json& json) const = 0;
  /// The options that give the instance again with --model name() ("--n 9
  /// --d 1 --c 1/2 --no-overlap"): every rule option it holds, so that
  /// instance_from_options(these) has the same instance_json (tested for
  /// every model and rule option).
  virtual std::string instance_arguments(const ModelInstance& instance) const = 0;
  /// "n = 9, d = 1, c = 1/2" for messages.
  virtual std::string instance_text(const ModelInstance& instance) const = 0;
  /// Its machines (processors, nodes): the size RandomSize bounds.
  virtual int machines(const ModelInstance& instance) const = 0;
  /// The segments a transfer may carry, counted from 1 in a timeline (the
  /// segmented model's q, the steady-state model's message types; one
  /// elsewhere, where "segment" may be left out).
  virtual int segments(const ModelInstance& /*instance*/) const { return 1; }
  /// The command-line options of a random instance for `builder` (nullptr:
  /// for the exhaustive optimum), with the builder's own options. Every
  /// choice is drawn through `choose`, simplest first (gen/chooser.hpp), so
  /// the same code draws for tests (a seeded engine), C++ properties
  /// (RapidCheck, gen/model_generators.hpp) and Python (Hypothesis), and
  /// both shrink. `size.small`: small enough for the exhaustive optimum to
  /// be quick; `size.max_machines` replaces the model's bound on machines.
  virtual OptionValues random_options(const BuilderSpec* builder, Chooser& choose,
                                      const RandomSize& size) const = 0;

  // ---- builders, rules, activities ----------------------------------------
  /// Its own builders (those it builds with build()).
  virtual const std::vector<BuilderSpec>& builders() const = 0;
  /// Adds a builder of one's own (BuilderSpec::added set): every door that
  /// knows the model's builders knows it by name from then on (schedule,
  /// claims files' algorithm(...), fuzz --model, the strategies, the
  /// reports). A name already added is replaced; a name of its own builders
  /// is refused (InputError), as a name other than letters, digits and '-'.
  void add_builder(BuilderSpec builder) const;
  /// Forgets the added builder `name` (the model's own stay); false when
  /// none is added by that name. A spec found before stays valid.
  bool remove_builder(const std::string& name) const;
  /// Its own builders, then those added, by name.
  std::vector<const BuilderSpec*> every_builder() const;
  /// Activities the builder's schedule would have (or the cells of their
  /// data flow, when larger): compared with max_activities() before the
  /// schedule is built.
  virtual std::uint64_t estimated_activities(const BuilderSpec& builder,
                                             const ModelInstance& instance,
                                             const OptionValues& options) const = 0;
  /// The largest schedule the programs build and validate.
  virtual std::uint64_t max_activities() const { return std::uint64_t{1} << 25; }
  virtual Built build(const BuilderSpec& builder, const ModelInstance& instance,
                      const OptionValues& options) const = 0;
  /// The model's validator: the first broken rule, or the makespan.
  virtual Validation validate(const Schedule& schedule, const ModelInstance& instance) const = 0;
  /// Names of the validator's rules, in order.
  virtual std::vector<std::string> rule_names(const ModelInstance& instance) const = 0;
  virtual ResourcePolicy resources(const ModelInstance& instance) const = 0;
  /// What each activity of a valid schedule waits for.
  virtual std::vector<Dependency> dependencies(const Schedule& schedule,
                                               const ModelInstance& instance) const = 0;
  /// The data an activity carries, short, for Gantt bars ("seg 2", "3").
  virtual std::string data_label(const Schedule& schedule, ActivityRef activity) const;
  /// Its fast paths, each with the check against the exact path.
  virtual std::vector<FastPathCheck> fast_path_checks() const { return {}; }

  // ---- the exact optimum ----------------------------------------------------
  virtual bool has_optimum() const { return false; }
  virtual std::vector<OptionSpec> optimum_options() const { return {}; }
  /// Throws InputError when the instance is beyond what the search accepts
  /// (saying the limit), or when the model has none.
  virtual OptimumReport optimum(const ModelInstance& instance, const OptionValues& options) const;

  // ---- certificates (enumerator certify) --------------------------------------
  /// Whether its rules can be written in SMT-LIB for solvers to check.
  virtual bool has_smt_encoding() const { return false; }
  /// The rules of `instance` in SMT-LIB, one block per validator rule
  /// (certify/smt_encoding.hpp). Throws InputError when the model has none.
  virtual SmtEncoding smt_encoding(const ModelInstance& instance) const;
  /// The optimum a certificate states when no bound is given, where it is
  /// not optimum(instance, {}) (an instance the search refuses but whose
  /// optimum is known otherwise); nullopt: optimum(instance, {}).
  virtual std::optional<Time> optimum_to_certify(const ModelInstance& /*instance*/) const {
    return std::nullopt;
  }

  // ---- claims, tables, commands -----------------------------------------------
  /// Options this model adds to verifier check (its claim domain).
  virtual std::vector<OptionSpec> domain_options() const { return {}; }
  /// The context its claims run in, from those options. Throws InputError on
  /// a bad domain (empty list, out of range), naming the option.
  virtual std::unique_ptr<ClaimContext> claim_context(const OptionValues& options) const;
  /// The context its claims are fuzzed in (verifier fuzz): the same options,
  /// with its domains' generators ranging beyond the fixed grid, up to
  /// instances of size `max_size` (machines, processors; 0: the model's own
  /// default). The default: claim_context(options).
  virtual std::unique_ptr<ClaimContext> fuzz_context(const OptionValues& options,
                                                     int max_size) const;
  virtual std::vector<Claim> claims() const { return {}; }
  /// The published statements its claims read (claims/statement.hpp), each
  /// naming its readings by claim id. A claim no statement names gets its own
  /// statement (one literal reading, for all) from the registry.
  virtual std::vector<Statement> statements() const { return {}; }
  /// The functions a claims file's conjectures may name for this model
  /// (claims/claims_file.hpp): its measure, optimum, builders, bounds, each
  /// with the arguments it accepts (checked when the file is loaded).
  virtual Quantities quantities() const { return {}; }
  virtual std::vector<TableSpec> tables() const { return {}; }
  virtual std::vector<CommandSpec> commands() const { return {}; }

 private:
  struct AddedBuilders;
  /// Builders added (never freed: a spec found stays valid when replaced).
  std::shared_ptr<AddedBuilders> added_ = make_added_builders();
  static std::shared_ptr<AddedBuilders> make_added_builders();
};

/// The builder to hand to the model's own methods (instance_from_options,
/// random_options, estimated_activities): `builder`, or nullptr for one
/// added (the model knows nothing of it; its instances are the optimum's).
const BuilderSpec* own_builder(const BuilderSpec* builder);

/// The schedule `builder` makes: Model::build for the model's own, `added`
/// for one added, which is first refused (InputError) an instance it does
/// not accept, and whose schedule must be of `instance` (BuilderFailure).
Built build_with(const Model& model, const BuilderSpec& builder, const ModelInstance& instance,
                 const OptionValues& options);

/// model.random_options drawn uniformly from a seeded engine.
OptionValues random_options(const Model& model, const BuilderSpec* builder, Random& random,
                            const RandomSize& size = {});

/// The options `words` give `model` ({"--n", "9", "--no-overlap"}), as the
/// programs read them: a switch takes no value, an option of k values the k
/// words after it (joined by spaces). Throws InputError on a flag that is
/// none of the model's (instance, schedule, builder or optimum options) or a
/// missing value.
OptionValues options_from_words(const Model& model, const std::vector<std::string>& words);

/// The builder of `model` named `name`. Throws InputError listing the names.
const BuilderSpec& find_builder(const Model& model, const std::string& name);

}  // namespace redcheck

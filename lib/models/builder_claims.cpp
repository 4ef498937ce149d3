#include "models/builder_claims.hpp"

#include "gen/model_generators.hpp"
#include "models/model_runs.hpp"

#include <atomic>

namespace redcheck {

namespace {

// What is wrong with `builder`'s schedule on the instance `options` give,
// or nothing.
std::optional<Counterexample> builder_finding(const Model& model, const BuilderSpec& builder,
                                              const OptionValues& options, bool with_optimum,
                                              std::atomic<std::uint64_t>& passed_over) {
  const std::string given = gen::options_text(options);
  // A builder of one's own lives in the program (or interpreter) that added
  // it: it is replayed there.
  const std::string replay = builder.added ? "build with " + builder.name +
                                                 " in the program that added it, on --model " +
                                                 model.name() + " " + given
                                           : "enumerator schedule --model " + model.name() +
                                                 " --algorithm " + builder.name + " " + given;
  const auto finding = [&](const std::string& what, nlohmann::json instance, std::string also) {
    instance["options"] = given;
    return Counterexample{builder.name + " on " + given + ": " + what, std::move(instance),
                          replay + also};
  };
  CheckedSchedule checked;
  try {
    const ModelInstance instance = model.instance_from_options(options, own_builder(&builder));
    if (builder.accepts && !builder.accepts(instance)) {
      ++passed_over;  // not its instance: said in the report, not checked
      return std::nullopt;
    }
    checked = checked_schedule(model, builder, instance, options);
  } catch (const BuilderFailure& e) {
    return finding(e.what(), nlohmann::json::object(), "");
  } catch (const InputError& e) {
    return finding(
        std::string("refused an instance the model's generator drew for it: ") + e.what(),
        nlohmann::json::object(), "");
  } catch (const CrossCheckFailure& e) {
    return finding(e.what(), nlohmann::json::object(), "");
  }
  const Schedule& schedule = checked.built.schedule;
  const Time measure = checked.validation.makespan;
  nlohmann::json instance = model.instance_json(checked.built.instance);
  instance[model.measure_name()] = to_string(measure);
  const Time end = schedule.period ? *schedule.period : last_end(schedule);
  if (measure != end) {
    return finding("the validator measures " + to_string(measure) + ", the schedule " +
                       (schedule.period ? "has period " : "ends at ") + to_string(end),
                   instance, "");
  }
  if (!with_optimum || !model.has_optimum()) return std::nullopt;
  CheckedOptimum optimum;
  try {
    optimum = checked_optimum(model, checked.built.instance, OptionValues{});
  } catch (const InputError&) {
    return std::nullopt;  // beyond what the search covers (forwarding, say)
  } catch (const CrossCheckFailure& e) {
    return finding(std::string("the exact optimum disagrees with itself: ") + e.what(), instance,
                   "");
  }
  if (measure >= optimum.report.optimum) return std::nullopt;
  instance["optimum"] = to_string(optimum.report.optimum);
  return finding(model.measure_name() + " " + to_string(measure) + " < the exact optimum " +
                     to_string(optimum.report.optimum),
                 instance,
                 "; enumerator optimum --model " + model.name() + " " +
                     model.instance_arguments(checked.built.instance));
}

Domain<OptionValues> random_instances(const Model& model, const BuilderSpec& builder,
                                      RandomSize size, const std::string& words) {
  const Model* m = &model;
  const BuilderSpec* b = &builder;
  Coordinates<OptionValues> coordinates;
  coordinates.variables.push_back({"machines", Time(1), std::nullopt});
  coordinates.of = [m, b](const OptionValues& o) {
    try {
      return std::vector<Time>{Time(m->machines(m->instance_from_options(o, own_builder(b))))};
    } catch (const InputError&) {
      return std::vector<Time>{Time(0)};  // the property reports it
    }
  };
  return Domain<OptionValues>(
             words, [](const Domain<OptionValues>::Visit&) { return true; },
             [m, b, size](Random& random) {
               return random_options(*m, own_builder(b), random, size);
             })
      .fuzzed_by(gen::model_options(model, own_builder(&builder), size), words)
      .with_coordinates(std::move(coordinates));
}

}  // namespace

void refuse_fuzz_size(const Model& model, int max_size) {
  if (max_size == 0) return;
  // One draw for the model's first builder (its generator bounds every
  // builder's sizes the same way: RandomSize::most).
  const std::vector<const BuilderSpec*> builders = model.every_builder();
  Random random(1);
  try {
    random_options(model, builders.empty() ? nullptr : builders.front(), random,
                   RandomSize{false, max_size});
  } catch (const InputError& e) {
    throw InputError("--max-size " + std::to_string(max_size) + " for the " + model.name() +
                     " model: " + e.what());
  }
}

std::string builder_claim_id(const Model& model, const BuilderSpec& builder) {
  return model.name() + ".builder." + builder.name;
}

bool is_builder_claim_id(const std::string& id) {
  return id.find(".builder.") != std::string::npos;
}

std::vector<Claim> builder_claims(const Model& model, const std::string& algorithm, int max_size) {
  std::vector<const BuilderSpec*> builders;
  if (algorithm.empty()) {
    builders = model.every_builder();
  } else {
    builders.push_back(&find_builder(model, algorithm));
  }
  std::vector<Claim> out;
  const Model* m = &model;
  for (const BuilderSpec* b : builders) {
    Claim claim;
    claim.id = builder_claim_id(model, *b);
    claim.model = model.name();
    claim.own_builder = static_cast<bool>(b->added);
    claim.source = b->added ? "a builder of one's own, " + b->name + " (" + b->summary + ")"
                            : "the toolkit's " + b->name + " builder (" + b->summary + ")";
    claim.statement = "the " + b->name + " schedule obeys the " + model.name() +
                      " model's rules, at the length its builder says" +
                      (model.has_optimum() ? ", never below the exact optimum" : "");
    claim.reading =
        "on random instances from the model's generator: built, validated against the instance "
        "the builder returns, its own length and last end equal to the validator's " +
        model.measure_name() +
        (model.has_optimum() ? "; on instances small enough for the exhaustive optimum, "
                               "no shorter than that optimum"
                             : "");
    const RandomSize large{false, max_size};
    claim.check = [m, b, large](ClaimContext&) {
      const std::string what = "random instances of the " + m->name() + " model for " + b->name;
      std::atomic<std::uint64_t> passed_over{0};
      const auto with_passed_over = [&](ClaimReport report) {
        if (passed_over > 0) {
          report.notes.push_back(std::to_string(passed_over.load()) +
                                 " draws passed over: instances " + b->name +
                                 " does not accept (its accepts predicate)");
        }
        return report;
      };
      const ClaimReport any = search<OptionValues>(
          random_instances(
              *m, *b, large,
              what + (large.max_machines
                          ? " (at most " + std::to_string(large.max_machines) + " machines)"
                          : "")),
          [&](const OptionValues& o) { return builder_finding(*m, *b, o, false, passed_over); });
      if (any.outcome == Outcome::refuted || !m->has_optimum()) return with_passed_over(any);
      ClaimReport small = search<OptionValues>(
          random_instances(*m, *b, RandomSize{true, 0},
                           "small " + what + " (compared with the exact optimum)"),
          [&](const OptionValues& o) { return builder_finding(*m, *b, o, true, passed_over); });
      if (small.outcome != Outcome::refuted) small.covered = any.covered + "; " + small.covered;
      return with_passed_over(small);
    };
    out.push_back(std::move(claim));
  }
  return out;
}

}  // namespace redcheck

#include "models/segmented/segmented_model.hpp"
#include "models/segmented/quantities.hpp"
#include "models/segmented/smt_encoding.hpp"

#include "cli/arguments.hpp"
#include "cli/json_fields.hpp"
#include "models/segmented/bidirectional_optimum.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/claims/claims.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/fast_paths.hpp"
#include "models/segmented/lockstep.hpp"
#include "models/segmented/search_budget.hpp"
#include "models/segmented/segmentations_command.hpp"
#include "models/segmented/tables/tables.hpp"
#include "models/segmented/theorem5_work_command.hpp"
#include "models/segmented/unidirectional_optimum.hpp"
#include "models/segmented/validator.hpp"

namespace redcheck {

namespace {

SegmentedAlgorithm algorithm_of(const BuilderSpec& spec) {
  return static_cast<SegmentedAlgorithm>(spec.id);
}

BuilderSpec spec(SegmentedAlgorithm a, std::string summary, std::vector<std::string> options = {}) {
  return {static_cast<int>(a), to_string(a), std::move(summary), std::move(options)};
}

// --elimination: the butterfly's first step when p is not a power of two.
Elimination elimination_of(const OptionValues& o) {
  const std::string* text = o.find("--elimination");
  if (!text) return Elimination::halves;
  if (const auto e = elimination_named(*text)) return *e;
  throw InputError("--elimination = '" + *text + "'; accepted: halves (default), whole");
}

// "--bidirectional" and the algorithm's port model must agree.
void check_ports(SegmentedAlgorithm a, Ports ports) {
  const auto needed = required_ports(a);
  if (!needed || *needed == ports) return;
  if (*needed == Ports::bidirectional) {
    throw InputError("--algorithm " + to_string(a) +
                     " is defined for bidirectional ports: add --bidirectional");
  }
  throw InputError("--algorithm " + to_string(a) +
                   " and --bidirectional conflict: it is defined for unidirectional ports "
                   "(bi-greedy is the bidirectional greedy)");
}

class Segmented : public Model {
 public:
  Segmented() {
    using A = SegmentedAlgorithm;
    builders_ = {
        spec(A::uni_greedy, "Algorithm 1: the two processors free first pair up, in order"),
        spec(A::bi_greedy, "Algorithm 2: greedy pairing with a send and a receive port"),
        spec(A::pipeline, "the chain p-1 -> ... -> 0, segment after segment", {"--lockstep"}),
        spec(A::binomial, "the binomial tree, every segment", {"--lockstep"}),
        spec(A::binary, "the heap tree (children 2x+1, 2x+2), every segment", {"--lockstep"}),
        spec(A::butterfly,
             "reduce-scatter and gather, q = p' blocks (p' the largest power of two <= p)",
             {"--elimination"}),
    };
  }

  std::string name() const override { return "segmented"; }
  std::string source() const override { return "Lowery & Langou 2013, Sections II to VIII"; }
  std::string summary() const override {
    return "p processors, a message cut in segments; a transfer takes alpha + beta s, the "
           "receiver combines for gamma s; no overlap; one or two ports";
  }
  std::vector<std::string> rules() const override {
    return {"p processors, root 0; the message of m elements is cut into segments s_1..s_q",
            "a transfer of s elements takes alpha + beta s; the receiver then combines for "
            "gamma s (nothing when it holds none of that segment)",
            "a transfer hands over the sender's whole partial result of its segments",
            "a reduction tree per segment: the root never sends, every other processor sends "
            "each segment once (the butterfly forwards)",
            "no overlap of communication and computation; one reduction at a time",
            "unidirectional ports: one transfer at a time; --bidirectional: one send and one "
            "receive at a time",
            "in order (uni-greedy, Theorem 5): a processor is done with segment i before j > i"};
  }
  Vocabulary vocabulary() const override { return {"processor", true}; }

  std::vector<OptionSpec> builder_options() const override {
    return {{"--elimination",
             "For the butterfly with p not a power of two, its first step (Rabenseifner 2004): "
             "halves (default; pairs swap halves, then one sends its half) or whole (one of "
             "each pair sends its whole message)"},
            {"--lockstep",
             "For pipeline, binomial and binary: time the tree in lockstep rounds of alpha + "
             "beta s + gamma s as the paper counts them (the binary tree in steps of two "
             "rounds), equal segments only; default: as early as the rules allow",
             true}};
  }

  std::vector<OptionSpec> instance_options() const override {
    return {{"--p", "Number of processors (root 0)"},
            {"--segments", "Segment sizes, e.g. 4,4,2 (sum = m)"},
            {"--m", "Message size the segments must sum to (optional)"},
            {"--alpha", "Latency per transfer, exact"},
            {"--beta", "Transfer time per element, exact"},
            {"--gamma", "Reduction time per element, exact"},
            {"--bidirectional", "Bidirectional ports (default unidirectional)", true},
            {"--in-order",
             "Rule: every processor reduces the segments in order (Theorem 5; the optimum then "
             "searches in-order schedules only)",
             true},
            {"--forwarding",
             "Rule: a processor may pass on data after it sent (the butterfly's reduce-scatter; "
             "the exhaustive optimum does not search such schedules)",
             true}};
  }

  ModelInstance instance_from_options(const OptionValues& o,
                                      const BuilderSpec* builder) const override {
    SegmentedProblem problem{processors_and_costs(o), {}};
    SegmentedInstance& in = problem.instance;
    const std::string* m = o.find("--m");
    in.segments = parse_segments(o.required("--segments", "segment sizes such as 4,4,2"),
                                 m ? parse_integer(*m, "--m", 1, max_message) : 0);
    check_instance(in);
    problem.rules.ports = o.has("--bidirectional") ? Ports::bidirectional : Ports::unidirectional;
    if (builder) check_ports(algorithm_of(*builder), problem.rules.ports);
    problem.rules.in_order = o.has("--in-order");
    problem.rules.forwarding = o.has("--forwarding");
    return ModelInstance::of(problem);
  }

  nlohmann::json instance_json(const ModelInstance& instance) const override {
    const auto& [in, rules] = instance.as<SegmentedProblem>();
    return {{"p", in.p},
            {"segments", in.segments},
            {"m", in.m()},
            {"alpha", to_string(in.alpha)},
            {"beta", to_string(in.beta)},
            {"gamma", to_string(in.gamma)},
            {"ports", to_string(rules.ports)},
            {"in_order", rules.in_order},
            {"forwarding", rules.forwarding}};
  }

  ModelInstance instance_from_json(const nlohmann::json& j) const override {
    SegmentedProblem problem;
    SegmentedInstance& in = problem.instance;
    const std::string where = "the instance";
    json_only_keys(
        j, {"p", "segments", "m", "alpha", "beta", "gamma", "ports", "in_order", "forwarding"},
        where);
    in.p = static_cast<int>(json_integer(j, "p", where, 1, max_processors));
    if (!j.contains("segments") || !j["segments"].is_array()) {
      throw InputError("the instance needs \"segments\": a list of segment sizes");
    }
    in.segments.clear();
    for (const auto& s : j["segments"]) {
      if (!s.is_number_integer()) throw InputError("\"segments\" holds sizes, integers >= 1");
      in.segments.push_back(s.get<std::int64_t>());
    }
    in.alpha = parse_cost(json_exact_text(j, "alpha", where), "\"alpha\"");
    in.beta = parse_cost(json_exact_text(j, "beta", where), "\"beta\"");
    in.gamma = parse_cost(json_exact_text(j, "gamma", where), "\"gamma\"");
    check_instance(in);
    if (j.contains("m") && (!j["m"].is_number_integer() || j["m"].get<long long>() != in.m())) {
      throw InputError(where + " \"m\" = " + j["m"].dump() +
                       " differs from the sum of \"segments\", " + std::to_string(in.m()));
    }
    if (j.contains("ports") && !j["ports"].is_string()) {
      throw InputError(where + " \"ports\" must be unidirectional or bidirectional");
    }
    const std::string ports = j.value("ports", "unidirectional");
    if (ports != "unidirectional" && ports != "bidirectional") {
      throw InputError("\"ports\" = '" + ports + "'; accepted: unidirectional, bidirectional");
    }
    problem.rules.ports = ports == "bidirectional" ? Ports::bidirectional : Ports::unidirectional;
    problem.rules.in_order = json_bool(j, "in_order", where, false);
    problem.rules.forwarding = json_bool(j, "forwarding", where, false);
    return ModelInstance::of(problem);
  }

  std::string instance_arguments(const ModelInstance& instance) const override {
    const auto& [in, rules] = instance.as<SegmentedProblem>();
    return segmented_instance_arguments(in, rules.ports) + (rules.in_order ? " --in-order" : "") +
           (rules.forwarding ? " --forwarding" : "");
  }
  int machines(const ModelInstance& instance) const override {
    return instance.as<SegmentedProblem>().instance.p;
  }
  int segments(const ModelInstance& instance) const override {
    return instance.as<SegmentedProblem>().instance.q();
  }
  std::string instance_text(const ModelInstance& instance) const override {
    const auto& [in, rules] = instance.as<SegmentedProblem>();
    return segmented_instance_text(in, rules.ports) + (rules.in_order ? ", in order" : "") +
           (rules.forwarding ? ", forwarding" : "");
  }

  OptionValues random_options(const BuilderSpec* builder, Chooser& choose,
                              const RandomSize& size) const override {
    // Small enough for the exhaustive search when it is for the optimum:
    // p <= 4, q <= 2, segments of 1..4 elements, costs k/den with k <= 3.
    SegmentedInstance in = random_segmented_instance(
        choose,
        // The exhaustive search finishes within its budget up to 6
        // processors and 2 segments (tests/models/segmented/exhaustive_test).
        size.most(1, size.small ? 4 : 10, builder ? max_processors : 6, "processors"),
        size.small ? 2 : 4);
    // Either port model (the optimum searches both); a builder's own if it
    // has one.
    Ports ports = choose.one_in(2) ? Ports::bidirectional : Ports::unidirectional;
    if (builder) {
      if (const auto needed = required_ports(algorithm_of(*builder))) ports = *needed;
    }
    const bool butterfly = builder && algorithm_of(*builder) == SegmentedAlgorithm::butterfly;
    if (butterfly) {
      // p' = the largest power of two <= p blocks, of equal sizes
      in.segments.assign(static_cast<std::size_t>(butterfly_block_count(in.p)),
                         choose.integer_in(1, 3));
    }
    if (builder && algorithm_of(*builder) == SegmentedAlgorithm::bi_greedy &&
        in.alpha + in.beta == 0) {
      in.beta = 1;  // bi-greedy's transfers must take time
    }
    OptionValues o = segmented_options(in);
    if (ports == Ports::bidirectional) o.set("--bidirectional", "");
    // Rule options the builder keeps: in order on one port (the optimum
    // searches in-order schedules of both). Forwarding is not drawn: the
    // optimum does not search it, and every drawn instance is one the
    // optimum answers (the butterfly adds it to the instance it runs on).
    if ((ports == Ports::unidirectional || !builder) && choose.one_in(2)) o.set("--in-order", "");
    if (butterfly && choose.one_in(2)) o.set("--elimination", "whole");
    const bool standard_tree = builder && (algorithm_of(*builder) == SegmentedAlgorithm::pipeline ||
                                           algorithm_of(*builder) == SegmentedAlgorithm::binomial ||
                                           algorithm_of(*builder) == SegmentedAlgorithm::binary);
    const bool equal = std::all_of(in.segments.begin(), in.segments.end(),
                                   [&](std::int64_t x) { return x == in.segments.front(); });
    if (standard_tree && equal && choose.one_in(4)) o.set("--lockstep", "");
    return o;
  }

  const std::vector<BuilderSpec>& builders() const override { return builders_; }

  std::uint64_t estimated_activities(const BuilderSpec& builder, const ModelInstance& instance,
                                     const OptionValues&) const override {
    const auto& in = instance.as<SegmentedProblem>().instance;
    const auto p = static_cast<std::uint64_t>(in.p);
    const auto q = static_cast<std::uint64_t>(in.q());
    if (algorithm_of(builder) == SegmentedAlgorithm::butterfly) {
      // about 3 p log2 p transfers, each with its reduction; p q data-flow cells
      const auto steps = static_cast<std::uint64_t>(ceil_log2(p));
      return std::max(6 * p * steps, p * q);
    }
    return 2 * (p - 1) * q;  // (p - 1) q transfers, each with its reduction
  }

  Built build(const BuilderSpec& builder, const ModelInstance& instance,
              const OptionValues& options) const override {
    SegmentedProblem problem = instance.as<SegmentedProblem>();
    const SegmentedAlgorithm algorithm = algorithm_of(builder);
    check_ports(algorithm, problem.rules.ports);
    SegmentedBuilt built =
        options.has("--lockstep")
            ? SegmentedBuilt{lockstep_schedule(algorithm, problem.instance, problem.rules.ports),
                             {problem.rules.ports, problem.rules.ports == Ports::unidirectional,
                              false}}
            : build_segmented(algorithm, problem.instance, problem.rules.ports,
                              elimination_of(options));
    // The builder's rules: what its schedules need (the butterfly forwards)
    // and what they keep (one port: in order). The instance's forwarding
    // stays allowed; an in-order rule it cannot keep is refused.
    if (problem.rules.in_order && !built.rules.in_order) {
      throw InputError(builder.name + " on " + to_string(problem.rules.ports) +
                       " ports does not reduce the segments in order (a processor receives "
                       "segment k + 1 while it sends k): drop --in-order");
    }
    built.rules.forwarding = built.rules.forwarding || problem.rules.forwarding;
    problem.rules = built.rules;
    Built out{ModelInstance::of(problem), std::move(built.schedule), std::nullopt, {}, {}};
    out.details["ports"] = to_string(problem.rules.ports);
    out.details["in_order"] = problem.rules.in_order;
    out.details["forwarding"] = problem.rules.forwarding;
    return out;
  }

  Validation validate(const Schedule& schedule, const ModelInstance& instance) const override {
    const auto& [in, rules] = instance.as<SegmentedProblem>();
    return validate_segmented(schedule, in, rules);
  }
  std::vector<std::string> rule_names(const ModelInstance&) const override {
    return segmented_rule_names();
  }
  ResourcePolicy resources(const ModelInstance& instance) const override {
    return segmented_resources(instance.as<SegmentedProblem>().rules);
  }
  std::vector<Dependency> dependencies(const Schedule& schedule,
                                       const ModelInstance& instance) const override {
    return segmented_dependencies(schedule, instance.as<SegmentedProblem>().instance);
  }
  std::vector<FastPathCheck> fast_path_checks() const override {
    return segmented_fast_path_checks();
  }
  std::string data_label(const Schedule& s, ActivityRef a) const override {
    const Transfer& t = s.transfers[static_cast<std::size_t>(
        a.is_transfer() ? a.index : s.reductions[static_cast<std::size_t>(a.index)].operand)];
    if (t.segment_count == 1) return "s" + std::to_string(t.segment + 1);
    return "s" + std::to_string(t.segment + 1) + "-" + std::to_string(t.segment + t.segment_count);
  }

  bool has_optimum() const override { return true; }
  std::vector<OptionSpec> optimum_options() const override {
    return {max_states_option(), max_seconds_option()};
  }
  OptimumReport optimum(const ModelInstance& instance, const OptionValues& o) const override {
    const auto& [in, rules] = instance.as<SegmentedProblem>();
    if (rules.forwarding) {
      throw InputError(
          "--forwarding: the exhaustive schedule search covers schedules in which every "
          "processor sends each segment once, without forwarding; drop --forwarding");
    }
    const OptimumLimits limits = optimum_limits_given(o);
    if (rules.ports == Ports::bidirectional) {
      return bidirectional_optimum(in, rules.in_order, limits);
    }
    return unidirectional_optimum(in, rules.in_order, limits);
  }

  bool has_smt_encoding() const override { return true; }
  SmtEncoding smt_encoding(const ModelInstance& instance) const override {
    const auto& problem = instance.as<SegmentedProblem>();
    return segmented_smt_encoding(problem.instance, problem.rules);
  }

  std::vector<OptionSpec> domain_options() const override { return segmented_domain_options(); }
  std::unique_ptr<ClaimContext> claim_context(const OptionValues& o) const override {
    return make_segmented_claim_context(o);
  }
  std::unique_ptr<ClaimContext> fuzz_context(const OptionValues& o, int max_size) const override {
    return make_segmented_fuzz_context(o, max_size);
  }
  std::vector<Claim> claims() const override { return segmented_claims(); }
  std::vector<Statement> statements() const override { return segmented_statements(); }
  Quantities quantities() const override { return segmented_quantities(*this); }
  std::vector<TableSpec> tables() const override { return segmented_tables(); }
  std::vector<CommandSpec> commands() const override {
    return {segmentations_command(), theorem5_work_command()};
  }

 private:
  std::vector<BuilderSpec> builders_;
};

}  // namespace

SegmentedInstance processors_and_costs(const OptionValues& o) {
  SegmentedInstance in;
  in.p = static_cast<int>(
      parse_integer(o.required("--p", "the number of processors"), "--p", 1, max_processors));
  in.alpha = parse_cost(o.required("--alpha", "an exact number >= 0"), "--alpha");
  in.beta = parse_cost(o.required("--beta", "an exact number >= 0"), "--beta");
  in.gamma = parse_cost(o.required("--gamma", "an exact number >= 0"), "--gamma");
  return in;
}

OptionValues segmented_options(const SegmentedInstance& in) {
  OptionValues o;
  o.set("--p", std::to_string(in.p));
  o.set("--segments", segments_text(in.segments));
  o.set("--alpha", to_string(in.alpha));
  o.set("--beta", to_string(in.beta));
  o.set("--gamma", to_string(in.gamma));
  return o;
}

std::shared_ptr<const Model> make_segmented_model() {
  return std::make_shared<Segmented>();
}

}  // namespace redcheck

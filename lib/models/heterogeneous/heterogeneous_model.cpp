#include "models/heterogeneous/heterogeneous_model.hpp"
#include "models/heterogeneous/quantities.hpp"

#include "errors.hpp"
#include "models/given_tree.hpp"
#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/claims/claims.hpp"
#include "models/heterogeneous/claims/context.hpp"
#include "models/heterogeneous/fast_paths.hpp"
#include "models/heterogeneous/instances.hpp"
#include "models/heterogeneous/markov_command.hpp"
#include "models/heterogeneous/montecarlo_command.hpp"
#include "models/heterogeneous/optimum.hpp"
#include "models/heterogeneous/smt_encoding.hpp"
#include "models/heterogeneous/tables/tables.hpp"
#include "models/heterogeneous/validator.hpp"

#include <algorithm>

namespace redcheck {

namespace {

HeterogeneousBuilder builder_of(const BuilderSpec& spec) {
  return static_cast<HeterogeneousBuilder>(spec.id);
}

std::string summary_of(HeterogeneousBuilder b) {
  switch (b) {
    case HeterogeneousBuilder::binomial_stat:
      return "Binomial-stat: the rounds of Section 2, receivers in round order";
    case HeterogeneousBuilder::binomial_stat_fcfs:
      return "Binomial-stat's tree, receivers first come, first served (commutative)";
    case HeterogeneousBuilder::fibonacci_stat:
      return "Fibonacci-stat: FS_k from FS_{k-1} and FS_{k-2}, receivers in round order";
    case HeterogeneousBuilder::fibonacci_stat_fcfs:
      return "Fibonacci-stat's tree, receivers first come, first served (commutative)";
    case HeterogeneousBuilder::tree_dyn:
      return "Tree-dyn: an idle processor sends to the one in the slot (commutative)";
    case HeterogeneousBuilder::non_commut_tree_dyn:
      return "Non-Commut-Tree-dyn: an idle processor sends to an idle neighbour range";
  }
  throw InternalError("unknown heterogeneous builder");
}

// The best makespan of the builders that serve the instance (ending on its
// root when it has one), validated: the proven bound that prunes the
// optimum's search.
std::pair<Time, std::string> best_builder(const HeterogeneousInstance& in) {
  std::pair<Time, std::string> best{Time(0), ""};
  for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
    if (refusal(b, in)) continue;
    const Time length = validated_makespan(build_heterogeneous(b, in).schedule, in, to_string(b));
    if (best.second.empty() || length < best.first) best = {length, to_string(b)};
  }
  return best;
}

// The schedule of the tree the options give, on the instance's processors,
// timed at its earliest (builders.hpp: earliest_schedule). Refused when its
// size is not n, or when a non-commutative instance's ranges would not be
// adjacent (the validator's rule, named; any tree serves a commutative one,
// whose schedule the caller validates as every builder's).
HeterogeneousBuilt tree_given(const HeterogeneousInstance& in, const OptionValues& options) {
  const ReductionTree tree = given_tree(options, heterogeneous_max_processors);
  if (tree.size() != in.n) {
    throw InputError("the tree has " + std::to_string(tree.size()) + " processors, the instance " +
                     std::to_string(in.n) + "; accepted: a tree on the instance's processors");
  }
  if (in.rooted() && tree.sink() != in.root) {
    throw InputError("the tree ends on P_" + std::to_string(tree.sink()) + ", and the instance's " +
                     "root is P_" + std::to_string(in.root) + " (--root); accepted: a tree " +
                     "whose sink is the root (--receivers with -1 at index " +
                     std::to_string(in.root) + "; --tree numbers its sink P_0)");
  }
  HeterogeneousBuilt built{earliest_schedule(tree, in), Time(0)};
  if (!in.commutative) {
    const Validation v = redcheck::validate(built.schedule, in);
    if (!v.valid()) {
      throw InputError("the tree " + tree.brackets() + " breaks rule '" + v.rule + "' on " +
                       heterogeneous_instance_text(in) + ": " + v.violation);
    }
  }
  built.own_makespan = last_end(built.schedule);
  return built;
}

// The id of the "tree" builder: a tree the user gives, not one of the
// paper's algorithms (all_heterogeneous_builders() does not hold it).
constexpr int given_tree_builder = 1000;

bool is_given_tree(const BuilderSpec* builder) {
  return builder && builder->id == given_tree_builder;
}

class Heterogeneous : public Model {
 public:
  Heterogeneous() {
    for (HeterogeneousBuilder b : all_heterogeneous_builders()) {
      builders_.push_back({static_cast<int>(b), to_string(b), summary_of(b), {}});
    }
    builders_.push_back({given_tree_builder,
                         "tree",
                         "a given ordered tree (--tree or --receivers, on the instance's n "
                         "processors), each processor receiving in the tree's order, at its "
                         "earliest",
                         {"--tree", "--receivers"}});
  }

  std::string name() const override { return "heterogeneous"; }
  std::string source() const override {
    return "Benoit, Canon & Marchal 2013, Sections 2 to 4 (non-clairvoyant reductions)";
  }
  std::string summary() const override {
    return "costs d_ij per pair and c_i per processor; one reception at a time, overlapping "
           "reductions; the result may end on any processor, or on a root (--root)";
  }
  std::vector<std::string> rules() const override {
    return {"n processors each hold one value; the result may end on any processor",
            "--root R: the result must end on P_R, which never sends (MPI_Reduce's root)",
            "sending a value from P_i to P_j takes d_ij, a reduction on P_j takes c_j (exact "
            "rationals >= 0; d_ii must be 0)",
            "a processor receives one value at a time",
            "it reduces the values it receives in arrival order, one at a time, each after it "
            "arrived; receptions overlap reductions",
            "every processor but the final one sends its partial result once, after its last "
            "reduction",
            "--non-commutative: a processor sends only to one whose range is adjacent to its own"};
  }
  Vocabulary vocabulary() const override { return {"processor", false}; }

  std::vector<OptionSpec> instance_options() const override {
    return heterogeneous_instance_options();
  }
  std::vector<OptionSpec> builder_options() const override { return given_tree_options(); }

  ModelInstance instance_from_options(const OptionValues& o, const BuilderSpec*) const override {
    // The optimum says its own limits (optimum()), naming the method.
    return ModelInstance::of(heterogeneous_instance_from_options(o, heterogeneous_max_processors));
  }
  nlohmann::json instance_json(const ModelInstance& instance) const override {
    return heterogeneous_instance_json(instance.as<HeterogeneousInstance>());
  }
  ModelInstance instance_from_json(const nlohmann::json& j) const override {
    return ModelInstance::of(heterogeneous_instance_from_json(j, "the instance"));
  }
  std::string instance_arguments(const ModelInstance& instance) const override {
    return heterogeneous_instance_arguments(instance.as<HeterogeneousInstance>());
  }
  bool commutative(const ModelInstance& instance) const override {
    return instance.as<HeterogeneousInstance>().commutative;
  }
  std::string instance_text(const ModelInstance& instance) const override {
    return heterogeneous_instance_text(instance.as<HeterogeneousInstance>());
  }
  int machines(const ModelInstance& instance) const override {
    return instance.as<HeterogeneousInstance>().n;
  }

  OptionValues random_options(const BuilderSpec* builder, Chooser& choose,
                              const RandomSize& size) const override {
    // Costs as --random draws them, but each one a choice, so that a
    // shrinking chooser simplifies them one by one.
    const auto cost = [&] { return to_string(random_heterogeneous_cost(choose)); };
    // For the optimum: what its dynamic program accepts (ranges, wider,
    // serve non-commutative instances only when drawn so).
    const int largest = builder ? heterogeneous_max_processors : subsets_max_n;
    const int n =
        choose.integer_in(1, size.most(1, size.small || !builder ? 7 : 40, largest, "processors"));
    std::string d, c;
    for (int i = 0; i < n; ++i) {
      if (i > 0) d += ';';
      for (int j = 0; j < n; ++j) d += (j > 0 ? "," : "") + (i == j ? std::string("0") : cost());
      c += (i > 0 ? "," : "") + cost();
    }
    OptionValues o;
    o.set("--d-matrix", d);
    o.set("--c-vector", c);
    // A given tree serves non-commutative instances only when it joins
    // adjacent ranges: drawn for commutative ones.
    const bool may_be_non_commutative =
        !builder || (!is_given_tree(builder) && serves_non_commutative(builder_of(*builder)));
    if (may_be_non_commutative && choose.one_in(4)) o.set("--non-commutative", "");
    if (is_given_tree(builder)) o.set("--tree", ReductionTree::random(n, choose).brackets());
    // A root, drawn last (the draws above stay those of a seed without it):
    // for the optimum and the paper's builders, where the rooted variants
    // serve the instance (a given tree's sink is P_0; a builder of one's own
    // gets a root only when the user fixes one).
    const bool paper_builder = builder && !builder->added && !is_given_tree(builder);
    const bool rooted_serves =
        !builder ||
        (paper_builder && (!o.has("--non-commutative") ||
                           builder_of(*builder) == HeterogeneousBuilder::non_commut_tree_dyn));
    if (rooted_serves && choose.one_in(4))
      o.set("--root", std::to_string(choose.integer_in(0, n - 1)));
    return o;
  }

  const std::vector<BuilderSpec>& builders() const override { return builders_; }
  std::uint64_t estimated_activities(const BuilderSpec&, const ModelInstance& instance,
                                     const OptionValues&) const override {
    return 2 * static_cast<std::uint64_t>(instance.as<HeterogeneousInstance>().n);
  }

  Built build(const BuilderSpec& builder, const ModelInstance& instance,
              const OptionValues& options) const override {
    const auto& in = instance.as<HeterogeneousInstance>();
    HeterogeneousBuilt built = is_given_tree(&builder)
                                   ? tree_given(in, options)
                                   : build_heterogeneous(builder_of(builder), in);
    Built out{instance, std::move(built.schedule), built.own_makespan, {}, {}};
    out.details["final_processor"] = out.schedule.sink;
    out.details["d_min"] = to_string(smallest_transfer(in));
    out.details["d_max"] = to_string(largest_transfer(in));
    out.lines.push_back("result on P_" + std::to_string(out.schedule.sink) +
                        "; d = min d_ij = " + to_string(smallest_transfer(in)) +
                        ", D = max d_ij = " + to_string(largest_transfer(in)));
    return out;
  }

  Validation validate(const Schedule& schedule, const ModelInstance& instance) const override {
    return redcheck::validate(schedule, instance.as<HeterogeneousInstance>());
  }
  std::vector<std::string> rule_names(const ModelInstance& instance) const override {
    return heterogeneous_rule_names(instance.as<HeterogeneousInstance>());
  }
  ResourcePolicy resources(const ModelInstance&) const override {
    return heterogeneous_resources();
  }
  std::vector<Dependency> dependencies(const Schedule& schedule,
                                       const ModelInstance&) const override {
    return heterogeneous_dependencies(schedule);
  }
  std::vector<FastPathCheck> fast_path_checks() const override {
    return heterogeneous_fast_path_checks();
  }

  bool has_optimum() const override { return true; }
  std::vector<OptionSpec> optimum_options() const override {
    return {{"--method", "subsets (dynamic program; n <= " + std::to_string(subsets_max_n) +
                             ", non-commutative n <= " + std::to_string(ranges_max_n) +
                             ") or every-shape (times every shape; n <= " +
                             std::to_string(every_shape_max_n) + ")"}};
  }
  OptimumReport optimum(const ModelInstance& instance, const OptionValues& o) const override {
    const auto& in = instance.as<HeterogeneousInstance>();
    const std::string* method = o.find("--method");
    if (method && *method != "subsets" && *method != "every-shape") {
      throw InputError("--method '" + *method + "' is unknown; accepted: subsets, every-shape");
    }
    const bool every_shape = method && *method == "every-shape";
    // Refuse sizes before the builders run.
    const int limit = every_shape      ? every_shape_max_n
                      : in.commutative ? subsets_max_n
                                       : ranges_max_n;
    if (in.n > limit) {
      throw TooBig("n = " + std::to_string(in.n) + " is beyond what the exact optimum accepts" +
                   (every_shape ? " with --method every-shape" : "") + ": n <= " +
                   std::to_string(limit) + (in.commutative ? "" : " (non-commutative)"));
    }
    const auto [bound, bound_builder] = best_builder(in);
    const HeterogeneousOptimum found =
        every_shape ? optimum_by_every_shape(in) : optimum_by_subsets(in, &bound);
    OptimumReport report;
    report.optimum = found.optimum;
    report.method = found.method;
    report.arithmetic = found.arithmetic;
    report.example = found.example;
    report.fields["shapes"] = found.shapes.str();
    report.fields["final_processor"] = found.example.sink;
    report.fields["best_builder"] = {{"algorithm", bound_builder}, {"makespan", to_string(bound)}};
    report.fields["commutative"] = in.commutative;
    if (in.rooted()) report.fields["root"] = in.root;
    report.lines.push_back(
        "shapes covered: " + found.shapes.str() + " (every tree, arrival order and " +
        (in.rooted() ? "the root P_" + std::to_string(in.root) + " as final processor"
                     : std::string("final processor")) +
        (in.commutative ? ")" : ", adjacent ranges only)"));
    report.lines.push_back("best builder: " + bound_builder + " " + to_string(bound));
    return report;
  }

  bool has_smt_encoding() const override { return true; }
  SmtEncoding smt_encoding(const ModelInstance& instance) const override {
    return heterogeneous_smt_encoding(instance.as<HeterogeneousInstance>());
  }

  std::vector<OptionSpec> domain_options() const override { return heterogeneous_domain_options(); }
  std::unique_ptr<ClaimContext> claim_context(const OptionValues& o) const override {
    return make_heterogeneous_claim_context(o);
  }
  std::unique_ptr<ClaimContext> fuzz_context(const OptionValues& o, int max_size) const override {
    return make_heterogeneous_fuzz_context(o, max_size);
  }
  std::vector<Claim> claims() const override { return heterogeneous_claims(); }
  std::vector<Statement> statements() const override { return heterogeneous_statements(); }
  Quantities quantities() const override { return heterogeneous_quantities(*this); }
  std::vector<TableSpec> tables() const override { return heterogeneous_tables(); }
  std::vector<CommandSpec> commands() const override {
    return {markov_command(), montecarlo_command()};
  }

 private:
  std::vector<BuilderSpec> builders_;
};

}  // namespace

std::shared_ptr<const Model> make_heterogeneous_model() {
  return std::make_shared<Heterogeneous>();
}

}  // namespace redcheck

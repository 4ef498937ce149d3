#include "models/steady_state/steady_state_model.hpp"
#include "models/steady_state/quantities.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"
#include "models/steady_state/claims/claims.hpp"
#include "models/steady_state/instance.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/random_platforms.hpp"
#include "models/steady_state/steady_state_command.hpp"
#include "models/steady_state/tables/legrand_examples.hpp"
#include "models/steady_state/validator.hpp"

namespace redcheck {

namespace {

enum class SteadyBuilder { periodic, periodic_whole };

Built built_schedule(const SteadyStateInstance& in, bool whole) {
  if (in.whole_messages && !whole) {
    throw InputError(
        "periodic splits messages across matchings, which the instance's rule "
        "--whole-messages forbids: build periodic-whole, or drop --whole-messages");
  }
  const SteadyStateSolution solution = solve_steady_state(in.problem);
  PeriodicSchedule periodic = split_periodic_schedule(in.problem, solution);
  if (whole) periodic = unsplit_periodic_schedule(in.problem, periodic);
  SteadyStateInstance fixed = in;
  fixed.whole_messages = whole;
  Built out;
  out.instance = ModelInstance::of(fixed);
  out.own_length = *periodic.schedule.period;
  out.details = {{"throughput", to_string(solution.throughput)},
                 {"operations_per_period", periodic.operations.str()},
                 {"matchings", periodic.matchings.size()},
                 {"certificate_verified", solution.certificate.verified}};
  out.lines = {"throughput " + to_string(solution.throughput) + " (LP optimum, certified: " +
                   (solution.certificate.verified ? "yes" : "no") + ")",
               periodic.operations.str() + " operations per period of " +
                   to_string(*periodic.schedule.period) + ", " +
                   std::to_string(periodic.matchings.size()) + " matchings"};
  out.schedule = std::move(periodic.schedule);
  return out;
}

class SteadyState : public Model {
 public:
  SteadyState() {
    builders_ = {{static_cast<int>(SteadyBuilder::periodic),
                  "periodic",
                  "the LP optimum's periodic schedule, messages split across matchings "
                  "(Figure 4(a))",
                  {}},
                 {static_cast<int>(SteadyBuilder::periodic_whole),
                  "periodic-whole",
                  "the same with a longer period and no split message (Figure 4(b))",
                  {}}};
  }

  std::string name() const override { return "steady-state"; }
  std::string source() const override { return "Legrand, Marchal & Robert 2004"; }
  std::string summary() const override {
    return "series of scatters, gossips and reduces on a heterogeneous graph: optimal throughput "
           "by exact LP, periodic schedules";
  }
  std::vector<std::string> rules() const override {
    return {
        "a directed platform: c(i,j) time units per unit-size message on edge (i,j), w(i) "
        "per task on node i",
        "one port per direction: a node sends to one node and receives from one at a time",
        "full overlap of computation and communication; one task at a time per node",
        "a periodic schedule repeats every period; per period every node forwards what it "
        "receives, and each operation's data flow balances",
        "measured by its period; its throughput is the operations per period / period"};
  }
  Vocabulary vocabulary() const override { return {"node", false}; }
  std::string measure_name() const override { return "period"; }

  std::vector<OptionSpec> instance_options() const override {
    std::vector<OptionSpec> options = steady_state_problem_options();
    options.push_back({"--whole-messages",
                       "Rule: no message is split across matchings (the schedules of "
                       "periodic-whole, Figure 4(b))",
                       true});
    return options;
  }
  ModelInstance instance_from_options(const OptionValues& o, const BuilderSpec*) const override {
    return ModelInstance::of(steady_state_instance(o));
  }
  nlohmann::json instance_json(const ModelInstance& instance) const override {
    return steady_state_instance_json(instance.as<SteadyStateInstance>());
  }
  ModelInstance instance_from_json(const nlohmann::json& j) const override {
    return ModelInstance::of(steady_state_instance_from_json(j));
  }
  std::string instance_arguments(const ModelInstance& instance) const override {
    return steady_state_arguments(instance.as<SteadyStateInstance>());
  }
  std::string instance_text(const ModelInstance& instance) const override {
    return problem_text(instance.as<SteadyStateInstance>().problem);
  }
  int machines(const ModelInstance& instance) const override {
    return instance.as<SteadyStateInstance>().problem.platform.nodes();
  }
  // A transfer's "segment" is the message type it carries, from 1.
  int segments(const ModelInstance& instance) const override {
    return static_cast<int>(instance.as<SteadyStateInstance>().problem.types.size());
  }
  OptionValues random_options(const BuilderSpec* builder, Chooser& choose,
                              const RandomSize& size) const override {
    const auto pick = [&](int low, int high) { return choose.integer_in(low, high); };
    const int n = pick(3, size.most(3, size.small ? 5 : 8, max_random_platform_nodes, "nodes"));
    OptionValues o;
    o.set("--random-platform", platform_shape_names()[choose.index(platform_shape_names().size())] +
                                   ":" + std::to_string(n) + ":" +
                                   std::to_string(pick(0, 1 << 20)));
    const auto node = [](int i) { return "P" + std::to_string(i); };
    switch (pick(0, 2)) {  // the reduce first: the paper's main operation
      case 0:
        o.set("--operation", "reduce");
        o.set("--target", node(pick(0, n - 1)));
        if (!size.small || n > 4) o.set("--participants", node(0) + "," + node(1) + "," + node(2));
        break;
      case 1: {
        o.set("--operation", "scatter");
        o.set("--source", node(0));
        std::string targets;
        for (int i = 1; i < n; ++i) {
          if (i == 1 || choose.one_in(2)) targets += (targets.empty() ? "" : ",") + node(i);
        }
        o.set("--targets", targets);
        break;
      }
      default:
        o.set("--operation", "gossip");
        o.set("--sources", node(0) + "," + node(1));
        o.set("--targets", node(1) + "," + node(n - 1));
        break;
    }
    // The rule periodic-whole keeps (periodic cannot).
    if (builder && static_cast<SteadyBuilder>(builder->id) == SteadyBuilder::periodic_whole &&
        choose.one_in(2)) {
      o.set("--whole-messages", "");
    }
    return o;
  }

  const std::vector<BuilderSpec>& builders() const override { return builders_; }
  std::uint64_t estimated_activities(const BuilderSpec&, const ModelInstance& instance,
                                     const OptionValues&) const override {
    // The LP's columns bound the pieces and batches (the colouring adds at
    // most one piece per matching and edge).
    const SteadyStateProblem& p = instance.as<SteadyStateInstance>().problem;
    const auto edges = static_cast<std::uint64_t>(p.platform.edges().size());
    const auto nodes = static_cast<std::uint64_t>(p.platform.nodes());
    return edges * (p.types.size() + 4 * nodes * nodes) + nodes * p.tasks.size();
  }
  Built build(const BuilderSpec& builder, const ModelInstance& instance,
              const OptionValues&) const override {
    return built_schedule(instance.as<SteadyStateInstance>(),
                          static_cast<SteadyBuilder>(builder.id) == SteadyBuilder::periodic_whole);
  }
  Validation validate(const Schedule& s, const ModelInstance& instance) const override {
    const auto& in = instance.as<SteadyStateInstance>();
    return validate_periodic(s, in.problem, in.whole_messages).validation;
  }
  std::vector<std::string> rule_names(const ModelInstance&) const override {
    return periodic_rule_names();
  }
  ResourcePolicy resources(const ModelInstance&) const override {
    return {false, false, std::nullopt};
  }
  std::vector<Dependency> dependencies(const Schedule&, const ModelInstance&) const override {
    return {};  // within a period nothing waits: data come from earlier periods
  }
  /// Indices only: the names of message and task types belong to the
  /// instance (enumerator steady-state prints them).
  std::string data_label(const Schedule& s, ActivityRef a) const override {
    if (a.is_transfer()) {
      return "type " + std::to_string(s.transfers[static_cast<std::size_t>(a.index)].segment);
    }
    return "task " + std::to_string(s.reductions[static_cast<std::size_t>(a.index)].task);
  }

  std::vector<FastPathCheck> fast_path_checks() const override {
    return {{"a scatter from a star's centre: TP = 1 / sum of c(centre, t) = the exact LP",
             [](Random& random) -> std::optional<std::string> {
               const int n = std::uniform_int_distribution<int>(2, 8)(random);
               Platform star = random_platform(PlatformShape::star, n, random);
               std::vector<int> targets;
               Time busy(0);
               for (int t = 1; t < n; ++t) {
                 if (t > 1 && std::bernoulli_distribution(0.5)(random)) continue;
                 targets.push_back(t);
                 busy += star.edges()[static_cast<std::size_t>(*star.edge(0, t))].cost;
               }
               const SteadyStateProblem p = scatter_problem(std::move(star), 0, targets);
               const Time lp = solve_steady_state(p).throughput;
               if (lp == 1 / busy) return std::nullopt;
               return problem_text(p) + ": closed form " + to_string(1 / busy) + ", LP " +
                      to_string(lp);
             }}};
  }

  std::vector<OptionSpec> domain_options() const override {
    return {{"--steady-state-seeds",
             "Random platforms per shape, size and operation in the steady-state claims "
             "(default 2, 1..100)"}};
  }
  std::unique_ptr<ClaimContext> claim_context(const OptionValues& o) const override {
    const std::string* text = o.find("--steady-state-seeds");
    return std::make_unique<SteadyStateContext>(
        text ? static_cast<int>(parse_integer(*text, "--steady-state-seeds", 1, 100)) : 2);
  }
  std::vector<Claim> claims() const override { return steady_state_claims(); }
  std::vector<Statement> statements() const override { return steady_state_statements(); }
  Quantities quantities() const override { return steady_state_quantities(*this); }
  std::vector<TableSpec> tables() const override { return steady_state_tables(); }
  std::vector<CommandSpec> commands() const override { return {steady_state_command()}; }

 private:
  std::vector<BuilderSpec> builders_;
};

}  // namespace

std::shared_ptr<const Model> make_steady_state_model() {
  return std::make_shared<SteadyState>();
}

}  // namespace redcheck

#include "support/toy_model/rounds_model.hpp"

#include "claims/domain.hpp"
#include "cli/arguments.hpp"
#include "enumeration/ordered_trees.hpp"
#include "rules/checkers.hpp"

namespace redcheck::testing {

namespace {

// ---- the rules ------------------------------------------------------------------

const Vocabulary words{"machine", false};

std::optional<std::string> check_rounds(const Schedule& s, const Time& round) {
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Time rounds = s.transfers[k].start / round;
    if (denominator(rounds) != 1) {
      return describe(s, transfer_ref(static_cast<int>(k)), words) +
             " does not start on a round boundary (rounds of " + to_string(round) + ")";
    }
  }
  return std::nullopt;
}

const Time no_time = 0;

// The rules in the order they are checked; `tree` carries what the tree rule
// finds to the later ones.
RuleList rounds_rules(const Schedule& s, const RoundsInstance& in, SendTree& tree) {
  return RuleList()
      .add("indices",
           [&]() -> std::optional<std::string> {
             if (s.machines != in.n)
               return "the schedule has " + std::to_string(s.machines) +
                      " machines, the instance n = " + std::to_string(in.n);
             return check_indices(s, words);
           })
      .add("durations",
           [&] {
             if (auto broken = check_durations(
                     s, ActivityKind::transfer, words,
                     [&](std::size_t) -> const Time& { return in.round; }, "a transfer lasts r")) {
               return broken;
             }
             return check_durations(
                 s, ActivityKind::computation, words,
                 [&](std::size_t) -> const Time& { return no_time; }, "a reduction lasts");
           })
      .add("rounds", [&] { return check_rounds(s, in.round); })
      .add("reduction tree", [&] { return check_reduction_tree(s, words, tree); })
      .add("reduced once", [&] { return check_reduced_once(s, words); })
      .add("precedence", [&] { return check_precedence(s, tree_dependencies(s, tree), words); })
      .add("resources", [&] {
        return check_capacity(s, ResourcePolicy{true, false, {}}, words);
      });
}

Validation validate_rounds(const Schedule& s, const RoundsInstance& in) {
  SendTree tree;
  return rounds_rules(s, in, tree).run(s);
}

// ---- builders -----------------------------------------------------------------------

enum class RoundsBuilder { pairwise, star, chain };

// The earliest schedule of an ordered tree: each machine receives its
// senders in order, one per round, each as soon as the sender is done and
// the receiver's port is free. Its makespan in rounds is the sink's.
Schedule earliest_rounds(const ReductionTree& tree, const Time& round) {
  Schedule s;
  s.machines = tree.size();
  s.sink = tree.sink();
  std::vector<long long> done(static_cast<std::size_t>(tree.size()), 0);
  for (int machine : tree.postorder()) {
    long long port = 0;
    for (int sender : tree.senders(machine)) {
      const long long start = std::max(done[static_cast<std::size_t>(sender)], port);
      const Time end = round * Time(start + 1);
      s.transfers.push_back({sender, machine, round * Time(start), end});
      s.reductions.push_back({machine, static_cast<int>(s.transfers.size()) - 1, end, end});
      port = start + 1;
    }
    done[static_cast<std::size_t>(machine)] = port;
  }
  return s;
}

ReductionTree tree_of(RoundsBuilder b, int n) {
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int i = 1; i < n; ++i) {
    // pairwise: i sends to i minus its lowest set bit, nearest senders first
    const int to = b == RoundsBuilder::pairwise ? i - (i & -i)
                   : b == RoundsBuilder::chain  ? i - 1
                                                : 0;
    senders[static_cast<std::size_t>(to)].push_back(i);
  }
  return ReductionTree::from_senders(std::move(senders));
}

// ---- claims --------------------------------------------------------------------------

class RoundsContext : public ClaimContext {
 public:
  explicit RoundsContext(int n_max) : n_max_(n_max) {}
  nlohmann::json domain_json() const override { return {{"rounds_n_max", n_max_}}; }
  int n_max() const { return n_max_; }

 private:
  int n_max_;
};

Time exhaustive_rounds(int n, const Time& round, std::uint64_t* trees = nullptr) {
  std::optional<Time> best;
  for_each_ordered_tree(n, [&](const ReductionTree& tree) {
    const Time t = last_end(earliest_rounds(tree, round));
    if (!best || t < *best) best = t;
    if (trees) ++*trees;
  });
  return *best;
}

Claim pairwise_optimal() {
  return claim_in<RoundsContext>(
      "toy.rounds.pairwise-optimal", "the rounds model (test-only)",
      "pairwise pairing reduces n values in ceil(log2 n) rounds, and no schedule does better",
      "pairwise's validated makespan, ceil(log2 n) r and the exhaustive optimum are equal",
      Outcome::holds, "", [](RoundsContext& context) {
        const int n_max = context.n_max();
        const Domain<int> domain(
            "n = 1.." + std::to_string(n_max) + ", r = 1",
            [n_max](const Domain<int>::Visit& visit) {
              for (int n = 1; n <= n_max; ++n) {
                if (!visit(n)) return false;
              }
              return true;
            },
            [n_max](Random& r) { return std::uniform_int_distribution<int>(1, n_max)(r); });
        return search<int>(domain, [](const int& n) -> std::optional<Counterexample> {
          const RoundsInstance in{n, 1};
          const Schedule s = earliest_rounds(tree_of(RoundsBuilder::pairwise, n), in.round);
          const Validation v = validate_rounds(s, in);
          checked_valid("pairwise", "n = " + std::to_string(n), v.violation);
          const Time closed = Time(ceil_log2(static_cast<std::uint64_t>(n)));
          const Time optimum = exhaustive_rounds(n, in.round);
          if (v.makespan == closed && closed == optimum) return std::nullopt;
          return Counterexample{
              "n = " + std::to_string(n) + ": pairwise " + to_string(v.makespan) +
                  ", ceil(log2 n) " + to_string(closed) + ", optimum " + to_string(optimum),
              {{"n", n}},
              "enumerator optimum --model rounds --n " + std::to_string(n) + " --round 1"};
        });
      });
}

// Breaks a library precondition on purpose: the verifier must call it an
// internal error (exit 1), not bad input (exit 2).
Claim broken_precondition() {
  return claim_in<RoundsContext>(
      "toy.rounds.broken-precondition", "the rounds model (test-only)",
      "a check that calls a library function with an argument it refuses",
      "ReductionTree::from_brackets(\"(\") throws InputError inside the check", Outcome::holds, "",
      [](RoundsContext&) {
        ReductionTree::from_brackets("(");
        return ClaimReport{};
      });
}

// ---- the model ----------------------------------------------------------------------

class Rounds : public Model {
 public:
  explicit Rounds(bool broken_claim) : broken_claim_(broken_claim) {
    builders_ = {{static_cast<int>(RoundsBuilder::pairwise),
                  "pairwise",
                  "i sends to i minus its lowest set bit",
                  {}},
                 {static_cast<int>(RoundsBuilder::star), "star", "everyone sends to the sink", {}},
                 {static_cast<int>(RoundsBuilder::chain), "chain", "i sends to i - 1", {}}};
  }

  std::string name() const override { return "rounds"; }
  std::string source() const override { return "test-only example model"; }
  std::string summary() const override {
    return "synchronous rounds: a transfer per round per machine";
  }
  std::vector<std::string> rules() const override {
    return {"n machines, the sink 0 ends with every value",
            "a transfer lasts one round r and starts on a round boundary",
            "one-port; the receiver combines on arrival, in no time",
            "every machine but the sink sends once, after all it received has arrived"};
  }

  std::vector<OptionSpec> instance_options() const override {
    return {{"--n", "Number of machines"}, {"--round", "Length of a round, exact, > 0"}};
  }
  ModelInstance instance_from_options(const OptionValues& o, const BuilderSpec*) const override {
    RoundsInstance in;
    in.n = static_cast<int>(
        parse_integer(o.required("--n", "the number of machines"), "--n", 1, 1000));
    in.round = parse_cost(o.required("--round", "the length of a round"), "--round");
    if (in.round == 0) throw InputError("--round = 0; a round lasts more than 0");
    return ModelInstance::of(in);
  }
  nlohmann::json instance_json(const ModelInstance& instance) const override {
    const auto& in = instance.as<RoundsInstance>();
    return {{"n", in.n}, {"round", to_string(in.round)}};
  }
  ModelInstance instance_from_json(const nlohmann::json& j) const override {
    OptionValues o;
    o.set("--n", std::to_string(j.at("n").get<int>()));
    o.set("--round", j.at("round").get<std::string>());
    return instance_from_options(o, nullptr);
  }
  std::string instance_arguments(const ModelInstance& instance) const override {
    const auto& in = instance.as<RoundsInstance>();
    return "--n " + std::to_string(in.n) + " --round " + to_string(in.round);
  }
  int machines(const ModelInstance& instance) const override {
    return instance.as<RoundsInstance>().n;
  }
  std::string instance_text(const ModelInstance& instance) const override {
    const auto& in = instance.as<RoundsInstance>();
    return "n = " + std::to_string(in.n) + ", r = " + to_string(in.round);
  }
  OptionValues random_options(const BuilderSpec*, Chooser& choose,
                              const RandomSize& size) const override {
    OptionValues o;
    o.set("--n", std::to_string(choose.integer_in(1, size.most(1, size.small ? 7 : 30, 1000))));
    o.set("--round", std::vector<std::string>{"1", "1/2", "3/2", "2"}[choose.index(4)]);
    return o;
  }

  const std::vector<BuilderSpec>& builders() const override { return builders_; }
  std::uint64_t estimated_activities(const BuilderSpec&, const ModelInstance& instance,
                                     const OptionValues&) const override {
    return 2 * static_cast<std::uint64_t>(instance.as<RoundsInstance>().n - 1);
  }
  Built build(const BuilderSpec& builder, const ModelInstance& instance,
              const OptionValues&) const override {
    const auto& in = instance.as<RoundsInstance>();
    return Built{instance,
                 earliest_rounds(tree_of(static_cast<RoundsBuilder>(builder.id), in.n), in.round),
                 std::nullopt,
                 {},
                 {}};
  }
  Validation validate(const Schedule& s, const ModelInstance& instance) const override {
    return validate_rounds(s, instance.as<RoundsInstance>());
  }
  std::vector<std::string> rule_names(const ModelInstance& instance) const override {
    SendTree tree;
    return rounds_rules(Schedule{}, instance.as<RoundsInstance>(), tree).names();
  }
  ResourcePolicy resources(const ModelInstance&) const override { return {true, false, {}}; }
  std::vector<Dependency> dependencies(const Schedule& s, const ModelInstance&) const override {
    SendTree tree;
    if (check_indices(s, words) || check_reduction_tree(s, words, tree)) return {};
    return tree_dependencies(s, tree);
  }
  std::vector<FastPathCheck> fast_path_checks() const override {
    return {{"ceil(log2 n) rounds = exhaustive optimum",
             [](Random& random) -> std::optional<std::string> {
               const int n = std::uniform_int_distribution<int>(1, 8)(random);
               const Time closed(ceil_log2(static_cast<std::uint64_t>(n)));
               const Time optimum = exhaustive_rounds(n, 1);
               if (closed == optimum) return std::nullopt;
               return "n = " + std::to_string(n) + ": " + to_string(closed) + " vs " +
                      to_string(optimum);
             }}};
  }

  bool has_optimum() const override { return true; }
  OptimumReport optimum(const ModelInstance& instance, const OptionValues&) const override {
    const auto& in = instance.as<RoundsInstance>();
    if (in.n > 10)
      throw InputError("--n = " + std::to_string(in.n) +
                       ": the rounds model enumerates every ordered tree up to n = 10");
    std::optional<ReductionTree> best_tree;
    std::optional<Time> best;
    std::uint64_t trees = 0;
    for_each_ordered_tree(in.n, [&](const ReductionTree& tree) {
      ++trees;
      const Time t = last_end(earliest_rounds(tree, in.round));
      if (!best || t < *best) best = t, best_tree = tree;
    });
    OptimumReport report;
    report.optimum = *best;
    report.method = "every ordered tree timed at its earliest rounds";
    report.arithmetic = "exact rationals";
    report.example = earliest_rounds(*best_tree, in.round);
    report.fields["shapes"] = trees;
    return report;
  }

  std::vector<OptionSpec> domain_options() const override {
    return {{"--rounds-n-max", "Largest n of the rounds model's claims (default 8)"}};
  }
  std::unique_ptr<ClaimContext> claim_context(const OptionValues& o) const override {
    const std::string* text = o.find("--rounds-n-max");
    return std::make_unique<RoundsContext>(
        text ? static_cast<int>(parse_integer(*text, "--rounds-n-max", 1, 10)) : 8);
  }
  std::vector<Claim> claims() const override {
    std::vector<Claim> out{pairwise_optimal()};
    if (broken_claim_) out.push_back(broken_precondition());
    return out;
  }
  std::vector<TableSpec> tables() const override {
    return {{"toy-rounds",
             "the rounds model: optimum and builders for n = 1..8, r = 1",
             "enumerator table toy-rounds --out DIR",
             {{"toy_rounds.csv", "rounds per builder"}},
             [this] {
               std::vector<int> rows;
               for (int n = 1; n <= 8; ++n) rows.push_back(n);
               TableDescription<int> t;
               t.column("n", [](int n) { return std::to_string(n); });
               t.column("optimum", [](int n) { return to_string(exhaustive_rounds(n, 1)); });
               for (const auto& b : builders_) {
                 t.column(b.name, [b](int n) {
                   return to_string(
                       last_end(earliest_rounds(tree_of(static_cast<RoundsBuilder>(b.id), n), 1)));
                 });
               }
               TableOutput out;
               out.files.push_back(csv_file("toy_rounds.csv", t.render(rows)));
               out.summary = {{"rows", rows.size()}};
               return out;
             }}};
  }

 private:
  bool broken_claim_;
  std::vector<BuilderSpec> builders_;
};

}  // namespace

std::shared_ptr<const Model> make_rounds_model(bool broken_claim) {
  return std::make_shared<Rounds>(broken_claim);
}

}  // namespace redcheck::testing

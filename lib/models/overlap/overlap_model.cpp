#include "models/overlap/overlap_model.hpp"
#include "models/overlap/quantities.hpp"

#include "models/given_tree.hpp"

#include "cli/arguments.hpp"
#include "cli/json_fields.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/claims/claims.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/exhaustive_work_command.hpp"
#include "models/overlap/fast_paths.hpp"
#include "models/overlap/limited_optimum.hpp"
#include "models/overlap/limited_timing.hpp"
#include "models/overlap/optimum_recurrence.hpp"
#include "models/overlap/optimum_report.hpp"
#include "models/overlap/smt_encoding.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/tables/tables.hpp"
#include "models/overlap/validator.hpp"
#include "output/schedule_json.hpp"
#include "schedule/relabel.hpp"

#include <algorithm>
#include <map>

namespace redcheck {

namespace {

BuilderSpec spec(OverlapBuilder b, std::string summary, std::vector<std::string> options) {
  return {static_cast<int>(b), to_string(b), std::move(summary), std::move(options)};
}

OverlapBuilder builder_of(const BuilderSpec& spec) {
  return static_cast<OverlapBuilder>(spec.id);
}

bool is_tree_family(OverlapBuilder b) {
  return b == OverlapBuilder::binomial_tree || b == OverlapBuilder::fibonacci_tree;
}

TieBreak tie_break_of(const OptionValues& o) {
  const std::string* text = o.find("--tie-break");
  return text ? parse_tie_break(*text) : TieBreak::lowest_index;
}

ArrivalOrder arrival_of(const OptionValues& o) {
  const std::string* text = o.find("--arrival");
  if (!text || *text == "ready") return ArrivalOrder::by_ready_time;
  if (*text == "as-in-tree") return ArrivalOrder::as_in_tree;
  throw InputError("--arrival '" + *text + "' is unknown; accepted: ready, as-in-tree");
}

// The tree of "--algorithm tree" (models/given_tree.hpp).
ReductionTree given_tree(const OptionValues& o) {
  return redcheck::given_tree(o, max_machines);
}

int order_of(const OptionValues& o, OverlapBuilder b) {
  const int low = b == OverlapBuilder::binomial_tree ? 0 : -1;
  const int high = b == OverlapBuilder::binomial_tree ? 24 : 30;
  return static_cast<int>(
      parse_integer(o.required("--order", "the order k of the tree (" + to_string(b) + ")"),
                    "--order", low, high));
}

// Whether the builder's own options give the machines: a tree, or an order.
bool fixes_machines(OverlapBuilder b, const OptionValues& o) {
  return b == OverlapBuilder::tree || (is_tree_family(b) && o.has("--order"));
}

// The order of a tree-family builder: --order, else the one whose tree has
// the instance's n machines (a power of two, a Fibonacci number).
int order_for(const OptionValues& o, OverlapBuilder b, int n) {
  if (o.has("--order")) return order_of(o, b);
  for (int k = b == OverlapBuilder::binomial_tree ? 0 : -1;
       k <= (b == OverlapBuilder::binomial_tree ? 24 : 30); ++k) {
    const std::uint64_t machines =
        b == OverlapBuilder::binomial_tree ? std::uint64_t{1} << k : fibonacci_number(k + 2);
    if (machines == static_cast<std::uint64_t>(n)) return k;
    if (machines > static_cast<std::uint64_t>(n)) break;
  }
  throw InputError(to_string(b) + " needs --order k (" +
                   (b == OverlapBuilder::binomial_tree ? "2^k machines" : "F_{k+2} machines") +
                   "), or an instance whose n is " +
                   (b == OverlapBuilder::binomial_tree ? "a power of two" : "a Fibonacci number") +
                   "; n = " + std::to_string(n));
}

// The machines of the tree a tree-family builder or "tree" builds: it fixes n.
int machines_of_tree_builder(OverlapBuilder b, const OptionValues& o) {
  if (b == OverlapBuilder::binomial_tree) return 1 << order_of(o, b);
  if (b == OverlapBuilder::fibonacci_tree) {
    return static_cast<int>(fibonacci_number(order_of(o, b) + 2));
  }
  return given_tree(o).size();
}

// "--max-transfers K" / "--max-reducers K": an integer K >= 1.
std::optional<int> limit_option(const OptionValues& o, const std::string& flag) {
  const std::string* text = o.find(flag);
  if (!text) return std::nullopt;
  return static_cast<int>(parse_integer(*text, flag, 1, max_machines));
}

std::string limits_text(const OverlapModel& m) {
  std::string out;
  if (m.max_transfers) out += ", at most " + std::to_string(*m.max_transfers) + " transfers";
  if (m.max_reducers) out += ", at most " + std::to_string(*m.max_reducers) + " reducers";
  return out;
}

// The K of Algorithms 2 and 3: --k, or the instance's limit of their kind,
// which --k then sets. Both given must agree.
void set_builder_limit(BuildRequest& request, OverlapModel& model, const OptionValues& o) {
  const bool transfers = request.algorithm == OverlapBuilder::greedy_limited_transfers;
  if (!transfers && request.algorithm != OverlapBuilder::greedy_limited_reducers) return;
  std::optional<int>& limit = transfers ? model.max_transfers : model.max_reducers;
  const std::string flag = transfers ? "--max-transfers" : "--max-reducers";
  if (const std::string* text = o.find("--k")) {
    request.k = static_cast<int>(parse_integer(*text, "--k", 1, max_machines));
  }
  if (request.k && limit && *request.k != *limit) {
    throw InputError("--k " + std::to_string(*request.k) + " and " + flag + " " +
                     std::to_string(*limit) + " differ; " + to_string(request.algorithm) +
                     " builds for the limit it is checked against: give one of them");
  }
  if (!request.k) request.k = limit;
  if (!request.k) {
    throw InputError(to_string(request.algorithm) + " needs --k K (or " + flag +
                     " K), an integer >= 1");
  }
  limit = request.k;
}

// A builder's schedule under the instance's limits: delayed as little as a
// transfer limit forces (limited_timing.hpp); a reducer limit cannot be met
// by delaying, so a tree with more reducers is refused.
void apply_limits(OverlapBuilt& built, const OverlapModel& model, const std::string& builder,
                  nlohmann::json& details, std::vector<std::string>& lines) {
  const int n = built.schedule.machines;
  const int reducers = reducer_count(built.schedule);
  if (model.max_reducers && reducers > *model.max_reducers) {
    throw InputError(builder + "'s tree has " + std::to_string(reducers) +
                     " reducers and --max-reducers is " + std::to_string(*model.max_reducers) +
                     ": delaying a schedule cannot remove reducers; use greedy-limited-reducers "
                     "or a tree with fewer receiving machines");
  }
  const int concurrent = most_concurrent_transfers(built.schedule);
  details["reducers"] = reducers;
  if (model.max_transfers && concurrent > *model.max_transfers) {
    OverlapModel unlimited = model.with_limits(std::nullopt, std::nullopt);
    unlimited.commutative = true;  // renumbered for non-commutative checks afterwards
    const Time before = validated_makespan(built.schedule, unlimited, builder);
    built.schedule = delayed_to_transfer_limit(built.schedule, model);
    built.own_length.reset();  // its own dates no longer apply
    details["delayed_for_transfer_limit"] = true;
    details["makespan_without_limit"] = to_string(before);
    details["most_concurrent_transfers_without_limit"] = concurrent;
    lines.push_back("delayed for the transfer limit: " + std::to_string(concurrent) +
                    " transfers at once without it, makespan " + to_string(before));
  }
  details["most_concurrent_transfers"] = most_concurrent_transfers(built.schedule);
  const int one_port_most = n / 2;
  if (model.max_transfers && *model.max_transfers >= one_port_most) {
    details["transfer_limit_note"] =
        "K = " + std::to_string(*model.max_transfers) +
        " >= floor(n/2) = " + std::to_string(one_port_most) +
        ": one-port allows no more transfers at once, the limit cannot bind";
  }
  if (model.max_reducers && *model.max_reducers >= n - 1) {
    details["reducer_limit_note"] = "K = " + std::to_string(*model.max_reducers) +
                                    " >= n - 1: at most n - 1 machines receive, the limit "
                                    "cannot bind";
  }
  for (const std::optional<int>& k : {model.max_transfers, model.max_reducers}) {
    if (k) {
      details["proposition8_bound"] = to_string(proposition8_bound(n, *k, model));
      break;
    }
  }
}

// Schedules larger than this are refused before they are built (each
// activity holds two exact rationals; about 7 GB at the limit).
constexpr std::uint64_t max_schedule_activities = std::uint64_t{1} << 25;

class Overlap : public Model {
 public:
  Overlap() {
    builders_ = {
        spec(OverlapBuilder::greedy, "Algorithm 1, its schedule read off its own dates",
             {"--tie-break"}),
        spec(OverlapBuilder::binomial_strategy,
             "Section 7.3: Algorithm 1 on (max(d, c), 0), timed with the true costs",
             {"--tie-break", "--arrival"}),
        spec(OverlapBuilder::fibonacci_strategy,
             "Section 7.3: Algorithm 1 with d = c, timed with the true costs",
             {"--tie-break", "--arrival"}),
        spec(OverlapBuilder::binomial_tree,
             "Definition 12, order k (2^k machines; without --order, n gives it)",
             {"--order", "--arrival"}),
        spec(OverlapBuilder::fibonacci_tree,
             "Definition 15, order k (F_{k+2} machines; without --order, n gives it)",
             {"--order", "--arrival"}),
        spec(OverlapBuilder::star, "the sink receives from the n - 1 others", {"--arrival"}),
        spec(OverlapBuilder::chain, "machine i sends to i - 1", {"--arrival"}),
        spec(OverlapBuilder::tree, "a given ordered tree, timed at its earliest",
             {"--tree", "--receivers", "--arrival"}),
        spec(OverlapBuilder::greedy_limited_transfers,
             "Algorithm 2 (Section 6.1): at most K transfers in progress at once",
             {"--k", "--tie-break"}),
        spec(OverlapBuilder::greedy_limited_reducers,
             "Algorithm 3 (Section 6.2): at most K machines reduce", {"--k", "--tie-break"}),
    };
  }

  std::string name() const override { return "overlap"; }
  std::string source() const override { return "Canon & Antoniu 2012, Sections 3 to 7 (RR-7898)"; }
  std::string summary() const override {
    return "homogeneous costs d and c, one-port, transfers overlap reductions; each machine "
           "sends its partial result once";
  }
  std::vector<std::string> rules() const override {
    return {"n machines each hold one element; the sink ends with the reduction of all n",
            "a transfer takes d, a reduction of two elements takes c (exact rationals >= 0)",
            "one-port: a machine takes part in one transfer at a time",
            "a machine may receive while it reduces (overlap); --no-overlap forbids it",
            "a machine reduces what it receives into its partial result, one reduction at a time, "
            "each after the element arrived",
            "every machine but the sink sends its partial result once, after its last reduction",
            "--non-commutative: every reduction joins two adjacent ranges of machines"};
  }
  std::map<std::string, std::string> aliases() const override {
    return {{"no-overlap", "--no-overlap"}};
  }

  std::vector<CommandSpec> commands() const override { return {exhaustive_work_command()}; }

  std::vector<OptionSpec> instance_options() const override {
    return {{"--n", "Number of machines"},
            {"--d", "Transfer cost, exact: 2, 3/2 or 1.5"},
            {"--c", "Reduction cost, exact"},
            {"--no-overlap", "The Section 3.1 variant: no transfer while reducing", true},
            {"--non-commutative",
             "Check a non-commutative reduction (schedules are renumbered in preorder, Section "
             "4.1)",
             true},
            {"--max-transfers",
             "Section 6.1: at most K transfers in progress at once, platform-wide (integer K >= "
             "1; K >= floor(n/2) is accepted and cannot bind)"},
            {"--max-reducers",
             "Section 6.2: at most K machines reduce (integer K >= 1; K >= n - 1 is accepted "
             "and cannot bind)"}};
  }
  std::vector<OptionSpec> builder_options() const override {
    std::vector<OptionSpec> out = given_tree_options();
    out.insert(out.begin(),
               {{"--order", "Order k of binomial-tree (2^k machines) or fibonacci-tree (F_{k+2})"},
                {"--tie-break", "Argmin tie-break of Algorithm 1: lowest (default) or highest"}});
    out.insert(out.end(),
               {{"--arrival", "ready (Proposition 3, default) or as-in-tree"},
                {"--k",
                 "For greedy-limited-transfers / greedy-limited-reducers: the limit K they build "
                 "for (integer >= 1; default: --max-transfers / --max-reducers)"}});
    return out;
  }

  ModelInstance instance_from_options(const OptionValues& o,
                                      const BuilderSpec* builder) const override {
    OverlapInstance in;
    const Time d = parse_cost(o.required("--d", "the transfer cost, an exact number >= 0"), "--d");
    const Time c = parse_cost(o.required("--c", "the reduction cost, an exact number >= 0"), "--c");
    in.model = make_overlap_model(d, c, !o.has("--no-overlap"));
    in.model.commutative = !o.has("--non-commutative");
    in.model.max_transfers = limit_option(o, "--max-transfers");
    in.model.max_reducers = limit_option(o, "--max-reducers");
    const std::string* n_text = o.find("--n");
    if (builder && fixes_machines(builder_of(*builder), o)) {
      // The tree (or the order) gives the machines; --n, if given, must agree.
      in.n = machines_of_tree_builder(builder_of(*builder), o);
      if (n_text && parse_integer(*n_text, "--n", 1, max_machines) != in.n) {
        throw InputError("--n " + *n_text + " and --algorithm " + builder->name + " (a tree of " +
                         std::to_string(in.n) + " machines) differ: give one of them");
      }
    } else {
      // The optimum's methods say their own limits (exhaustive, recurrence).
      in.n = static_cast<int>(parse_integer(o.required("--n", "the number of machines, at least 1"),
                                            "--n", 1, max_machines));
      if (builder && is_tree_family(builder_of(*builder))) order_for(o, builder_of(*builder), in.n);
    }
    return ModelInstance::of(in);
  }

  nlohmann::json instance_json(const ModelInstance& instance) const override {
    const auto& in = instance.as<OverlapInstance>();
    nlohmann::json j = {{"n", in.n},
                        {"d", to_string(in.model.d)},
                        {"c", to_string(in.model.c)},
                        {"overlap", in.model.overlap},
                        {"commutative", in.model.commutative}};
    if (in.model.max_transfers) j["max_transfers"] = *in.model.max_transfers;
    if (in.model.max_reducers) j["max_reducers"] = *in.model.max_reducers;
    return j;
  }

  ModelInstance instance_from_json(const nlohmann::json& j) const override {
    const std::string where = "the instance";
    json_only_keys(j, {"n", "d", "c", "overlap", "commutative", "max_transfers", "max_reducers"},
                   where);
    OverlapInstance in;
    in.n = static_cast<int>(json_integer(j, "n", where, 1, max_machines));
    in.model = make_overlap_model(parse_cost(json_exact_text(j, "d", where), "\"d\""),
                                  parse_cost(json_exact_text(j, "c", where), "\"c\""),
                                  json_bool(j, "overlap", where, true));
    in.model.commutative = json_bool(j, "commutative", where, true);
    if (j.contains("max_transfers")) {
      in.model.max_transfers =
          static_cast<int>(json_integer(j, "max_transfers", where, 1, max_machines));
    }
    if (j.contains("max_reducers")) {
      in.model.max_reducers =
          static_cast<int>(json_integer(j, "max_reducers", where, 1, max_machines));
    }
    return ModelInstance::of(in);
  }

  std::string instance_arguments(const ModelInstance& instance) const override {
    return overlap_instance_arguments(instance.as<OverlapInstance>());
  }
  bool commutative(const ModelInstance& instance) const override {
    return instance.as<OverlapInstance>().model.commutative;
  }
  int machines(const ModelInstance& instance) const override {
    return instance.as<OverlapInstance>().n;
  }
  std::string instance_text(const ModelInstance& instance) const override {
    const auto& in = instance.as<OverlapInstance>();
    return "n = " + std::to_string(in.n) + ", d = " + to_string(in.model.d) +
           ", c = " + to_string(in.model.c) + (in.model.overlap ? "" : ", no overlap") +
           (in.model.commutative ? "" : ", non-commutative") + limits_text(in.model);
  }

  OptionValues random_options(const BuilderSpec* builder, Chooser& choose,
                              const RandomSize& size) const override {
    OptionValues o;
    if (!builder) {
      // For the exhaustive optimum: small costs (few ticks), n <= 9.
      const int n = choose.integer_in(1, size.most(1, 9, exhaustive_max_n));
      o.set("--n", std::to_string(n));
      o.set("--d", to_string(choose.small_cost()));
      o.set("--c", to_string(choose.small_cost()));
      if (choose.one_in(4)) o.set("--no-overlap", "");
      // Limits where their searches accept the instance.
      const int limit = choose.integer_in(0, 5);
      if (limit == 4 && !o.has("--no-overlap") && n <= transfer_limited_max_n)
        o.set("--max-transfers", std::to_string(choose.integer_in(1, n)));
      if (limit == 5 && n <= reducer_limited_max_n)
        o.set("--max-reducers", std::to_string(choose.integer_in(1, n)));
      return o;
    }
    const OverlapBuilder b = builder_of(*builder);
    const auto has = [&](const char* flag) {
      return std::find(builder->options.begin(), builder->options.end(), flag) !=
             builder->options.end();
    };
    const int most = size.most(1, size.small ? 8 : 30, max_machines);
    // A tree builder's own options give the machines.
    if (!is_tree_family(b) && b != OverlapBuilder::tree) {
      o.set("--n", std::to_string(choose.integer_in(1, most)));
    }
    o.set("--d", to_string(size.small ? choose.small_cost() : choose.cost()));
    o.set("--c", to_string(size.small ? choose.small_cost() : choose.cost()));
    if (choose.one_in(4)) o.set("--no-overlap", "");
    if (choose.one_in(5)) o.set("--non-commutative", "");
    if (has("--tie-break")) o.set("--tie-break", choose.one_in(2) ? "highest" : "lowest");
    if (has("--arrival")) o.set("--arrival", choose.one_in(2) ? "as-in-tree" : "ready");
    // Orders: a tree of order k has 2^k (binomial) or F_{k+2} (Fibonacci)
    // machines, at most `most` of them.
    if (b == OverlapBuilder::binomial_tree) {
      int order = 0;
      while (order < (size.small ? 3 : 4) && (2 << order) <= most) ++order;
      o.set("--order", std::to_string(choose.integer_in(0, order)));
    }
    if (b == OverlapBuilder::fibonacci_tree) {
      int order = 0;  // F_2 = 1 machine
      for (long f = 1, g = 2; order < (size.small ? 4 : 5) && g <= most; ++order) {
        const long next = f + g;  // F_{order+3} = F_{order+1} + F_{order+2}
        f = g;
        g = next;
      }
      o.set("--order", std::to_string(choose.integer_in(-1, order)));
    }
    if (b == OverlapBuilder::tree) {
      const int n = choose.integer_in(1, std::min(most, size.small ? 8 : 10));
      o.set("--tree", ReductionTree::random(n, choose).brackets());
    }
    // Algorithms 2 and 3 build for the instance's limit (their --k is the
    // same limit, given when the instance has none).
    if (b == OverlapBuilder::greedy_limited_transfers) {
      o.set("--max-transfers", std::to_string(choose.integer_in(1, most)));
    } else if (b == OverlapBuilder::greedy_limited_reducers) {
      o.set("--max-reducers", std::to_string(choose.integer_in(1, most)));
    } else if (choose.one_in(4)) {
      // A transfer limit: any schedule is delayed to meet it.
      o.set("--max-transfers", std::to_string(choose.integer_in(1, 6)));
    }
    return o;
  }

  const std::vector<BuilderSpec>& builders() const override { return builders_; }

  std::uint64_t estimated_activities(const BuilderSpec& builder, const ModelInstance& instance,
                                     const OptionValues& o) const override {
    const OverlapBuilder b = builder_of(builder);
    std::uint64_t n = static_cast<std::uint64_t>(instance.as<OverlapInstance>().n);
    if (b == OverlapBuilder::binomial_tree)
      n = std::uint64_t{1} << order_for(o, b, static_cast<int>(n));
    if (b == OverlapBuilder::fibonacci_tree)
      n = fibonacci_number(order_for(o, b, static_cast<int>(n)) + 2);
    if (b == OverlapBuilder::tree) n = 0;  // the tree is in memory already
    return n < 1 ? 0 : 2 * (n - 1);
  }

  std::uint64_t max_activities() const override { return max_schedule_activities; }

  Built build(const BuilderSpec& builder, const ModelInstance& instance,
              const OptionValues& o) const override {
    OverlapInstance in = instance.as<OverlapInstance>();
    BuildRequest request;
    request.algorithm = builder_of(builder);
    request.n = in.n;
    request.tie_break = tie_break_of(o);
    request.arrival = arrival_of(o);
    if (is_tree_family(request.algorithm)) request.order = order_for(o, request.algorithm, in.n);
    if (request.algorithm == OverlapBuilder::tree) request.tree = given_tree(o);
    set_builder_limit(request, in.model, o);
    OverlapBuilt built = build_schedule(request, in.model);
    nlohmann::json limit_details = nlohmann::json::object();
    std::vector<std::string> limit_lines;
    if (in.model.limited()) {
      apply_limits(built, in.model, builder.name, limit_details, limit_lines);
    }
    if (!in.model.commutative) {
      // Section 4.1: renumber the machines so that each reduction joins adjacent ranges.
      built.schedule = relabel_in_preorder(built.schedule);
    }
    in.n = built.schedule.machines;
    Built out{ModelInstance::of(in), std::move(built.schedule), built.own_length, {}, {}};
    out.details.update(limit_details);
    out.lines = limit_lines;
    if (request.k) out.details["k"] = *request.k;
    if (o.has("--tie-break") || request.algorithm == OverlapBuilder::greedy ||
        request.algorithm == OverlapBuilder::binomial_strategy ||
        request.algorithm == OverlapBuilder::fibonacci_strategy ||
        request.algorithm == OverlapBuilder::greedy_limited_transfers ||
        request.algorithm == OverlapBuilder::greedy_limited_reducers) {
      out.details["tie_break"] = to_string(request.tie_break);
    }
    const ReductionTree tree = implied_tree(out.schedule);
    out.details["tree"] = tree_json(tree);
    out.details["lemma5_lower_bound"] = to_string(lemma5_lower_bound(in.n, in.model));
    out.details["proposition6_upper_bound"] = to_string(proposition6_upper_bound(in.n, in.model));
    if (in.n <= 64) out.lines.push_back("tree: " + tree.brackets());
    out.lines.push_back(
        "bounds: Lemma 5 >= " + to_string(lemma5_lower_bound(in.n, in.model)) +
        ", Proposition 6 <= " + to_string(proposition6_upper_bound(in.n, in.model)));
    return out;
  }

  Validation validate(const Schedule& schedule, const ModelInstance& instance) const override {
    const auto& in = instance.as<OverlapInstance>();
    if (in.n != schedule.machines) {
      return {Time(0), "indices",
              "the schedule has " + std::to_string(schedule.machines) +
                  " machines, the instance n = " + std::to_string(in.n)};
    }
    return redcheck::validate(schedule, in.model);
  }
  std::vector<std::string> rule_names(const ModelInstance& instance) const override {
    return overlap_rule_names(instance.as<OverlapInstance>().model);
  }
  ResourcePolicy resources(const ModelInstance& instance) const override {
    return overlap_resources(instance.as<OverlapInstance>().model);
  }
  std::vector<Dependency> dependencies(const Schedule& schedule,
                                       const ModelInstance&) const override {
    return overlap_dependencies(schedule);
  }
  std::vector<FastPathCheck> fast_path_checks() const override {
    return overlap_fast_path_checks();
  }

  bool has_optimum() const override { return true; }
  std::vector<OptionSpec> optimum_options() const override {
    return {
        {"--method",
         "exhaustive (every ordered tree, counted by its sink's state, n <= 26), enumeration (the "
         "same trees evaluated one by one, split over MPI ranks; enumerator exhaustive-work says "
         "how long) or recurrence (proven Pareto recurrence, n <= 20000)"},
        {"--keep", "Optimal ordered trees decoded for the isomorphism classes (default 100000)"},
        {"--within", "Also list the ordered trees whose makespan is <= this bound"}};
  }
  OptimumReport optimum(const ModelInstance& instance, const OptionValues& o) const override;

  bool has_smt_encoding() const override { return true; }
  SmtEncoding smt_encoding(const ModelInstance& instance) const override {
    const auto& in = instance.as<OverlapInstance>();
    return overlap_smt_encoding(in.n, in.model, instance_text(instance));
  }
  // The search covers commutative schedules; renumbering them costs nothing
  // (canon2012.sec4.1.non-commutative), so a non-commutative instance states
  // the commutative optimum, and the certificate's witness shows it reached.
  std::optional<Time> optimum_to_certify(const ModelInstance& instance) const override {
    const auto& in = instance.as<OverlapInstance>();
    if (in.model.commutative) return std::nullopt;
    OverlapInstance commutative = in;
    commutative.model.commutative = true;
    return optimum(ModelInstance::of(commutative), {}).optimum;
  }

  std::vector<OptionSpec> domain_options() const override { return overlap_domain_options(); }
  std::unique_ptr<ClaimContext> claim_context(const OptionValues& o) const override {
    return make_overlap_claim_context(o);
  }
  std::unique_ptr<ClaimContext> fuzz_context(const OptionValues& o, int max_size) const override {
    return make_overlap_fuzz_context(o, max_size);
  }
  std::vector<Claim> claims() const override { return overlap_claims(); }
  std::vector<Statement> statements() const override { return overlap_statements(); }
  Quantities quantities() const override { return overlap_quantities(*this); }
  std::vector<TableSpec> tables() const override { return overlap_tables(); }

 private:
  std::vector<BuilderSpec> builders_;
};

OptimumReport Overlap::optimum(const ModelInstance& instance, const OptionValues& o) const {
  const auto& in = instance.as<OverlapInstance>();
  if (!in.model.commutative) {
    // Every non-commutative schedule is a commutative one, and renumbering
    // an optimal commutative schedule in preorder of its tree makes it
    // non-commutative at the same length (Section 4.1; checked by
    // canon2012.sec4.1.non-commutative): the optimum is the commutative
    // one, its schedule renumbered (the program validates it under the
    // non-commutative rule).
    OverlapInstance commutative = in;
    commutative.model.commutative = true;
    OptimumReport report = optimum(ModelInstance::of(commutative), o);
    report.example = relabel_in_preorder(report.example);
    report.method +=
        "; non-commutative: the commutative optimum, its schedule renumbered in "
        "preorder of its tree (Section 4.1: renumbering costs nothing)";
    report.fields["non_commutative"] =
        "the commutative optimum; the schedule shown is renumbered in preorder of its tree, "
        "every reduction joining adjacent ranges";
    return report;
  }
  const std::string* method = o.find("--method");
  if (in.model.limited()) {
    if (method || o.has("--within") || o.has("--keep")) {
      throw InputError(std::string(method              ? "--method"
                                   : o.has("--within") ? "--within"
                                                       : "--keep") +
                       " applies without limits; under --max-transfers or --max-reducers the "
                       "optimum has one method (limited_optimum.hpp)");
    }
    return limited_optimum_report(in.n, in.model, instance_text(instance));
  }
  if (method && *method != "exhaustive" && *method != "enumeration" && *method != "recurrence") {
    throw InputError("--method '" + *method +
                     "' is unknown; accepted: exhaustive, enumeration, recurrence");
  }
  const std::string* keep_text = o.find("--keep");
  const auto keep = static_cast<std::size_t>(
      keep_text ? parse_integer(*keep_text, "--keep", 0, 10'000'000) : 100000);
  std::optional<Time> within;
  if (const std::string* bound = o.find("--within")) {
    within = parse_time(*bound, "--within");
    if (*within < 0) {
      throw InputError("--within " + *bound + " is negative; accepted: a makespan >= 0");
    }
  }
  OptimumReport report =
      method && *method == "recurrence"
          ? recurrence_report(in.n, in.model)
          : exhaustive_report(in.n, in.model, keep, method && *method == "enumeration");
  add_bounds_and_algorithm1(report, in.n, in.model, instance_text(instance));
  if (within) add_trees_within(report, in.n, in.model, *within, keep);
  return report;
}

}  // namespace

std::string overlap_rule_arguments(const OverlapModel& model) {
  std::string text = "--d " + to_string(model.d) + " --c " + to_string(model.c);
  if (!model.overlap) text += " --no-overlap";
  if (!model.commutative) text += " --non-commutative";
  if (model.max_transfers) text += " --max-transfers " + std::to_string(*model.max_transfers);
  if (model.max_reducers) text += " --max-reducers " + std::to_string(*model.max_reducers);
  return text;
}

std::string overlap_instance_arguments(const OverlapInstance& in) {
  return "--n " + std::to_string(in.n) + " " + overlap_rule_arguments(in.model);
}

std::shared_ptr<const Model> make_overlap_model() {
  return std::make_shared<Overlap>();
}

}  // namespace redcheck

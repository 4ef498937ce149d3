#include "models/overlap/claims/context.hpp"

#include "cli/arguments.hpp"
#include "enumeration/ordered_trees.hpp"
#include "gen/covering.hpp"
#include "gen/values.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/generators.hpp"
#include "models/overlap/limited_optimum.hpp"
#include "models/overlap/optimum_recurrence.hpp"
#include "models/overlap/optimum_report.hpp"
#include "models/overlap/overlap_model.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/validator.hpp"

#include <rapidcheck/gen/Arbitrary.h>
#include <rapidcheck/gen/Build.h>
#include <rapidcheck/gen/Container.h>
#include <rapidcheck/gen/Select.h>
#include <rapidcheck/gen/Tuple.h>

#include <algorithm>
#include <tuple>

namespace redcheck {

const std::string canon_paper = "Canon & Antoniu 2012, ";

namespace {

template <class T>
const T& pick(const std::vector<T>& values, Random& random) {
  return values[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(random)];
}

// The cost pairs fuzzing draws: the grid's, or random exact costs.
// With random costs, one draw in five is a pair of the grid and one in five
// has d = c, so that the claims restricted to such pairs (Theorem 17: the
// costs where the Fibonacci tree is the one) still draw points.
rc::Gen<OverlapModel> cost_gen(const OverlapSettings& s) {
  const auto pairs = s.cost_pairs();
  const rc::Gen<OverlapModel> grid =
      rc::gen::map(gen::covering_index(pairs.size()), [pairs](std::size_t k) { return pairs[k]; });
  if (!s.random_costs) return grid;
  const rc::Gen<OverlapModel> equal =
      rc::gen::map(gen::cost(), [](const Time& x) { return make_overlap_model(x, x); });
  const rc::Gen<OverlapModel> any = rc::gen::map(
      rc::gen::pair(gen::cost(), gen::cost()),
      [](const std::pair<Time, Time>& p) { return make_overlap_model(p.first, p.second); });
  return rc::gen::weightedOneOf<OverlapModel>({{1, grid}, {1, equal}, {3, any}});
}

std::string fuzz_costs_text(const OverlapSettings& s) {
  return s.random_costs ? "(d, c) " + gen::cost_words + ", d = c, or " + s.costs_text()
                        : s.costs_text();
}

// first..last, each with every cost pair in turn: the points {k, costs} of
// sizes_and_costs and family_orders. `fuzz_last`: the largest k fuzzing draws.
template <class Point>
Domain<Point> integers_by_costs(const std::string& name, const std::string& words, int first,
                                int last, int fuzz_last, const OverlapSettings& s) {
  const std::vector<OverlapModel> pairs = s.cost_pairs();
  const std::string fuzz_words = name + " = " + std::to_string(first) + ".." +
                                 std::to_string(fuzz_last) + ", " + fuzz_costs_text(s);
  rc::Gen<Point> gen = rc::gen::map(rc::gen::pair(gen::covering_int(first, fuzz_last), cost_gen(s)),
                                    [](const std::pair<int, OverlapModel>& p) {
                                      return Point{p.first, p.second};
                                    });
  return Domain<Point>(
             std::move(words),
             [=](const typename Domain<Point>::Visit& visit) {
               for (int k = first; k <= last; ++k) {
                 for (const auto& m : pairs) {
                   if (!visit({k, m})) return false;
                 }
               }
               return true;
             },
             [=](Random& random) {
               return Point{uniform_int(first, last, random), pick(pairs, random)};
             })
      .fuzzed_by(std::move(gen), fuzz_words)
      .with_coordinates(Coordinates<Point>{{{name, Time(first), Time(fuzz_last)},
                                            {"d", Time(0), std::nullopt},
                                            {"c", Time(0), std::nullopt}},
                                           [](const Point& p) {
                                             const auto& [k, costs] = p;
                                             return std::vector<Time>{Time(k), costs.d, costs.c};
                                           }});
}

std::string range_text(const std::string& name, int first, int last) {
  return name + " = " + std::to_string(first) + ".." + std::to_string(last);
}

}  // namespace

// ---- settings ----------------------------------------------------------------------

OverlapSettings OverlapSettings::from_options(const OptionValues& o) {
  OverlapSettings d;
  const auto count = [&](const char* flag, int& field, int high) {
    if (const std::string* text = o.find(flag)) {
      field = static_cast<int>(parse_integer(*text, flag, 1, high));
    }
  };
  count("--n-max", d.n_max, recurrence_max_n);
  count("--exhaustive-n-max", d.exhaustive_n_max, exhaustive_max_n);
  count("--tree-n-max", d.tree_n_max, 12);
  count("--family-n-max", d.family_n_max, 1 << 20);
  count("--limited-n-max", d.limited_n_max, transfer_limited_max_n);
  count("--conjecture-n-max", d.conjecture_n_max, recurrence_max_n);
  if (d.conjecture_n_max < 2) {
    throw InputError("--conjecture-n-max " + std::to_string(d.conjecture_n_max) +
                     " is out of range; accepted: 2.." + std::to_string(recurrence_max_n));
  }
  // A list given empty is bad input, not the default: split_list refuses it.
  if (const std::string* costs = o.find("--costs")) {
    if (o.has("--d-values") || o.has("--c-values")) {
      throw InputError("--costs sets both grids; give it or --d-values/--c-values, not both");
    }
    d.d_values = d.c_values = parse_cost_list(*costs, "--costs");
  }
  if (const std::string* values = o.find("--d-values")) {
    d.d_values = parse_cost_list(*values, "--d-values");
  }
  if (const std::string* values = o.find("--c-values")) {
    d.c_values = parse_cost_list(*values, "--c-values");
  }
  if (const std::string* rules = o.find("--tie-breaks")) {
    d.tie_breaks.clear();
    for (const auto& t : split_list(*rules, "--tie-breaks")) {
      d.tie_breaks.push_back(parse_tie_break(t));
    }
  }
  return d;
}

OverlapSettings OverlapSettings::for_fuzzing(const OptionValues& o, int max_size) {
  OverlapSettings s = from_options(o);
  s.random_costs = true;
  if (max_size > recurrence_max_n) {
    throw InputError("--max-size " + std::to_string(max_size) +
                     ": the overlap model's optima reach n = " + std::to_string(recurrence_max_n));
  }
  if (!o.has("--n-max")) s.n_max = max_size > 0 ? max_size : 40;
  if (!o.has("--exhaustive-n-max")) s.exhaustive_n_max = 12;
  // Random trees are drawn, not enumerated: as large as n.
  if (!o.has("--tree-n-max")) s.tree_n_max = s.n_max;
  return s;
}

std::vector<OverlapModel> OverlapSettings::cost_pairs() const {
  std::vector<OverlapModel> pairs;
  for (const Time& d : d_values) {
    for (const Time& c : c_values) pairs.push_back(make_overlap_model(d, c));
  }
  return pairs;
}

int OverlapSettings::explicit_tree_n_max() const {
  return std::min(tree_n_max, n_max);
}

int OverlapSettings::family_limit() const {
  return std::max(family_n_max, n_max);
}

std::string OverlapSettings::costs_text() const {
  const auto text = [](const Time& t) { return to_string(t); };
  return "(d, c) in " + set_text(d_values, text) + " x " + set_text(c_values, text);
}

std::string OverlapSettings::tie_breaks_text() const {
  std::string out;
  for (std::size_t i = 0; i < tie_breaks.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == tie_breaks.size() ? " and " : ", ") + to_string(tie_breaks[i]);
  }
  return out;
}

nlohmann::json OverlapSettings::to_json() const {
  nlohmann::json dv = nlohmann::json::array();
  nlohmann::json cv = nlohmann::json::array();
  for (const auto& v : d_values) dv.push_back(to_string(v));
  for (const auto& v : c_values) cv.push_back(to_string(v));
  nlohmann::json ties = nlohmann::json::array();
  for (auto t : tie_breaks) ties.push_back(to_string(t));
  return {{"n_max", n_max},
          {"exhaustive_n_max", exhaustive_n_max},
          {"tree_n_max", tree_n_max},
          {"family_n_max", family_n_max},
          {"limited_n_max", limited_n_max},
          {"conjecture_n_max", conjecture_n_max},
          {"d_values", dv},
          {"c_values", cv},
          {"tie_breaks", ties}};
}

// ---- the optima of a run ------------------------------------------------------------

nlohmann::json OverlapClaimContext::counters() const {
  const std::lock_guard<std::mutex> lock(examined_mutex_);
  nlohmann::json parts = nlohmann::json::object();
  for (const auto& [key, trees] : trees_examined_) parts[key] = trees;
  return {{"trees_examined_for_optima", parts}};
}

namespace {

std::string optima_key(const OverlapModel& model) {
  return to_string(model.d) + " " + to_string(model.c) +
         (model.overlap ? " overlap" : " no-overlap");
}

}  // namespace

const Time& OverlapClaimContext::optimum(int k, const OverlapModel& model) {
  // Every date of a schedule scales with (d, c), so the optimum for (x d, x
  // c) is x times that for (d, c): one enumeration per ratio d : c, with
  // the larger cost 1 (the default grid's 36 pairs have 16 ratios), scaled
  // back here.
  const Time scale = model.max_cost();
  OverlapModel unit = model;
  if (scale > 0) {
    unit.d /= scale;
    unit.c /= scale;
  }
  const std::string unit_key = optima_key(unit);
  const std::vector<Time>& optima = optima_.get(optima_key(model), [&] {
    std::vector<Time> by_size = unit_optima_.get(unit_key, [&] {
      const int n = settings_.n_max;
      const int enumerated = std::min(n, settings_.exhaustive_n_max);
      ExhaustiveOptions options;
      options.keep_trees = 0;
      auto exhaustive = exhaustive_optimum(enumerated, unit, options);
      {
        const std::lock_guard<std::mutex> lock(examined_mutex_);
        trees_examined_[unit_key] = exhaustive.shapes;
      }
      std::vector<Time> unit_by_size = std::move(exhaustive.optimum_by_size);
      if (n > enumerated) {
        const auto recurrence = recurrence_optimum(n, unit);
        unit_by_size.resize(static_cast<std::size_t>(n) + 1);
        for (int j = enumerated + 1; j <= n; ++j) unit_by_size[j] = recurrence.optimum_by_size[j];
      }
      return unit_by_size;
    });
    if (scale > 0) {
      for (Time& t : by_size) t *= scale;
    }
    return by_size;
  });
  return optima.at(static_cast<std::size_t>(k));
}

int OverlapClaimContext::wide_n_max() const {
  return std::max({settings_.n_max, settings_.conjecture_n_max, settings_.limited_n_max, 2});
}

const Time& OverlapClaimContext::wide_optimum(int k, const OverlapModel& model) {
  if (k <= settings_.n_max) return optimum(k, model);
  if (k > wide_n_max()) {
    throw InternalError("wide_optimum: n = " + std::to_string(k) + " beyond " +
                        std::to_string(wide_n_max()));
  }
  const std::vector<Time>& optima = wide_optima_.get(
      optima_key(model), [&] { return recurrence_optimum(wide_n_max(), model).optimum_by_size; });
  return optima.at(static_cast<std::size_t>(k));
}

const Time& OverlapClaimContext::optimum_under_limits(int n, const OverlapModel& model) {
  const std::string key = std::to_string(n) + " " + to_string(model.d) + " " + to_string(model.c) +
                          (model.overlap ? " overlap" : " no-overlap") + " t" +
                          std::to_string(model.max_transfers.value_or(0)) + " r" +
                          std::to_string(model.max_reducers.value_or(0));
  return limited_optima_.get(
      key, [&] { return limited_optimum_report(n, model, optimum_replay(n, model)).optimum; });
}

std::string OverlapClaimContext::optimum_method(int k) const {
  return k <= std::min(settings_.n_max, settings_.exhaustive_n_max)
             ? "exhaustive enumeration of every ordered tree"
             : "the Pareto recurrence (optimum_recurrence.hpp)";
}

// ---- domains --------------------------------------------------------------------------

Domain<SizeCosts> sizes_and_costs(const OverlapSettings& s, int first, int last,
                                  const std::string& name) {
  return integers_by_costs<SizeCosts>(name, range_text(name, first, last) + ", " + s.costs_text(),
                                      first, last, last, s);
}

Domain<LimitCosts> sizes_limits_costs(const OverlapSettings& s, int first, int last,
                                      const std::function<std::pair<int, int>(int)>& k_range,
                                      const std::string& k_words) {
  const auto pairs = s.cost_pairs();
  std::vector<LimitCosts> points;
  for (int n = first; n <= last; ++n) {
    const auto [low, high] = k_range(n);
    for (int k = low; k <= high; ++k) {
      for (const auto& m : pairs) points.push_back({n, k, m});
    }
  }
  const auto k_of = k_range;
  std::vector<int> sizes;  // those with some K
  for (int n = first; n <= last; ++n) {
    if (k_range(n).first <= k_range(n).second) sizes.push_back(n);
  }
  if (sizes.empty()) sizes.push_back(first);  // drawn only if the domain is empty: refused below
  const auto n_gen =
      rc::gen::map(gen::covering_index(sizes.size()), [sizes](std::size_t k) { return sizes[k]; });
  rc::Gen<LimitCosts> gen = rc::gen::mapcat(n_gen, [k_of, s](int n) {
    const auto [low, high] = k_of(n);
    return rc::gen::map(rc::gen::pair(gen::covering_int(low, high), cost_gen(s)),
                        [n](const std::pair<int, OverlapModel>& p) {
                          return LimitCosts{n, p.first, p.second};
                        });
  });
  return listed_domain(range_text("n", first, last) + ", " + k_words + ", " + s.costs_text(),
                       std::move(points))
      .fuzzed_by(std::move(gen),
                 range_text("n", first, last) + ", " + k_words + ", " + fuzz_costs_text(s));
}

Domain<SizeCostsRule> sizes_costs_rules(const OverlapSettings& s, int first, int last) {
  const auto pairs = s.cost_pairs();
  const auto rules = s.tie_breaks;
  return Domain<SizeCostsRule>(
             range_text("n", first, last) + ", " + s.costs_text() + ", tie-break " +
                 s.tie_breaks_text(),
             [=](const Domain<SizeCostsRule>::Visit& visit) {
               for (int n = first; n <= last; ++n) {
                 for (const auto& m : pairs) {
                   for (TieBreak rule : rules) {
                     if (!visit({n, m, rule})) return false;
                   }
                 }
               }
               return true;
             },
             [=](Random& random) {
               return SizeCostsRule{uniform_int(first, last, random), pick(pairs, random),
                                    pick(rules, random)};
             })
      .fuzzed_by(rc::gen::map(
                     rc::gen::tuple(gen::covering_int(first, last), cost_gen(s),
                                    gen::covering_index(rules.size())),
                     [rules](const std::tuple<int, OverlapModel, std::size_t>& t) {
                       return SizeCostsRule{std::get<0>(t), std::get<1>(t), rules[std::get<2>(t)]};
                     }),
                 range_text("n", first, last) + ", " + fuzz_costs_text(s) + ", tie-break " +
                     s.tie_breaks_text());
}

Domain<TreeCosts> every_ordered_tree(const OverlapSettings& s, int first) {
  const auto pairs = s.cost_pairs();
  const int last = s.explicit_tree_n_max();
  return Domain<TreeCosts>(
             "every ordered tree on " + range_text("n", first, last) + " machines, " +
                 s.costs_text(),
             [=](const Domain<TreeCosts>::Visit& visit) {
               for (int n = first; n <= last; ++n) {
                 for (const auto& m : pairs) {
                   for (const ReductionTree& tree : ordered_trees(n)) {
                     if (!visit({n, m, tree})) return false;
                   }
                 }
               }
               return true;
             },
             [=](Random& random) {
               const int n = uniform_int(first, last, random);
               const OverlapModel m = pick(pairs, random);
               return TreeCosts{n, m, ReductionTree::random(n, random)};
             })
      .fuzzed_by(rc::gen::mapcat(gen::covering_int(first, last),
                                 [s](int n) {
                                   return rc::gen::map(
                                       rc::gen::pair(gen::reduction_tree(n), cost_gen(s)),
                                       [n](const std::pair<ReductionTree, OverlapModel>& p) {
                                         return TreeCosts{n, p.second, p.first};
                                       });
                                 }),
                 "random ordered trees on " + range_text("n", first, last) + " machines, " +
                     fuzz_costs_text(s));
}

const TreeFamily& binomial_family() {
  static const TreeFamily family{"binomial tree",      to_string(OverlapBuilder::binomial_tree),
                                 binomial_tree,        [](int k) { return std::uint64_t{1} << k; },
                                 binomial_tree_length, 0};
  return family;
}

const TreeFamily& fibonacci_family() {
  static const TreeFamily family{
      "Fibonacci tree",      to_string(OverlapBuilder::fibonacci_tree),
      fibonacci_tree,        [](int k) { return fibonacci_number(k + 2); },
      fibonacci_tree_length, -1};
  return family;
}

Domain<OrderCosts> family_orders(const OverlapSettings& s, const TreeFamily& family,
                                 std::optional<int> from, std::optional<int> up_to) {
  const auto limit = static_cast<std::uint64_t>(s.family_limit());
  const int first = from.value_or(family.first_order);
  int last = first;
  while (family.size(last + 1) <= limit && (!up_to || last < *up_to)) ++last;
  return integers_by_costs<OrderCosts>(family.name + " order",
                                       family.name + " orders " + std::to_string(first) + ".." +
                                           std::to_string(last) + " (at most " +
                                           std::to_string(limit) + " machines), " + s.costs_text(),
                                       first, last, last, s);
}

bool min_is_zero(const OverlapModel& m) {
  return m.min_cost() == 0;
}

bool max_positive(const OverlapModel& m) {
  return m.max_cost() > 0;
}

// ---- counterexamples ---------------------------------------------------------------------

nlohmann::json costs_json(const OverlapModel& model) {
  return {{"d", to_string(model.d)}, {"c", to_string(model.c)}};
}

std::string optimum_replay(int n, const OverlapModel& model) {
  return "enumerator optimum --model overlap " + overlap_instance_arguments({n, model});
}

std::string schedule_replay(const std::string& algorithm, int n, const OverlapModel& model,
                            const std::string& tie_break) {
  std::string text = "enumerator schedule --model overlap --algorithm " + algorithm + " " +
                     overlap_instance_arguments({n, model});
  if (!tie_break.empty()) text += " --tie-break " + tie_break;
  return text;
}

std::string tree_replay(const ReductionTree& tree, const OverlapModel& model, bool as_in_tree) {
  return "enumerator schedule --model overlap --algorithm tree --tree '" + tree.brackets() + "'" +
         (as_in_tree ? " --arrival as-in-tree" : "") + " " + overlap_rule_arguments(model);
}

std::string verifier_replay(const std::string& id, int n_max, const OverlapModel& model) {
  return "verifier check --claim " + id + " --n-max " + std::to_string(n_max) + " --d-values " +
         to_string(model.d) + " --c-values " + to_string(model.c);
}

}  // namespace redcheck

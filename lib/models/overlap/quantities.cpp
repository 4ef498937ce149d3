#include "models/overlap/quantities.hpp"

#include "concurrency/once_map.hpp"
#include "models/model_quantities.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/optimum_recurrence.hpp"
#include "models/overlap/validator.hpp"

#include <algorithm>
#include <bit>
#include <memory>

namespace redcheck {

Quantities overlap_quantities(const Model& model) {
  // Optima are shared by every point and thread of the run. The recurrence
  // gives every size up to the one it is run for, so it runs once per cost
  // pair and power of two covering n, not once per n (and at most twice the
  // sizes asked for a pair drawn once, as fuzzing draws them).
  auto optima = std::make_shared<OnceMap<std::string, std::vector<Time>>>();
  const auto costs = [](const std::vector<Argument>& a, std::size_t first) {
    return make_overlap_model(a[first].value, a[first + 1].value);
  };
  static const std::map<std::string, OverlapBuilder> builders{
      {"greedy", OverlapBuilder::greedy},
      {"binomial-strategy", OverlapBuilder::binomial_strategy},
      {"fibonacci-strategy", OverlapBuilder::fibonacci_strategy},
      {"star", OverlapBuilder::star},
      {"chain", OverlapBuilder::chain}};
  std::vector<std::string> builder_names;
  for (const auto& [name, builder] : builders) builder_names.push_back(name);
  Quantities q;
  const auto cost = [](const char* what) { return ArgumentSpec::cost(what); };
  q["optimum"] = Quantity{
      "optimum",
      {ArgumentSpec::integer_in("n", 1, recurrence_max_n), cost("d"), cost("c")},
      [optima, costs](const std::vector<Argument>& a) {
        const int n = static_cast<int>(a[0].integer());
        const OverlapModel m = costs(a, 1);
        const int cover =
            std::min(static_cast<int>(std::bit_ceil(static_cast<unsigned>(n))), recurrence_max_n);
        const std::string key = std::to_string(cover) + " " + to_string(m.d) + " " + to_string(m.c);
        return optima->get(key, [&] { return recurrence_optimum(cover, m).optimum_by_size; })
            .at(static_cast<std::size_t>(n));
      }};
  q["algorithm"] = algorithm_quantity(
      model, "algorithm", builder_names,
      {ArgumentSpec::integer_in("n", 1, 100'000), cost("d"), cost("c")},
      [costs](const std::vector<Argument>& a) {
        BuildRequest request;
        request.algorithm = builders.at(a[0].name);
        request.n = static_cast<int>(a[1].integer());
        const OverlapModel m = costs(a, 2);
        return validated_makespan(build_schedule(request, m).schedule, m, a[0].name);
      },
      [](const std::vector<Argument>& a) {
        OptionValues o;
        o.set("--n", to_string(a[1].value));
        o.set("--d", to_string(a[2].value));
        o.set("--c", to_string(a[3].value));
        return o;
      });
  q["lower_bound"] =
      Quantity{"lower_bound",
               {ArgumentSpec::integer_in("n", 1, 1'000'000), cost("d"), cost("c")},
               [costs](const std::vector<Argument>& a) {
                 return lemma5_lower_bound(static_cast<int>(a[0].integer()), costs(a, 1));
               }};
  q["upper_bound"] =
      Quantity{"upper_bound",
               {ArgumentSpec::integer_in("n", 1, 1'000'000), cost("d"), cost("c")},
               [costs](const std::vector<Argument>& a) {
                 return proposition6_upper_bound(static_cast<int>(a[0].integer()), costs(a, 1));
               }};
  return q;
}

}  // namespace redcheck

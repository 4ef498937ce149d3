#include "models/file_quantities.hpp"

#include "concurrency/once_map.hpp"
#include "enumeration/optimum_recurrence.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/validator.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/segmentation_search.hpp"

#include <algorithm>
#include <bit>
#include <memory>

namespace redcheck {

namespace {

// An argument already checked against its integer spec.
long long integer(const Argument& a) {
  return static_cast<long long>(numerator(a.value));
}

ArgumentSpec cost(const char* what) {
  return ArgumentSpec::cost(what);
}

Quantities overlap_quantities() {
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
  q["optimum"] = Quantity{
      "optimum",
      {ArgumentSpec::integer_in("n", 1, recurrence_max_n), cost("d"), cost("c")},
      [optima, costs](const std::vector<Argument>& a) {
        const int n = static_cast<int>(integer(a[0]));
        const OverlapModel m = costs(a, 1);
        const int cover =
            std::min(static_cast<int>(std::bit_ceil(static_cast<unsigned>(n))), recurrence_max_n);
        const std::string key = std::to_string(cover) + " " + to_string(m.d) + " " + to_string(m.c);
        return optima->get(key, [&] { return recurrence_optimum(cover, m).optimum_by_size; })
            .at(static_cast<std::size_t>(n));
      }};
  q["algorithm"] =
      Quantity{"algorithm",
               {ArgumentSpec::name_of("algorithm", builder_names),
                ArgumentSpec::integer_in("n", 1, 100'000), cost("d"), cost("c")},
               [costs](const std::vector<Argument>& a) {
                 BuildRequest request;
                 request.algorithm = builders.at(a[0].name);
                 request.n = static_cast<int>(integer(a[1]));
                 const OverlapModel m = costs(a, 2);
                 return validated_makespan(build_schedule(request, m).schedule, m, a[0].name);
               }};
  q["lower_bound"] =
      Quantity{"lower_bound",
               {ArgumentSpec::integer_in("n", 1, 1'000'000), cost("d"), cost("c")},
               [costs](const std::vector<Argument>& a) {
                 return lemma5_lower_bound(static_cast<int>(integer(a[0])), costs(a, 1));
               }};
  q["upper_bound"] =
      Quantity{"upper_bound",
               {ArgumentSpec::integer_in("n", 1, 1'000'000), cost("d"), cost("c")},
               [costs](const std::vector<Argument>& a) {
                 return proposition6_upper_bound(static_cast<int>(integer(a[0])), costs(a, 1));
               }};
  return q;
}

Quantities segmented_quantities() {
  std::vector<std::string> builder_names;
  for (SegmentedAlgorithm a : all_segmented_algorithms) builder_names.push_back(to_string(a));
  const auto sweep = [](const std::vector<Argument>& a) {
    return search_segmentations(sweep_algorithm(a[0].name), static_cast<int>(integer(a[1])),
                                integer(a[2]), a[3].value, a[4].value, a[5].value);
  };
  const std::vector<ArgumentSpec> sweep_arguments{
      ArgumentSpec::name_of("algorithm", {"uni-greedy", "pipeline"}),
      ArgumentSpec::integer_in("p", 1, max_processors),
      ArgumentSpec::integer_in("m", 1, max_enumerated_message),
      cost("alpha"),
      cost("beta"),
      cost("gamma")};
  Quantities q;
  q["algorithm"] = Quantity{
      "algorithm",
      {ArgumentSpec::name_of("algorithm", builder_names), ArgumentSpec::integer_in("p", 1, 4096),
       ArgumentSpec::integer_in("m", 1, 1'000'000), ArgumentSpec::integer_in("s", 1, 1'000'000),
       cost("alpha"), cost("beta"), cost("gamma")},
      [](const std::vector<Argument>& a) {
        const auto algorithm = *segmented_algorithm_named(a[0].name);
        SegmentedInstance in;
        in.p = static_cast<int>(integer(a[1]));
        const auto m = integer(a[2]), s = integer(a[3]);
        if (s > m) {
          throw InputError("s = " + std::to_string(s) + " is larger than m = " + std::to_string(m) +
                           "; a segment is at most the message");
        }
        in.segments = equal_segmentation(m, s);
        in.alpha = a[4].value;
        in.beta = a[5].value;
        in.gamma = a[6].value;
        check_instance(in);
        return validated_segmented_makespan(
            algorithm, in, required_ports(algorithm).value_or(Ports::unidirectional));
      }};
  q["best_segmentation"] =
      Quantity{"best_segmentation", sweep_arguments,
               [sweep](const std::vector<Argument>& a) { return sweep(a).best.makespan; }};
  q["best_equal_segmentation"] =
      Quantity{"best_equal_segmentation", sweep_arguments,
               [sweep](const std::vector<Argument>& a) { return sweep(a).best_equal.makespan; }};
  return q;
}

}  // namespace

std::vector<std::string> claims_file_models() {
  return {"overlap", "segmented"};
}

Quantities file_quantities(const std::string& model) {
  if (model == "overlap") return overlap_quantities();
  if (model == "segmented") return segmented_quantities();
  throw InputError("model '" + model +
                   "' has no quantities for claims files; accepted: overlap, segmented");
}

}  // namespace redcheck

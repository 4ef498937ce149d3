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

// An integer argument in [low, high], or InputError naming it.
long long integer(const Argument& a, const std::string& what, long long low, long long high) {
  if (denominator(a.value) != 1 || a.value < low || a.value > high) {
    throw InputError(what + " = " + to_string(a.value) + " is not an integer in " +
                     std::to_string(low) + ".." + std::to_string(high));
  }
  return static_cast<long long>(numerator(a.value));
}

Quantity quantity(std::string name, std::string signature, std::vector<bool> names,
                  std::function<Time(const std::vector<Argument>&)> compute) {
  return Quantity{std::move(name), std::move(signature), std::move(names), std::move(compute)};
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
  Quantities q;
  q["optimum"] = quantity(
      "optimum", "optimum(n, d, c)", {false, false, false},
      [optima, costs](const std::vector<Argument>& a) {
        const int n = static_cast<int>(integer(a[0], "n", 1, recurrence_max_n));
        const OverlapModel m = costs(a, 1);
        const int cover =
            std::min(static_cast<int>(std::bit_ceil(static_cast<unsigned>(n))), recurrence_max_n);
        const std::string key = std::to_string(cover) + " " + to_string(m.d) + " " + to_string(m.c);
        return optima->get(key, [&] { return recurrence_optimum(cover, m).optimum_by_size; })
            .at(static_cast<std::size_t>(n));
      });
  q["algorithm"] =
      quantity("algorithm", "algorithm(name, n, d, c)", {true, false, false, false},
               [costs](const std::vector<Argument>& a) {
                 static const std::map<std::string, OverlapBuilder> builders{
                     {"greedy", OverlapBuilder::greedy},
                     {"binomial-strategy", OverlapBuilder::binomial_strategy},
                     {"fibonacci-strategy", OverlapBuilder::fibonacci_strategy},
                     {"star", OverlapBuilder::star},
                     {"chain", OverlapBuilder::chain}};
                 const auto builder = builders.find(a[0].name);
                 if (builder == builders.end()) {
                   throw InputError("algorithm '" + a[0].name +
                                    "' is not an overlap builder on n machines; accepted: greedy, "
                                    "binomial-strategy, fibonacci-strategy, star, chain");
                 }
                 BuildRequest request;
                 request.algorithm = builder->second;
                 request.n = static_cast<int>(integer(a[1], "n", 1, 100'000));
                 const OverlapModel m = costs(a, 2);
                 return validated_makespan(build_schedule(request, m).schedule, m, a[0].name);
               });
  q["lower_bound"] = quantity(
      "lower_bound", "lower_bound(n, d, c)", {false, false, false},
      [costs](const std::vector<Argument>& a) {
        return lemma5_lower_bound(static_cast<int>(integer(a[0], "n", 1, 1'000'000)), costs(a, 1));
      });
  q["upper_bound"] =
      quantity("upper_bound", "upper_bound(n, d, c)", {false, false, false},
               [costs](const std::vector<Argument>& a) {
                 return proposition6_upper_bound(static_cast<int>(integer(a[0], "n", 1, 1'000'000)),
                                                 costs(a, 1));
               });
  return q;
}

Quantities segmented_quantities() {
  const auto sweep = [](const std::vector<Argument>& a) {
    return search_segmentations(
        sweep_algorithm(a[0].name), static_cast<int>(integer(a[1], "p", 1, max_processors)),
        integer(a[2], "m", 1, max_enumerated_message), a[3].value, a[4].value, a[5].value);
  };
  Quantities q;
  q["algorithm"] = quantity(
      "algorithm", "algorithm(name, p, m, s, alpha, beta, gamma)",
      {true, false, false, false, false, false, false}, [](const std::vector<Argument>& a) {
        const auto algorithm = segmented_algorithm_named(a[0].name);
        if (!algorithm) {
          throw InputError("algorithm '" + a[0].name +
                           "' is not a segmented builder; accepted: uni-greedy, bi-greedy, "
                           "pipeline, binomial, binary, butterfly");
        }
        SegmentedInstance in;
        in.p = static_cast<int>(integer(a[1], "p", 1, 4096));
        const auto m = integer(a[2], "m", 1, 1'000'000);
        in.segments = equal_segmentation(m, integer(a[3], "s", 1, m));
        in.alpha = a[4].value;
        in.beta = a[5].value;
        in.gamma = a[6].value;
        check_instance(in);
        return validated_segmented_makespan(
            *algorithm, in, required_ports(*algorithm).value_or(Ports::unidirectional));
      });
  q["best_segmentation"] =
      quantity("best_segmentation", "best_segmentation(name, p, m, alpha, beta, gamma)",
               {true, false, false, false, false, false},
               [sweep](const std::vector<Argument>& a) { return sweep(a).best.makespan; });
  q["best_equal_segmentation"] =
      quantity("best_equal_segmentation", "best_equal_segmentation(name, p, m, alpha, beta, gamma)",
               {true, false, false, false, false, false},
               [sweep](const std::vector<Argument>& a) { return sweep(a).best_equal.makespan; });
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

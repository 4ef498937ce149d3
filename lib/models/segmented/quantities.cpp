#include "models/segmented/quantities.hpp"

#include "models/segmented/builders.hpp"
#include "models/segmented/segmentation_search.hpp"

namespace redcheck {

Quantities segmented_quantities() {
  std::vector<std::string> builder_names;
  for (SegmentedAlgorithm a : all_segmented_algorithms) builder_names.push_back(to_string(a));
  const auto sweep = [](const std::vector<Argument>& a) {
    return search_segmentations(sweep_algorithm(a[0].name), static_cast<int>(a[1].integer()),
                                a[2].integer(), a[3].value, a[4].value, a[5].value);
  };
  const auto cost = [](const char* what) { return ArgumentSpec::cost(what); };
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
        in.p = static_cast<int>(a[1].integer());
        const auto m = a[2].integer(), s = a[3].integer();
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

}  // namespace redcheck

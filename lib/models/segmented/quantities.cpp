#include "models/segmented/quantities.hpp"

#include "models/model_quantities.hpp"
#include "models/segmented/bidirectional_optimum.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/segmentation_search.hpp"
#include "models/segmented/segmented_model.hpp"
#include "models/segmented/unidirectional_optimum.hpp"

namespace redcheck {

Quantities segmented_quantities(const Model& model) {
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
  // The equi-segmentation of m in segments of s, as algorithm(...) takes it.
  const auto equal_instance = [](const std::vector<Argument>& a, std::size_t first) {
    SegmentedInstance in;
    in.p = static_cast<int>(a[first].integer());
    const auto m = a[first + 1].integer(), s = a[first + 2].integer();
    if (s > m) {
      throw InputError("s = " + std::to_string(s) + " is larger than m = " + std::to_string(m) +
                       "; a segment is at most the message");
    }
    in.segments = equal_segmentation(m, s);
    in.alpha = a[first + 3].value;
    in.beta = a[first + 4].value;
    in.gamma = a[first + 5].value;
    check_instance(in);
    return in;
  };
  const std::vector<ArgumentSpec> optimum_arguments{ArgumentSpec::integer_in("p", 1, 12),
                                                    ArgumentSpec::integer_in("m", 1, 1'000'000),
                                                    ArgumentSpec::integer_in("s", 1, 1'000'000),
                                                    cost("alpha"),
                                                    cost("beta"),
                                                    cost("gamma")};
  // The exact optimum over every schedule of the rules (no forwarding); the
  // searches' limits and "too big" answers are the programs' (undefined at
  // a point the search does not answer).
  const auto optimum = [&](const char* name, Ports ports, bool in_order) {
    return Quantity{
        name, optimum_arguments, [equal_instance, ports, in_order](const std::vector<Argument>& a) {
          const SegmentedInstance in = equal_instance(a, 0);
          return ports == Ports::bidirectional ? bidirectional_optimum(in, in_order).optimum
                                               : unidirectional_optimum(in, in_order).optimum;
        }};
  };
  Quantities q;
  q["optimum"] = optimum("optimum", Ports::unidirectional, false);
  q["optimum_in_order"] = optimum("optimum_in_order", Ports::unidirectional, true);
  q["optimum_two_ports"] = optimum("optimum_two_ports", Ports::bidirectional, false);
  q["optimum_two_ports_in_order"] =
      optimum("optimum_two_ports_in_order", Ports::bidirectional, true);
  q["algorithm"] = algorithm_quantity(
      model, "algorithm", builder_names,
      {ArgumentSpec::integer_in("p", 1, 4096), ArgumentSpec::integer_in("m", 1, 1'000'000),
       ArgumentSpec::integer_in("s", 1, 1'000'000), cost("alpha"), cost("beta"), cost("gamma")},
      [equal_instance](const std::vector<Argument>& a) {
        const auto algorithm = *segmented_algorithm_named(a[0].name);
        const SegmentedInstance in = equal_instance(a, 1);
        return validated_segmented_makespan(
            algorithm, in, required_ports(algorithm).value_or(Ports::unidirectional));
      },
      // A builder of one's own: the same instance, one port (the model's default).
      [equal_instance](const std::vector<Argument>& a) {
        return segmented_options(equal_instance(a, 1));
      });
  q["best_segmentation"] =
      Quantity{"best_segmentation", sweep_arguments,
               [sweep](const std::vector<Argument>& a) { return sweep(a).best.makespan; }};
  q["best_equal_segmentation"] =
      Quantity{"best_equal_segmentation", sweep_arguments,
               [sweep](const std::vector<Argument>& a) { return sweep(a).best_equal.makespan; }};
  return q;
}

}  // namespace redcheck

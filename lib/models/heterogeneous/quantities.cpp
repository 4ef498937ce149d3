#include "models/heterogeneous/quantities.hpp"

#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/markov.hpp"
#include "models/heterogeneous/optimum.hpp"
#include "models/model_quantities.hpp"

namespace redcheck {

namespace {

// The options of the two-cost instance on n processors.
OptionValues two_cost_options(const std::vector<Argument>& a, std::size_t first) {
  const int n = static_cast<int>(a[first].integer());
  const std::string d = to_string(a[first + 1].value), big_d = to_string(a[first + 2].value);
  std::string matrix, costs;
  for (int i = 0; i < n; ++i) {
    matrix += i ? ";" : "";
    for (int j = 0; j < n; ++j)
      matrix += std::string(j ? "," : "") + (i == j ? "0" : i < j ? d : big_d);
    costs += std::string(i ? "," : "") + to_string(a[first + 3].value);
  }
  OptionValues o;
  o.set("--d-matrix", matrix);
  o.set("--c-vector", costs);
  return o;
}

OptionValues random_options(const std::vector<Argument>& a, std::size_t first) {
  OptionValues o;
  o.set("--n", to_string(a[first].value));
  o.set("--random", to_string(a[first + 1].value));
  return o;
}

}  // namespace

Quantities heterogeneous_quantities(const Model& model) {
  std::vector<std::string> builders;
  for (HeterogeneousBuilder b : all_heterogeneous_builders()) builders.push_back(to_string(b));
  const auto name = ArgumentSpec::name_of("algorithm", builders);
  const auto n = ArgumentSpec::integer_in("n", 1, 1024);
  const auto optimum_n = ArgumentSpec::integer_in("n", 1, subsets_max_n);
  const auto cost = [](const char* what) { return ArgumentSpec::cost(what); };
  const auto seed = ArgumentSpec::integer_in("seed", 0, 1'000'000'000);
  const Model* m = &model;
  Quantities q;
  // Every builder, the model's own and those added, measured through the model.
  q["algorithm"] = algorithm_quantity(
      model, "algorithm", builders, {n, cost("d"), cost("D"), cost("c")}, nullptr,
      [](const std::vector<Argument>& a) { return two_cost_options(a, 1); });
  q["optimum"] = Quantity{
      "optimum", {optimum_n, cost("d"), cost("D"), cost("c")}, [m](const std::vector<Argument>& a) {
        return model_optimum(*m, two_cost_options(a, 0));
      }};
  q["random_algorithm"] =
      Quantity{"random_algorithm", {name, n, seed}, [m](const std::vector<Argument>& a) {
                 return measured_build(*m, a[0].name, random_options(a, 1)).measure;
               }};
  q["random_optimum"] =
      Quantity{"random_optimum", {optimum_n, seed}, [m](const std::vector<Argument>& a) {
                 return model_optimum(*m, random_options(a, 0));
               }};
  // The same on a rooted instance (--root): the result must end on P_root.
  const auto root = ArgumentSpec::integer_in("root", 0, 1023);
  const auto rooted = [](OptionValues o, const Argument& r) {
    o.set("--root", to_string(r.value));
    return o;
  };
  q["rooted_algorithm"] = algorithm_quantity(
      model, "rooted_algorithm", builders, {n, cost("d"), cost("D"), cost("c"), root}, nullptr,
      [rooted](const std::vector<Argument>& a) { return rooted(two_cost_options(a, 1), a[5]); });
  q["rooted_optimum"] = Quantity{"rooted_optimum",
                                 {optimum_n, cost("d"), cost("D"), cost("c"), root},
                                 [m, rooted](const std::vector<Argument>& a) {
                                   return model_optimum(*m, rooted(two_cost_options(a, 0), a[4]));
                                 }};
  q["rooted_random_algorithm"] =
      Quantity{"rooted_random_algorithm",
               {name, n, seed, root},
               [m, rooted](const std::vector<Argument>& a) {
                 return measured_build(*m, a[0].name, rooted(random_options(a, 1), a[3])).measure;
               }};
  q["rooted_random_optimum"] =
      Quantity{"rooted_random_optimum",
               {optimum_n, seed, root},
               [m, rooted](const std::vector<Argument>& a) {
                 return model_optimum(*m, rooted(random_options(a, 0), a[2]));
               }};
  q["markov_mean"] = Quantity{
      "markov_mean",
      {ArgumentSpec::integer_in("n", 1, markov_max_n), ArgumentSpec::positive_cost("lambda")},
      [](const std::vector<Argument>& a) {
        return tree_dyn_moments(static_cast<int>(a[0].integer()), a[1].value, std::nullopt).mean;
      }};
  return q;
}

}  // namespace redcheck

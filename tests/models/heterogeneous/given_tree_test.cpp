// The heterogeneous model's "tree" builder times a tree the user gives at
// its earliest: given the tree of an optimal schedule (--tree, its
// processors numbered in preorder), it builds a schedule of exactly the
// optimum, an independent computation (the dynamic program over subsets)
// agreeing with it; any other tree is no shorter.

#include "models/heterogeneous/seeded_instances.hpp"
#include "models/registry.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;
using namespace redcheck::testing;

namespace {

Time tree_builder_makespan(const Model& model, const ModelInstance& instance,
                           const OptionValues& options) {
  const BuilderSpec& tree = find_builder(model, "tree");
  const Built built = build_with(model, tree, instance, options);
  const Validation v = model.validate(built.schedule, built.instance);
  RC_ASSERT(v.valid());
  RC_ASSERT(built.own_length && *built.own_length == v.makespan);
  return v.makespan;
}

}  // namespace

TEST_CASE("the tree builder on an optimal schedule's tree gives the optimum", "[heterogeneous]") {
  const Model& model = builtin_models().model("heterogeneous");
  rc::prop("the optimum's tree, its processors renumbered in preorder", [&] {
    const HeterogeneousInstance in = *gen_heterogeneous(6);
    const OptimumReport optimum = model.optimum(ModelInstance::of(in), OptionValues{});
    const ReductionTree tree = implied_tree(optimum.example);
    // The same platform with P_k the k-th processor of the tree in preorder:
    // --tree's brackets number processors so.
    const std::vector<int> order = tree.preorder();
    const auto at = [](int k) { return static_cast<std::size_t>(k); };
    std::vector<std::vector<Time>> d(at(in.n), std::vector<Time>(at(in.n)));
    std::vector<Time> c(at(in.n));
    for (int a = 0; a < in.n; ++a) {
      c[at(a)] = in.reduction(order[at(a)]);
      for (int b = 0; b < in.n; ++b) {
        if (a != b) d[at(a)][at(b)] = in.transfer(order[at(a)], order[at(b)]);
      }
    }
    const ModelInstance renumbered =
        ModelInstance::of(make_heterogeneous_instance(std::move(d), std::move(c)));
    OptionValues by_brackets;
    by_brackets.set("--tree", tree.brackets());
    RC_ASSERT(tree_builder_makespan(model, renumbered, by_brackets) == optimum.optimum);
  });
  rc::prop("any tree given, by receivers or brackets, is no shorter than the optimum", [&] {
    // Commutative: a random tree rarely joins adjacent ranges.
    const HeterogeneousInstance in = *gen_heterogeneous(6);
    const ModelInstance instance = ModelInstance::of(in);
    const Time best = model.optimum(instance, OptionValues{}).optimum;
    std::mt19937_64 random(*rc::gen::arbitrary<std::uint64_t>());
    const ReductionTree tree = ReductionTree::random(in.n, random);
    std::string list;
    for (const int r : tree.receivers()) list += (list.empty() ? "" : ",") + std::to_string(r);
    OptionValues by_receivers, by_brackets;
    by_receivers.set("--receivers", list);
    by_brackets.set("--tree", tree.brackets());
    RC_ASSERT(tree_builder_makespan(model, instance, by_receivers) >= best);
    RC_ASSERT(tree_builder_makespan(model, instance, by_brackets) >= best);
  });
}

TEST_CASE("the tree builder refuses a tree of another size or non-adjacent ranges",
          "[heterogeneous]") {
  const Model& model = builtin_models().model("heterogeneous");
  const BuilderSpec& tree = find_builder(model, "tree");
  OptionValues o;
  o.set("--d-matrix", "0,1,2;3,0,1;2,2,0");
  o.set("--c-vector", "1,1,1");
  o.set("--tree", "(())");
  const ModelInstance three = model.instance_from_options(o, &tree);
  CHECK_THROWS_WITH(build_with(model, tree, three, o),
                    Catch::Contains("the tree has 2 processors, the instance 3"));
  o.erase("--tree");
  o.set("--receivers", "2,-1,1");
  o.set("--non-commutative", "");
  const ModelInstance ordered = model.instance_from_options(o, &tree);
  CHECK_THROWS_WITH(build_with(model, tree, ordered, o), Catch::Contains("not adjacent"));
  o.erase("--receivers");
  CHECK_THROWS_WITH(build_with(model, tree, ordered, o), Catch::Contains("needs --tree"));
}

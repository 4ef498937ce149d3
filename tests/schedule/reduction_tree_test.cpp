#include "schedule/reduction_tree.hpp"
#include "errors.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/isomorphism.hpp>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("brackets round-trip and number machines in preorder") {
  const auto tree = ReductionTree::from_brackets("(()(()))");
  CHECK(tree.size() == 4);
  CHECK(tree.sink() == 0);
  CHECK(tree.senders(0) == std::vector<int>{1, 2});
  CHECK(tree.senders(2) == std::vector<int>{3});
  CHECK(tree.receivers() == std::vector<int>{-1, 0, 0, 2});
  CHECK(tree.brackets() == "(()(()))");
  CHECK(tree.max_in_degree() == 2);
  CHECK(tree.depth() == 2);
}

TEST_CASE("malformed trees are rejected with a message") {
  for (const char* bad : {"", "(", "(()", "())", "()()", "(x)", "(())("}) {
    INFO(bad);
    CHECK_THROWS_AS(ReductionTree::from_brackets(bad), InputError);
  }
  CHECK_THROWS_AS(ReductionTree::from_receivers({-1, -1}), InputError);      // two sinks
  CHECK_THROWS_AS(ReductionTree::from_receivers({1, 0, -1}), InputError);    // cycle 0 <-> 1
  CHECK_THROWS_AS(ReductionTree::from_receivers({-1, 5}), InputError);       // out of range
  CHECK_THROWS_AS(ReductionTree::from_receivers({-1, 1}), InputError);       // sends to itself
  CHECK_THROWS_AS(ReductionTree::from_senders({{1}, {}, {1}}), InputError);  // sends twice
}

TEST_CASE("canonical form forgets the arrival order only") {
  CHECK(ReductionTree::from_brackets("(()(()))").canonical() ==
        ReductionTree::from_brackets("((())())").canonical());
  CHECK(ReductionTree::from_brackets("(()()())").canonical() !=
        ReductionTree::from_brackets("((()()))").canonical());
}

namespace {

// Boost.Graph's isomorphism on the undirected tree, with the sink told apart
// by a vertex invariant: an independent check of the AHU labelling.
using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;

struct RootedDegree {  // degree, and whether the vertex is the sink
  using argument_type = std::size_t;
  using result_type = std::size_t;
  const Graph* graph;
  std::size_t sink;
  std::size_t operator()(std::size_t v) const {
    return boost::out_degree(v, *graph) * 2 + (v == sink ? 1 : 0);
  }
};

bool boost_isomorphic(const ReductionTree& a, const ReductionTree& b) {
  if (a.size() != b.size()) return false;
  const auto build = [](const ReductionTree& t) {
    Graph g(static_cast<std::size_t>(t.size()));
    for (int i = 0; i < t.size(); ++i) {
      if (t.receiver(i) >= 0) {
        boost::add_edge(static_cast<std::size_t>(i), static_cast<std::size_t>(t.receiver(i)), g);
      }
    }
    return g;
  };
  const Graph ga = build(a);
  const Graph gb = build(b);
  std::vector<std::size_t> map(static_cast<std::size_t>(a.size()));
  const auto index_a = boost::get(boost::vertex_index, ga);
  const auto index_b = boost::get(boost::vertex_index, gb);
  return boost::isomorphism(ga, gb, boost::make_iterator_property_map(map.begin(), index_a),
                            RootedDegree{&ga, static_cast<std::size_t>(a.sink())},
                            RootedDegree{&gb, static_cast<std::size_t>(b.sink())},
                            static_cast<std::size_t>(2 * a.size() + 2), index_a, index_b);
}

}  // namespace

TEST_CASE("AHU isomorphism agrees with Boost.Graph and with canonical forms") {
  REQUIRE(rc::check("isomorphic(a, b) == Boost.Graph isomorphism == equal canonical forms", [] {
    const int n = *rc::gen::inRange(1, 9);
    const auto a = *testing::gen_tree(n).as("a");
    const auto b = *testing::gen_tree(n).as("b");
    const bool ahu = isomorphic(a, b);
    RC_ASSERT(ahu == (a.canonical() == b.canonical()));
    if (a.size() == b.size()) RC_ASSERT(ahu == boost_isomorphic(a, b));
    RC_ASSERT(isomorphic(a, a));
  }));
}

TEST_CASE("postorder lists every sender before its receiver") {
  REQUIRE(rc::check("postorder is a topological order", [] {
    const auto tree = *testing::gen_tree(30);
    const auto order = tree.postorder();
    RC_ASSERT(static_cast<int>(order.size()) == tree.size());
    std::vector<int> position(static_cast<std::size_t>(tree.size()));
    for (std::size_t k = 0; k < order.size(); ++k) position[order[k]] = static_cast<int>(k);
    for (int i = 0; i < tree.size(); ++i) {
      if (tree.receiver(i) >= 0) RC_ASSERT(position[i] < position[tree.receiver(i)]);
    }
  }));
}

TEST_CASE("deep chains do not overflow the stack") {
  std::vector<int> receiver(200000);
  for (int i = 0; i < 200000; ++i) receiver[i] = i - 1;
  const auto chain = ReductionTree::from_receivers(receiver);
  CHECK(chain.depth() == 199999);
  CHECK(chain.brackets().size() == 400000);
  CHECK(isomorphic(chain, chain));
}

TEST_CASE("stars and chains") {
  CHECK(ReductionTree::star(4).brackets() == "(()()())");
  CHECK(ReductionTree::chain(3).brackets() == "((()))");
  CHECK(ReductionTree::star(1).size() == 1);
  CHECK(ReductionTree::chain(1).size() == 1);
  CHECK_THROWS_AS(ReductionTree::star(0), InputError);
}

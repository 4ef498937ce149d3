// Platforms from DOT and JSON, and the random generator.

#include "errors.hpp"
#include "models/steady_state/linear_programs.hpp"
#include "models/steady_state/platform_files.hpp"
#include "models/steady_state/program_size.hpp"
#include "models/steady_state/random_platforms.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

std::string refusal(const std::string& dot) {
  try {
    platform_from_dot(dot, "test.dot");
  } catch (const InputError& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("a DOT platform gives costs, task times and the order of first mention") {
  // Boost keeps nodes in name order; the platform keeps the file's.
  const Platform fig = platform_from_dot(
      "/* b first */ digraph \"x y\" { graph [w=9]; rankdir = LR; node [c=1]; \"2\" -> 10 "
      "[c=1]; 10:p -> 1 [c=\"2\"]; subgraph s { 1; }; // 0\n 0 -> 2 [c=1] }",
      "test.dot");
  // A graph attribute naming a node does not count as a mention.
  const Platform labelled = platform_from_dot("digraph { label = a; b -> a [c=1]; }", "test.dot");
  CHECK(labelled.name(0) == "b");
  REQUIRE(fig.nodes() == 4);
  CHECK(fig.name(0) == "2");
  CHECK(fig.name(1) == "10");
  CHECK(fig.name(2) == "1");
  CHECK(fig.name(3) == "0");

  const Platform g = platform_from_dot(
      "digraph g { b [speed=2]; a -> b [c=\"3/2\"]; b -> a [c=1, label=x]; c [w=0.25]; }",
      "test.dot");
  REQUIRE(g.nodes() == 3);
  CHECK(g.name(0) == "b");
  CHECK(g.name(1) == "a");
  CHECK(g.name(2) == "c");
  CHECK(g.task_time(0) == Time(1, 2));  // speed 2: two tasks per time unit
  CHECK(g.task_time(1) == 1);           // neither w nor speed: one time unit
  CHECK(g.task_time(2) == Time(1, 4));
  REQUIRE(g.edges().size() == 2);
  CHECK(g.edges()[static_cast<std::size_t>(*g.edge(1, 0))].cost == Time(3, 2));
  CHECK_FALSE(g.edge(0, 2));
  CHECK(g.reachable_from(1) == std::vector<bool>{true, true, false});
}

TEST_CASE("bad DOT platforms are refused naming the value") {
  CHECK(refusal("digraph { a -> b; }").find("edge a -> b has no cost") != std::string::npos);
  CHECK(refusal("digraph { a -> b [c=-1]; }").find("c = -1") != std::string::npos);
  CHECK(refusal("digraph { a -> b [c=0]; }").find("c > 0 is accepted") != std::string::npos);
  CHECK(refusal("digraph { a -> b [c=x]; }").find("'x'") != std::string::npos);
  CHECK(refusal("digraph { a -> b [c=1]; a [speed=0]; }").find("zero-capacity") !=
        std::string::npos);
  CHECK(refusal("digraph { a [w=0]; }").find("zero-capacity") != std::string::npos);
  CHECK(refusal("digraph { a -> }").find("not valid DOT") != std::string::npos);
  CHECK(refusal("graph { a -- b [c=1]; }").find("undirected") != std::string::npos);
  CHECK(refusal("digraph { a -> a [c=1]; }").find("loop") != std::string::npos);
}

TEST_CASE("a platform reads back from its JSON and DOT forms") {
  Random random(5);
  const Platform g = random_platform(PlatformShape::random, 9, random);
  for (const Platform& back :
       {platform_from_json(platform_json(g), "json"), platform_from_dot(platform_dot(g), "dot")}) {
    REQUIRE(back.nodes() == g.nodes());
    REQUIRE(back.edges().size() == g.edges().size());
    for (int i = 0; i < g.nodes(); ++i) {
      CHECK(back.name(i) == g.name(i));
      CHECK(back.task_time(i) == g.task_time(i));
    }
    for (const PlatformEdge& e : g.edges()) {
      const auto same = back.edge(e.from, e.to);
      REQUIRE(same);
      CHECK(back.edges()[static_cast<std::size_t>(*same)].cost == e.cost);
    }
  }
  CHECK_THROWS_AS(platform_from_json(nlohmann::json::parse(R"({"nodes": [{"name": "a"}],
      "edges": [{"from": "a", "to": "z", "c": "1"}]})"),
                                     "json"),
                  InputError);
}

TEST_CASE("random platforms are connected both ways and repeat with their seed") {
  for (const auto& name : platform_shape_names()) {
    for (int n : {2, 5, 17}) {
      Random first(11), second(11);
      const Platform g = random_platform(platform_shape(name), n, first);
      const Platform again = random_platform(platform_shape(name), n, second);
      INFO(name << " with " << n << " nodes");
      CHECK(platform_dot(g) == platform_dot(again));
      for (int i = 0; i < n; ++i) {
        const auto seen = g.reachable_from(i);
        CHECK(std::count(seen.begin(), seen.end(), true) == n);
      }
    }
  }
  Random random(1);
  CHECK(random_platform(PlatformShape::clique, 6, random).edges().size() == 30);
  CHECK_THROWS_AS(random_platform(PlatformShape::star, 1, random), InputError);
  CHECK_THROWS_AS(platform_shape("ring"), InputError);
}

TEST_CASE("a program's size counted before it is written is the size of the program written") {
  const std::vector<PlatformShape> shapes{PlatformShape::layered, PlatformShape::random,
                                          PlatformShape::star, PlatformShape::clique};
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    Random random(seed);
    const Platform g =
        random_platform(shapes[seed % shapes.size()], 3 + static_cast<int>(seed % 6), random);
    const int n = g.nodes();
    std::vector<SteadyStateProblem> problems;
    problems.push_back(scatter_problem(g, 0, {n - 1, n - 2}));
    problems.push_back(gossip_problem(g, {0, 1}, {1, n - 1}));
    problems.push_back(reduce_problem(g, 0, g.all_nodes()));
    for (const SteadyStateProblem& p : problems) {
      const SteadyStateProgram built = steady_state_program(p);
      const ProgramSize counted = p.operation == SteadyOperation::reduce
                                      ? reduce_program_size(p.platform, p.participants.size())
                                      : routing_program_size(p.platform, p.types);
      INFO(problem_text(p));
      CHECK(counted.columns == static_cast<std::uint64_t>(built.program.columns()));
      CHECK(counted.rows == static_cast<std::uint64_t>(built.program.rows()));
    }
  }
}

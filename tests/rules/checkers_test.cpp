// The shared rule checkers on hand-made schedules: each rule accepts what it
// should and names what breaks it. The pool of K transfers is used by no
// model yet (the limited-transfers model will): it is tested here.

#include "rules/checkers.hpp"
#include "rules/validation.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

const Vocabulary words;

// Machines 1, 2 and 3 send to 4, 5 and 6 during [0, 1), all at once.
Schedule three_parallel_transfers() {
  Schedule s;
  s.machines = 7;
  s.transfers = {{1, 4, 0, 1}, {2, 5, 0, 1}, {3, 6, 0, 1}};
  s.reductions = {{4, 0, 1, 2}, {5, 1, 1, 2}, {6, 2, 1, 2}};
  return s;
}

}  // namespace

TEST_CASE("a platform-wide pool admits at most K transfers at once") {
  const Schedule s = three_parallel_transfers();
  ResourcePolicy policy;
  policy.transfer_pool = 3;
  CHECK_FALSE(check_capacity(s, policy, words));
  policy.transfer_pool = 2;
  const auto broken = check_capacity(s, policy, words);
  REQUIRE(broken);
  CHECK_THAT(*broken, Catch::Contains("3 transfers are in progress at time 0, more than the 2"));
  // Back to back is not at once: [0, 1) then [1, 2).
  Schedule staggered = s;
  staggered.transfers[2] = {3, 6, 1, 2};
  staggered.reductions[2] = {6, 2, 2, 3};
  CHECK_FALSE(check_capacity(staggered, policy, words));
  CHECK(resources_of(s, transfer_ref(0), policy).back() == Resource{ResourceKind::pool, 0});
}

TEST_CASE("ports: one-port, two ports, and computations that hold them") {
  Schedule s;
  s.machines = 3;
  s.transfers = {{1, 0, 0, 2}, {0, 2, 1, 3}};  // machine 0 receives and sends at once
  s.reductions = {{0, 0, 2, 3}, {2, 1, 3, 4}};
  ResourcePolicy one_port{true, false, {}};
  const auto clash = check_capacity(s, one_port, words);
  REQUIRE(clash);
  CHECK_THAT(*clash, Catch::Contains("machine 0 takes part in two transfers at once (one-port)"));
  ResourcePolicy two_ports{false, false, {}};
  CHECK_FALSE(check_capacity(s, two_ports, words));
  // A reduction on machine 0 during [2, 3) while it sends during [1, 3):
  // allowed with overlap, refused when computations hold the ports.
  ResourcePolicy no_overlap{false, true, {}};
  const auto busy = check_capacity(s, no_overlap, words);
  REQUIRE(busy);
  CHECK_THAT(*busy, Catch::Contains("communicates while it reduces"));
  // Zero-length activities hold nothing.
  s.transfers[1].end = s.transfers[1].start;
  CHECK_FALSE(check_capacity(s, one_port, words));
}

TEST_CASE("precedence names why an activity waits") {
  Schedule s;
  s.machines = 3;
  s.transfers = {{2, 1, 0, 1}, {1, 0, Time(1, 2), Time(3, 2)}};
  s.reductions = {{1, 0, 1, 2}, {0, 1, Time(3, 2), Time(5, 2)}};
  SendTree tree;
  REQUIRE_FALSE(check_reduction_tree(s, words, tree));
  const auto deps = tree_dependencies(s, tree);
  const auto broken = check_precedence(s, deps, words);
  REQUIRE(broken);
  CHECK_THAT(*broken, Catch::Contains("transfer 1"));
  CHECK_THAT(*broken, Catch::Contains("still arriving or being reduced"));
  s.reductions[0] = {1, 0, Time(1, 2), Time(3, 2)};  // before its operand arrives at 1
  CHECK_THAT(*check_precedence(s, deps, words), Catch::Contains("before its operand arrives at 1"));
}

TEST_CASE("a rule list reports the first broken rule by name, and the makespan when all hold") {
  Schedule s;
  s.machines = 2;
  s.transfers = {{1, 0, 0, 3}};
  s.reductions = {{0, 0, 3, 4}};
  int later_ran = 0;
  const auto list = [&](bool first_breaks) {
    return RuleList()
        .add("first",
             [first_breaks]() -> std::optional<std::string> {
               if (first_breaks) return "it broke";
               return std::nullopt;
             })
        .add("second", [&]() -> std::optional<std::string> {
          ++later_ran;
          return std::nullopt;
        });
  };
  const Validation broken = list(true).run(s);
  CHECK(broken.rule == "first");
  CHECK(broken.violation == "it broke");
  CHECK(later_ran == 0);
  const Validation fine = list(false).run(s);
  CHECK(fine.valid());
  CHECK(fine.makespan == 4);
  CHECK(list(false).names() == std::vector<std::string>{"first", "second"});
}

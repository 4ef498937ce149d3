// The heterogeneous validator: each rule of model.hpp refuses what breaks it,
// and the instance refuses bad matrices.

#include "models/heterogeneous/validator.hpp"
#include "errors.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

// P_1 and P_2 send to P_0: d_10 = 2, d_20 = 1; c = (1, 5, 5).
HeterogeneousInstance three() {
  return make_heterogeneous_instance({{0, 3, 3}, {2, 0, 3}, {1, 3, 0}}, {1, 5, 5});
}

Schedule valid_three() {
  Schedule s;
  s.machines = 3;
  s.sink = 0;
  s.transfers = {{2, 0, 0, 1}, {1, 0, 1, 3}};
  s.reductions = {{0, 0, 1, 2}, {0, 1, 3, 4}};
  return s;
}

}  // namespace

TEST_CASE("a schedule that keeps every rule is timed by its last activity", "[heterogeneous]") {
  const Validation v = validate(valid_three(), three());
  INFO(v.violation);
  REQUIRE(v.valid());
  CHECK(v.makespan == 4);
}

TEST_CASE("durations come from the pair and the receiving processor", "[heterogeneous]") {
  Schedule s = valid_three();
  s.transfers[1].end = 2;  // d_10 is 2, not 1
  CHECK(validate(s, three()).rule == "durations");
  s = valid_three();
  s.reductions[0].end = 3;  // c_0 is 1
  CHECK(validate(s, three()).rule == "durations");
}

TEST_CASE("a processor receives one value at a time but may receive while it reduces",
          "[heterogeneous]") {
  Schedule s = valid_three();
  s.transfers[1].start = Time(1, 2);  // overlaps the reception from P_2
  s.transfers[1].end = Time(5, 2);
  s.reductions[1].start = Time(5, 2);
  s.reductions[1].end = Time(7, 2);
  CHECK(validate(s, three()).rule == "resources");
  // Receiving from P_1 during [1, 3) overlaps the reduction [1, 2): allowed.
  CHECK(validate(valid_three(), three()).valid());
}

TEST_CASE("the result may end on any processor", "[heterogeneous]") {
  const HeterogeneousInstance in = three();
  Schedule s;
  s.machines = 3;
  s.sink = 2;
  s.transfers = {{0, 2, 0, 3}, {1, 2, 3, 6}};
  s.reductions = {{2, 0, 3, 8}, {2, 1, 8, 13}};
  const Validation v = validate(s, in);
  INFO(v.violation);
  CHECK(v.valid());
  CHECK(v.makespan == 13);
}

TEST_CASE("non-commutative: a processor sends only to an adjacent range", "[heterogeneous]") {
  HeterogeneousInstance in = three();
  in.commutative = false;
  // P_0 gets [2, 2] first: not adjacent to [0, 0].
  CHECK(validate(valid_three(), in).rule == "operand order");
  Schedule s = valid_three();
  s.transfers = {{1, 0, 0, 2}, {2, 0, 2, 3}};
  s.reductions = {{0, 0, 2, 3}, {0, 1, 3, 4}};
  const Validation v = validate(s, in);
  INFO(v.violation);
  CHECK(v.valid());
}

TEST_CASE("a sender sends after its last reduction and only once", "[heterogeneous]") {
  const HeterogeneousInstance in = three();
  Schedule s;
  s.machines = 3;
  s.sink = 0;
  s.transfers = {{2, 1, 0, 3}, {1, 0, 3, 5}};
  s.reductions = {{1, 0, 3, 8}, {0, 1, 5, 6}};  // P_1 sends at 3, before its reduction ends at 8
  CHECK(validate(s, in).rule == "precedence");
  s.transfers.push_back({2, 0, 0, 1});
  CHECK(validate(s, in).rule == "reduction tree");
}

TEST_CASE("bad matrices are refused with the entry named", "[heterogeneous]") {
  using V = std::vector<Time>;
  CHECK_THROWS_WITH(make_heterogeneous_instance({{0, 1}, {1, 0}}, V{1, 1, 1}),
                    Catch::Contains("d has 2 rows but c has 3 entries"));
  CHECK_THROWS_WITH(make_heterogeneous_instance({{0, 1}, {1}}, V{1, 1}),
                    Catch::Contains("row 1 of d has 1 entries; d must be square"));
  CHECK_THROWS_WITH(make_heterogeneous_instance({{0, -1}, {1, 0}}, V{1, 1}),
                    Catch::Contains("d[0][1] = -1 is negative"));
  CHECK_THROWS_WITH(make_heterogeneous_instance({{0, 1}, {1, 0}}, V{1, Time(-1, 2)}),
                    Catch::Contains("c[1] = -1/2 is negative"));
  CHECK_THROWS_WITH(make_heterogeneous_instance({{2, 1}, {1, 0}}, V{1, 1}),
                    Catch::Contains("d[0][0] = 2: the diagonal is refused unless 0"));
  CHECK_THROWS_AS(make_heterogeneous_instance({}, V{}), InputError);
}

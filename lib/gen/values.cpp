#include "gen/values.hpp"

#include <rapidcheck/gen/Build.h>
#include <rapidcheck/gen/Container.h>
#include <rapidcheck/gen/Create.h>
#include <rapidcheck/gen/Numeric.h>
#include <rapidcheck/gen/Select.h>
#include <rapidcheck/gen/Transform.h>
#include <rapidcheck/gen/Tuple.h>

#include <cstdint>
#include <utility>

namespace redcheck::gen {

namespace {

rc::Gen<Time> small_integer() {
  return rc::gen::map(rc::gen::inRange<std::int64_t>(1, 11),
                      [](std::int64_t v) { return Time(v); });
}

rc::Gen<Time> large_fraction() {
  return rc::gen::map(
      rc::gen::pair(rc::gen::inRange<std::int64_t>(1, 1000001),
                    rc::gen::inRange<std::int64_t>(1, 1001)),
      [](const std::pair<std::int64_t, std::int64_t>& p) { return Time(p.first, p.second); });
}

}  // namespace

const std::string cost_words =
    "random exact costs (0, an integer 1..10, or p/q with p <= 10^6, q <= 1000)";

rc::Gen<Time> cost() {
  return rc::gen::weightedOneOf<Time>(
      {{1, rc::gen::just(Time(0))}, {3, small_integer()}, {6, large_fraction()}});
}

rc::Gen<Time> positive_cost() {
  return rc::gen::weightedOneOf<Time>({{1, small_integer()}, {2, large_fraction()}});
}

rc::Gen<int> int_in(int first, int last) {
  return rc::gen::inRange(first, last + 1);
}

}  // namespace redcheck::gen

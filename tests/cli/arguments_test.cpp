#include "cli/arguments.hpp"
#include "errors.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("integers are read in decimal within their range") {
  CHECK(parse_integer("16", "--n", 1, 20) == 16);
  CHECK(parse_integer("-1", "--order", -1, 30) == -1);
  CHECK_THROWS_WITH(parse_integer("0", "--n", 1, 20), Catch::Contains("--n = 0 is out of range"));
  CHECK_THROWS_WITH(parse_integer("1e3", "--n", 1, 20), Catch::Contains("'1e3' is not an integer"));
  CHECK_THROWS_AS(parse_integer("", "--n", 1, 20), InputError);
  CHECK_THROWS_AS(parse_integer("99999999999999999999", "--n", 1, 20), InputError);
}

TEST_CASE("costs are exact and non-negative") {
  CHECK(parse_cost("0.25", "--d") == Time(1, 4));
  CHECK_THROWS_WITH(parse_cost("-1/2", "--d"), Catch::Contains("--d = -1/2 is negative"));
  CHECK(parse_cost_list("0,1/3,2", "--costs") == std::vector<Time>{Time(0), Time(1, 3), Time(2)});
  CHECK_THROWS_WITH(parse_cost_list("1,,2", "--costs"), Catch::Contains("empty item"));
}

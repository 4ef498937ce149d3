#include "cli/arguments.hpp"
#include "cli/json_fields.hpp"
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

TEST_CASE("JSON fields name the missing or malformed field and where it is") {
  const auto j = nlohmann::json::parse(
      R"({"n": 4, "d": "3/2", "c": 1, "e": 1.5, "big": 99, "huge": 18446744073709551615})");
  CHECK(json_integer(j, "n", "the instance", 1, 20) == 4);
  CHECK(json_exact_text(j, "d", "the instance") == "3/2");
  CHECK(json_exact_text(j, "c", "the instance") == "1");  // an integer is exact
  CHECK_THROWS_WITH(
      json_exact_text(j, "e", "the instance"),
      Catch::Contains("the instance needs \"e\": an exact number written as a string"));
  CHECK_THROWS_WITH(json_integer(j, "huge", "the instance", 1, 20),
                    Catch::Contains("\"huge\" = 18446744073709551615 is out of range"));
  CHECK_THROWS_WITH(json_integer(j, "m", "the instance", 1, 20),
                    Catch::Contains("the instance needs \"m\": an integer"));
  CHECK_THROWS_WITH(json_integer(j, "big", "the instance", 1, 20),
                    Catch::Contains("the instance \"big\" = 99 is out of range"));
  CHECK_THROWS_AS(json_integer(nlohmann::json::array(), "n", "the instance", 1, 20), InputError);
}

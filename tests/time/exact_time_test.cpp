#include "time/exact_time.hpp"
#include "errors.hpp"
#include "time/tick_scale.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("parse_time reads integers, fractions and decimals exactly") {
  CHECK(parse_time("2", "x") == Time(2));
  CHECK(parse_time("3/2", "x") == Time(3, 2));
  CHECK(parse_time("1.5", "x") == Time(3, 2));
  CHECK(parse_time("0.1", "x") == Time(1, 10));
  CHECK(parse_time("-0.25", "x") == Time(-1, 4));
  CHECK(parse_time("6/4", "x") == Time(3, 2));
  CHECK(parse_time(".5", "x") == Time(1, 2));
  CHECK(parse_time("010", "x") == Time(10));  // decimal, not octal
  CHECK(parse_time("017/010", "x") == Time(17, 10));
  CHECK(parse_time("00.5", "x") == Time(1, 2));
  CHECK(parse_time("123456789012345678901234567890", "x") ==
        Time(BigInt("123456789012345678901234567890")));
}

TEST_CASE("parse_time rejects malformed text and names the value") {
  for (const char* bad :
       {"", "abc", "1/0", "1/", "/2", "1.2.3", "1e3", " 1", "1 ", "--1", "0x10"}) {
    INFO(bad);
    CHECK_THROWS_AS(parse_time(bad, "--d"), InputError);
  }
  CHECK_THROWS_WITH(parse_time("abc", "--d"), Catch::Contains("--d = 'abc'"));
  CHECK_THROWS_WITH(parse_time("1/0", "--c"), Catch::Contains("zero denominator"));
}

TEST_CASE("to_string prints exact fractions in lowest terms") {
  CHECK(to_string(Time(7, 2)) == "7/2");
  CHECK(to_string(Time(6, 2)) == "3");
  CHECK(to_string(Time(-1, 3)) == "-1/3");
  CHECK(to_string(Time(0)) == "0");
}

TEST_CASE("to_decimal rounds half away from zero, exactly") {
  CHECK(to_decimal(Time(7, 2), 6) == "3.500000");
  CHECK(to_decimal(Time(1, 3), 6) == "0.333333");
  CHECK(to_decimal(Time(2, 3), 6) == "0.666667");
  CHECK(to_decimal(Time(1, 8), 2) == "0.13");
  CHECK(to_decimal(Time(-1, 8), 2) == "-0.13");
  CHECK(to_decimal(Time(-1, 1000), 2) == "0.00");
  CHECK(to_decimal(Time(5), 0) == "5");
}

TEST_CASE("printing then parsing gives the same rational") {
  REQUIRE(rc::check("parse_time(to_string(x)) == x", [](int num, int den) {
    RC_PRE(den != 0);
    const Time x(num, den);
    RC_ASSERT(parse_time(to_string(x), "x") == x);
  }));
}

TEST_CASE("ceil_log2 is the smallest k with 2^k >= n") {
  CHECK(ceil_log2(1) == 0);
  CHECK(ceil_log2(2) == 1);
  CHECK(ceil_log2(3) == 2);
  CHECK(ceil_log2(4) == 2);
  CHECK(ceil_log2(5) == 3);
  CHECK(ceil_log2(1024) == 10);
  CHECK(ceil_log2(1025) == 11);
}

TEST_CASE("scale_to_ticks writes rationals on a common tick") {
  const auto scale = scale_to_ticks({Time(1, 2), Time(2, 3), Time(0)});
  REQUIRE(scale);
  CHECK(scale->tick == Time(1, 6));
  CHECK(scale->ticks == std::vector<std::int64_t>{3, 4, 0});
  CHECK(scale->to_time(5) == Time(5, 6));
}

TEST_CASE("scale_to_ticks refuses values that do not fit in 64 bits") {
  CHECK_FALSE(scale_to_ticks({Time(BigInt("100000000000000000000"))}));
  CHECK_FALSE(scale_to_ticks({Time(BigInt(1), BigInt("100000000000000000000"))}));
  CHECK(fits_in<std::int32_t>(BigInt(2147483647)));
  CHECK_FALSE(fits_in<std::int32_t>(BigInt(2147483648LL)));
  CHECK_FALSE(fits_in<std::int64_t>(BigInt(-1)));
}

TEST_CASE("scale_to_ticks on machine integers agrees with the lcm in GMP integers") {
  rc::prop("the tick is 1/lcm of the denominators and each count value/tick, or no scale", [] {
    const auto part = rc::gen::oneOf(rc::gen::inRange<std::int64_t>(-3, 40),
                                     rc::gen::inRange<std::int64_t>(1, 4'000'000'000'000LL));
    const auto values = *rc::gen::container<std::vector<std::pair<std::int64_t, std::int64_t>>>(
        rc::gen::pair(part, rc::gen::inRange<std::int64_t>(1, 3'000'000'000LL)));
    std::vector<Time> times;
    BigInt common = 1;
    for (const auto& [num, den] : values) {
      times.emplace_back(BigInt(num), BigInt(den));
      common = boost::multiprecision::lcm(common, BigInt(denominator(times.back())));
    }
    bool fits = fits_in<std::int64_t>(common);
    std::vector<std::int64_t> counts;
    for (const Time& t : times) {
      const BigInt count = numerator(t) * (common / denominator(t));
      fits = fits && fits_in<std::int64_t>(count);
      if (fits) counts.push_back(count.convert_to<std::int64_t>());
    }
    const auto scale = scale_to_ticks(times);
    RC_ASSERT(scale.has_value() == fits);
    if (scale) {
      RC_ASSERT(scale->tick == Time(BigInt(1), common));
      RC_ASSERT(scale->ticks == counts);
    }
  });
}

// Rational enclosures of log2 and of log2 of the golden ratio.

#include "time/real_bounds.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace redcheck;

TEST_CASE("log2 enclosures contain the value and are narrow") {
  for (int n = 1; n <= 70; ++n) {
    const Enclosure e = log2_enclosure(Time(n));
    INFO("n = " << n);
    CHECK(e.low <= e.high);
    CHECK(e.high - e.low < Time(1, BigInt("1000000000000000000000000000000")));
    const double value = std::log2(n);
    CHECK(to_double(e.low) == Approx(value).epsilon(1e-14));
    if ((n & (n - 1)) == 0) {
      CHECK(e.low <= Time(ceil_log2(n)));
      CHECK(Time(ceil_log2(n)) <= e.high);
    }
  }
  const Enclosure third = log2_enclosure(Time(1, 3));
  CHECK(to_double(third.high) == Approx(std::log2(1.0 / 3)).epsilon(1e-14));
}

TEST_CASE("log2 of the golden ratio is 0.6942419136306...") {
  const Enclosure e = log2_golden_ratio();
  CHECK(e.low < Time(6942419136307LL, 10000000000000LL));
  CHECK(Time(6942419136306LL, 10000000000000LL) < e.high);
  CHECK(e.high - e.low < Time(1, BigInt("1000000000000000000000000000000")));
}

TEST_CASE("the sign of a + b sqrt 5 is exact, near zero too") {
  CHECK(sign_plus_sqrt5(0, 0) == 0);
  CHECK(sign_plus_sqrt5(1, 0) == 1);
  CHECK(sign_plus_sqrt5(0, -1) == -1);
  CHECK(sign_plus_sqrt5(-2, 1) == 1);   // sqrt 5 > 2
  CHECK(sign_plus_sqrt5(-3, 1) == -1);  // sqrt 5 < 3
  // Close rationals: 682/305 < sqrt 5 < 161/72.
  CHECK(sign_plus_sqrt5(Time(-682, 305), 1) == 1);
  CHECK(sign_plus_sqrt5(Time(-161, 72), 1) == -1);
  CHECK(sign_plus_sqrt5(Time(682, 305), -1) == -1);
  const Enclosure r = sqrt5_enclosure();
  CHECK(r.low * r.low < 5);
  CHECK(r.high * r.high > 5);
  CHECK(r.high - r.low < Time(1, 1000000));
}

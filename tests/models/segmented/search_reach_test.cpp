// The optimum refuses at once, in any order, what its searches do not answer
// within a minute (search_reach.hpp), and only that: in order, within the
// reach, and with transfers that take no time it goes on to the search.

#include "models/segmented/search_reach.hpp"

#include "errors.hpp"
#include "models/segmented/bidirectional_optimum.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/unidirectional_optimum.hpp"

#include <catch2/catch.hpp>

#include <chrono>

using namespace redcheck;

namespace {

SegmentedInstance unit_instance(int p, int q, int alpha, int beta) {
  SegmentedInstance in;
  in.p = p;
  in.segments.assign(static_cast<std::size_t>(q), 1);
  in.alpha = alpha;
  in.beta = beta;
  in.gamma = 1;
  return in;
}

OptimumReport optimum(const SegmentedInstance& in, Ports ports, bool in_order) {
  return ports == Ports::unidirectional ? unidirectional_optimum(in, in_order)
                                        : bidirectional_optimum(in, in_order);
}

}  // namespace

TEST_CASE("the reach shrinks as p grows and stays inside the searches' own limits") {
  for (const Ports ports : {Ports::unidirectional, Ports::bidirectional}) {
    const int p_max =
        ports == Ports::unidirectional ? unidirectional_search_max_p : bidirectional_search_max_p;
    const int q_max =
        ports == Ports::unidirectional ? unidirectional_search_max_q : bidirectional_search_max_q;
    for (int p = 1; p <= p_max; ++p) {
      INFO("p = " << p);
      CHECK(search_reach_max_q(p, ports) >= 1);
      CHECK(search_reach_max_q(p, ports) <= q_max);
      if (p > 1) CHECK(search_reach_max_q(p, ports) <= search_reach_max_q(p - 1, ports));
    }
    CHECK(search_reach_max_q(p_max + 1, ports) == 0);
  }
  // The cells measured (docs/segmented.md): p = 10, q = 3 and p = 8, q = 5 not
  // answered in 60 s with one port; with two, p = 8, q = 4 answered (one draw
  // of four) since 2026-12-01, q = 3 before not.
  CHECK(search_reach_max_q(10, Ports::unidirectional) == 2);
  CHECK(search_reach_max_q(8, Ports::unidirectional) == 4);
  CHECK(search_reach_max_q(8, Ports::bidirectional) == 4);
}

TEST_CASE("beyond the reach the optimum refuses at once, naming p, q and what it answers") {
  for (const Ports ports : {Ports::unidirectional, Ports::bidirectional}) {
    const int p = 8;
    const int q = search_reach_max_q(p, ports) + 1;
    const SegmentedInstance in = unit_instance(p, q, 1, 1);
    const auto start = std::chrono::steady_clock::now();
    CHECK_THROWS_AS(optimum(in, ports, false), TooBig);
    CHECK_THROWS_WITH(optimum(in, ports, false),
                      Catch::Contains("q <= " + std::to_string(q - 1) +
                                      " at p = 8, not q = " + std::to_string(q)) &&
                          Catch::Contains("--in-order"));
    // Before any work: the search alone takes minutes there.
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
  }
}

TEST_CASE("in order, inside the reach, or with free transfers the optimum searches") {
  // In order: p = 8, q = 5 with one port is answered (0.05 s).
  const SegmentedInstance ordered = unit_instance(8, 5, 1, 1);
  CHECK(optimum(ordered, Ports::unidirectional, true).optimum > Time(0));
  // Inside: p = 10, q = 2.
  CHECK(optimum(unit_instance(10, 2, 1, 1), Ports::unidirectional, false).optimum > Time(0));
  // alpha = beta = 0 with two ports: the one-port search answers, with its reach
  // (at p = 8 the two reaches are both q <= 4 since 2026-12-01).
  const SegmentedInstance free_transfers = unit_instance(8, 3, 0, 0);
  CHECK(optimum(free_transfers, Ports::bidirectional, false).optimum ==
        optimum(free_transfers, Ports::unidirectional, false).optimum);
}

TEST_CASE("with --max-states the reach does not refuse: the search goes on to its budget") {
  // Beyond the reach (p = 8, q = 5 with either port model), a budget of 1,000
  // states: the search starts, and is refused by that budget, not by the
  // reach. (Unit segments would not do: their symmetry lets the one-port
  // search answer in 595 states, the two-port one at once.)
  for (const Ports ports : {Ports::unidirectional, Ports::bidirectional}) {
    REQUIRE(search_reach_max_q(8, ports) < 5);
    SegmentedInstance in = unit_instance(8, 5, 0, 2);
    in.segments = {1, 2, 1, 3, 1};
    in.gamma = Time(1, 3);
    const auto searched = [&] {
      const OptimumLimits limits{1000, std::nullopt};
      return ports == Ports::unidirectional ? unidirectional_optimum(in, false, limits)
                                            : bidirectional_optimum(in, false, limits);
    };
    CHECK_THROWS_WITH(searched(),
                      Catch::Contains("did not finish within its budget of 1000 states") &&
                          !Catch::Contains("within about a minute"));
  }
  // And the reach's refusal says how to search anyway.
  CHECK_THROWS_WITH(optimum(unit_instance(8, 5, 1, 1), Ports::unidirectional, false),
                    Catch::Contains("or --max-states N (the search goes on"));
}

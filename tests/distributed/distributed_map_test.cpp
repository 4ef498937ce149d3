// distributed_map in one process (the split itself runs under mpirun in
// tests/programs/distributed_test.cpp): results in item order, and an item's
// error travels between ranks with its type.

#include "distributed/distributed_map.hpp"

#include <catch2/catch.hpp>

#include <new>

using namespace redcheck;

TEST_CASE("distributed_map in one process is a parallel map in item order") {
  CHECK(rank_group().size() == 1);
  CHECK_FALSE(distributed_now());
  const auto squares = distributed_map<long>(
      1000, [](std::size_t k) { return static_cast<long>(k * k); },
      [](long x) { return nlohmann::json(x); },
      [](const nlohmann::json& j, std::size_t) { return j.get<long>(); });
  REQUIRE(squares.size() == 1000);
  for (std::size_t k = 0; k < squares.size(); ++k) CHECK(squares[k] == static_cast<long>(k * k));
  CHECK_THROWS_AS(distributed_map<int>(
                      10,
                      [](std::size_t k) -> int {
                        if (k == 7) throw InputError("item 7");
                        return 0;
                      },
                      [](int x) { return nlohmann::json(x); },
                      [](const nlohmann::json& j, std::size_t) { return j.get<int>(); }),
                  InputError);
}

TEST_CASE("an item's error crosses to the other ranks with its type and words") {
  const auto round_trip = [](auto error) {
    return detail::encode_exception(std::make_exception_ptr(error));
  };
  CHECK_THROWS_MATCHES(detail::rethrow_encoded(round_trip(InputError("--n 0: at least 1"))),
                       InputError, Catch::Message("--n 0: at least 1"));
  CHECK_THROWS_MATCHES(detail::rethrow_encoded(round_trip(InternalError("broken"))), InternalError,
                       Catch::Message("broken"));
  CHECK_THROWS_AS(detail::rethrow_encoded(round_trip(std::bad_alloc())), std::bad_alloc);
  const CrossCheckFailure failure("makespan", "n = 3", {"the validator", "5"},
                                  {"the builder", "6"});
  try {
    detail::rethrow_encoded(round_trip(failure));
    FAIL("not rethrown");
  } catch (const CrossCheckFailure& e) {
    CHECK(e.quantity() == "makespan");
    CHECK(e.input() == "n = 3");
    CHECK(e.first().value == "5");
    CHECK(e.second().method == "the builder");
    CHECK(std::string(e.what()) == failure.what());
  }
}

#include "distributed/distributed_map.hpp"

#include <new>

namespace redcheck::detail {

nlohmann::json encode_exception(std::exception_ptr error) {
  try {
    std::rethrow_exception(error);
  } catch (const InputError& e) {
    return {{"kind", "input"}, {"message", e.what()}};
  } catch (const CrossCheckFailure& e) {
    return {{"kind", "cross-check"},
            {"quantity", e.quantity()},
            {"input", e.input()},
            {"first", {e.first().method, e.first().value}},
            {"second", {e.second().method, e.second().value}}};
  } catch (const std::bad_alloc&) {
    return {{"kind", "out-of-memory"}};
  } catch (const std::exception& e) {
    return {{"kind", "internal"}, {"message", e.what()}};
  } catch (...) {
    return {{"kind", "internal"}, {"message", "an exception of unknown type"}};
  }
}

void rethrow_encoded(const nlohmann::json& error) {
  const std::string kind = error.at("kind");
  if (kind == "input") throw InputError(error.at("message").get<std::string>());
  if (kind == "cross-check") {
    const auto answer = [&](const char* which) {
      return CrossCheckFailure::Answer{error.at(which).at(0).get<std::string>(),
                                       error.at(which).at(1).get<std::string>()};
    };
    throw CrossCheckFailure(error.at("quantity").get<std::string>(),
                            error.at("input").get<std::string>(), answer("first"),
                            answer("second"));
  }
  if (kind == "out-of-memory") throw std::bad_alloc();
  throw InternalError(error.at("message").get<std::string>());
}

}  // namespace redcheck::detail

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

std::vector<nlohmann::json> distributed_map_encoded(
    std::size_t count, const std::function<nlohmann::json(std::size_t)>& encoded) {
  const LocalOnly nested_calls_stay_here;
  const RankGroup& group = rank_group();
  const auto size = static_cast<std::size_t>(group.size());
  const auto rank = static_cast<std::size_t>(group.rank());
  std::vector<std::size_t> mine;
  for (std::size_t k = rank; k < count; k += size) mine.push_back(k);
  nlohmann::json done = nlohmann::json::array();
  for (std::size_t i = 0; i < mine.size(); ++i) done.push_back(nullptr);
  each_item_in_parallel(mine.size(), [&](std::size_t i) {
    nlohmann::json entry;
    try {
      entry = {{"value", encoded(mine[i])}};
    } catch (...) {
      entry = {{"error", encode_exception(std::current_exception())}};
    }
    done[i] = std::move(entry);
  });
  const std::vector<std::uint8_t> packed = nlohmann::json::to_cbor(done);
  const std::vector<std::string> all = group.all_gather(std::string(packed.begin(), packed.end()));
  std::vector<nlohmann::json> by_rank;
  for (const std::string& bytes : all) by_rank.push_back(nlohmann::json::from_cbor(bytes));
  std::vector<nlohmann::json> results(count);
  for (std::size_t k = 0; k < count; ++k) {
    nlohmann::json& entry = by_rank.at(k % size).at(k / size);
    if (entry.contains("error")) rethrow_encoded(entry["error"]);
    results[k] = std::move(entry["value"]);
  }
  return results;
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

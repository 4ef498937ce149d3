#pragma once
// Independent items of a heavy job split across the ranks of an MPI job
// (rank_group.hpp), each rank's items on all of its cores, and every result
// handed to every rank, so that what follows runs the same everywhere and
// rank 0 prints exactly what a single process prints.
//
// Split: item k is done by rank k mod size (cyclic, so neighbouring items,
// which usually cost alike, land on different ranks). The results travel as
// JSON (CBOR on the wire) through one all-gather.
//
// Errors: an item that throws on one rank must not leave the others waiting,
// so each item's exception travels as a result, and every rank rethrows the
// first by item index, with its type (InputError stays bad input, exit 2).
//
// Nesting and threads: only the outermost call is split. A call made while
// another is under way (from one of its items, on any thread) runs in this
// process alone. The outermost calls must be made by one thread at a time, in
// the same order on every rank (they are collectives).

#include "concurrency/parallel_for.hpp"
#include "distributed/rank_group.hpp"
#include "errors.hpp"

#include <nlohmann/json.hpp>

#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

namespace detail {

/// Split calls under way and LocalOnly scopes alive (not 0: calls stay local).
inline std::atomic<int> distributed_calls{0};

/// task(k) for k < count on every core, each thread taking the next item
/// (items of a heavy job vary in cost, so no thread is handed a fixed share
/// of them); the first exception by item is rethrown.
template <class Task>
void each_item_in_parallel(std::size_t count, Task&& task) {
  std::vector<std::exception_ptr> errors(count);
  std::atomic<std::size_t> next{0};
  const auto threads = static_cast<std::size_t>(thread_count());
  parallel_for(count < threads ? count : threads, [&](std::size_t) {
    for (std::size_t k = next++; k < count; k = next++) {
      try {
        task(k);
      } catch (...) {
        errors[k] = std::current_exception();
      }
    }
  });
  for (const auto& error : errors) {
    if (error) std::rethrow_exception(error);
  }
}

/// An item's exception as JSON, and back (rethrown with its type).
nlohmann::json encode_exception(std::exception_ptr error);
[[noreturn]] void rethrow_encoded(const nlohmann::json& error);

/// Whether a call now would be split over more than one rank.
inline bool split_now() {
  return rank_group().size() > 1 && distributed_calls.load() == 0;
}

}  // namespace detail

/// Whether the job runs on several ranks (and this call level is split).
inline bool distributed_now() {
  return detail::split_now();
}

/// Adds "ranks" to a heavy command's JSON when it ran on several ranks: the
/// one field by which it differs from the single process's.
inline void add_ranks_field(nlohmann::json& j) {
  if (rank_group().size() > 1) j["ranks"] = rank_group().size();
}

/// While it lives, distributed calls run in this process alone: for work
/// that runs on every rank anyway, from several threads at once.
class LocalOnly {
 public:
  LocalOnly() { ++detail::distributed_calls; }
  ~LocalOnly() { --detail::distributed_calls; }
  LocalOnly(const LocalOnly&) = delete;
  LocalOnly& operator=(const LocalOnly&) = delete;
};

namespace detail {

/// distributed_map's split over the ranks, the same for every result type
/// and compiled once (distributed_map.cpp): in each caller's template it
/// took about 3 s of CPU a file at -O3 (the CBOR and the all-gather; the
/// overlap enumeration's 13.4 -> 10.2 s). Runs encoded(k) for the items of
/// this rank, on all its cores; returns every item's encoded result, on
/// every rank, the first item's exception by index rethrown with its type.
std::vector<nlohmann::json> distributed_map_encoded(
    std::size_t count, const std::function<nlohmann::json(std::size_t)>& encoded);

}  // namespace detail

/// result[k] = item(k) for k < count, each computed once over the ranks and
/// handed to every rank. encode(R) -> nlohmann::json, decode(json, k) -> R.
template <class R, class Item, class Encode, class Decode>
std::vector<R> distributed_map(std::size_t count, Item&& item, Encode&& encode, Decode&& decode) {
  std::vector<R> results(count);
  if (!detail::split_now()) {
    detail::each_item_in_parallel(count, [&](std::size_t k) { results[k] = item(k); });
    return results;
  }
  const std::vector<nlohmann::json> all = detail::distributed_map_encoded(
      count, [&](std::size_t k) { return nlohmann::json(encode(item(k))); });
  for (std::size_t k = 0; k < count; ++k) results[k] = decode(all[k], k);
  return results;
}

}  // namespace redcheck

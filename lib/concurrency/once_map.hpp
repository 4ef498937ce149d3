#pragma once
// Values computed once per key and shared by every thread: the first caller
// of a key computes it, later callers (on any thread) help with it
// (concurrency/shared_once.hpp) and get the same object. References stay
// valid for the life of the map. A computation that throws leaves the key to
// be computed by the next caller.

#include "concurrency/shared_once.hpp"

#include <map>
#include <memory>
#include <mutex>

namespace redcheck {

template <class Key, class Value>
class OnceMap {
 public:
  template <class Compute>
  const Value& get(const Key& key, Compute&& compute) {
    std::shared_ptr<Entry> entry;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      auto& slot = entries_[key];
      if (!slot) slot = std::make_shared<Entry>();
      entry = slot;
    }
    entry->once.call([&] { entry->value = compute(); });
    return entry->value;
  }

 private:
  struct Entry {
    SharedOnce once;
    Value value;
  };
  std::mutex mutex_;
  std::map<Key, std::shared_ptr<Entry>> entries_;
};

}  // namespace redcheck

#pragma once
// The events of a simulation in exact time (or int64 ticks): a binary heap
// by date, then processor.

#include <algorithm>
#include <vector>

namespace redcheck {

/// The events of one simulation: (date, processor, what), taken instant by
/// instant, in increasing processor index within an instant.
template <class T>
class InstantQueue {
 public:
  struct Event {
    T time;
    int processor = 0;
    int what = 0;
  };

  void push(const T& time, int processor, int what) {
    heap_.push_back({time, processor, what});
    std::push_heap(heap_.begin(), heap_.end(), Later{});
  }
  void clear() { heap_.clear(); }
  bool empty() const { return heap_.empty(); }
  const T& next_time() const { return heap_.front().time; }
  Event pop() {
    std::pop_heap(heap_.begin(), heap_.end(), Later{});
    Event e = std::move(heap_.back());
    heap_.pop_back();
    return e;
  }

 private:
  struct Later {
    bool operator()(const Event& a, const Event& b) const {
      if (a.time != b.time) return b.time < a.time;
      return a.processor > b.processor;
    }
  };
  std::vector<Event> heap_;  // a binary heap; its storage is kept by clear()
};

}  // namespace redcheck

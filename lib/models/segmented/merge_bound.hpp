#pragma once
// A lower bound both segmented searches use (exhaustive.cpp with one port,
// bidirectional_search.cpp with two): segment k alone, its holders merging
// two partial results at a time, each merge (a transfer and its combining)
// ending c_k + g_k after the later of the two is ready. Merging the two
// earliest first ends soonest (Golumbic 1976, for max(x, y) + L).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <utility>

namespace redcheck::segmented_search {

/// Sorts a few values in place, ascending (std::sort on part of a std::array
/// trips g++ 12's -Warray-bounds).
template <typename T>
void sort_few(T* first, std::size_t count) {
  for (std::size_t j = 1; j < count; ++j) {
    for (std::size_t i = j; i > 0 && first[i] < first[i - 1]; --i)
      std::swap(first[i], first[i - 1]);
  }
}

/// The end of merging `count` (>= 1, <= 16) partial results ready at
/// `ready`, sorted ascending, two at a time, each merge ending `length`
/// after the later of its two: the two earliest first.
inline std::int64_t merged_end(const std::int64_t* ready, std::size_t count, std::int64_t length) {
  // The merged results come out in nondecreasing order (each is the later
  // of the two earliest plus `length`), so two queues give the two earliest
  // at every step.
  // (Not zeroed: only what was written is read, and the one-port search
  // calls this for every segment of nearly every state.)
  std::array<std::int64_t, 16> merged;
  if (count == 0 || count > merged.size()) throw std::logic_error("merged_end: 1 to 16 results");
  std::size_t next_ready = 0, next_merged = 0, merged_count = 0;
  const auto earliest = [&] {
    if (next_ready < count &&
        (next_merged == merged_count || ready[next_ready] <= merged[next_merged])) {
      return ready[next_ready++];
    }
    return merged[next_merged++];
  };
  std::int64_t last = ready[0];
  for (std::size_t step = 1; step < count; ++step) {
    earliest();
    last = earliest() + length;
    merged[merged_count++] = last;
  }
  return last;
}

/// A receive the root must make: from `release` on, holding its receive
/// port `length` (one segment's merged holders, in both searches' bounds).
/// Not zeroed when an array of them is made (unlike std::pair): only what is
/// written is read.
struct RootJob {
  std::int64_t release, length;
  bool operator<(const RootJob& other) const {
    return release < other.release || (release == other.release && length < other.length);
  }
};

/// The receives of one segment that the root must still make (both
/// searches' bounds), when another processor still holds it: one at least.
/// If only one, the other holders have merged among themselves first, so it
/// starts no earlier than `single` (their merged end, merged_end above). If
/// more, the last starts no earlier than `last` (every holder merged, the
/// root among them, minus `length`) and another no earlier than `first` (the
/// earliest holder's send). `may_repeat`: two or more other holders.
struct RootReceives {
  std::int64_t first, last, single, length;
  bool may_repeat;
};

/// One segment's RootReceives, both searches' way: from the ready times of
/// its holders other than the root (`others`, sorted, `count` >= 1) and of
/// the root, each merge `length` long. `counted` false: the one job both
/// cases share, from `last` (the bound before the cases were counted, which
/// the tests compare with).
inline RootReceives root_receives_of(const std::int64_t* others, std::size_t count,
                                     std::int64_t root_ready, std::int64_t length, bool counted) {
  std::array<std::int64_t, 16> all;  // the root among the others, in order
  if (count == 0 || count >= all.size()) throw std::logic_error("root_receives_of: 1 to 15");
  std::size_t at = 0;
  while (at < count && others[at] < root_ready) {
    all[at] = others[at];
    ++at;
  }
  all[at] = root_ready;
  for (std::size_t j = at; j < count; ++j) all[j + 1] = others[j];
  const std::int64_t last = merged_end(all.data(), count + 1, length) - length;
  if (!counted) return {last, last, last, length, false};
  return {others[0], last, merged_end(others, count, length), length, count >= 2};
}

/// The least, over each segment's cases (one receive, or two and more), of
/// the root's receives taken one at a time by release date (which ends
/// earliest), a lower bound on when the root is done with `count` segments;
/// none as soon as one case ends below `at_least`. A search asks whether
/// the bound reaches its own bound: below it, the value is of no use to it
/// (the state is not cut by it). One port, p = 7, segments 3,2,3,3, alpha
/// 2, beta 1/2, gamma 0: 61 % of 20.5 million calls end so (the one-port
/// search; the two-port one saved no measurable time so: docs/segmented.md).
/// Two receives are never better where `single` <= `last` (one job dropped
/// and none released later: taking jobs by release date ends no later), so
/// only the other segments' cases are tried, the first `max_tried` of them;
/// the rest keep the one job both cases share, from `last` (one receive
/// starts at max(single, free_from) >= last, the merge of all holders ending
/// at most `length` after that).
///
/// The cases are searched depth first along the jobs sorted by release,
/// each tried segment's case chosen at its first job (the case without that
/// job first). A job added never makes the end earlier, so a branch whose
/// end so far reaches the least case found holds no lesser one.
inline std::optional<std::int64_t> root_finish_reaching(std::int64_t free_from,
                                                        const RootReceives* segments,
                                                        std::size_t count, std::int64_t at_least) {
  constexpr std::size_t max_segments = 8, max_tried = 4;
  if (count > max_segments) throw std::logic_error("root_finish_reaching: at most 8 segments");
  // Every job some case takes, sorted by release once, each with the cases
  // that take it (`tried`: -1 every case; `twice`: the tried segment's two
  // receives, else its one).
  struct Candidate {
    RootJob job;
    int tried;
    bool twice;
  };
  std::array<Candidate, 3 * max_segments> candidates;
  std::size_t candidate_count = 0;
  int tried_count = 0;
  for (std::size_t j = 0; j < count; ++j) {
    const RootReceives& r = segments[j];
    if (r.may_repeat && r.single > r.last) {
      if (tried_count < static_cast<int>(max_tried)) {
        candidates[candidate_count++] = {{r.single, r.length}, tried_count, false};
        candidates[candidate_count++] = {{r.first, r.length}, tried_count, true};
        candidates[candidate_count++] = {{r.last, r.length}, tried_count, true};
        ++tried_count;
        continue;
      }
      candidates[candidate_count++] = {{r.last, r.length}, -1, false};
    } else {
      candidates[candidate_count++] = {{r.single, r.length}, -1, false};
    }
  }
  for (std::size_t j = 1; j < candidate_count; ++j) {
    for (std::size_t i = j; i > 0 && candidates[i].job < candidates[i - 1].job; --i)
      std::swap(candidates[i], candidates[i - 1]);
  }
  // The search, a branch a frame: the next job, the end so far, the tried
  // segments whose case is chosen and which of them take two receives.
  struct Frame {
    std::size_t next;
    std::int64_t end;
    unsigned chosen, twice;
  };
  std::array<Frame, max_tried + 1> stack;  // one frame a pending branch, and the current
  std::size_t depth = 0;
  stack[depth++] = {0, free_from, 0, 0};
  std::int64_t least = std::numeric_limits<std::int64_t>::max();
  while (depth > 0) {
    Frame f = stack[--depth];
    for (; f.next < candidate_count && f.end < least; ++f.next) {
      const Candidate& x = candidates[f.next];
      if (x.tried >= 0) {
        const unsigned bit = 1u << x.tried;
        if (!(f.chosen & bit)) {
          // Choose this segment's case here: first the case without this
          // job, then (pending) the case with it.
          f.chosen |= bit;
          Frame with = f;
          if (x.twice) with.twice |= bit;
          with.end = std::max(with.end, x.job.release) + x.job.length;
          ++with.next;
          stack[depth++] = with;
          if (!x.twice) f.twice |= bit;
          continue;
        }
        if (((f.twice & bit) != 0) != x.twice) continue;
      }
      f.end = std::max(f.end, x.job.release) + x.job.length;
    }
    if (f.next < candidate_count) continue;  // reached the least found: no lesser case there
    if (f.end < at_least) return std::nullopt;
    least = std::min(least, f.end);
  }
  return least;
}

/// root_finish_reaching's least, whatever it is.
inline std::int64_t root_finish_either(std::int64_t free_from, const RootReceives* segments,
                                       std::size_t count) {
  return *root_finish_reaching(free_from, segments, count,
                               std::numeric_limits<std::int64_t>::min());
}

}  // namespace redcheck::segmented_search

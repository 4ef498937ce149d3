#include "claims/fuzz.hpp"

#include "gen/mix.hpp"

#include <algorithm>

namespace redcheck {

namespace {

thread_local FuzzScope* active_scope = nullptr;

}  // namespace

std::uint64_t fuzz_seed_of(std::uint64_t seed, const std::string& claim_id) {
  std::uint64_t h = 1469598103934665603ULL;  // FNV-1a of the id
  for (unsigned char ch : claim_id) h = (h ^ ch) * 1099511628211ULL;
  return splitmix(seed ^ h);
}

FuzzScope::FuzzScope(FuzzPlan plan) : plan_(plan), outer_(active_scope) {
  active_scope = this;
  if (plan_.deadline) {
    draw_end_.end = *plan_.deadline;
    draw_end_.outer = current_time_budget();
  }
}

const TimeBudget* FuzzScope::draw_budget() const {
  return plan_.deadline ? &draw_end_ : current_time_budget();
}

FuzzScope::~FuzzScope() {
  active_scope = outer_;
}

FuzzScope* FuzzScope::active() {
  return active_scope;
}

std::size_t FuzzScope::begin_search() {
  const std::size_t search = in_round_++;
  if (cursors_.size() <= search) cursors_.resize(search + 1, 0);
  slice_end_ = std::chrono::steady_clock::now() + plan_.slice;
  ++searches;
  return search;
}

rc::Random FuzzScope::source(std::size_t search, std::uint64_t draw) const {
  return rc::Random(rc::Random::Key{plan_.seed, search, draw, 0x72656463686b});
}

bool FuzzScope::slice_over() const {
  if (!plan_.deadline) return false;
  const auto now = std::chrono::steady_clock::now();
  return now >= slice_end_ || now >= *plan_.deadline;
}

bool FuzzScope::out_of_time() const {
  return plan_.deadline && std::chrono::steady_clock::now() >= *plan_.deadline;
}

bool FuzzScope::another_round() {
  const bool drew = instances > instances_before_round_;
  const bool more = std::any_of(cursors_.begin(), cursors_.end(),
                                [&](std::uint64_t c) { return c < plan_.runs; });
  const bool resume = plan_.deadline && !out_of_time() && drew && more;
  // A search cut by its slice that no round resumes stopped at the budget,
  // even when the deadline passed only between the slice's end and here.
  if (!resume && yielded_) budget_spent = true;
  yielded_ = false;
  if (!resume) return false;
  in_round_ = 0;
  instances_before_round_ = instances;
  return true;
}

int fuzz_size(std::uint64_t draw) {
  return static_cast<int>(draw % 101);
}

}  // namespace redcheck

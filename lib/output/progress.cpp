#include "output/progress.hpp"

#include "output/progress_report.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <new>

namespace redcheck {

namespace {

// Quiet for short runs; then a line every `log_interval` in a log, or a live
// line on a terminal. REDCHECK_PROGRESS_SECONDS sets both the quiet time and
// the log interval (tests use it to see lines without a long run).
std::chrono::milliseconds setting(std::chrono::milliseconds normal) {
  if (const char* text = std::getenv("REDCHECK_PROGRESS_SECONDS")) {
    char* end = nullptr;
    const double seconds = std::strtod(text, &end);
    if (end != text && seconds >= 0) {
      return std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    }
  }
  return normal;
}

const std::chrono::milliseconds quiet_for = setting(std::chrono::seconds(2));
const std::chrono::milliseconds log_interval = setting(std::chrono::seconds(5));
constexpr std::chrono::milliseconds terminal_interval(250);

std::string duration_text(double seconds) {
  char buffer[64];
  if (seconds < 120) {
    std::snprintf(buffer, sizeof buffer, "%.0f s", seconds);
  } else if (seconds < 7200) {
    std::snprintf(buffer, sizeof buffer, "%.0f min", seconds / 60);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.1f h", seconds / 3600);
  }
  return buffer;
}

// The newest progress line not finished: where report_progress goes.
std::mutex live_mutex;
Progress* live = nullptr;

}  // namespace

void report_progress(const char* unit, std::uint64_t done, std::uint64_t budget) {
  std::lock_guard lock(live_mutex);
  if (live != nullptr) live->take_report(unit, done, budget);
}

void Progress::take_report(const char* unit, std::uint64_t done, std::uint64_t budget) {
  std::lock_guard lock(mutex_);
  reported_unit_ = unit;
  reported_done_ = done;
  reported_budget_ = budget;
}

bool Progress::on_terminal() {
  return isatty(STDERR_FILENO) != 0;
}

Progress::Progress(std::string what, std::uint64_t total)
    : what_(std::move(what)),
      total_(total),
      start_(std::chrono::steady_clock::now()),
      terminal_(on_terminal()),
      exceptions_at_start_(std::uncaught_exceptions()),
      ticker_([this] { run(); }) {
  std::lock_guard lock(live_mutex);
  previous_live_ = live;
  live = this;
}

Progress::~Progress() {
  finish_as(std::uncaught_exceptions() > exceptions_at_start_ ? "stopped" : "done");
}

void Progress::set_current(std::string item) {
  std::lock_guard lock(mutex_);
  current_ = std::move(item);
}

std::string Progress::status() const {
  const std::uint64_t done = done_.load(std::memory_order_relaxed);
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  if (reported_unit_ != nullptr) {
    // A budget caps the work; it is not its size: no time left is guessed.
    std::string line = what_ + ": " + std::to_string(reported_done_) + " " + reported_unit_;
    if (reported_budget_ > 0) line += " of a budget of " + std::to_string(reported_budget_);
    line += " after " + duration_text(elapsed);
    if (!current_.empty()) line += " (" + current_ + ")";
    return line;
  }
  if (total_ == 0 && done == 0) {
    return what_ + ": running for " + duration_text(elapsed) +
           (current_.empty() ? "" : " (" + current_ + ")");
  }
  std::string line = what_ + ": " + std::to_string(done);
  if (total_ > 0) {
    char percent[64];
    std::snprintf(percent, sizeof percent, " of %llu (%.1f%%)",
                  static_cast<unsigned long long>(total_),
                  100.0 * static_cast<double>(done) / static_cast<double>(total_));
    line += percent;
  }
  line += " after " + duration_text(elapsed);
  if (total_ > 0 && done > 0 && done < total_) {
    const double left = elapsed * static_cast<double>(total_ - done) / static_cast<double>(done);
    line += ", about " + duration_text(left) + " left";
  }
  if (!current_.empty()) line += " (" + current_ + ")";
  return line;
}

void Progress::run() {
  std::unique_lock lock(mutex_);
  if (wake_.wait_for(lock, quiet_for, [this] { return stopping_; })) return;
  while (!stopping_) {
    try {
      const std::string line = status();
      if (terminal_) {
        std::cerr << "\r\033[K" << line << std::flush;
      } else {
        std::cerr << line << "\n" << std::flush;
      }
      printed_ = true;
    } catch (const std::bad_alloc&) {
      // The work took the memory (its own std::bad_alloc ends it, and says
      // so): this report is skipped, not the program ended from this thread.
    }
    wake_.wait_for(lock,
                   terminal_
                       ? std::chrono::duration_cast<std::chrono::milliseconds>(terminal_interval)
                       : std::chrono::duration_cast<std::chrono::milliseconds>(log_interval),
                   [this] { return stopping_; });
  }
}

void Progress::finish_as(const char* how) {
  {
    // Unlinked from the lines reports may go to, wherever it is among them.
    std::lock_guard lock(live_mutex);
    if (live == this) live = previous_live_;
    for (Progress* line = live; line != nullptr; line = line->previous_live_) {
      if (line->previous_live_ == this) line->previous_live_ = previous_live_;
    }
  }
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
  }
  wake_.notify_all();
  if (ticker_.joinable()) ticker_.join();
  if (printed_) {
    if (terminal_) {
      std::cerr << "\r\033[K" << std::flush;
    } else {
      std::cerr << status() << ", " << how << "\n" << std::flush;
    }
  }
}

}  // namespace redcheck

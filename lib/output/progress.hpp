#pragma once
// Progress of a long run, on stderr. On a terminal, one line rewritten in
// place; otherwise (a CI log), a line every few seconds. Nothing is printed
// for runs shorter than a couple of seconds, so quick commands stay quiet;
// the first line says the size of the work. A ticker thread prints, so a
// single long step still shows that the run is alive. advance() is an atomic
// add and may be called from any thread.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace redcheck {

class Progress {
 public:
  /// `what` names the work ("segmentations of m = 30"); `total` its size in
  /// units (0: unknown).
  Progress(std::string what, std::uint64_t total);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  /// `units` more are done.
  void advance(std::uint64_t units = 1) { done_.fetch_add(units, std::memory_order_relaxed); }

  /// What is being worked on now (a claim id), shown with the count.
  void set_current(std::string item);

  /// Stops; clears the live line on a terminal. Called by the destructor.
  void finish() { finish_as("done"); }

  /// Whether stderr is a terminal (a live line) or not (a line every few seconds).
  static bool on_terminal();

  /// A report of progress_report.hpp, to the newest line not finished.
  void take_report(const char* unit, std::uint64_t done, std::uint64_t budget);

 private:
  void run();
  std::string status() const;
  /// Stops; in a log the last line ends with `how` ("done", or "stopped"
  /// when the work ended by an exception: a refusal, Ctrl-C).
  void finish_as(const char* how);

  std::string what_;
  std::uint64_t total_;
  std::atomic<std::uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_;
  bool terminal_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::string current_;
  // What the computation reported (progress_report.hpp), shown instead of
  // the count when given.
  const char* reported_unit_ = nullptr;
  std::uint64_t reported_done_ = 0, reported_budget_ = 0;
  Progress* previous_live_ = nullptr;  // the line reports went to before this one
  bool stopping_ = false;
  bool printed_ = false;
  int exceptions_at_start_ = 0;  // std::uncaught_exceptions() when made
  std::thread ticker_;
};

}  // namespace redcheck

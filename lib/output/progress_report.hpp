#pragma once
// How far a long computation deep in the library is (states expanded
// against their budget), for the progress line a program shows (progress.hpp),
// without a parameter through every layer between them: the same way a
// computation looks for Ctrl-C (concurrency/cancellation.hpp). With no
// progress line shown it does nothing.

#include <cstdint>

namespace redcheck {

/// `done` `unit` ("states") so far, against a budget of `budget` (0: none).
/// Thread-safe; cheap enough to call every few thousand steps.
void report_progress(const char* unit, std::uint64_t done, std::uint64_t budget);

}  // namespace redcheck

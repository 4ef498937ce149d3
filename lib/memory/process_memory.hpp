#pragma once
// How much memory this process holds and may fill: what lets a search whose
// tables grow with its states stop, "too big", before the kernel's
// out-of-memory killer ends the process on a machine that overcommits.

#include <cstdint>

namespace redcheck {

/// The memory this process may fill: the machine's physical memory, or less
/// under a control group's limit (a container) or an address-space limit
/// (ulimit -v). Read once.
std::uint64_t usable_memory_bytes();

/// The process's resident memory now (/proc/self/statm; 0 where unreadable).
std::uint64_t resident_memory_bytes();

/// The resident memory at which the segmented searches stop: three quarters
/// of usable_memory_bytes(), the rest left to the rest of the machine.
std::uint64_t search_memory_limit_bytes();

}  // namespace redcheck

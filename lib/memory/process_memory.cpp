#include "memory/process_memory.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>

namespace redcheck {

namespace {

std::uint64_t page_bytes() {
  const long size = sysconf(_SC_PAGE_SIZE);
  return size > 0 ? static_cast<std::uint64_t>(size) : 4096;
}

std::uint64_t read_usable_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  std::uint64_t bytes =
      pages > 0 ? static_cast<std::uint64_t>(pages) * page_bytes() : std::uint64_t(1) << 30;
  // cgroup v2, then v1 ("max", or a huge number, when there is no limit).
  for (const char* file :
       {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
    std::ifstream group_limit(file);
    std::uint64_t limit = 0;
    if (group_limit >> limit && limit > 0) bytes = std::min(bytes, limit);
  }
  rlimit address_space{};
  if (getrlimit(RLIMIT_AS, &address_space) == 0 && address_space.rlim_cur != RLIM_INFINITY) {
    bytes = std::min(bytes, static_cast<std::uint64_t>(address_space.rlim_cur));
  }
  return bytes;
}

}  // namespace

std::uint64_t usable_memory_bytes() {
  static const std::uint64_t bytes = read_usable_memory_bytes();
  return bytes;
}

std::uint64_t resident_memory_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t size = 0;
  std::uint64_t resident = 0;
  if (!(statm >> size >> resident)) return 0;
  return resident * page_bytes();
}

std::uint64_t search_memory_limit_bytes() {
  return usable_memory_bytes() / 4 * 3;
}

}  // namespace redcheck

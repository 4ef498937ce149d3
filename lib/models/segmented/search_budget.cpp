#include "models/segmented/search_budget.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/exhaustive.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <limits>

namespace redcheck {

namespace {

// The memory this process may fill: the machine's, or less under a control
// group's limit (a container) or an address-space limit (ulimit -v).
std::uint64_t usable_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  std::uint64_t bytes = pages > 0 && page_size > 0 ? static_cast<std::uint64_t>(pages) *
                                                         static_cast<std::uint64_t>(page_size)
                                                   : std::uint64_t(1) << 30;
  // cgroup v2, then v1 ("max" or a huge number when there is no limit).
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

OptionSpec max_states_option() {
  return {max_states_flag,
          "States the exhaustive search may expand before it gives up (default: one port " +
              std::to_string(unidirectional_search_state_budget) + ", two ports " +
              std::to_string(bidirectional_search_state_budget) +
              ", and instances beyond what those answer within about a minute refused at once; "
              "given, the search goes on up to N states, about " +
              std::to_string(segmented_bytes_per_state) +
              " bytes each, as many as fit in three quarters of this machine's memory)"};
}

std::uint64_t max_states_accepted() {
  return std::max<std::uint64_t>(1, usable_memory_bytes() / 4 * 3 / segmented_bytes_per_state);
}

std::optional<std::uint64_t> max_states_given(const OptionValues& options) {
  const std::string* text = options.find(max_states_flag);
  if (!text) return std::nullopt;
  const std::uint64_t most = max_states_accepted();
  const auto capped =
      static_cast<long long>(std::min<std::uint64_t>(most, std::numeric_limits<long long>::max()));
  // parse_integer names the value and the range; the range's end is this
  // machine's memory, so the message says why.
  try {
    return static_cast<std::uint64_t>(parse_integer(*text, max_states_flag, 1, capped));
  } catch (const InputError& e) {
    throw InputError(std::string(e.what()) + " (the states' tables, about " +
                     std::to_string(segmented_bytes_per_state) +
                     " bytes each, must fit in three quarters of this machine's memory)");
  }
}

std::string max_states_suggestion(std::uint64_t budget) {
  return std::string(max_states_flag) + " N above " + std::to_string(budget) + " (about " +
         std::to_string(segmented_bytes_per_state) + " bytes a state; the search goes on)";
}

}  // namespace redcheck

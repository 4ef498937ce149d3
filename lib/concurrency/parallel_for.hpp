#pragma once
// Independent tasks on every core (OpenMP), with exceptions carried out of the
// parallel region: an exception may not leave an OpenMP loop (it would end
// the program), so each task's is kept and the first, in task order, is
// rethrown once every task has run.

#include <cstddef>
#include <exception>
#include <vector>

namespace redcheck {

/// Calls task(k) for k = 0..count-1, in any order and on any thread.
template <class Task>
void parallel_for(std::size_t count, Task&& task) {
  std::vector<std::exception_ptr> errors(count);
#pragma omp parallel for schedule(dynamic)
  for (std::size_t k = 0; k < count; ++k) {
    try {
      task(k);
    } catch (...) {
      errors[k] = std::current_exception();
    }
  }
  for (const auto& error : errors) {
    if (error) std::rethrow_exception(error);
  }
}

}  // namespace redcheck

#pragma once
// Independent tasks on every core (OpenMP tasks), with exceptions carried out
// of the parallel region: an exception may not leave an OpenMP task (it would
// end the program), so each task's is kept and the first, in task order, is
// rethrown once every task has run.
//
// Tasks, not a parallel loop, so that calls nest: claims run as tasks
// (claims/run_claims.hpp) and a claim's own parallel_for adds its tasks to
// the same pool, where an idle core takes them (a nested "parallel for"
// would run on one thread).

#include <omp.h>

#include <cstddef>
#include <exception>
#include <vector>

namespace redcheck {

/// Calls task(k) for k = 0..count-1, in any order and on any thread.
template <class Task>
void parallel_for(std::size_t count, Task&& task) {
  if (count == 0) return;
  std::vector<std::exception_ptr> errors(count);
  const auto run = [&](std::size_t k) {
    try {
      task(k);
    } catch (...) {
      errors[k] = std::current_exception();
    }
  };
  // A few tasks per thread, not one per index: libgomp runs a loop's tasks
  // at once on the calling thread (undeferred, laid out on its stack) when
  // more than 64 per thread would be queued, which serialized the loops
  // and overflowed the stack on a loop over 40000 points.
  const std::size_t per_loop = 8 * static_cast<std::size_t>(omp_get_max_threads());
  const std::size_t tasks = count < per_loop ? count : per_loop;
  if (omp_in_parallel()) {
#pragma omp taskloop num_tasks(tasks)
    for (std::size_t k = 0; k < count; ++k) run(k);
  } else {
#pragma omp parallel
#pragma omp single
#pragma omp taskloop num_tasks(tasks)
    for (std::size_t k = 0; k < count; ++k) run(k);
  }
  for (const auto& error : errors) {
    if (error) std::rethrow_exception(error);
  }
}

}  // namespace redcheck

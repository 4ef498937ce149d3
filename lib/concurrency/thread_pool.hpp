#pragma once
// The toolkit's worker threads (one pool per process), behind parallel_for.
//
// Why not OpenMP, which served before: libgomp starts its threads at the
// first parallel region however small the work (a 2-machine optimum spent
// most of its time starting and spinning them), its idle threads spin and
// take a loaded core's time from whoever else runs there, and a process that
// forks after a parallel region (Python's redcheck.isolated(), which forks
// the interpreter) hangs in the child's next region. This pool:
//  - starts its threads at the first job with more than one item;
//  - lets idle threads sleep on a condition variable (no spinning);
//  - is made anew in a forked child (pthread_atfork);
//  - nests like OpenMP tasks: a job submitted from inside an item is taken
//    by idle threads too, while its caller works on it; a caller waiting for
//    its own job takes only the items of that job and of the jobs nested in
//    it (submitted from inside its items, at any depth), never those of an
//    unrelated job, under which it could block; a thread waiting for a
//    computation shared with others (concurrency/shared_once.hpp) helps with
//    the jobs nested in that computation the same way.
//
// Threads: REDCHECK_THREADS, else OMP_NUM_THREADS (kept for the scripts and
// MPI runs that set it), else the cores this process may run on.

#include <atomic>
#include <cstddef>

namespace redcheck {

/// Threads that work on a job submitted from this thread, the caller
/// included (>= 1).
int thread_count();

/// Sets thread_count() for the calling thread only, as omp_set_num_threads
/// did: 1 keeps its parallel_for calls on itself; 0 goes back to the
/// process's count. For tests, and for a caller that wants one core.
void set_thread_count_of_this_thread(int threads);

namespace detail {

/// Where work is nested: a job, or a shared computation (shared_once.hpp).
/// A scope outlives every scope nested in it: a job's submitter waits for
/// its items, and an item or a computation for the jobs it submits.
struct PoolScope {
  const PoolScope* parent = nullptr;  ///< the scope its submitter was working in
};

/// A job: items 0..count-1, each run once by run_item(context, k). Its
/// submitter waits for every item (wait_for_job) before it goes.
struct PoolJob : PoolScope {
  std::size_t count = 0;
  void (*run_item)(void* context, std::size_t item) = nullptr;
  void* context = nullptr;
  std::atomic<std::size_t> next{0};  ///< the next item to hand out
  std::atomic<std::size_t> done{0};  ///< items finished
  bool finished = false;             ///< every item finished (under the pool's job mutex)
};

/// Hands `job` to the pool's idle threads, starting them if needed.
void submit_job(PoolJob& job);
/// Runs the job's remaining items on this thread, then, until the items
/// other threads took are done, the items of jobs nested in it. The job
/// leaves the pool.
void work_on_and_wait_for(PoolJob& job);

/// Makes `scope` the calling thread's scope (nested in its current one)
/// until the guard goes: jobs submitted meanwhile are nested in it.
class ScopeGuard {
 public:
  explicit ScopeGuard(PoolScope& scope);
  ~ScopeGuard();
  ScopeGuard(const ScopeGuard&) = delete;
  ScopeGuard& operator=(const ScopeGuard&) = delete;

 private:
  const PoolScope* saved_;
};

/// Runs items of the jobs nested in `scope` on this thread until done()
/// (read under the pool's lock), sleeping when there are none. Whoever
/// makes done() true must call wake_helpers() afterwards.
void help_within_until(const PoolScope& scope, bool (*done)(const void*), const void* context);
void wake_helpers();

}  // namespace detail

}  // namespace redcheck

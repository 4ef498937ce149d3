#include "concurrency/thread_pool.hpp"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace redcheck {

namespace {

// A positive integer from the environment variable `name` (its first
// comma-separated value, as OMP_NUM_THREADS may hold a list), else 0.
int threads_from(const char* name) {
  const char* text = std::getenv(name);
  if (text == nullptr || *text == 0) return 0;
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (end == text || (*end != 0 && *end != ',') || value < 1 || value > 4096) return 0;
  return static_cast<int>(value);
}

int cores_available() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

struct Pool {
  std::mutex mutex;                    // guards jobs, workers and every job's `finished`
  std::condition_variable work_ready;  // idle workers wait here for a job
  std::condition_variable job_done;    // submitters wait here for their job's end
  std::vector<detail::PoolJob*> jobs;  // jobs that may have items to hand out, newest last
  int workers = 0;
};

// Never destroyed: detached workers sleep in it until the process ends.
Pool* the_pool = nullptr;

void remake_pool_in_child() {
  // The parent's threads are not in the child; its pool (mutex held by the
  // fork's prepare step) is left as it is, and a new one starts empty.
  the_pool = new Pool;
}

Pool& pool() {
  static const bool made = [] {
    the_pool = new Pool;
    pthread_atfork([] { the_pool->mutex.lock(); }, [] { the_pool->mutex.unlock(); },
                   remake_pool_in_child);
    return true;
  }();
  (void)made;
  return *the_pool;
}

// The scope this thread works in: the job whose item it runs, or the shared
// computation it makes (nullptr outside both).
thread_local const detail::PoolScope* current_scope = nullptr;

bool nested_in(const detail::PoolScope* scope, const detail::PoolScope& ancestor) {
  for (; scope != nullptr; scope = scope->parent) {
    if (scope == &ancestor) return true;
  }
  return false;
}

void finish_item(detail::PoolJob& job, std::size_t count) {
  if (job.done.fetch_add(1, std::memory_order_acq_rel) + 1 != count) return;
  Pool& p = pool();
  const std::lock_guard<std::mutex> lock(p.mutex);
  job.finished = true;
  p.job_done.notify_all();
}

// Runs item `item` of `job` and every further one this thread can take.
// The next item is taken before the current one is counted finished: until
// then the job's submitter is waiting, so the job is alive.
void run_items(detail::PoolJob& job, std::size_t item) {
  const std::size_t count = job.count;
  const detail::PoolScope* const saved = current_scope;
  for (;;) {
    current_scope = &job;
    job.run_item(job.context, item);
    current_scope = saved;
    const std::size_t next = job.next.fetch_add(1, std::memory_order_relaxed);
    finish_item(job, count);
    if (next >= count) return;
    item = next;
  }
}

// Under the pool's lock: the newest job with an item left, nested in
// `within` unless it is null, and that item in `item`; nullptr when there is
// none. The newest jobs with every item handed out leave the list.
detail::PoolJob* take_item(Pool& p, const detail::PoolScope* within, std::size_t& item) {
  for (std::size_t k = p.jobs.size(); k-- > 0;) {
    detail::PoolJob* job = p.jobs[k];
    if (within != nullptr && !nested_in(job, *within)) continue;
    item = job->next.fetch_add(1, std::memory_order_relaxed);
    if (item < job->count) return job;
    if (k + 1 == p.jobs.size()) p.jobs.pop_back();  // every item handed out
  }
  return nullptr;
}

void work() {
  Pool& p = pool();
  std::unique_lock<std::mutex> lock(p.mutex);
  for (;;) {
    std::size_t item = 0;
    detail::PoolJob* const job = take_item(p, nullptr, item);
    if (job == nullptr) {
      p.work_ready.wait(lock);
      continue;
    }
    lock.unlock();
    run_items(*job, item);
    lock.lock();
  }
}

int process_thread_count() {
  static const int count = [] {
    for (const char* name : {"REDCHECK_THREADS", "OMP_NUM_THREADS"}) {
      if (const int n = threads_from(name)) return n;
    }
    return cores_available();
  }();
  return count;
}

thread_local int this_thread_count = 0;  // 0: the process's

}  // namespace

int thread_count() {
  return this_thread_count > 0 ? this_thread_count : process_thread_count();
}

void set_thread_count_of_this_thread(int threads) {
  this_thread_count = threads > 0 ? threads : 0;
}

namespace detail {

void submit_job(PoolJob& job) {
  job.parent = current_scope;
  Pool& p = pool();
  const std::lock_guard<std::mutex> lock(p.mutex);
  for (; p.workers < thread_count() - 1; ++p.workers) std::thread(work).detach();
  p.jobs.push_back(&job);
  p.work_ready.notify_all();
  p.job_done.notify_all();  // threads waiting in an enclosing scope may help
}

void work_on_and_wait_for(PoolJob& job) {
  const std::size_t first = job.next.fetch_add(1, std::memory_order_relaxed);
  if (first < job.count) run_items(job, first);
  {
    Pool& p = pool();
    const std::lock_guard<std::mutex> lock(p.mutex);
    p.jobs.erase(std::remove(p.jobs.begin(), p.jobs.end(), &job), p.jobs.end());
  }
  help_within_until(
      job, [](const void* j) { return static_cast<const PoolJob*>(j)->finished; }, &job);
}

ScopeGuard::ScopeGuard(PoolScope& scope) : saved_(current_scope) {
  scope.parent = current_scope;
  current_scope = &scope;
}

ScopeGuard::~ScopeGuard() {
  current_scope = saved_;
}

void help_within_until(const PoolScope& scope, bool (*done)(const void*), const void* context) {
  Pool& p = pool();
  std::unique_lock<std::mutex> lock(p.mutex);
  while (!done(context)) {
    // A job in the list is alive, and so is every scope it nests in: the
    // chains take_item reads are alive.
    std::size_t item = 0;
    PoolJob* const job = take_item(p, &scope, item);
    if (job == nullptr) {
      p.job_done.wait(lock);
      continue;
    }
    lock.unlock();
    run_items(*job, item);
    lock.lock();
  }
}

void wake_helpers() {
  Pool& p = pool();
  const std::lock_guard<std::mutex> lock(p.mutex);
  p.job_done.notify_all();
}

}  // namespace detail

}  // namespace redcheck

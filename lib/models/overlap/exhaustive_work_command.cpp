#include "models/overlap/exhaustive_work_command.hpp"

#include "cli/arguments.hpp"
#include "concurrency/thread_pool.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/model.hpp"

#include <cstdio>
#include <iostream>

namespace redcheck {

namespace {

// Receive steps per second on one core, fitted to two runs on the 2-core
// machine (`enumerator optimum --d 1 --c 1`, 2 threads): n = 21 in 16.4 s and
// n = 22 in 45.4 s (README). Building the stored levels writes 5 GB and pays
// for their pages; the levels evaluated on the fly run in cache. An estimate:
// both rates depend on the machine.
constexpr double build_steps_per_core_second = 3.7e7;
constexpr double steps_per_core_second = 1.48e9;

std::string rounded(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", x);
  return text;
}

int run_exhaustive_work(const OptionValues& o) {
  const int n = static_cast<int>(
      parse_integer(o.required("--n", "the number of machines"), "--n", 1, exhaustive_max_n));
  if (o.has("--d") != o.has("--c")) {
    throw InputError(
        std::string(o.has("--d") ? "--d is given without --c" : "--c is given without --d") +
        ": give both costs, or neither for d = c = 1");
  }
  const Time d = o.has("--d") ? parse_cost(*o.find("--d"), "--d") : Time(1);
  const Time c = o.has("--c") ? parse_cost(*o.find("--c"), "--c") : Time(1);
  const int ranks = o.has("--ranks")
                        ? static_cast<int>(parse_integer(*o.find("--ranks"), "--ranks", 1, 1 << 20))
                        : 1;
  const int threads =
      o.has("--threads")
          ? static_cast<int>(parse_integer(*o.find("--threads"), "--threads", 1, 4096))
          : thread_count();
  const ExhaustiveWork w = exhaustive_work(n, make_overlap_model(d, c, !o.has("--no-overlap")));
  const double per_rank = w.steps_per_rank(ranks);
  const double seconds = (w.replicated_steps / build_steps_per_core_second +
                          w.split_steps / ranks / steps_per_core_second) /
                         threads;
  if (o.has("--json")) {
    std::cout << nlohmann::json{{"n", n},
                                {"d", to_string(d)},
                                {"c", to_string(c)},
                                {"ordered_trees", w.ordered_trees.str()},
                                {"arithmetic", w.arithmetic},
                                {"stored_levels", w.stored_levels},
                                {"stored_bytes_per_rank", w.stored_bytes},
                                {"receive_steps", w.replicated_steps + w.split_steps},
                                {"receive_steps_split_over_ranks", w.split_steps},
                                {"receive_steps_on_every_rank", w.replicated_steps},
                                {"ranks", ranks},
                                {"threads_per_rank", threads},
                                {"receive_steps_per_rank", per_rank},
                                {"estimated_seconds", seconds},
                                {"build_steps_per_core_second", build_steps_per_core_second},
                                {"steps_per_core_second", steps_per_core_second}}
                     .dump(2)
              << "\n";
    return 0;
  }
  std::cout << "exhaustive optimum by enumeration (--method enumeration), n = " << n
            << ", d = " << to_string(d) << ", c = " << to_string(c) << " (" << w.arithmetic << ")\n"
            << "  ordered trees (Catalan(" << n - 1 << ")): " << w.ordered_trees.str() << "\n"
            << "  levels stored: 1.." << w.stored_levels << ", " << rounded(w.stored_bytes / 1e9)
            << " GB on every rank; "
            << (w.stored_levels + 1 == n
                    ? "level " + std::to_string(n)
                    : "levels " + std::to_string(w.stored_levels + 1) + ".." + std::to_string(n))
            << " evaluated on the fly\n"
            << "  receive steps: " << rounded(w.replicated_steps + w.split_steps) << " ("
            << rounded(w.split_steps) << " split over the ranks, " << rounded(w.replicated_steps)
            << " on every rank)\n"
            << "  on " << ranks << " rank(s) of " << threads << " thread(s): " << rounded(per_rank)
            << " steps per rank, about " << rounded(seconds)
            << " s (at the 2-core machine's rates: " << rounded(build_steps_per_core_second)
            << " steps per core-second building the stored levels, "
            << rounded(steps_per_core_second) << " above them)\n"
            << "  run it: mpirun -np " << ranks << " enumerator optimum --n " << n << " --d "
            << to_string(d) << " --c " << to_string(c) << "\n";
  return 0;
}

}  // namespace

CommandSpec exhaustive_work_command() {
  return {"exhaustive-work",
          "How much work the overlap model's exhaustive optimum by enumeration (--method "
          "enumeration) is, from closed counts",
          {{"--n", "Machines (1.." + std::to_string(exhaustive_max_n) + ")"},
           {"--d", "Transfer cost (with --c; default d = c = 1)"},
           {"--c", "Reduction cost (with --d; default d = c = 1)"},
           {"--no-overlap", "The variant without overlap", true},
           {"--ranks", "MPI ranks to estimate for (default 1)"},
           {"--threads", "Threads per rank (default: this machine's)"},
           {"--json", "JSON on stdout", true}},
          run_exhaustive_work};
}

}  // namespace redcheck

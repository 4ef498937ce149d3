// redcheck-segmented-cross-check: the segmented model's exhaustive searches,
// every cut on, against independent answers on drawn instances, at sizes the
// unit tests leave out (they stop at q = 3 from p = 5 on: the references take
// seconds to minutes beyond).
//
//   redcheck-segmented-cross-check [--seed S] [--count N] [--p-min P] [--p-max P]
//       [--q-min Q] [--q-max Q] [--largest-segment S] [--seconds T] [--bidirectional]
//
// Each instance is drawn as bench/segmented_reach.py draws them: p and q
// uniform in their ranges, segments of 1..S, alpha, beta and gamma on
// {0, 1/3, 1/2, 1, 2}; one in eight in order. The search with every cut
// (exhaustive.hpp, bidirectional_search.hpp; one worker) gives the optimum,
// its schedule measured again by the validator. Then, one port: the first
// search (absolute replays, none of the bounds) and the search with its
// newer cuts left out must give the same optimum; two ports: the search with
// every cut left out must, and the one-port optimum must not be below it
// (a one-port schedule is a two-port one). A reference that does not finish
// within --seconds is not compared, and said so. One line an instance, then
// a summary; exit status 1 when any answer differs, 2 on bad input.

#include "cli/arguments.hpp"
#include "cli/command_line.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/validator.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <random>
#include <string>
#include <vector>

namespace redcheck {

namespace {

using Clock = std::chrono::steady_clock;

struct Options {
  std::uint32_t seed = 1;
  int count = 20;
  int p_min = 4, p_max = 5;
  int q_min = 4, q_max = 4;
  int largest_segment = 3;
  int seconds = 60;
  bool bidirectional = false;
};

struct Drawn {
  SegmentedInstance instance;
  bool in_order = false;
};

Drawn draw_instance(std::mt19937& draw, const Options& o) {
  const std::vector<Time> grid{Time(0), Time(1, 3), Time(1, 2), Time(1), Time(2)};
  const auto pick = [&](int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(draw);
  };
  Drawn d;
  d.instance.p = pick(o.p_min, o.p_max);
  const int q = pick(o.q_min, o.q_max);
  d.instance.segments.clear();
  for (int k = 0; k < q; ++k) d.instance.segments.push_back(pick(1, o.largest_segment));
  d.instance.alpha = grid[static_cast<std::size_t>(pick(0, 4))];
  d.instance.beta = grid[static_cast<std::size_t>(pick(0, 4))];
  d.instance.gamma = grid[static_cast<std::size_t>(pick(0, 4))];
  d.in_order = pick(0, 7) == 0;
  return d;
}

/// One reference's answer beside the optimum, as one instance's line says it.
struct Answer {
  std::string name;
  SegmentedSearch search;
  double seconds = 0;
};

template <class Search>
Answer timed(const std::string& name, Search&& search) {
  const Clock::time_point start = Clock::now();
  Answer a{name, search(), 0};
  a.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return a;
}

std::string seconds_text(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f s", s);
  return text;
}

/// The least makespan below which both searches look: one above the
/// builder's validated makespan (so that each finds a schedule), or none
/// where the builder does not apply or is not in order.
Time search_ceiling(const Drawn& d, Ports ports) {
  const Time unbounded(1'000'000'000);
  try {
    // uni-greedy reduces in order (Theorem 5's schedules); bi-greedy may not.
    if (ports == Ports::unidirectional) {
      return validated_segmented_makespan(SegmentedAlgorithm::uni_greedy, d.instance, ports) + 1;
    }
    if (d.in_order) return unbounded;
    return validated_segmented_makespan(SegmentedAlgorithm::bi_greedy, d.instance, ports) + 1;
  } catch (const InputError&) {
    return unbounded;  // bi-greedy needs transfers that take time
  }
}

int run(const Options& o) {
  std::mt19937 draw(o.seed);
  const Ports ports = o.bidirectional ? Ports::bidirectional : Ports::unidirectional;
  const SearchWorkers one_worker{1, std::nullopt};
  const auto deadline = [&] {
    return SearchDeadline(Clock::now() + std::chrono::seconds(o.seconds));
  };
  const std::uint64_t no_budget = 1'000'000'000'000ULL;
  int compared = 0, not_compared = 0, differ = 0;
  for (int k = 0; k < o.count; ++k) {
    const Drawn d = draw_instance(draw, o);
    const SegmentedInstance& in = d.instance;
    const Time below = search_ceiling(d, ports);
    std::string line =
        segmented_instance_text(in, ports) + (d.in_order ? ", in order" : ", any order");
    const Answer optimum = timed("optimum", [&] {
      return o.bidirectional
                 ? search_bidirectional_schedules(in, d.in_order, below, no_budget, {}, one_worker,
                                                  std::nullopt, deadline())
                 : search_unidirectional_schedules(in, d.in_order, below, no_budget, {}, one_worker,
                                                   std::nullopt, deadline());
    });
    if (!optimum.search.complete) {
      ++not_compared;
      std::cout << line << ": the search with every cut did not finish within " << o.seconds
                << " s, not compared\n";
      continue;
    }
    // Below one more than the builder's makespan, or with no ceiling, there is
    // a schedule: one that finds none is wrong.
    bool agree = optimum.search.best.has_value();
    line += ": optimum " + (optimum.search.best ? to_string(*optimum.search.best) : "NONE FOUND") +
            " (" + seconds_text(optimum.seconds) + ")";
    if (optimum.search.best) {
      const Validation v =
          validate_segmented(optimum.search.schedule, in, {ports, d.in_order, false});
      if (!v.valid() || v.makespan != *optimum.search.best) {
        agree = false;
        line += ", ITS SCHEDULE " + (v.valid() ? "TAKES " + to_string(v.makespan) : "IS NOT VALID");
      }
    }
    std::vector<Answer> references;
    if (o.bidirectional) {
      TwoPortPruning none;
      none.rename_segments = none.ready_times = none.combining_excludes_sends = none.dominance =
          none.root_receives = none.root_groups = none.projections = false;
      references.push_back(timed("without the cuts", [&] {
        return search_bidirectional_schedules(in, d.in_order, below, no_budget, none, one_worker,
                                              std::nullopt, deadline());
      }));
    } else {
      references.push_back(timed("first search", [&] {
        return search_unidirectional_schedules_by_replay(in, d.in_order, below, no_budget,
                                                         deadline());
      }));
      references.push_back(timed("without the newer cuts", [&] {
        return search_unidirectional_schedules(in, d.in_order, below, no_budget,
                                               OnePortPruning::none(), one_worker, std::nullopt,
                                               deadline());
      }));
    }
    bool any = false;
    for (const Answer& a : references) {
      if (!a.search.complete) {
        line += "; " + a.name + " past " + std::to_string(o.seconds) + " s";
        continue;
      }
      any = true;
      line += "; " + a.name + " " + (a.search.best ? to_string(*a.search.best) : "none") + " (" +
              seconds_text(a.seconds) + ")";
      if (a.search.best != optimum.search.best) {
        agree = false;
        line += " DIFFERS";
      }
    }
    if (o.bidirectional && optimum.search.best) {
      // A one-port schedule is a two-port one: its optimum is no lower.
      const Answer one_port = timed("one port", [&] {
        return search_unidirectional_schedules(in, d.in_order, Time(1'000'000'000), no_budget, {},
                                               one_worker, std::nullopt, deadline());
      });
      if (!one_port.search.complete) {
        line += "; one port past " + std::to_string(o.seconds) + " s";
      } else if (one_port.search.best) {
        line += "; one port " + to_string(*one_port.search.best);
        if (*one_port.search.best < *optimum.search.best) {
          agree = false;
          line += " BELOW IT";
        }
      }
    }
    if (!agree) ++differ;
    if (any)
      ++compared;
    else
      ++not_compared;
    std::cout << line << "\n" << std::flush;
  }
  std::cout << "compared " << compared << " of " << o.count << " instances (" << not_compared
            << " not: a search past " << o.seconds << " s); "
            << (differ == 0 ? "every answer agrees" : std::to_string(differ) + " DIFFER") << "\n";
  return differ == 0 ? 0 : 1;
}

}  // namespace

}  // namespace redcheck

int main(int argc, char** argv) {
  using namespace redcheck;
  const std::string program = "redcheck-segmented-cross-check";
  CLI::App app{program +
                   ": the segmented model's exhaustive searches against independent answers on "
                   "drawn instances",
               program};
  std::string seed = "1", count = "20", p_min = "4", p_max = "5", q_min = "4", q_max = "4",
              largest = "3", seconds = "60";
  bool bidirectional = false;
  app.add_option("--seed", seed, "Seed of the draw (0 to 4294967295; default 1)");
  app.add_option("--count", count, "Instances drawn (1 to 1000000; default 20)");
  app.add_option("--p-min", p_min, "Fewest processors (2 to 8; default 4)");
  app.add_option("--p-max", p_max, "Most processors (p-min to 8; default 5)");
  app.add_option("--q-min", q_min, "Fewest segments (1 to 6; default 4)");
  app.add_option("--q-max", q_max, "Most segments (q-min to 6; default 4)");
  app.add_option("--largest-segment", largest, "Largest segment size (1 to 3; default 3)");
  app.add_option("--seconds", seconds,
                 "Seconds each search may take; a reference past them is not compared (1 to "
                 "86400; default 60)");
  app.add_flag("--bidirectional", bidirectional, "Two ports (default one)");
  // It takes options only (parse_command_line reads a first word as a verb).
  if (argc > 1 && argv[1][0] != '-') {
    std::cerr << program << ": '" << argv[1] << "' is not an option; see " << program
              << " --help\n";
    return 2;
  }
  if (const auto status = parse_command_line(app, argc, argv)) return *status;
  return run_reporting_errors(program, [&] {
    Options o;
    o.seed = static_cast<std::uint32_t>(parse_integer(seed, "--seed", 0, 4294967295LL));
    o.count = static_cast<int>(parse_integer(count, "--count", 1, 1'000'000));
    o.p_min = static_cast<int>(parse_integer(p_min, "--p-min", 2, 8));
    o.p_max = static_cast<int>(parse_integer(p_max, "--p-max", o.p_min, 8));
    o.q_min = static_cast<int>(parse_integer(q_min, "--q-min", 1, 6));
    o.q_max = static_cast<int>(parse_integer(q_max, "--q-max", o.q_min, 6));
    o.largest_segment = static_cast<int>(parse_integer(largest, "--largest-segment", 1, 3));
    o.seconds = static_cast<int>(parse_integer(seconds, "--seconds", 1, 86'400));
    o.bidirectional = bidirectional;
    return run(o);
  });
}

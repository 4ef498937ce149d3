#include "models/segmented/theorem5_work_command.hpp"

#include "cli/arguments.hpp"
#include "models/segmented/claims/context.hpp"
#include "models/segmented/exhaustive.hpp"

#include <iostream>

namespace redcheck {

namespace {

// The claim's default grids (claims/section5.cpp): alpha in {0, 1/2, 1, 3},
// gamma in {0, 1/2, 1, 2}, segment sizes in {1, 2}.
constexpr std::uint64_t grid_points = 4 * 4;
// The search's state budget per instance (exhaustive.hpp).
constexpr std::uint64_t states_per_instance_at_most = unidirectional_search_state_budget;

int run_theorem5_work(const OptionValues& o) {
  using S = SegmentedSettings;
  const int p_last = static_cast<int>(
      parse_integer(o.required("--p-max", "the largest p"), "--p-max", 2, S::max_search_p));
  const int q_last =
      o.has("--q-max")
          ? static_cast<int>(parse_integer(*o.find("--q-max"), "--q-max", 1, S::max_search_q))
          : 3;
  nlohmann::json by_p = nlohmann::json::array();
  std::uint64_t instances = 0;
  for (int p = 2; p <= p_last; ++p) {
    std::uint64_t of_p = 0;
    for (int q = 1; q <= q_last; ++q) of_p += (std::uint64_t{1} << q) * grid_points;
    instances += of_p;
    by_p.push_back({{"p", p}, {"instances", of_p}});
  }
  const std::uint64_t states_bound = instances * states_per_instance_at_most;
  const std::string command = "verifier check --claim lowery2013.thm5 --search-p-max " +
                              std::to_string(p_last) + " --p-max " + std::to_string(p_last) +
                              " --search-q-max " + std::to_string(q_last) + " --q-max " +
                              std::to_string(q_last);
  if (o.has("--json")) {
    std::cout << nlohmann::json{{"claim", "lowery2013.thm5"},
                                {"p_max", p_last},
                                {"q_max", q_last},
                                {"instances", instances},
                                {"instances_by_p", by_p},
                                {"states_per_instance_at_most", states_per_instance_at_most},
                                {"states_at_most", states_bound},
                                {"split", "by instance over the cores and MPI ranks"},
                                {"command", command}}
                     .dump(2)
              << "\n";
    return 0;
  }
  std::cout << "Theorem 5 (lowery2013.thm5), p = 2.." << p_last << ", q = 1.." << q_last
            << ", segment sizes in {1, 2}, 4 alphas x 4 gammas\n"
            << "  instances: " << instances << " (each p: sum over q of 2^q x 16)\n"
            << "  search states: at most " << states_per_instance_at_most
            << " per instance (the search's budget; pruning expands far fewer), " << states_bound
            << " in all\n"
            << "  split by instance over the cores and MPI ranks; run it: mpirun -np R " << command
            << "\n";
  return 0;
}

}  // namespace

CommandSpec theorem5_work_command() {
  return {
      "theorem5-work",
      "How much work the exhaustive check of Theorem 5 (lowery2013.thm5) is, from closed counts",
      {{"--p-max", "Largest p (2.." + std::to_string(SegmentedSettings::max_search_p) + ")"},
       {"--q-max",
        "Largest q (1.." + std::to_string(SegmentedSettings::max_search_q) + ", default 3)"},
       {"--json", "JSON on stdout", true}},
      run_theorem5_work};
}

}  // namespace redcheck

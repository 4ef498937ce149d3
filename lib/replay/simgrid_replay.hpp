#pragma once
// Replaying a plan (replay_plan.hpp) in SimGrid, through the helper program
// redcheck-simgrid-replay (simgrid_replay/main.cpp), built when SimGrid is
// installed.
//
// Two platforms:
//  - exact-equivalent (no file): built in code, one host per machine and one
//    link per ordered pair, network model CM02 with TCP-gamma 0 and no cross
//    traffic, latency 0: a transfer of model duration x carries x * 10^12
//    bytes (rounded to the byte) over a 10^12 B/s link and takes x seconds,
//    a computation of duration y is y * 10^9 flops on a 10^9 flop/s host.
//    One model time unit is one second. SimGrid's makespan should equal the
//    exact one up to rounding (relative 1e-9 is required).
//  - a user's platform file, under SimGrid's default network model: machine
//    i runs on hosts[i] (default: the file's first hosts in natural order of names, node-2 before
//    node-10); a transfer of model duration x carries x * bytes_per_unit bytes, a computation y *
//    flops_per_unit flops (default: one time unit is a second on 1 Gb/s links and 1 Gflop/s cores).

#include "replay/replay_plan.hpp"

#include <optional>
#include <string>
#include <vector>

namespace redcheck {

struct SimGridSettings {
  std::string platform_file;       ///< empty: the exact-equivalent platform
  std::vector<std::string> hosts;  ///< machine i's host (platform file only)
  ReplayTiming timing = ReplayTiming::scheduled;
  double bytes_per_unit = 1.25e8;  ///< platform file only
  double flops_per_unit = 1e9;     ///< platform file only
};

struct SimGridReplay {
  double makespan = 0;
  std::vector<double> starts, ends;  ///< per plan activity, seconds
  std::vector<std::string> hosts;    ///< machine i's host
  std::string network_model;         ///< "CM02", "LV08", ...
};

/// The helper program, or nothing when it was not built (no SimGrid).
std::optional<std::string> simgrid_replayer();

/// Runs the plan. Throws InputError when SimGrid is missing, rejects the
/// platform file, or a host is unknown (SimGrid's words), or a transfer is
/// too large for SimGrid's 64-bit sizes; InternalError when the helper fails
/// otherwise.
SimGridReplay replay_in_simgrid(const ReplayPlan& plan, const SimGridSettings& settings);

}  // namespace redcheck

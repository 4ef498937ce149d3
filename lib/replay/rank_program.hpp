#pragma once
// A schedule run for real (redcheck-mpi-run, mpi_run/main.cpp), engine
// aside: what each rank does, in which order, and the data it combines.
//
// Every machine is a rank. Rank r's actions, in the schedule's order (start,
// then the replay plan's data order for ties):
//  - send t: hand over its partial result of transfer t's segments to t.to
//    (it then holds nothing of them, as every model here says);
//  - reduce k: combine what transfer k's operand brought into its own
//    partial result, segment by segment (a segment it does not hold is
//    stored: the segmented model's forwarding);
//  - store t: an arrival no reduction uses is stored (the receiver holds
//    nothing of those segments).
// Receives from one sender are matched in the sender's order of sends (MPI's
// non-overtaking rule), so one tag serves.
//
// The data: segment k of rank i starts as a 2x2 matrix M(i, k) modulo the
// prime 2^31 - 1 (seeded), its range [i, i], a count of 1 and a checksum
// h(i, k) modulo 2^61 - 1. Combining two partial results whose ranges are
// adjacent multiplies the matrices left range first: a non-commutative,
// associative operation, so any misordered combination changes the
// product. Non-adjacent ranges (allowed when the instance is commutative)
// lose the order check; the count and checksum still check that every
// contribution arrives exactly once. At the end the sink must hold, for
// every segment, count p, the sum of every h, and (when every combination
// was ordered, which a non-commutative instance requires) the range
// [0, p - 1] with the product M(0, k) ... M(p - 1, k).

#include "replay/replay_plan.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace redcheck {

/// One segment's partial result (sent as raw bytes between ranks).
struct PartialResult {
  std::uint32_t first = 0, last = 0;  ///< the range of ranks it holds
  std::uint64_t count = 0;            ///< contributions in it
  std::uint64_t checksum = 0;         ///< sum of h(i, k) mod 2^61 - 1
  std::array<std::uint64_t, 4> matrix{};
  std::uint32_t ordered = 1;  ///< every combination joined adjacent ranges
  std::uint32_t held = 0;     ///< 0: the rank holds nothing of this segment
};

/// Rank i's starting value of segment k.
PartialResult initial_value(std::uint64_t seed, int rank, int segment);

/// a then b (a's range left of b's when adjacent either way round).
/// `misorder`: multiply the other way round (a fault, for testing the check).
PartialResult combine(const PartialResult& a, const PartialResult& b, bool misorder = false);

/// What the sink must hold for segment k at the end.
PartialResult expected_result(std::uint64_t seed, int ranks, int segment);

/// Why `got` is not `expected` (empty: it is). `order_required`: a
/// non-commutative instance, where an unordered combination is an error.
std::string result_problem(const PartialResult& got, const PartialResult& expected,
                           bool order_required);

enum class RankActionKind { send, reduce, store };

struct RankAction {
  RankActionKind kind = RankActionKind::send;
  int transfer = 0;  ///< the transfer sent, reduced (the operand) or stored
  int peer = 0;      ///< the other rank
  int first_segment = 0, segments = 1;
  int plan_index = 0;  ///< the activity in the replay plan
};

struct RankPrograms {
  int ranks = 0;
  int segments = 1;  ///< segments per value (1 but in the segmented model)
  int sink = 0;
  std::vector<std::vector<RankAction>> actions;  ///< per rank, in order
  /// Per rank, the transfers it receives (peer: the sender), in the order
  /// to post them (each sender's order of sends).
  std::vector<std::vector<RankAction>> receives;
};

/// The programs of a schedule (validated) and its plan. Throws InputError
/// for a periodic schedule (not a tree of messages).
RankPrograms rank_programs(const Schedule& schedule, const ReplayPlan& plan);

/// Runs every rank's program in one process, messages in queues: what the
/// MPI run must find, computed without MPI (tests, and a self-check).
/// Returns the problems found at the end (empty: correct). `misorder`: the
/// sink multiplies its first combination of adjacent ranges the wrong way
/// round (a fault, to test the check).
std::vector<std::string> run_in_process(const RankPrograms& programs, std::uint64_t seed,
                                        bool order_required, bool misorder = false);

/// The problems of the final holdings: the sink holds every segment as
/// expected, the others nothing.
std::vector<std::string> final_problems(const std::vector<std::vector<PartialResult>>& held,
                                        const RankPrograms& programs, std::uint64_t seed,
                                        bool order_required);

}  // namespace redcheck

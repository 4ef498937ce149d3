// redcheck-mpi-run: a schedule run for real over MPI.
//
//   mpirun -np P redcheck-mpi-run --schedule F.json [--json] [--seed S]
//
// F.json is the JSON of `enumerator schedule --json` (overlap, segmented or
// heterogeneous model: schedules that are trees of messages), with P
// machines. Every rank sends, receives and combines exactly as the schedule
// says, in its order (lib/replay/rank_program.hpp), with real point-to-point
// messages, on 2x2 matrices modulo a prime seeded per rank: a
// non-commutative operation, so a misordered combination changes the
// result, which the sink compares with the sequential reduction. Rank 0
// prints whether the result is correct, the wall time of every rank, and
// the makespan the schedule predicts for the d and c measured here (a
// ping-pong between ranks 0 and 1, and timed combinations).
//
// Bad input (a file that is no valid schedule, a schedule for another
// number of ranks) exits 2 on every rank, rank 0 saying why. A rank that
// fails otherwise aborts the whole job with a message (MPI_Abort), so that
// no rank waits forever.

#include "cli/arguments.hpp"
#include "cli/command_line.hpp"
#include "cli/json_fields.hpp"
#include "errors.hpp"
#include "models/registry.hpp"
#include "models/schedule_document.hpp"
#include "output/schedule_json.hpp"
#include "replay/rank_program.hpp"

#include <mpi.h>

#include <chrono>
#include <cstring>
#include <iostream>
#include <map>

namespace redcheck {

namespace {

struct Options {
  std::string schedule;
  bool json = false;
  std::string seed_text = "1", fail_rank_text = "-1";
  std::uint64_t seed = 1;
  bool inject_misorder = false;  ///< a fault, to test the check
  int fail_rank = -1;            ///< a rank that fails, to test the abort
};

// The values of the options CLI11 gives as text, so that a bad one is named
// with what is accepted (exit 2 on every rank alike).
void parse_numbers(Options& o, int ranks) {
  o.seed = static_cast<std::uint64_t>(
      parse_integer(o.seed_text, "--seed", 0, 4'000'000'000'000'000'000));
  o.fail_rank = static_cast<int>(parse_integer(o.fail_rank_text, "--fail-rank", -1, ranks - 1));
}

struct Loaded {
  const Model* model = nullptr;
  std::string algorithm;
  ModelInstance instance;
  Schedule schedule;
  ReplayPlan plan;
  RankPrograms programs;
};

Loaded load(const std::string& path, int ranks) {
  if (path.empty()) throw InputError("--schedule F.json is required (enumerator schedule --json)");
  ScheduleDocument read = read_schedule_document(
      builtin_models(), read_json_file(path, "--schedule"), "--schedule " + path);
  Loaded out;
  out.model = read.model;
  out.algorithm = std::move(read.algorithm);
  out.instance = std::move(read.instance);
  out.schedule = std::move(read.schedule);
  const Validation v = out.model->validate(out.schedule, out.instance);
  if (!v.valid()) {
    throw InputError("--schedule " + path + " is not a valid " + out.model->name() +
                     " schedule: rule " + v.rule + ": " + v.violation);
  }
  if (out.schedule.machines != ranks) {
    throw InputError("the schedule has " + std::to_string(out.schedule.machines) +
                     " machines but mpirun started " + std::to_string(ranks) +
                     " ranks; run mpirun -np " + std::to_string(out.schedule.machines));
  }
  out.plan = replay_plan(out.schedule, out.model->resources(out.instance),
                         out.model->dependencies(out.schedule, out.instance));
  out.programs = rank_programs(out.schedule, out.plan);
  return out;
}

/// The header of every message: which transfer it is.
struct MessageHeader {
  std::int64_t transfer = 0;
};

std::size_t message_bytes(int segments) {
  return sizeof(MessageHeader) + static_cast<std::size_t>(segments) * sizeof(PartialResult);
}

[[noreturn]] void abort_job(int rank, const std::string& why) {
  std::cerr << "redcheck-mpi-run: rank " << rank << ": " << why << "\n";
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::exit(1);
}

/// Runs this rank's program; returns its final holdings.
std::vector<PartialResult> run_rank(const RankPrograms& p, int rank, std::uint64_t seed,
                                    bool misorder) {
  const auto r = static_cast<std::size_t>(rank);
  std::vector<PartialResult> held;
  for (int k = 0; k < p.segments; ++k) held.push_back(initial_value(seed, rank, k));
  // Receives posted up front, in each sender's order of sends.
  std::map<int, std::pair<MPI_Request, std::vector<char>>> receiving;
  for (const RankAction& in : p.receives[r]) {
    auto& [request, buffer] = receiving[in.transfer];
    buffer.resize(message_bytes(in.segments));
    MPI_Irecv(buffer.data(), static_cast<int>(buffer.size()), MPI_BYTE, in.peer, 0, MPI_COMM_WORLD,
              &request);
  }
  std::vector<std::pair<MPI_Request, std::vector<char>>> sending;
  sending.reserve(p.actions[r].size());
  bool misordered = false;
  for (const RankAction& a : p.actions[r]) {
    if (a.kind == RankActionKind::send) {
      std::vector<char> buffer(message_bytes(a.segments));
      const MessageHeader header{a.transfer};
      std::memcpy(buffer.data(), &header, sizeof header);
      for (int k = 0; k < a.segments; ++k) {
        PartialResult& mine = held[static_cast<std::size_t>(a.first_segment + k)];
        if (!mine.held) {
          abort_job(rank, "transfer " + std::to_string(a.transfer) + " sends segment " +
                              std::to_string(a.first_segment + k + 1) + ", which it does not hold");
        }
        std::memcpy(buffer.data() + sizeof header + static_cast<std::size_t>(k) * sizeof mine,
                    &mine, sizeof mine);
        mine = PartialResult{};
      }
      sending.push_back({MPI_REQUEST_NULL, std::move(buffer)});
      auto& [request, data] = sending.back();
      MPI_Isend(data.data(), static_cast<int>(data.size()), MPI_BYTE, a.peer, 0, MPI_COMM_WORLD,
                &request);
      continue;
    }
    auto& [request, buffer] = receiving.at(a.transfer);
    MPI_Wait(&request, MPI_STATUS_IGNORE);
    MessageHeader header;
    std::memcpy(&header, buffer.data(), sizeof header);
    if (header.transfer != a.transfer) {
      abort_job(rank, "expected transfer " + std::to_string(a.transfer) + " from rank " +
                          std::to_string(a.peer) + ", received transfer " +
                          std::to_string(header.transfer));
    }
    for (int k = 0; k < a.segments; ++k) {
      PartialResult got;
      std::memcpy(&got, buffer.data() + sizeof header + static_cast<std::size_t>(k) * sizeof got,
                  sizeof got);
      PartialResult& own = held[static_cast<std::size_t>(a.first_segment + k)];
      if (!got.held) continue;
      const bool adjacent = own.last + 1 == got.first || got.last + 1 == own.first;
      const bool fault = misorder && !misordered && own.held && adjacent && rank == p.sink;
      own = own.held ? combine(own, got, fault) : got;
      misordered = misordered || fault;
    }
  }
  for (auto& [request, data] : sending) MPI_Wait(&request, MPI_STATUS_IGNORE);
  return held;
}

/// Seconds of one message of one segment, one way (ping-pong of ranks 0
/// and 1), and of one combination; 0 for the message with one rank.
std::pair<double, double> calibrate(int rank, int ranks) {
  std::vector<char> buffer(message_bytes(1));
  constexpr int rounds = 200;
  double message = 0;
  MPI_Barrier(MPI_COMM_WORLD);
  if (ranks > 1 && rank < 2) {
    const int other = 1 - rank;
    const double start = MPI_Wtime();
    for (int k = 0; k < rounds; ++k) {
      if (rank == 0) {
        MPI_Send(buffer.data(), static_cast<int>(buffer.size()), MPI_BYTE, other, 1,
                 MPI_COMM_WORLD);
        MPI_Recv(buffer.data(), static_cast<int>(buffer.size()), MPI_BYTE, other, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
      } else {
        MPI_Recv(buffer.data(), static_cast<int>(buffer.size()), MPI_BYTE, other, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        MPI_Send(buffer.data(), static_cast<int>(buffer.size()), MPI_BYTE, other, 1,
                 MPI_COMM_WORLD);
      }
    }
    message = (MPI_Wtime() - start) / (2.0 * rounds);
  }
  constexpr int combinations = 100000;
  PartialResult a = initial_value(7, 0, 0);
  const PartialResult b = initial_value(7, 1, 0);
  const double start = MPI_Wtime();
  for (int k = 0; k < combinations; ++k) {
    a = combine(a, b);
    a.last = 0;  // keep the ranges adjacent
  }
  const double combination = (MPI_Wtime() - start) / combinations + (a.count == 0 ? 1 : 0);
  double both[2] = {message, combination};
  MPI_Bcast(both, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  return {both[0], both[1]};
}

/// The schedule's makespan when a transfer of s segments takes s * d and a
/// combination of s segments s * c, activities as soon as the schedule's
/// order allows.
double predicted_seconds(ReplayPlan plan, const Schedule& s, double d, double c) {
  for (ReplayActivity& a : plan.activities) {
    const int segments =
        a.is_transfer()
            ? s.transfers[static_cast<std::size_t>(a.ref.index)].segment_count
            : s.transfers[static_cast<std::size_t>(
                              s.reductions[static_cast<std::size_t>(a.ref.index)].operand)]
                  .segment_count;
    a.duration = Time(a.is_transfer() ? d : c) * segments;
  }
  Time latest(0);
  for (const Time& end : planned_ends(plan, ReplayTiming::as_soon_as_possible))
    latest = std::max(latest, end);
  return latest.convert_to<double>();
}

int run(int argc, char** argv) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  CLI::App app{"redcheck-mpi-run: a schedule run for real over MPI (mpirun -np P)",
               "redcheck-mpi-run"};
  Options o;
  app.add_option("--schedule", o.schedule, "The JSON of enumerator schedule --json")->required();
  app.add_flag("--json", o.json, "JSON on stdout (rank 0)");
  app.add_option("--seed", o.seed_text,
                 "Seed of the ranks' values, an integer in 0..4000000000000000000 (default 1)");
  app.add_flag("--inject-misorder", o.inject_misorder,
               "Test the check: the sink multiplies one combination the wrong way round");
  app.add_option("--fail-rank", o.fail_rank_text,
                 "Test the abort: this rank fails after the calibration");
  if (const auto status = parse_command_line(app, argc, argv)) return *status;

  Loaded loaded;
  std::string refused;
  try {
    parse_numbers(o, ranks);
    loaded = load(o.schedule, ranks);
  } catch (const InputError& e) {
    refused = e.what();
  }
  if (!refused.empty()) {  // every rank read the same file: every rank stops
    if (rank == 0) std::cerr << "redcheck-mpi-run: " << refused << "\n";
    return 2;
  }
  const auto [d, c] = calibrate(rank, ranks);
  if (rank == o.fail_rank) throw InternalError("failing as --fail-rank asks");
  MPI_Barrier(MPI_COMM_WORLD);
  const double start = MPI_Wtime();
  const std::vector<PartialResult> held =
      run_rank(loaded.programs, rank, o.seed, o.inject_misorder);
  const double wall = MPI_Wtime() - start;

  std::vector<double> walls(static_cast<std::size_t>(ranks));
  MPI_Gather(&wall, 1, MPI_DOUBLE, walls.data(), 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  const int bytes = static_cast<int>(held.size() * sizeof(PartialResult));
  std::vector<PartialResult> all(held.size() * static_cast<std::size_t>(ranks));
  MPI_Gather(held.data(), bytes, MPI_BYTE, all.data(), bytes, MPI_BYTE, 0, MPI_COMM_WORLD);
  if (rank != 0) return 0;

  std::vector<std::vector<PartialResult>> by_rank;
  for (int r = 0; r < ranks; ++r) {
    by_rank.emplace_back(all.begin() + r * static_cast<long>(held.size()),
                         all.begin() + (r + 1) * static_cast<long>(held.size()));
  }
  const bool order_required = !loaded.model->commutative(loaded.instance);
  const std::vector<std::string> problems =
      final_problems(by_rank, loaded.programs, o.seed, order_required);
  bool ordered = true;
  for (const PartialResult& v : by_rank[static_cast<std::size_t>(loaded.programs.sink)])
    ordered = ordered && v.ordered;
  const double total = *std::max_element(walls.begin(), walls.end());
  const double predicted = predicted_seconds(loaded.plan, loaded.schedule, d, c);
  const nlohmann::json j = {
      {"model", loaded.model->name()},
      {"algorithm", loaded.algorithm},
      {"ranks", ranks},
      {"segments", loaded.programs.segments},
      {"sink", loaded.programs.sink},
      {"operation", "2x2 matrices modulo 2^31 - 1, multiplied left range first"},
      {"order_checked", ordered},
      {"result_correct", problems.empty()},
      {"problems", problems},
      {"exact_makespan", to_string(last_end(loaded.schedule))},
      {"wall_seconds", total},
      {"wall_seconds_per_rank", walls},
      {"measured_d_seconds", d},
      {"measured_c_seconds", c},
      {"predicted_seconds", predicted}};
  if (o.json) {
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << (loaded.algorithm.empty() ? "schedule" : loaded.algorithm) << " on "
              << loaded.model->instance_text(loaded.instance) << ", " << ranks << " ranks: result "
              << (problems.empty() ? "correct" : "WRONG")
              << (ordered ? "" : " (order not checked: commutative)") << "\n";
    for (const auto& p : problems) std::cout << "  " << p << "\n";
    std::cout << "wall time " << total << " s (slowest rank); predicted " << predicted
              << " s for d = " << d << " s, c = " << c << " s\n";
  }
  return problems.empty() ? 0 : 1;
}

}  // namespace

}  // namespace redcheck

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int status = 1;
  try {
    status = redcheck::run(argc, argv);
  } catch (const std::exception& e) {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    redcheck::abort_job(rank, std::string("internal error: ") + e.what());
  }
  MPI_Finalize();
  return status;
}

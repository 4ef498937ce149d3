#pragma once
// The size of a problem's linear program, counted before anything is built,
// and the largest program the toolkit writes. Exact LPs grow fast: the
// reduce of N + 1 participants has O(|V| N^3) task variables, and QSopt_ex's
// time grows faster than the program (measured here, 2 cores: a reduce on the
// layered platform of 16 nodes, 17,681 columns x 2,224 rows, 4.9 s; of 18
// nodes, 27,361 x 3,132, 30 s; a gossip on the clique of 120 nodes, 56,173 x
// 716, 2.7 s). A problem whose program exceeds max_program_work (columns x
// rows) is refused before its types, tasks or rows are written, with its size
// and what is accepted.

#include "models/steady_state/platform.hpp"

#include <cstdint>
#include <string>

namespace redcheck {

struct MessageType;

/// Columns and rows of a steady-state linear program (linear_programs.hpp).
struct ProgramSize {
  std::uint64_t columns = 0;
  std::uint64_t rows = 0;
};

/// Largest columns x rows the toolkit solves: about a minute here at most
/// (a reduce on the layered platform of 20 nodes, 39,621 x 4,260, took 13
/// minutes).
inline constexpr std::uint64_t max_program_work = 100'000'000;

/// May type t travel along edge e? Never into its origin or out of its
/// destination (scatter, gossip): such flow only runs in cycles. Reduce
/// types travel every edge.
bool may_send(bool reduce, const PlatformEdge& e, const MessageType& t);

/// The program of a scatter or gossip with these message types.
ProgramSize routing_program_size(const Platform& platform, const std::vector<MessageType>& types);

/// The program of a reduce of `participants` values on `platform`.
ProgramSize reduce_program_size(const Platform& platform, std::uint64_t participants);

/// Throws InputError when `size` is beyond max_program_work, naming
/// `problem` ("a reduce of 1000 participants"), its size and what is
/// accepted, with `smaller` (how to ask for less).
void check_program_size(const ProgramSize& size, const std::string& problem,
                        const std::string& smaller);

}  // namespace redcheck

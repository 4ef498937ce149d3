#pragma once
// The size of a problem's linear program, counted before anything is built,
// and the largest program the toolkit writes. Exact LPs grow fast: the
// reduce of N + 1 participants has O(|V| N^3) task variables, and QSopt_ex's
// time grows faster than the program (measured here, 2 cores: a reduce on the
// layered platform of 16 nodes, 17,681 columns x 2,224 rows, 4.9 s; of 18
// nodes, 27,361 x 3,132, 30 s; of 20 nodes, 39,621 x 4,260, 13 min; a gossip
// on the clique of 120 nodes, 56,173 x 716, 2.7 s). So scatters and gossips,
// and reduces up to max_direct_reduce_work, go to the simplex whole; larger
// reduces are solved by generating reduction trees (tree_generation.hpp),
// whose work grows with the columns (layered platform of 20 nodes: 4.1 s; of
// 30 nodes, 182,281 columns: 12 s; of 40 nodes, 537,921 columns: 153 s). A
// problem beyond what its method finishes in about a minute is refused
// before its types, tasks or rows are written, with its size and what is
// accepted.

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

/// Largest columns x rows of a scatter or gossip: about a minute here at most.
inline constexpr std::uint64_t max_program_work = 100'000'000;

/// Reduces up to this columns x rows go to the simplex whole (the answers
/// data/ and the claims were made with); larger ones to tree generation.
inline constexpr std::uint64_t max_direct_reduce_work = 10'000'000;

/// Most columns of a reduce's program (by tree generation): 250,000 takes
/// about half a minute here.
inline constexpr std::uint64_t max_reduce_columns = 250'000;

/// May type t travel along edge e? Never into its origin or out of its
/// destination (scatter, gossip): such flow only runs in cycles. Reduce
/// types travel every edge.
bool may_send(bool reduce, const PlatformEdge& e, const MessageType& t);

/// The program of a scatter or gossip with these message types.
ProgramSize routing_program_size(const Platform& platform, const std::vector<MessageType>& types);

/// The program of a reduce of `participants` values on `platform`.
ProgramSize reduce_program_size(const Platform& platform, std::uint64_t participants);

/// Throws InputError when `size` is beyond max_program_work, naming
/// `problem` ("a gossip of 4 messages on 1000 nodes"), its size and what is
/// accepted, with `smaller` (how to ask for less).
void check_program_size(const ProgramSize& size, const std::string& problem,
                        const std::string& smaller);

/// The same for a reduce's program, against max_reduce_columns.
void check_reduce_program_size(const ProgramSize& size, const std::string& problem,
                               const std::string& smaller);

/// Whether a reduce's program of this size is solved by tree generation.
bool solved_by_trees(const ProgramSize& size);

}  // namespace redcheck

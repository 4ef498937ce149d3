#include "models/steady_state/program_size.hpp"

#include "errors.hpp"
#include "index.hpp"
#include "models/steady_state/problem.hpp"

#include <vector>

namespace redcheck {

bool may_send(bool reduce, const PlatformEdge& e, const MessageType& t) {
  if (reduce) return true;
  return e.to != t.origin && e.from != t.destination;
}

ProgramSize routing_program_size(const Platform& g, const std::vector<MessageType>& types) {
  ProgramSize size{1, 2 * static_cast<std::uint64_t>(g.nodes())};  // TP; out(i), in(i)
  std::vector<int> touched(at(g.nodes()), -1);  // the last type that touched each node
  for (std::size_t t = 0; t < types.size(); ++t) {
    for (const PlatformEdge& e : g.edges()) {
      if (!may_send(false, e, types[t])) continue;
      ++size.columns;
      touched[at(e.from)] = touched[at(e.to)] = static_cast<int>(t);
    }
    // A conservation row at every node but the origin that a variable
    // touches; the destination's throughput row always.
    for (int i = 0; i < g.nodes(); ++i) {
      if (i == types[t].origin) continue;
      if (i == types[t].destination || touched[at(i)] == static_cast<int>(t)) ++size.rows;
    }
  }
  return size;
}

ProgramSize reduce_program_size(const Platform& g, std::uint64_t participants) {
  const std::uint64_t p = participants;
  const std::uint64_t types = p * (p + 1) / 2;            // v[k,m], k <= m
  const std::uint64_t tasks = (p + 1) * p * (p - 1) / 6;  // T[k,l,m], k <= l < m
  const auto nodes = static_cast<std::uint64_t>(g.nodes());
  const auto edges = static_cast<std::uint64_t>(g.edges().size());
  return {1 + edges * types + nodes * tasks,
          3 * nodes + nodes * types};  // out, in, compute; conservation
}

namespace {

unsigned __int128 work_of(const ProgramSize& size) {
  return static_cast<unsigned __int128>(size.columns) * size.rows;
}

/// The refusal of a program too large, with what is accepted and how long
/// the largest accepted takes here.
[[noreturn]] void refuse(const ProgramSize& size, const std::string& problem,
                         const std::string& accepted, const std::string& smaller) {
  throw InputError("the linear program of " + problem + " would have " +
                   std::to_string(size.columns) + " columns and " + std::to_string(size.rows) +
                   " rows; the toolkit solves " + accepted + "; " + smaller);
}

}  // namespace

void check_program_size(const ProgramSize& size, const std::string& problem,
                        const std::string& smaller) {
  if (work_of(size) <= max_program_work) return;
  refuse(size, problem,
         "programs of at most columns x rows = " + std::to_string(max_program_work) +
             " (a gossip on the clique of 120 nodes, 56173 x 716, takes 2.7 s on 2 cores)",
         smaller);
}

void check_reduce_program_size(const ProgramSize& size, const std::string& problem,
                               const std::string& smaller) {
  if (size.columns <= max_reduce_columns) return;
  refuse(size, problem,
         "reduces of at most " + std::to_string(max_reduce_columns) +
             " columns (by generating reduction trees: the layered platform of 30 nodes, 182281 "
             "columns, takes 12 s on 2 cores)",
         smaller);
}

bool solved_by_trees(const ProgramSize& size) {
  return work_of(size) > max_direct_reduce_work;
}

}  // namespace redcheck

#include "models/steady_state/paper_examples.hpp"

#include "errors.hpp"
#include "index.hpp"

namespace redcheck {

namespace {

int send_column(const SteadyStateProblem& p, const SteadyStateProgram& program, int from, int to,
                int first, int last) {
  const auto edge = p.platform.edge(from, to);
  if (!edge)
    throw InternalError("Figure 6 has no edge " + std::to_string(from) + " -> " +
                        std::to_string(to));
  return program.send_column[at(*edge)][at(p.interval_type(first, last))];
}

int cons_column(const SteadyStateProblem& p, const SteadyStateProgram& program, int node, int k,
                int l, int m) {
  for (std::size_t task = 0; task < p.tasks.size(); ++task) {
    const ReduceTask& t = p.tasks[task];
    if (t.first == k && t.split == l && t.last == m) return program.cons_column[at(node)][task];
  }
  throw InternalError("Figure 6 has no task T[" + std::to_string(k) + "," + std::to_string(l) +
                      "," + std::to_string(m) + "]");
}

}  // namespace

SteadyStateProblem figure6_problem(const Figure6Costs& costs) {
  Platform g;
  g.add_node("0", Time(1, 2));
  g.add_node("1", Time(1));
  g.add_node("2", Time(1));
  g.add_edge(1, 2, costs[0]);
  g.add_edge(2, 1, costs[1]);
  g.add_edge(1, 0, costs[2]);
  g.add_edge(2, 0, costs[3]);
  return reduce_problem(std::move(g), 0, {0, 1, 2});
}

std::vector<Time> figure6_printed_primal(const SteadyStateProblem& p,
                                         const SteadyStateProgram& program) {
  std::vector<Time> x(at(program.program.columns()));
  const Time period(3);
  x[at(program.throughput_column)] = 1;
  x[at(send_column(p, program, 1, 2, 1, 1))] = 2 / period;
  x[at(send_column(p, program, 2, 1, 2, 2))] = 1 / period;
  x[at(send_column(p, program, 1, 0, 1, 2))] = 1 / period;
  x[at(send_column(p, program, 2, 0, 1, 2))] = 2 / period;
  x[at(cons_column(p, program, 1, 1, 1, 2))] = 1 / period;
  x[at(cons_column(p, program, 2, 1, 1, 2))] = 2 / period;
  x[at(cons_column(p, program, 0, 0, 0, 2))] = 3 / period;
  return x;
}

SteadyStateSolution figure6_printed_solution(const SteadyStateProblem& p,
                                             const SteadyStateProgram& program) {
  return solution_of_primal(program, figure6_printed_primal(p, program));
}

}  // namespace redcheck

#include "models/steady_state/linear_programs.hpp"

#include "errors.hpp"
#include "index.hpp"
#include "models/steady_state/program_size.hpp"
#include "models/steady_state/tree_generation.hpp"

#include <boost/integer/common_factor_rt.hpp>

namespace redcheck {

namespace {

using Sense = LinearProgram::Sense;
using Terms = std::vector<std::pair<int, Time>>;

void add_port_rows(const SteadyStateProblem& p, SteadyStateProgram& out) {
  const Platform& g = p.platform;
  std::vector<Terms> sends(at(g.nodes())), receives(at(g.nodes()));
  for (std::size_t e = 0; e < g.edges().size(); ++e) {
    const PlatformEdge& edge = g.edges()[e];
    for (int column : out.send_column[e]) {
      if (column < 0) continue;
      sends[at(edge.from)].emplace_back(column, edge.cost);
      receives[at(edge.to)].emplace_back(column, edge.cost);
    }
  }
  for (int i = 0; i < g.nodes(); ++i) {
    out.out_row.push_back(
        out.program.add_row(sends[at(i)], Sense::at_most, Time(1), "out(" + g.name(i) + ")"));
    out.in_row.push_back(
        out.program.add_row(receives[at(i)], Sense::at_most, Time(1), "in(" + g.name(i) + ")"));
  }
}

/// Flow of type t at node i: +1 for each send into i, -1 for each out of i.
Terms net_inflow(const SteadyStateProblem& p, const SteadyStateProgram& out, int i, int t) {
  Terms terms;
  for (std::size_t e = 0; e < p.platform.edges().size(); ++e) {
    const int column = out.send_column[e][at(t)];
    if (column < 0) continue;
    if (p.platform.edges()[e].to == i) terms.emplace_back(column, Time(1));
    if (p.platform.edges()[e].from == i) terms.emplace_back(column, Time(-1));
  }
  return terms;
}

void add_routing_rows(const SteadyStateProblem& p, SteadyStateProgram& out) {
  const Platform& g = p.platform;
  for (std::size_t t = 0; t < p.types.size(); ++t) {
    const MessageType& type = p.types[t];
    for (int i = 0; i < g.nodes(); ++i) {
      if (i == type.origin) continue;
      Terms terms = net_inflow(p, out, i, static_cast<int>(t));
      if (i == type.destination) {
        terms.emplace_back(out.throughput_column, Time(-1));
        out.program.add_row(std::move(terms), Sense::equal, Time(0),
                            "throughput(" + type.name + ")");
      } else if (!terms.empty()) {
        out.program.add_row(std::move(terms), Sense::equal, Time(0),
                            "conserve(" + g.name(i) + "," + type.name + ")");
      }
    }
  }
}

void add_reduce_rows(const SteadyStateProblem& p, SteadyStateProgram& out) {
  const Platform& g = p.platform;
  for (int i = 0; i < g.nodes(); ++i) {
    Terms work;
    for (int column : out.cons_column[at(i)]) work.emplace_back(column, g.task_time(i));
    out.compute_row.push_back(out.program.add_row(std::move(work), Sense::at_most, Time(1),
                                                  "compute(" + g.name(i) + ")"));
  }
  out.conserve_row.assign(at(g.nodes()), std::vector<int>(p.types.size(), -1));
  for (int i = 0; i < g.nodes(); ++i) {
    std::vector<Terms> balance(p.types.size());
    for (std::size_t t = 0; t < p.types.size(); ++t) {
      balance[t] = net_inflow(p, out, i, static_cast<int>(t));
      if (p.types[t].origin == i) balance[t].emplace_back(out.throughput_column, Time(1));
      if (p.types[t].destination == i) balance[t].emplace_back(out.throughput_column, Time(-1));
    }
    for (std::size_t task = 0; task < p.tasks.size(); ++task) {
      const ReduceTask& k = p.tasks[task];
      const int column = out.cons_column[at(i)][task];
      balance[at(k.result)].emplace_back(column, Time(1));
      balance[at(k.left)].emplace_back(column, Time(-1));
      balance[at(k.right)].emplace_back(column, Time(-1));
    }
    for (std::size_t t = 0; t < p.types.size(); ++t) {
      out.conserve_row[at(i)][t] =
          out.program.add_row(std::move(balance[t]), Sense::equal, Time(0),
                              "conserve(" + g.name(i) + "," + p.types[t].name + ")");
    }
  }
}

}  // namespace

SteadyStateProgram steady_state_program(const SteadyStateProblem& p) {
  SteadyStateProgram out;
  const Platform& g = p.platform;
  out.throughput_column = out.program.add_column("TP", Time(1));
  out.send_column.assign(g.edges().size(), std::vector<int>(p.types.size(), -1));
  for (std::size_t e = 0; e < g.edges().size(); ++e) {
    const PlatformEdge& edge = g.edges()[e];
    for (std::size_t t = 0; t < p.types.size(); ++t) {
      if (!may_send(p.operation == SteadyOperation::reduce, edge, p.types[t])) continue;
      out.send_column[e][t] = out.program.add_column("send(" + g.name(edge.from) + "->" +
                                                     g.name(edge.to) + "," + p.types[t].name + ")");
    }
  }
  if (p.operation == SteadyOperation::reduce) {
    out.cons_column.assign(at(g.nodes()), std::vector<int>(p.tasks.size(), -1));
    for (int i = 0; i < g.nodes(); ++i) {
      for (std::size_t task = 0; task < p.tasks.size(); ++task) {
        out.cons_column[at(i)][task] =
            out.program.add_column("cons(" + g.name(i) + "," + p.tasks[task].name + ")");
      }
    }
  }
  add_port_rows(p, out);
  if (p.operation == SteadyOperation::reduce) {
    add_reduce_rows(p, out);
  } else {
    add_routing_rows(p, out);
  }
  return out;
}

bool solved_by_trees(const SteadyStateProblem& problem, const SteadyStateProgram& program) {
  return problem.operation == SteadyOperation::reduce &&
         solved_by_trees(ProgramSize{static_cast<std::uint64_t>(program.program.columns()),
                                     static_cast<std::uint64_t>(program.program.rows())});
}

SteadyStateSolution solve_steady_state(const SteadyStateProblem& problem) {
  return solve_steady_state(problem, steady_state_program(problem));
}

BigInt common_denominator(const std::vector<Time>& values) {
  BigInt period = 1;
  for (const Time& v : values) {
    const BigInt d = boost::multiprecision::denominator(v);
    period = period / boost::multiprecision::gcd(period, d) * d;
  }
  return period;
}

BigInt SteadyStateSolution::operations_per_period() const {
  const Time count = throughput * Time(period);
  if (boost::multiprecision::denominator(count) != 1) {
    throw InternalError("TP * T = " + to_string(count) + " is not an integer");
  }
  return boost::multiprecision::numerator(count);
}

SteadyStateSolution solution_of_primal(const SteadyStateProgram& built,
                                       const std::vector<Time>& x) {
  SteadyStateSolution out;
  out.throughput = x.at(at(built.throughput_column));
  std::vector<Time> all{out.throughput};
  const auto value = [&](int column) {
    if (column < 0) return Time(0);
    all.push_back(x.at(at(column)));
    return x.at(at(column));
  };
  for (const auto& columns : built.send_column) {
    out.send.emplace_back();
    for (int column : columns) out.send.back().push_back(value(column));
  }
  for (const auto& columns : built.cons_column) {
    out.cons.emplace_back();
    for (int column : columns) out.cons.back().push_back(value(column));
  }
  out.period = common_denominator(all);
  return out;
}

SteadyStateSolution solve_steady_state(const SteadyStateProblem& problem,
                                       const SteadyStateProgram& built,
                                       const std::function<void()>& advance) {
  if (solved_by_trees(problem, built)) return solve_reduce_by_trees(problem, built, advance);
  CertifiedSolution answer = solve_exactly(built.program);
  if (answer.solution.status != LpSolution::Status::optimal) {
    throw InternalError(
        "the steady-state program of the " + problem_text(problem) + " is " +
        (answer.solution.status == LpSolution::Status::infeasible ? "infeasible" : "unbounded"));
  }
  SteadyStateSolution out = solution_of_primal(built, answer.solution.primal);
  out.columns = built.program.columns();
  out.rows = built.program.rows();
  out.nonzeros = built.program.nonzeros();
  out.lp = std::move(answer.solution);
  out.certificate = std::move(answer.certificate);
  return out;
}

nlohmann::json solution_json(const SteadyStateProblem& p, const SteadyStateProgram& program,
                             const SteadyStateSolution& s) {
  const Time period(s.period);
  nlohmann::json send = nlohmann::json::array();
  for (std::size_t e = 0; e < p.platform.edges().size(); ++e) {
    const PlatformEdge& edge = p.platform.edges()[e];
    for (std::size_t t = 0; t < p.types.size(); ++t) {
      if (s.send[e][t] == 0) continue;
      send.push_back({{"from", p.platform.name(edge.from)},
                      {"to", p.platform.name(edge.to)},
                      {"message", p.types[t].name},
                      {"per_time_unit", to_string(s.send[e][t])},
                      {"per_period", to_string(s.send[e][t] * period)}});
    }
  }
  nlohmann::json cons = nlohmann::json::array();
  for (std::size_t i = 0; i < s.cons.size(); ++i) {
    for (std::size_t task = 0; task < p.tasks.size(); ++task) {
      if (s.cons[i][task] == 0) continue;
      cons.push_back({{"node", p.platform.name(static_cast<int>(i))},
                      {"task", p.tasks[task].name},
                      {"per_time_unit", to_string(s.cons[i][task])},
                      {"per_period", to_string(s.cons[i][task] * period)}});
    }
  }
  nlohmann::json dual = nlohmann::json::object();
  const auto& rows = program.program.all_rows();
  for (std::size_t r = 0; r < rows.size() && r < s.lp.dual.size(); ++r) {
    if (s.lp.dual[r] != 0) dual[rows[r].name] = to_string(s.lp.dual[r]);
  }
  nlohmann::json lp{{"columns", s.columns}, {"rows", s.rows}, {"nonzeros", s.nonzeros}};
  if (s.generated_trees > 0) lp["generated_trees"] = s.generated_trees;
  return {{"throughput", to_string(s.throughput)},
          {"period", s.period.str()},
          {"operations_per_period", s.operations_per_period().str()},
          {"send", send},
          {"cons", cons},
          {"lp", lp},
          {"certificate",
           {{"verified", s.certificate.verified},
            {"primal_objective", to_string(s.certificate.primal_objective)},
            {"dual_objective", to_string(s.certificate.dual_objective)},
            {"dual", dual}}}};
}

}  // namespace redcheck

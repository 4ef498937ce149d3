#include "models/steady_state/tree_generation.hpp"

#include "errors.hpp"
#include "index.hpp"

#include <algorithm>
#include <map>
#include <queue>
#include <tuple>
#include <utility>

namespace redcheck {

namespace {

/// A reduction tree of one operation: how many times it sends each type
/// along each edge, and runs each task on each node.
struct Tree {
  std::map<std::pair<int, int>, int> sends;  ///< (edge, type) -> count
  std::map<std::pair<int, int>, int> cons;   ///< (node, task) -> count
  friend bool operator==(const Tree&, const Tree&) = default;
};

/// The resources the master prices, in this order: out(i), in(i), compute(i).
struct Resources {
  explicit Resources(int nodes) : nodes(nodes) {}
  int nodes;
  int count() const { return 3 * nodes; }
  int out(int i) const { return i; }
  int in(int i) const { return nodes + i; }
  int compute(int i) const { return 2 * nodes + i; }
};

/// How the cheapest v[t] at a node is had.
struct Way {
  enum Kind { unreached, owned, received, computed } kind = unreached;
  int index = -1;  ///< the edge (received) or the task (computed)
};

/// The cheapest way to hold each type at each node under resource prices.
class Pricing {
 public:
  explicit Pricing(const SteadyStateProblem& p) : p_(p), n_(p.platform.nodes()) {
    const auto types = p.types.size();
    making_.resize(types);
    for (std::size_t k = 0; k < p.tasks.size(); ++k) making_[at(p.tasks[k].result)].push_back(k);
    out_edges_.resize(at(n_));
    for (std::size_t e = 0; e < p.platform.edges().size(); ++e)
      out_edges_[at(p.platform.edges()[e].from)].push_back(static_cast<int>(e));
    cost_.assign(types * at(n_), Time(0));
    way_.assign(types * at(n_), Way{});
  }

  /// Runs the dynamic program under `price` (per resource, >= 0).
  void run(const std::vector<Time>& price) {
    const Resources r(n_);
    std::vector<Time> edge_price, task_price;
    for (const PlatformEdge& e : p_.platform.edges())
      edge_price.push_back(e.cost * (price[at(r.out(e.from))] + price[at(r.in(e.to))]));
    for (int i = 0; i < n_; ++i)
      task_price.push_back(p_.platform.task_time(i) * price[at(r.compute(i))]);
    std::fill(way_.begin(), way_.end(), Way{});
    const int participants = static_cast<int>(p_.participants.size());
    for (int length = 0; length < participants; ++length) {
      for (int first = 0; first + length < participants; ++first) {
        const int t = p_.interval_type(first, first + length);
        if (length == 0) {
          settle(t, p_.types[at(t)].origin, Time(0), {Way::owned, -1});
        } else {
          for (int i = 0; i < n_; ++i) {
            for (std::size_t k : making_[at(t)]) {
              const ReduceTask& task = p_.tasks[k];
              if (!reached(task.left, i) || !reached(task.right, i)) continue;
              settle(t, i, cost(task.left, i) + cost(task.right, i) + task_price[at(i)],
                     {Way::computed, static_cast<int>(k)});
            }
          }
        }
        spread(t, edge_price);
      }
    }
  }

  bool reached(int t, int i) const { return way_[slot(t, i)].kind != Way::unreached; }
  const Time& cost(int t, int i) const { return cost_[slot(t, i)]; }

  /// The cheapest tree that brings v[0,N] to the target (after run()).
  Tree cheapest_tree() const {
    Tree tree;
    std::vector<std::pair<int, int>> wanted{{p_.final_type(), p_.target()}};  // (type, node)
    while (!wanted.empty()) {
      const auto [t, i] = wanted.back();
      wanted.pop_back();
      const Way& w = way_[slot(t, i)];
      if (w.kind == Way::received) {
        ++tree.sends[{w.index, t}];
        wanted.emplace_back(t, p_.platform.edges()[at(w.index)].from);
      } else if (w.kind == Way::computed) {
        const ReduceTask& task = p_.tasks[at(w.index)];
        ++tree.cons[{i, w.index}];
        wanted.emplace_back(task.left, i);
        wanted.emplace_back(task.right, i);
      } else if (w.kind == Way::unreached) {
        throw InternalError("tree generation: v[0,N] cannot reach the target");
      }
    }
    return tree;
  }

 private:
  std::size_t slot(int t, int i) const { return at(t) * at(n_) + at(i); }

  /// Keeps `way` to v[t] at i if it is cheaper than the one known.
  void settle(int t, int i, Time c, Way way) {
    const std::size_t s = slot(t, i);
    if (way_[s].kind != Way::unreached && !(c < cost_[s])) return;
    cost_[s] = std::move(c);
    way_[s] = way;
  }

  /// Shortest paths from every node that holds v[t] (Dijkstra: prices >= 0).
  void spread(int t, const std::vector<Time>& edge_price) {
    using Label = std::pair<Time, int>;
    std::priority_queue<Label, std::vector<Label>, std::greater<>> queue;
    for (int i = 0; i < n_; ++i) {
      if (reached(t, i)) queue.emplace(cost(t, i), i);
    }
    std::vector<char> done(at(n_), 0);
    while (!queue.empty()) {
      const auto [c, i] = queue.top();
      queue.pop();
      if (done[at(i)] || c != cost(t, i)) continue;
      done[at(i)] = 1;
      for (int e : out_edges_[at(i)]) {
        const int j = p_.platform.edges()[at(e)].to;
        if (done[at(j)]) continue;
        Time through = c + edge_price[at(e)];
        if (reached(t, j) && !(through < cost(t, j))) continue;
        settle(t, j, through, {Way::received, e});
        queue.emplace(std::move(through), j);
      }
    }
  }

  const SteadyStateProblem& p_;
  int n_;
  std::vector<std::vector<std::size_t>> making_;  ///< tasks making each type
  std::vector<std::vector<int>> out_edges_;       ///< by node
  std::vector<Time> cost_;                        ///< by (type, node)
  std::vector<Way> way_;
};

/// Time each resource is busy per operation of `tree`.
std::vector<Time> use_of(const SteadyStateProblem& p, const Tree& tree) {
  const Resources r(p.platform.nodes());
  std::vector<Time> use(at(r.count()));
  for (const auto& [key, count] : tree.sends) {
    const PlatformEdge& e = p.platform.edges()[at(key.first)];
    const Time busy = e.cost * Time(count);
    use[at(r.out(e.from))] += busy;
    use[at(r.in(e.to))] += busy;
  }
  for (const auto& [key, count] : tree.cons)
    use[at(r.compute(key.first))] += p.platform.task_time(key.first) * Time(count);
  return use;
}

/// The master over `trees`; returns its weights and the resources' prices.
std::pair<std::vector<Time>, std::vector<Time>> solve_master(
    const std::vector<std::vector<Time>>& uses, int resources) {
  LinearProgram master;
  for (std::size_t k = 0; k < uses.size(); ++k)
    master.add_column("tree" + std::to_string(k), Time(1));
  std::vector<int> row_of(at(resources), -1);
  for (int r = 0; r < resources; ++r) {
    std::vector<std::pair<int, Time>> terms;
    for (std::size_t k = 0; k < uses.size(); ++k) {
      if (uses[k][at(r)] != 0) terms.emplace_back(static_cast<int>(k), uses[k][at(r)]);
    }
    // A resource no tree uses has no row: its price is 0.
    if (!terms.empty()) {
      row_of[at(r)] = master.add_row(std::move(terms), LinearProgram::Sense::at_most, Time(1),
                                     "resource" + std::to_string(r));
    }
  }
  const CertifiedSolution answer = solve_exactly(master);
  if (answer.solution.status != LpSolution::Status::optimal) {
    throw InternalError("tree generation: the master program is not optimal");
  }
  std::vector<Time> price(at(resources));
  for (int r = 0; r < resources; ++r) {
    if (row_of[at(r)] >= 0) price[at(r)] = answer.solution.dual[at(row_of[at(r)])];
  }
  return {answer.solution.primal, price};
}

}  // namespace

SteadyStateSolution solve_reduce_by_trees(const SteadyStateProblem& p,
                                          const SteadyStateProgram& program,
                                          const std::function<void()>& advance) {
  if (p.operation != SteadyOperation::reduce) {
    throw InternalError("tree generation solves reduces only");
  }
  const Resources resources(p.platform.nodes());
  Pricing pricing(p);
  std::vector<Tree> trees;
  std::vector<std::vector<Time>> uses;
  std::vector<Time> weights;
  // Any positive prices give a first tree: the one that keeps the resources
  // busy the least time in all.
  std::vector<Time> price(at(resources.count()), Time(1));
  while (true) {
    pricing.run(price);
    const Time cheapest = pricing.cost(p.final_type(), p.target());
    if (!trees.empty() && cheapest >= 1) break;
    Tree tree = pricing.cheapest_tree();
    if (std::find(trees.begin(), trees.end(), tree) != trees.end()) {
      throw InternalError("tree generation found a tree of price " + to_string(cheapest) +
                          " < 1 that the master already has");
    }
    uses.push_back(use_of(p, tree));
    trees.push_back(std::move(tree));
    std::tie(weights, price) = solve_master(uses, resources.count());
    if (advance) advance();
  }

  // The whole program's primal: the trees' sum.
  LpSolution lp;
  lp.primal.assign(at(program.program.columns()), Time(0));
  for (std::size_t k = 0; k < trees.size(); ++k) {
    if (weights[k] == 0) continue;
    lp.primal[at(program.throughput_column)] += weights[k];
    for (const auto& [key, count] : trees[k].sends)
      lp.primal[at(program.send_column[at(key.first)][at(key.second)])] += weights[k] * count;
    for (const auto& [key, count] : trees[k].cons)
      lp.primal[at(program.cons_column[at(key.first)][at(key.second)])] += weights[k] * count;
  }
  lp.objective = lp.primal[at(program.throughput_column)];
  // Its dual: the prices, and minus the cost of each type at each node (a
  // type a node cannot obtain gets the largest cost, at least 1, which keeps
  // every dual constraint it appears in).
  Time unreachable(1);
  for (std::size_t t = 0; t < p.types.size(); ++t) {
    for (int i = 0; i < p.platform.nodes(); ++i) {
      if (pricing.reached(static_cast<int>(t), i))
        unreachable = std::max(unreachable, pricing.cost(static_cast<int>(t), i));
    }
  }
  lp.dual.assign(at(program.program.rows()), Time(0));
  for (int i = 0; i < p.platform.nodes(); ++i) {
    lp.dual[at(program.out_row[at(i)])] = price[at(resources.out(i))];
    lp.dual[at(program.in_row[at(i)])] = price[at(resources.in(i))];
    lp.dual[at(program.compute_row[at(i)])] = price[at(resources.compute(i))];
    for (std::size_t t = 0; t < p.types.size(); ++t) {
      const int type = static_cast<int>(t);
      lp.dual[at(program.conserve_row[at(i)][t])] =
          -(pricing.reached(type, i) ? pricing.cost(type, i) : unreachable);
    }
  }
  LpCertificate certificate = certify(program.program, lp);
  if (!certificate.verified) {
    throw InternalError("tree generation's optimum fails the exact certificate: " +
                        certificate.problem);
  }
  SteadyStateSolution out = solution_of_primal(program, lp.primal);
  out.columns = program.program.columns();
  out.rows = program.program.rows();
  out.nonzeros = program.program.nonzeros();
  out.lp = std::move(lp);
  out.certificate = std::move(certificate);
  out.generated_trees = static_cast<int>(trees.size());
  return out;
}

}  // namespace redcheck

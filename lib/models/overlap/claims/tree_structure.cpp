// Canon & Antoniu 2012: statements about the shape of schedules. Lemma 1
// (Section 4.1: any schedule can be built greedily in any visiting order),
// the in-degree and depth of the Section 7 trees (end of Section 5), and how
// the binomial and Fibonacci trees use the overlap (Sections 7.1, 7.2).

#include "models/overlap/claims/sections.hpp"

#include "enumeration/ordered_trees.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/tree_timing.hpp"
#include "time/real_bounds.hpp"

#include <algorithm>
#include <numeric>

namespace redcheck {

namespace {

// ---- Lemma 1 -------------------------------------------------------------------

struct TreeOrder {
  ReductionTree tree;
  std::vector<int> order;  // machines in visiting order
};

// When each machine sends, in the earliest schedule with the tree's arrival order.
std::vector<Time> send_dates(const ReductionTree& tree, const OverlapModel& m) {
  std::vector<Time> when(static_cast<std::size_t>(tree.size()), Time(0));
  earliest_makespan(tree, m.d, m.c, m.overlap, ArrivalOrder::as_in_tree,
                    [&](int sender, int, const Time& start, const Time&) {
                      when[static_cast<std::size_t>(sender)] = start;
                    });
  return when;
}

Domain<TreeOrder> trees_and_orders(int n_last) {
  const auto enumerate = [n_last](const Domain<TreeOrder>::Visit& visit) {
    Random random(1);
    for (int n = 1; n <= n_last; ++n) {
      bool go = true;
      for_each_ordered_tree(n, [&](const ReductionTree& tree) {
        if (!go) return;
        std::vector<int> order(static_cast<std::size_t>(n));
        std::iota(order.begin(), order.end(), 0);
        if (n <= 4) {
          do {
            go = go && visit({tree, order});
          } while (go && std::next_permutation(order.begin(), order.end()));
        } else {
          for (int k = 0; k < 12 && go; ++k) {
            std::shuffle(order.begin(), order.end(), random);
            go = visit({tree, order});
          }
        }
      });
      if (!go) return false;
    }
    return true;
  };
  return Domain<TreeOrder>(
      "every ordered tree on n = 1.." + std::to_string(n_last) +
          " machines, every visiting order up to n = 4, 12 random orders beyond",
      enumerate, [n_last](Random& random) {
        const int n = uniform_int(1, n_last, random);
        TreeOrder x{ReductionTree::random(n, random),
                    std::vector<int>(static_cast<std::size_t>(n))};
        std::iota(x.order.begin(), x.order.end(), 0);
        std::shuffle(x.order.begin(), x.order.end(), random);
        return x;
      });
}

Claim lemma1() {
  return claim_in<OverlapClaimContext>(
      "canon2012.lemma1", canon_paper + "Lemma 1 (Section 4.1)",
      "For any schedule, there exists a greedy strategy that builds a structurally equivalent "
      "schedule using any arbitrary order (i.e., for all (S, O), there exists G, S = A(G, O) up "
      "to structural equivalence).",
      "for an ordered tree S (timed as early as its arrival orders allow) and a visiting order "
      "O, the greedy strategy that gives the k-th visited machine the place of S's k-th machine "
      "in preorder (its receiver among the machines visited before, its transfer date) builds a "
      "schedule whose tree is isomorphic to S with the same transfer dates through the "
      "isomorphism; close to a tautology, as the audit notes (machines are interchangeable)",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const int n_last = std::min(ctx.settings().explicit_tree_n_max(), 6);
        const std::vector<OverlapModel> costs{make_overlap_model(1, 1),
                                              make_overlap_model(Time(1, 2), 1),
                                              make_overlap_model(1, Time(1, 3))};
        return search<TreeOrder>(
            trees_and_orders(n_last),
            [&](const TreeOrder& x) -> std::optional<Counterexample> {
              const int n = x.tree.size();
              const std::vector<int> pre = x.tree.preorder();
              std::vector<int> machine(static_cast<std::size_t>(n));  // tree node -> machine
              for (int k = 0; k < n; ++k) {
                machine[static_cast<std::size_t>(pre[static_cast<std::size_t>(k)])] =
                    x.order[static_cast<std::size_t>(k)];
              }
              std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
              for (int v = 0; v < n; ++v) {
                for (int s : x.tree.senders(v)) {
                  senders[static_cast<std::size_t>(machine[static_cast<std::size_t>(v)])].push_back(
                      machine[static_cast<std::size_t>(s)]);
                }
              }
              const ReductionTree built = ReductionTree::from_senders(senders);
              std::vector<int> visited_at(static_cast<std::size_t>(n));
              for (int k = 0; k < n; ++k) visited_at[static_cast<std::size_t>(x.order[k])] = k;
              std::string broken;
              for (int v = 0; v < n && broken.empty(); ++v) {
                const int r = built.receiver(v);
                if (r >= 0 && visited_at[static_cast<std::size_t>(r)] >
                                  visited_at[static_cast<std::size_t>(v)]) {
                  broken = "machine " + std::to_string(v) + " sends to a machine visited after it";
                }
              }
              if (broken.empty() && !isomorphic(built, x.tree)) broken = "not isomorphic";
              for (const OverlapModel& m : costs) {
                if (!broken.empty()) break;
                const auto before = send_dates(x.tree, m), after = send_dates(built, m);
                for (int v = 0; v < n; ++v) {
                  if (before[static_cast<std::size_t>(v)] !=
                      after[static_cast<std::size_t>(machine[static_cast<std::size_t>(v)])]) {
                    broken = "transfer dates differ at d = " + to_string(m.d) +
                             ", c = " + to_string(m.c);
                    break;
                  }
                }
              }
              if (broken.empty()) return std::nullopt;
              return Counterexample{"tree " + x.tree.brackets() + ": " + broken,
                                    {{"tree", x.tree.brackets()}, {"order", x.order}},
                                    "verifier check --claim canon2012.lemma1"};
            },
            "; (d, c) in {(1, 1), (1/2, 1), (1, 1/3)}");
      });
}

// ---- in-degree and depth -------------------------------------------------------

Claim log_degree_and_depth() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec5.log-degree-depth", canon_paper + "end of Section 5",
      "This suggests that optimal schedules have a maximum in-degree and a depth in O(log(n)). "
      "This is actually the case for the trees presented in Section 7.",
      "the binomial and Fibonacci trees of every order k whose size fits the family limit: "
      "their in-degree and depth are at most log_phi(n) + 1 (phi the golden ratio, n the "
      "machines), so O(log n); checked exactly, phi^(x-1) = F_(x-1) phi + F_(x-2) against n",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        struct Case {
          const TreeFamily* family;
          int order;
        };
        std::vector<Case> all;
        for (const TreeFamily* f : {&binomial_family(), &fibonacci_family()}) {
          for (int k = std::max(f->first_order, 1);
               f->size(k) <= static_cast<std::uint64_t>(ctx.settings().family_limit()); ++k) {
            all.push_back({f, k});
          }
        }
        std::string shapes;
        ClaimReport r = search<Case>(
            listed_domain("binomial and Fibonacci trees of order 1.. up to " +
                              std::to_string(ctx.settings().family_limit()) + " machines",
                          std::move(all)),
            [&](const Case& c) -> std::optional<Counterexample> {
              const ReductionTree tree = c.family->build(c.order);
              const auto n = static_cast<std::int64_t>(tree.size());
              // phi^e <= n, with phi^e = F_e (1 + sqrt 5)/2 + F_(e-1) (e = 0: 1).
              const auto within = [n](int x) {
                const int e = x - 1;
                if (e <= 0) return true;
                const Time fe(fibonacci_number(e)), before(fibonacci_number(e - 1));
                return sign_plus_sqrt5(fe / 2 + before - Time(n), fe / 2) <= 0;
              };
              const int degree = tree.max_in_degree(), depth = tree.depth();
              if (c.order == 10 || c.order == 14) {
                shapes += (shapes.empty() ? "" : "; ") + c.family->name + " of order " +
                          std::to_string(c.order) + ": " + std::to_string(n) +
                          " machines, in-degree " + std::to_string(degree) + ", depth " +
                          std::to_string(depth);
              }
              if (within(degree) && within(depth)) return std::nullopt;
              return Counterexample{
                  c.family->name + " of order " + std::to_string(c.order) + ": in-degree " +
                      std::to_string(degree) + ", depth " + std::to_string(depth) + ", " +
                      std::to_string(n) + " machines",
                  {{"order", c.order}, {"machines", n}},
                  "enumerator schedule --model overlap --algorithm " + c.family->algorithm +
                      " --order " + std::to_string(c.order) + " --d 1 --c 1"};
            });
        if (!shapes.empty()) r.notes.push_back(shapes);
        return r;
      });
}

// ---- how the Section 7 trees overlap transfers and reductions -------------------

// Per machine, whether a reception of it overlaps one of its reductions, and
// whether every transfer starts on the grid of steps of d + c.
struct OverlapUse {
  std::vector<bool> overlaps;   // per machine
  std::vector<int> receptions;  // per machine
  bool on_steps = true;
};

OverlapUse overlap_use(const Schedule& s, const OverlapModel& m) {
  OverlapUse u{std::vector<bool>(static_cast<std::size_t>(s.machines), false),
               std::vector<int>(static_cast<std::size_t>(s.machines), 0), true};
  const Time step = m.d + m.c;
  std::vector<std::vector<const Reduction*>> reductions(static_cast<std::size_t>(s.machines));
  for (const Reduction& r : s.reductions) {
    reductions[static_cast<std::size_t>(r.machine)].push_back(&r);
  }
  for (const Transfer& t : s.transfers) {
    const auto to = static_cast<std::size_t>(t.to);
    ++u.receptions[to];
    if (step > 0 && denominator(Time(t.start / step)) != 1) u.on_steps = false;
    for (const Reduction* r : reductions[to]) {
      if (t.start < r->end && r->start < t.end) u.overlaps[to] = true;
    }
  }
  return u;
}

Claim binomial_steps() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.1.binomial-steps", canon_paper + "Section 7.1, after Proposition 13",
      "Since the length of each step is d + c, data are first transfered before being processed. "
      "Thus, transfers do not overlap with computations in binomial trees. Moreover, since all "
      "transfers start at the same time at each step, machines send data as soon as possible.",
      "the binomial tree of each order timed by Proposition 3: no machine receives while it "
      "reduces, and every transfer starts at a whole number of steps (j - 1)(d + c)",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return search<OrderCosts>(
            // Orders up to 8 in the domain itself (a filter of the fuzzed
            // draws, which reach order 10, would give up on large sizes).
            family_orders(ctx.settings(), binomial_family(), 1, 8),
            [](const OrderCosts& x) -> std::optional<Counterexample> {
              const Schedule s =
                  earliest_schedule(binomial_tree(x.order), x.costs, ArrivalOrder::by_ready_time);
              validated_makespan(s, x.costs, "binomial-tree");
              const OverlapUse u = overlap_use(s, x.costs);
              const bool overlap =
                  std::find(u.overlaps.begin(), u.overlaps.end(), true) != u.overlaps.end();
              if (!overlap && u.on_steps) return std::nullopt;
              return Counterexample{
                  "order " + std::to_string(x.order) + ": " +
                      (overlap ? "a machine receives while it reduces"
                               : "a transfer starts between steps"),
                  {{"order", x.order}, {"costs", costs_json(x.costs)}},
                  "enumerator schedule --model overlap --algorithm binomial-tree --order " +
                      std::to_string(x.order) + " --d " + to_string(x.costs.d) + " --c " +
                      to_string(x.costs.c)};
            },
            "; validated schedules");
      });
}

Claim fibonacci_pipelined() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec7.2.fibonacci-pipelined", canon_paper + "Section 7.2, after Proposition 16",
      "In contrast to binomial trees, the length of a Fibonacci tree implies that reductions are "
      "pipelined: any machine receiving data overlaps transfers and computations.",
      "the Fibonacci tree of each order timed by Proposition 3, d and c > 0: every machine that "
      "receives two elements or more receives one while it reduces another (a machine that "
      "receives one element has nothing to overlap)",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return search<OrderCosts>(
            family_orders(ctx.settings(), fibonacci_family(), 2, 12)
                .where([](const OrderCosts& x) { return x.costs.d > 0 && x.costs.c > 0; },
                       "(d and c > 0)"),
            [](const OrderCosts& x) -> std::optional<Counterexample> {
              const Schedule s =
                  earliest_schedule(fibonacci_tree(x.order), x.costs, ArrivalOrder::by_ready_time);
              validated_makespan(s, x.costs, "fibonacci-tree");
              const OverlapUse u = overlap_use(s, x.costs);
              for (int v = 0; v < s.machines; ++v) {
                const auto uv = static_cast<std::size_t>(v);
                if (u.receptions[uv] < 2 || u.overlaps[uv]) continue;
                return Counterexample{
                    "order " + std::to_string(x.order) + ": machine " + std::to_string(v) +
                        " receives " + std::to_string(u.receptions[uv]) +
                        " elements and never while it reduces",
                    {{"order", x.order}, {"costs", costs_json(x.costs)}, {"machine", v}},
                    "enumerator schedule --model overlap --algorithm fibonacci-tree --order " +
                        std::to_string(x.order) + " --d " + to_string(x.costs.d) + " --c " +
                        to_string(x.costs.c)};
              }
              return std::nullopt;
            },
            "; validated schedules");
      });
}

}  // namespace

std::vector<Claim> tree_structure_claims() {
  return {lemma1(), log_degree_and_depth(), binomial_steps(), fibonacci_pipelined()};
}

}  // namespace redcheck

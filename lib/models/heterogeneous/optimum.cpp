#include "models/heterogeneous/optimum.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "index.hpp"
#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/validator.hpp"
#include "time/fast_path.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <tuple>

namespace redcheck {

namespace {

// Every cost in one list, d row by row (diagonal included) then c: the
// numbers with_fastest_exact scales to ticks.
std::vector<Time> cost_list(const HeterogeneousInstance& in) {
  std::vector<Time> costs;
  for (const auto& row : in.d) costs.insert(costs.end(), row.begin(), row.end());
  costs.insert(costs.end(), in.c.begin(), in.c.end());
  return costs;
}

// (n - 1) (max d + max c): no date of an earliest timing exceeds it (the
// makespan is at most the sum of the durations of the n - 1 transfers and
// n - 1 reductions).
BigInt largest_date(int n, const std::vector<BigInt>& ticks) {
  const auto nn = static_cast<std::ptrdiff_t>(at(n) * at(n));
  const BigInt max_d = *std::max_element(ticks.begin(), ticks.begin() + nn);
  const BigInt max_c = *std::max_element(ticks.begin() + nn, ticks.end());
  return BigInt(n) * (max_d + max_c);
}

template <class T>
struct ListCosts {
  int n;
  const std::vector<T>& list;
  const T& d(int from, int to) const { return list[at(from) * at(n) + at(to)]; }
  const T& c(int on) const { return list[at(n) * at(n) + at(on)]; }
};

// One reception: r's state (port free p, last reduction ends f) after a
// value ready at t arrives from s.
template <class T, class Costs>
void receive(T& p, T& f, const T& t, const Costs& costs, int s, int r) {
  p = (t < p ? p : t) + costs.d(s, r);
  f = (p < f ? f : p) + costs.c(r);
}

// The optimal shape found, as senders in arrival order, and its makespan.
template <class T>
struct Found {
  T makespan;
  std::vector<std::vector<int>> senders;
  bool any = false;
  std::uint64_t counted = 0;  // shapes timed (method 1 only)
};

// ---- method 1: every shape -------------------------------------------------

template <class T>
class EveryShape {
 public:
  EveryShape(int n, bool commutative, int required_root, const ListCosts<T>& costs)
      : n_(n),
        commutative_(commutative),
        required_root_(required_root),
        costs_(costs),
        parent_(at(n), -1) {}

  Found<T> run() {
    choose_parent(0);
    found_.counted = shapes_;
    return found_;
  }

 private:
  // Every parent array: processor i's receiver, -1 for the final processor.
  void choose_parent(int i) {
    if (i == n_) return tree_found();
    for (int p = -1; p < n_; ++p) {
      if (p == i) continue;
      parent_[at(i)] = p;
      choose_parent(i + 1);
    }
  }

  void tree_found() {
    check_cancelled();
    int root = -1;
    for (int i = 0; i < n_; ++i) {
      if (parent_[at(i)] >= 0) continue;
      if (root >= 0) return;  // two final processors
      root = i;
    }
    if (root < 0) return;
    if (required_root_ >= 0 && root != required_root_) return;  // a rooted instance
    // Depths (a cycle never reaches the root); receivers come after senders
    // in order of decreasing depth.
    std::vector<int> depth(at(n_), 0);
    for (int i = 0; i < n_; ++i) {
      int steps = 0;
      for (int j = i; parent_[at(j)] >= 0; j = parent_[at(j)]) {
        if (++steps > n_) return;
      }
      depth[at(i)] = steps;
    }
    order_.resize(at(n_));
    for (int i = 0; i < n_; ++i) order_[at(i)] = i;
    std::sort(order_.begin(), order_.end(),
              [&](int a, int b) { return depth[at(a)] > depth[at(b)]; });
    senders_.assign(at(n_), {});
    for (int i = 0; i < n_; ++i) {
      if (parent_[at(i)] >= 0) senders_[at(parent_[at(i)])].push_back(i);
    }
    root_ = root;
    every_order(0);
  }

  // Every permutation of every processor's senders.
  void every_order(int k) {
    if (k == n_) return shape_found();
    auto& list = senders_[at(k)];
    do {
      every_order(k + 1);
    } while (std::next_permutation(list.begin(), list.end()));
  }

  void shape_found() {
    ready_.assign(at(n_), T(0));
    low_.resize(at(n_));
    high_.resize(at(n_));
    for (int r : order_) {
      T p(0), f(0);
      low_[at(r)] = high_[at(r)] = r;
      for (int s : senders_[at(r)]) {
        if (!commutative_) {
          if (high_[at(s)] + 1 == low_[at(r)]) {
            low_[at(r)] = low_[at(s)];
          } else if (low_[at(s)] == high_[at(r)] + 1) {
            high_[at(r)] = high_[at(s)];
          } else {
            return;  // not adjacent: not a non-commutative shape
          }
        }
        receive(p, f, ready_[at(s)], costs_, s, r);
      }
      ready_[at(r)] = f;
    }
    ++shapes_;
    if (!found_.any || ready_[at(root_)] < found_.makespan) {
      found_.any = true;
      found_.makespan = ready_[at(root_)];
      found_.senders = senders_;
    }
  }

  int n_;
  bool commutative_;
  int required_root_;  // the instance's root, or any_root
  const ListCosts<T>& costs_;
  std::vector<int> parent_, order_, low_, high_;
  std::vector<std::vector<int>> senders_;
  std::vector<T> ready_;
  int root_ = 0;
  std::uint64_t shapes_ = 0;
  Found<T> found_;
};

// ---- method 2: the dynamic program -----------------------------------------

// A Pareto-minimal state of a receiver, with the choice that led to it: the
// previous state (-1 for none), the last subtree received (its set or range)
// and its root.
template <class T>
struct State {
  T p, f;
  int previous = -1;
  std::uint32_t set = 0;  // subsets: the set; ranges: low * 256 + high
  int sender = -1;
};

// Adds `candidate` to the Pareto-minimal `front` (first kept among equals).
template <class T>
void add_to_front(std::vector<State<T>>& front, const State<T>& candidate) {
  for (const auto& e : front) {
    if (!(candidate.p < e.p) && !(candidate.f < e.f)) return;
  }
  front.erase(std::remove_if(
                  front.begin(), front.end(),
                  [&](const State<T>& e) { return !(e.p < candidate.p) && !(e.f < candidate.f); }),
              front.end());
  front.push_back(candidate);
}

// The Pareto fronts of both programs, one per cell (a receiver and what it
// has received), stored end to end, with the least f of a cell's front kept
// as that receiver's best date. Cells are numbered by each program.
template <class T>
class FrontTable {
 public:
  FrontTable(std::size_t cells, const ListCosts<T>& costs, const T* bound)
      : costs_(costs),
        bound_(bound),
        best_(cells, T(0)),
        known_(cells, 0),
        first_(cells, 0),
        count_(cells, 0) {}

  bool known(std::size_t cell) const { return known_[cell] != 0; }
  const T& best(std::size_t cell) const { return best_[cell]; }

  // Adds to `front` every state of cell `from` (receiver r) followed by a
  // value from s ready at best(piece), the piece named `set` in the state;
  // states above the bound are dropped.
  void extend(std::vector<State<T>>& front, std::size_t from, int r, std::size_t piece, int s,
              std::uint32_t set) const {
    if (!known(piece)) return;
    const T& t = best_[piece];
    for (std::uint32_t k = 0; k < count_[from]; ++k) {
      const int index = static_cast<int>(first_[from] + k);
      State<T> next{states_[at(index)].p, states_[at(index)].f, index, set, s};
      receive(next.p, next.f, t, costs_, s, r);
      if (bound_ && *bound_ < next.f) continue;
      add_to_front(front, next);
    }
  }

  // Stores `front` as cell `here`'s; `whole` (the receiver holding all it
  // received) gets its least f, when the front is not empty.
  void store(std::size_t here, std::size_t whole, const std::vector<State<T>>& front) {
    first_[here] = static_cast<std::uint32_t>(states_.size());
    count_[here] = static_cast<std::uint32_t>(front.size());
    if (front.empty()) return;
    known_[whole] = 1;
    best_[whole] = front.front().f;
    for (const auto& e : front) {
      if (e.f < best_[whole]) best_[whole] = e.f;
    }
    states_.insert(states_.end(), front.begin(), front.end());
  }

  // The root r < n (the required one when >= 0) whose cell whole_of(r) has
  // the least best date.
  template <class WholeOf>
  Found<T> best_root(int n, int required, WholeOf&& whole_of, int& root,
                     const char* program) const {
    Found<T> out;
    root = -1;
    for (int r = 0; r < n; ++r) {
      if (required >= 0 && r != required) continue;
      if (!known(whole_of(r))) continue;
      if (root < 0 || best_[whole_of(r)] < out.makespan) {
        root = r;
        out.makespan = best_[whole_of(r)];
      }
    }
    if (root < 0) throw InternalError(std::string("the ") + program + " pruned every schedule");
    out.any = true;
    out.senders.assign(at(n), {});
    return out;
  }

  // The senders, in arrival order, of a state of cell `here` reaching
  // `target`; calls rebuild(state) for each sender's own subtree.
  template <class Rebuild>
  std::vector<int> senders_reaching(std::size_t here, const T& target, Rebuild&& rebuild,
                                    const char* program) const {
    int index = -1;
    for (std::uint32_t k = 0; k < count_[here] && index < 0; ++k) {
      const int i = static_cast<int>(first_[here] + k);
      if (states_[at(i)].f == target) index = i;
    }
    if (index < 0) throw InternalError(std::string("the ") + program + " lost a choice");
    std::vector<int> list;
    for (; states_[at(index)].sender >= 0; index = states_[at(index)].previous) {
      list.push_back(states_[at(index)].sender);
      rebuild(states_[at(index)]);
    }
    std::reverse(list.begin(), list.end());
    return list;
  }

 private:
  const ListCosts<T>& costs_;
  const T* bound_;
  std::vector<T> best_;
  std::vector<char> known_;
  std::vector<std::uint32_t> first_, count_;
  std::vector<State<T>> states_;
};

// Subsets: cell (u, r) holds r's front after receiving exactly u (r not in
// u); cell (u + r, r) holds best(u + r, r).
template <class T>
class SubsetProgram {
 public:
  SubsetProgram(int n, int required_root, const ListCosts<T>& costs, const T* bound)
      : n_(n), required_root_(required_root), table_((std::size_t{1} << n) * at(n), costs, bound) {}

  Found<T> run() {
    const std::uint32_t all = (std::uint32_t{1} << n_) - 1;
    std::vector<State<T>> front;
    for (std::uint32_t u = 0; u <= all; ++u) {
      check_cancelled();
      for (int r = 0; r < n_; ++r) {
        if (u >> r & 1) continue;
        front.clear();
        if (u == 0) front.push_back(State<T>{T(0), T(0), -1, 0, -1});
        // The last subtree received: v, rooted at s.
        for (std::uint32_t v = u; v != 0; v = (v - 1) & u) {
          for (int s = 0; s < n_; ++s) {
            if (v >> s & 1) table_.extend(front, cell(u ^ v, r), r, cell(v, s), s, v);
          }
        }
        table_.store(cell(u, r), cell(u | bit(r), r), front);
      }
    }
    int root = 0;
    Found<T> out = table_.best_root(
        n_, required_root_, [&](int r) { return cell(all, r); }, root, "subset program");
    rebuild(root, all & ~bit(root), out.senders);
    return out;
  }

 private:
  static std::uint32_t bit(int r) { return std::uint32_t{1} << r; }
  std::size_t cell(std::uint32_t set, int r) const {
    return at(static_cast<int>(set)) * at(n_) + at(r);
  }

  // r's senders, in arrival order, in a shape reaching best(received + r, r).
  void rebuild(int r, std::uint32_t received, std::vector<std::vector<int>>& senders) const {
    if (received == 0) return;
    senders[at(r)] = table_.senders_reaching(
        cell(received, r), table_.best(cell(received | bit(r), r)),
        [&](const State<T>& s) { rebuild(s.sender, s.set & ~bit(s.sender), senders); },
        "subset program");
  }

  int n_;
  int required_root_;
  FrontTable<T> table_;
};

// Ranges: cell (a, b, r) holds r's front, and its best date, after
// receiving until it holds [a, b].
template <class T>
class RangeProgram {
 public:
  RangeProgram(int n, int required_root, const ListCosts<T>& costs, const T* bound)
      : n_(n), required_root_(required_root), table_(at(n) * at(n) * at(n), costs, bound) {}

  Found<T> run() {
    std::vector<State<T>> front;
    for (int length = 1; length <= n_; ++length) {
      for (int a = 0; a + length <= n_; ++a) {
        check_cancelled();
        const int b = a + length - 1;
        for (int r = a; r <= b; ++r) {
          front.clear();
          if (length == 1) front.push_back(State<T>{T(0), T(0), -1, 0, -1});
          // The last piece received: [a, x - 1] after [x, b], or [y + 1, b] after [a, y].
          for (int x = a + 1; x <= r; ++x) extend(front, r, x, b, a, x - 1);
          for (int y = r; y < b; ++y) extend(front, r, a, y, y + 1, b);
          table_.store(cell(a, b, r), cell(a, b, r), front);
        }
      }
    }
    int root = 0;
    Found<T> out = table_.best_root(
        n_, required_root_, [&](int r) { return cell(0, n_ - 1, r); }, root, "range program");
    rebuild(root, 0, n_ - 1, out.senders);
    return out;
  }

 private:
  std::size_t cell(int a, int b, int r) const { return (at(a) * at(n_) + at(b)) * at(n_) + at(r); }

  // r held [a0, b0] and receives the piece [lo, hi] from its root s.
  void extend(std::vector<State<T>>& front, int r, int a0, int b0, int lo, int hi) const {
    for (int s = lo; s <= hi; ++s) {
      table_.extend(front, cell(a0, b0, r), r, cell(lo, hi, s), s,
                    static_cast<std::uint32_t>(lo * 256 + hi));
    }
  }

  void rebuild(int r, int a, int b, std::vector<std::vector<int>>& senders) const {
    if (a == b) return;
    senders[at(r)] = table_.senders_reaching(
        cell(a, b, r), table_.best(cell(a, b, r)),
        [&](const State<T>& s) {
          rebuild(s.sender, static_cast<int>(s.set / 256), static_cast<int>(s.set % 256), senders);
        },
        "range program");
  }

  int n_;
  int required_root_;
  FrontTable<T> table_;
};

// Runs `search` (a class template over the number type) in the fastest
// exact arithmetic, and turns its result into an optimum report.
template <template <class> class Search, class Make>
HeterogeneousOptimum run_search(const HeterogeneousInstance& in, const Time* upper_bound,
                                Make&& make, std::string method, bool force_exact = false,
                                bool with_example = true) {
  HeterogeneousOptimum out;
  out.method = std::move(method);
  const std::vector<Time> costs = cost_list(in);
  const auto found = with_fastest_exact<NumberTypes::int64_or_exact>(
      costs, [&](const std::vector<BigInt>& ticks) { return largest_date(in.n, ticks); },
      [&](const auto& arithmetic) {
        using T = std::decay_t<decltype(arithmetic.costs.front())>;
        const ListCosts<T> list{in.n, arithmetic.costs};
        std::optional<T> bound;
        if (upper_bound) {
          // The bound in T, rounded down to a tick: a state above it is above the bound.
          if constexpr (std::is_same_v<T, Time>) {
            bound = *upper_bound;
          } else {
            const Time ticks = *upper_bound / arithmetic.tick;
            bound = static_cast<T>(BigInt(boost::multiprecision::numerator(ticks) /
                                          boost::multiprecision::denominator(ticks)));
          }
        }
        Search<T> search = make(list, bound ? &*bound : nullptr);
        const Found<T> f = search.run();
        out.arithmetic = arithmetic.name();
        return std::make_tuple(arithmetic.to_time(f.makespan), f.senders, f.counted);
      },
      "", force_exact);
  out.optimum = std::get<0>(found);
  if (with_example) {
    out.example = earliest_schedule(ReductionTree::from_senders(std::get<1>(found)), in);
  }
  out.shapes = BigInt(std::get<2>(found));
  return out;
}

}  // namespace

HeterogeneousOptimum optimum_by_every_shape(const HeterogeneousInstance& in) {
  if (in.n > every_shape_max_n) {
    throw TooBig(
        "n = " + std::to_string(in.n) +
        " is beyond what timing every shape accepts (n <= " + std::to_string(every_shape_max_n) +
        ": " + to_string(Time(shape_count(every_shape_max_n, true))) +
        " shapes); the dynamic program accepts n <= " + std::to_string(subsets_max_n));
  }
  HeterogeneousOptimum out = run_search<EveryShape>(
      in, nullptr,
      [&](const auto& list, const auto*) {
        using T = std::decay_t<decltype(list.list.front())>;
        return EveryShape<T>(in.n, in.commutative, in.root, list);
      },
      "every shape timed at its earliest");
  checked("the number of shapes", heterogeneous_instance_text(in), "timing every shape",
          to_string(Time(out.shapes)), "the formula",
          to_string(Time(shape_count(in.n, in.commutative, in.root))));
  return out;
}

namespace {

HeterogeneousOptimum search_subsets(const HeterogeneousInstance& in, const Time* upper_bound,
                                    bool force_exact, bool with_example) {
  const int limit = in.commutative ? subsets_max_n : ranges_max_n;
  if (in.n > limit) {
    throw TooBig("n = " + std::to_string(in.n) +
                 " is beyond what the exact optimum accepts (n <= " + std::to_string(limit) +
                 (in.commutative ? ", commutative" : ", non-commutative") + ")");
  }
  if (in.commutative) {
    return run_search<SubsetProgram>(
        in, upper_bound,
        [&](const auto& list, const auto* bound) {
          using T = std::decay_t<decltype(list.list.front())>;
          return SubsetProgram<T>(in.n, in.root, list, bound);
        },
        "dynamic program over subsets (Pareto fronts of receivers), pruned by the best builder",
        force_exact, with_example);
  }
  return run_search<RangeProgram>(
      in, upper_bound,
      [&](const auto& list, const auto* bound) {
        using T = std::decay_t<decltype(list.list.front())>;
        return RangeProgram<T>(in.n, in.root, list, bound);
      },
      "dynamic program over ranges (Pareto fronts of receivers), pruned by the best builder",
      force_exact, with_example);
}

}  // namespace

HeterogeneousOptimum optimum_by_subsets(const HeterogeneousInstance& in, const Time* upper_bound,
                                        bool force_exact) {
  HeterogeneousOptimum out = search_subsets(in, upper_bound, force_exact, true);
  out.shapes = shape_count(in.n, in.commutative, in.root);
  return out;
}

Time optimum_length_by_subsets(const HeterogeneousInstance& in) {
  return search_subsets(in, nullptr, false, false).optimum;
}

BigInt shape_count(int n, bool commutative, int root) {
  if (n < 1) return BigInt(0);
  if (root >= n) return BigInt(0);
  if (commutative) {
    BigInt factorial(1);
    for (int k = 2; k <= n; ++k) factorial *= k;
    BigInt catalan(1);  // C_{k+1} = C_k * 2 (2k + 1) / (k + 2)
    for (int k = 0; k < n - 1; ++k) catalan = catalan * 2 * (2 * k + 1) / (k + 2);
    // Relabelling maps the shapes rooted at one processor onto those
    // rooted at another: each root has its n-th of them.
    return root >= 0 ? factorial / n * catalan : factorial * catalan;
  }
  // ways[a][b][r]: r, holding [a, b], received it in some order; whole[a][b]: sum over r.
  const auto un = at(n);
  std::vector<BigInt> ways(un * un * un), whole(un * un);
  const auto w = [&](int a, int b, int r) -> BigInt& {
    return ways[(at(a) * un + at(b)) * un + at(r)];
  };
  for (int length = 1; length <= n; ++length) {
    for (int a = 0; a + length <= n; ++a) {
      const int b = a + length - 1;
      BigInt total(0);
      for (int r = a; r <= b; ++r) {
        BigInt count(length == 1 ? 1 : 0);
        for (int x = a + 1; x <= r; ++x) count += w(x, b, r) * whole[at(a) * un + at(x - 1)];
        for (int y = r; y < b; ++y) count += w(a, y, r) * whole[at(y + 1) * un + at(b)];
        w(a, b, r) = count;
        total += count;
      }
      whole[at(a) * un + at(b)] = total;
    }
  }
  return root >= 0 ? w(0, n - 1, root) : whole[at(n - 1)];
}

}  // namespace redcheck

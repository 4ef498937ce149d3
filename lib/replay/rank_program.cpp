#include "replay/rank_program.hpp"

#include "errors.hpp"
#include "gen/mix.hpp"
#include "index.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <queue>
#include <tuple>

namespace redcheck {

namespace {

constexpr std::uint64_t matrix_prime = (std::uint64_t{1} << 31) - 1;
constexpr std::uint64_t checksum_prime = (std::uint64_t{1} << 61) - 1;

// Independent values from (seed, rank, segment, entry), whatever the number
// of ranks or the order they are drawn in.
std::uint64_t draw(std::uint64_t seed, int rank, int segment, int entry) {
  return splitmix(splitmix(splitmix(seed) ^ static_cast<std::uint64_t>(rank)) ^
                  (static_cast<std::uint64_t>(segment) << 8 | static_cast<std::uint64_t>(entry)));
}

std::array<std::uint64_t, 4> product(const std::array<std::uint64_t, 4>& a,
                                     const std::array<std::uint64_t, 4>& b) {
  const auto dot = [](std::uint64_t x, std::uint64_t y, std::uint64_t z, std::uint64_t w) {
    return (x * y % matrix_prime + z * w % matrix_prime) % matrix_prime;
  };
  return {dot(a[0], b[0], a[1], b[2]), dot(a[0], b[1], a[1], b[3]), dot(a[2], b[0], a[3], b[2]),
          dot(a[2], b[1], a[3], b[3])};
}

/// Kahn's order of the plan (data and resource edges), smallest index first.
std::vector<int> plan_order_rank(const ReplayPlan& plan) {
  const std::size_t n = plan.activities.size();
  std::vector<int> waiting(n), rank(n);
  std::vector<std::vector<int>> successors(n);
  for (std::size_t k = 0; k < n; ++k) {
    waiting[k] = static_cast<int>(plan.activities[k].after.size());
    for (int before : plan.activities[k].after)
      successors[at(before)].push_back(static_cast<int>(k));
  }
  std::priority_queue<int, std::vector<int>, std::greater<>> ready;
  for (std::size_t k = 0; k < n; ++k) {
    if (waiting[k] == 0) ready.push(static_cast<int>(k));
  }
  int next_rank = 0;
  while (!ready.empty()) {
    const int k = ready.top();
    ready.pop();
    rank[at(k)] = next_rank++;
    for (int s : successors[at(k)]) {
      if (--waiting[at(s)] == 0) ready.push(s);
    }
  }
  if (next_rank != static_cast<int>(n)) throw InternalError("the replay plan has a cycle");
  return rank;
}

}  // namespace

PartialResult initial_value(std::uint64_t seed, int rank, int segment) {
  PartialResult v;
  v.first = v.last = static_cast<std::uint32_t>(rank);
  v.count = 1;
  v.checksum = draw(seed ^ 0x5eedULL, rank, segment, 0) % checksum_prime;
  for (int e = 0; e < 4; ++e) v.matrix[at(e)] = draw(seed, rank, segment, e + 1) % matrix_prime;
  v.held = 1;
  return v;
}

PartialResult combine(const PartialResult& a, const PartialResult& b, bool misorder) {
  PartialResult out;
  const bool a_left = a.last + 1 == b.first, b_left = b.last + 1 == a.first;
  const PartialResult& left = b_left ? b : a;
  const PartialResult& right = b_left ? a : b;
  out.matrix = misorder ? product(right.matrix, left.matrix) : product(left.matrix, right.matrix);
  out.first = std::min(a.first, b.first);
  out.last = std::max(a.last, b.last);
  out.count = a.count + b.count;
  out.checksum = (a.checksum + b.checksum) % checksum_prime;
  out.ordered = (a.ordered && b.ordered && (a_left || b_left)) ? 1 : 0;
  out.held = 1;
  return out;
}

PartialResult expected_result(std::uint64_t seed, int ranks, int segment) {
  PartialResult out = initial_value(seed, 0, segment);
  for (int r = 1; r < ranks; ++r) out = combine(out, initial_value(seed, r, segment));
  return out;
}

std::string result_problem(const PartialResult& got, const PartialResult& expected,
                           bool order_required) {
  if (!got.held) return "holds nothing";
  if (got.count != expected.count) {
    return "combines " + std::to_string(got.count) + " contributions of " +
           std::to_string(expected.count) + ": one is missing or repeated";
  }
  if (got.checksum != expected.checksum) return "the checksum differs: a contribution is wrong";
  if (!got.ordered) {
    return order_required ? "a combination joined non-adjacent ranges on a non-commutative "
                            "instance: misordered"
                          : "";
  }
  if (got.first != expected.first || got.last != expected.last) return "covers the wrong range";
  if (got.matrix != expected.matrix) return "the product differs: a combination was misordered";
  return "";
}

RankPrograms rank_programs(const Schedule& s, const ReplayPlan& plan) {
  if (s.period) {
    throw InputError(
        "a periodic schedule (steady state) is no tree of messages to run over MPI; "
        "replay it in SimGrid (enumerator replay --engine simgrid)");
  }
  RankPrograms out;
  out.ranks = s.machines;
  out.sink = s.sink;
  for (const Transfer& t : s.transfers)
    out.segments = std::max(out.segments, t.segment + t.segment_count);
  const std::vector<int> order = plan_order_rank(plan);
  const auto transfers = static_cast<int>(s.transfers.size());
  std::vector<int> reduced_by(s.transfers.size(), -1);
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const int operand = s.reductions[k].operand;
    if (operand < 0 || operand >= transfers)
      throw InputError("reduction " + std::to_string(k) + " has no operand transfer");
    reduced_by[at(operand)] = static_cast<int>(k);
  }
  using Key = std::tuple<Time, int>;
  std::vector<std::vector<std::pair<Key, RankAction>>> keyed(at(s.machines));
  std::vector<std::vector<std::pair<Key, RankAction>>> incoming(at(s.machines));
  for (int t = 0; t < transfers; ++t) {
    const Transfer& tr = s.transfers[at(t)];
    const Key sent{tr.start, order[at(t)]};
    keyed[at(tr.from)].push_back(
        {sent, {RankActionKind::send, t, tr.to, tr.segment, tr.segment_count, t}});
    incoming[at(tr.to)].push_back(
        {sent, {RankActionKind::store, t, tr.from, tr.segment, tr.segment_count, t}});
    if (reduced_by[at(t)] < 0) {
      keyed[at(tr.to)].push_back(
          {Key{tr.end, order[at(t)]},
           {RankActionKind::store, t, tr.from, tr.segment, tr.segment_count, t}});
    }
  }
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const Transfer& tr = s.transfers[at(r.operand)];
    const int index = transfers + static_cast<int>(k);
    keyed[at(r.machine)].push_back(
        {Key{r.start, order[at(index)]},
         {RankActionKind::reduce, r.operand, tr.from, tr.segment, tr.segment_count, index}});
  }
  for (int r = 0; r < s.machines; ++r) {
    auto& list = keyed[at(r)];
    std::sort(list.begin(), list.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    out.actions.emplace_back();
    for (auto& [key, action] : list) out.actions.back().push_back(action);
    auto& in = incoming[at(r)];
    std::sort(in.begin(), in.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    out.receives.emplace_back();
    for (auto& [key, action] : in) out.receives.back().push_back(action);
  }
  return out;
}

std::vector<std::string> final_problems(const std::vector<std::vector<PartialResult>>& held,
                                        const RankPrograms& p, std::uint64_t seed,
                                        bool order_required) {
  std::vector<std::string> problems;
  for (int r = 0; r < p.ranks; ++r) {
    for (int k = 0; k < p.segments; ++k) {
      const PartialResult& v = held[at(r)][at(k)];
      const std::string where = "rank " + std::to_string(r) + ", segment " + std::to_string(k + 1);
      if (r != p.sink) {
        if (v.held) problems.push_back(where + " still holds data at the end");
        continue;
      }
      const std::string problem =
          result_problem(v, expected_result(seed, p.ranks, k), order_required);
      if (!problem.empty()) problems.push_back(where + " (the sink): " + problem);
    }
  }
  return problems;
}

std::vector<std::string> run_in_process(const RankPrograms& p, std::uint64_t seed,
                                        bool order_required, bool misorder) {
  std::vector<std::vector<PartialResult>> held(at(p.ranks));
  for (int r = 0; r < p.ranks; ++r) {
    for (int k = 0; k < p.segments; ++k) held[at(r)].push_back(initial_value(seed, r, k));
  }
  // Messages in flight per (sender, receiver), in order of sending.
  std::map<std::pair<int, int>, std::deque<std::pair<int, std::vector<PartialResult>>>> wires;
  std::vector<std::size_t> next(at(p.ranks), 0);
  bool misordered_once = false;
  for (bool progress = true; progress;) {
    progress = false;
    for (int r = 0; r < p.ranks; ++r) {
      auto& list = p.actions[at(r)];
      while (next[at(r)] < list.size()) {
        const RankAction& a = list[next[at(r)]];
        auto& mine = held[at(r)];
        if (a.kind == RankActionKind::send) {
          std::vector<PartialResult> payload;
          for (int k = a.first_segment; k < a.first_segment + a.segments; ++k) {
            if (!mine[at(k)].held) {
              return {"rank " + std::to_string(r) + " sends segment " + std::to_string(k + 1) +
                      " (transfer " + std::to_string(a.transfer) + ") but holds none of it"};
            }
            payload.push_back(mine[at(k)]);
            mine[at(k)] = PartialResult{};
          }
          wires[{r, a.peer}].push_back({a.transfer, std::move(payload)});
        } else {
          auto& wire = wires[{a.peer, r}];
          if (wire.empty()) break;  // not sent yet: wait
          if (wire.front().first != a.transfer) {
            return {"rank " + std::to_string(r) + " expects transfer " +
                    std::to_string(a.transfer) + " from rank " + std::to_string(a.peer) +
                    " but transfer " + std::to_string(wire.front().first) + " comes first"};
          }
          const std::vector<PartialResult> payload = std::move(wire.front().second);
          wire.pop_front();
          for (int k = 0; k < a.segments; ++k) {
            PartialResult& own = mine[at(a.first_segment + k)];
            const PartialResult& got = payload[at(k)];
            if (!got.held) continue;
            const bool adjacent = own.last + 1 == got.first || got.last + 1 == own.first;
            const bool fault = misorder && !misordered_once && own.held && adjacent && r == p.sink;
            own = own.held ? combine(own, got, fault) : got;
            misordered_once = misordered_once || fault;
          }
        }
        ++next[at(r)];
        progress = true;
      }
    }
  }
  for (int r = 0; r < p.ranks; ++r) {
    if (next[at(r)] < p.actions[at(r)].size()) {
      return {"rank " + std::to_string(r) + " waits forever at action " +
              std::to_string(next[at(r)]) + ": the programs deadlock"};
    }
  }
  return final_problems(held, p, seed, order_required);
}

}  // namespace redcheck

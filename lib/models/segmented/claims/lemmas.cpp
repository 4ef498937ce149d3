// Lowery & Langou 2013, Section V and V-A: Lemmas 1 to 4, the steps of
// Theorem 5's proof, as properties of the state vectors (state_vectors.hpp)
// over random draws: small exact costs and times on a grid of halves, so
// that ties, which the proofs handle case by case, are frequent. Lemma 1 is
// checked against the validator; Lemmas 2 to 4 are statements about vectors.

#include "models/segmented/claims/sections.hpp"

#include "models/segmented/state_vectors.hpp"
#include "models/segmented/validator.hpp"

namespace redcheck {

namespace {

constexpr int default_draws = 3000;

Time halves(Random& random, int most) {
  return Time(uniform_int(0, most, random), 2);
}

std::vector<Time> random_times(Random& random, int n) {
  std::vector<Time> v;
  for (int i = 0; i < n; ++i) v.push_back(halves(random, 12));
  return v;
}

// y_i = x_i + a random increment: P(x) <= P(y).
std::vector<Time> raised(const std::vector<Time>& x, Random& random) {
  std::vector<Time> y;
  for (const Time& v : x) y.push_back(v + halves(random, 3));
  return y;
}

// Two states of n processors with P(X) <= P(Y) whatever the order: Y's
// remaining times are X's raised, then shuffled so that the roots differ.
void draw_ordered_states(Random& random, int n, SegmentStates& x, SegmentStates& y) {
  x.remaining = random_times(random, n);
  y.remaining = raised(x.remaining, random);
  std::shuffle(y.remaining.begin(), y.remaining.end(), random);
  x.root = uniform_int(0, n - 1, random);
  y.root = uniform_int(0, n - 1, random);
}

nlohmann::json times_json(const std::vector<Time>& v) {
  nlohmann::json out = nlohmann::json::array();
  for (const Time& t : v) out.push_back(to_string(t));
  return out;
}

std::string times_words(const std::vector<Time>& v) {
  return set_text(v, [](const Time& t) { return to_string(t); });
}

// A domain of `draws` cases drawn from a fixed seed (the same cases at every
// run), drawn afresh when fuzzing.
template <class Case>
Domain<Case> drawn_cases(const std::string& words, std::function<Case(Random&)> draw,
                         int draws = default_draws) {
  return Domain<Case>(
      std::to_string(draws) + " random cases (seed 1): " + words,
      [draw, draws](const typename Domain<Case>::Visit& visit) {
        Random random(1);
        for (int k = 0; k < draws; ++k) {
          if (!visit(draw(random))) return false;
        }
        return true;
      },
      draw);
}

std::string claim_replay(const std::string& id) {
  return "verifier check --claim " + id;
}

// ---- Lemma 1 -------------------------------------------------------------

struct PairCase {
  int p;
  PairCosts costs;
  std::vector<std::pair<int, int>> before;  // pairs (X indices) already scheduled by optreduce
  int a, b;
  Time after_last;  // t - the last start
};

struct PairOutcome {
  SegmentStates states;  // before the pair
  Time t;
  bool conditions;
  Validation validation;
  Schedule schedule;
};

// Schedules `before` (each at optreduce's time, but with the drawn pair),
// then the pair, then completes with optreduce; validates.
PairOutcome play(const PairCase& c) {
  SegmentStates s{std::vector<Time>(static_cast<std::size_t>(c.p), Time(0)), 0, {}};
  std::vector<int> ids(static_cast<std::size_t>(c.p));
  for (int i = 0; i < c.p; ++i) ids[static_cast<std::size_t>(i)] = i;
  Schedule schedule;
  schedule.machines = c.p;
  schedule.sink = 0;
  Time last(0);
  const auto add = [&](int a, int b, const Time& t) {
    const int index = static_cast<int>(schedule.transfers.size());
    schedule.transfers.push_back(Transfer{ids[static_cast<std::size_t>(a)],
                                          ids[static_cast<std::size_t>(b)], t, t + c.costs.comm, 0,
                                          1});
    schedule.reductions.push_back(Reduction{ids[static_cast<std::size_t>(b)], index,
                                            t + c.costs.comm, t + c.costs.comm + c.costs.comp});
    s = reduce(s, a, b, t, c.costs);
    ids.erase(ids.begin() + a);
    last = t;
  };
  for (const auto& [a, b] : c.before) {
    // A valid pair at the later of the two processors' times.
    add(a, b,
        std::max({s.remaining[static_cast<std::size_t>(a)],
                  s.remaining[static_cast<std::size_t>(b)], last}));
  }
  PairOutcome out;
  out.states = s;
  out.t = last + c.after_last;
  out.conditions = lemma1_conditions(s, c.a, c.b, out.t);
  add(c.a, c.b, out.t);
  while (s.remaining.size() > 1) {
    int a = 0, b = 0;
    Time t;
    optreduce(s, c.costs, &a, &b, &t);
    add(a, b, t);
  }
  out.validation = validate_segmented(
      schedule, SegmentedInstance{c.p, {1}, c.costs.comm, 0, c.costs.comp}, SegmentedRules{});
  out.schedule = std::move(schedule);
  return out;
}

PairCase draw_pair(Random& random) {
  PairCase c;
  c.p = uniform_int(2, 7, random);
  c.costs = {Time(uniform_int(1, 4, random), 2), halves(random, 4)};
  // Earlier pairs: valid ones between processors other than the root (index
  // 0 until it moves) as senders.
  const int earlier = uniform_int(0, c.p - 2, random);
  int n = c.p, root = 0;
  for (int k = 0; k < earlier; ++k) {
    int a = uniform_int(0, n - 1, random), b = uniform_int(0, n - 2, random);
    if (a == root) a = (a + 1) % n;
    if (b >= a) ++b;
    c.before.emplace_back(a, b);
    if (root > a) --root;
    --n;
  }
  c.a = uniform_int(0, n - 1, random);
  c.b = uniform_int(0, n - 2, random);
  if (c.b >= c.a) ++c.b;
  c.after_last = halves(random, 8);
  return c;
}

Claim lowery_lemma1() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.lemma1", lowery_paper + "Lemma 1 (Section V)",
      "reduce(X, S, a, b, t) is a valid send/receive pair if and only if (i) x_a <= t and x_b <= "
      "t; (ii) a != 0; and (iii) t >= x_g2.",
      "one segment, unidirectional ports, transfers that take time (t_comm > 0): after random "
      "earlier pairs (each at the later of its processors' times), the pair a -> b at a time t "
      "no earlier than the last start (pairs are scheduled in the order they start), the rest "
      "completed by optreduce; the validator accepts the schedule exactly when (i) to (iii) hold",
      Outcome::holds, "", [](SegmentedClaimContext&) {
        const auto domain = drawn_cases<PairCase>(
            "p = 2..7, t_comm in {1/2, 1, 3/2, 2}, t_comp in {0, 1/2, .., 2}, 0 to p - 2 earlier "
            "pairs, t = the last start + {0, 1/2, .., 4}",
            draw_pair);
        std::uint64_t valid = 0, invalid = 0;
        ClaimReport r =
            search<PairCase>(domain, [&](const PairCase& c) -> std::optional<Counterexample> {
              const PairOutcome o = play(c);
              (o.validation.valid() ? valid : invalid) += 1;
              if (o.validation.valid() == o.conditions) return std::nullopt;
              return Counterexample{
                  std::string("the pair ") + std::to_string(c.a) + " -> " + std::to_string(c.b) +
                      " at " + to_string(o.t) + " on X = " + times_words(o.states.remaining) +
                      " (root at " + std::to_string(o.states.root) + "): the conditions say " +
                      (o.conditions ? "valid" : "invalid") + ", the validator " +
                      (o.validation.valid() ? "accepts it" : "says " + o.validation.violation),
                  {{"p", c.p},
                   {"t_comm", to_string(c.costs.comm)},
                   {"t_comp", to_string(c.costs.comp)},
                   {"states", times_json(o.states.remaining)},
                   {"a", c.a},
                   {"b", c.b},
                   {"t", to_string(o.t)}},
                  claim_replay("lowery2013.lemma1")};
            });
        r.notes.push_back(std::to_string(valid) + " valid pairs, " + std::to_string(invalid) +
                          " invalid ones");
        return r;
      });
}

// ---- Lemma 2 -------------------------------------------------------------

struct InsertionCase {
  std::vector<Time> x, y;
  Time a, b;
};

std::vector<Time> inserted(std::vector<Time> v, const Time& value) {
  v.insert(std::upper_bound(v.begin(), v.end(), value), value);
  return v;
}

Claim lowery_lemma2() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.lemma2", lowery_paper + "Lemma 2 (Section V-A)",
      "Let X and Y be nondecreasing such that X <= Y and let a <= b. If x_k <= a <= x_{k+1} and "
      "y_l <= b <= y_{l+1}, then (x_1, .., x_k, a, x_{k+1}, .., x_n) <= (y_1, .., y_l, b, "
      "y_{l+1}, .., y_n).",
      "sorted insertion of a into X and of b into Y keeps the entrywise order", Outcome::holds, "",
      [](SegmentedClaimContext&) {
        const auto domain = drawn_cases<InsertionCase>(
            "n = 0..8, times in {0, 1/2, .., 6}, Y = sorted(X + increments in {0, .., 3/2}), "
            "b = a + {0, .., 3/2}",
            [](Random& random) {
              InsertionCase c;
              c.x = sorted_times(random_times(random, uniform_int(0, 8, random)));
              c.y = sorted_times(raised(c.x, random));
              c.a = halves(random, 12);
              c.b = c.a + halves(random, 3);
              return c;
            });
        return search<InsertionCase>(
            domain, [](const InsertionCase& c) -> std::optional<Counterexample> {
              const auto x = inserted(c.x, c.a), y = inserted(c.y, c.b);
              if (sorted_dominated(x, y)) return std::nullopt;
              return Counterexample{"inserting " + to_string(c.a) + " into " + times_words(c.x) +
                                        " and " + to_string(c.b) + " into " + times_words(c.y) +
                                        " gives " + times_words(x) + " and " + times_words(y),
                                    {{"x", times_json(c.x)},
                                     {"y", times_json(c.y)},
                                     {"a", to_string(c.a)},
                                     {"b", to_string(c.b)}},
                                    claim_replay("lowery2013.lemma2")};
            });
      });
}

// ---- Lemma 3 -------------------------------------------------------------

struct ReduceCase {
  PairCosts costs;
  SegmentStates x, y;  // x.sent = S, y.sent = R
  int c, d;            // the pair of the other reduce, on Y
  Time t;
};

ReduceCase draw_reduce(Random& random) {
  ReduceCase r;
  r.costs = {halves(random, 4), halves(random, 4)};
  const int n = uniform_int(2, 8, random);
  draw_ordered_states(random, n, r.x, r.y);
  r.x.sent = random_times(random, uniform_int(0, 5, random));
  r.y.sent = raised(r.x.sent, random);
  // A valid pair on Y (Lemma 1): not from the root, at or after both.
  r.c = uniform_int(0, n - 2, random);
  if (r.c >= r.y.root) ++r.c;
  r.d = uniform_int(0, n - 2, random);
  if (r.d >= r.c) ++r.d;
  r.t = std::max(r.y.remaining[static_cast<std::size_t>(r.c)],
                 r.y.remaining[static_cast<std::size_t>(r.d)]) +
        halves(random, 4);
  return r;
}

nlohmann::json reduce_case_json(const ReduceCase& r) {
  return {{"t_comm", to_string(r.costs.comm)},
          {"t_comp", to_string(r.costs.comp)},
          {"X", times_json(r.x.remaining)},
          {"X_root", r.x.root},
          {"S", times_json(r.x.sent)},
          {"Y", times_json(r.y.remaining)},
          {"Y_root", r.y.root},
          {"R", times_json(r.y.sent)},
          {"c", r.c},
          {"d", r.d},
          {"t", to_string(r.t)}};
}

Claim lowery_lemma3() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.lemma3", lowery_paper + "Lemma 3 (Section V-A)",
      "Let (X^(n-1), S^(n-1)) = optreduce(X^(n)) and (Y^(n-1), R^(n-1)) = reduce(Y^(n), R^(n), "
      "c, d, t_n). If P(X^(n)) <= P(Y^(n)), then (i) P(X^(n-1)) <= P(Y^(n-1)); and (ii) "
      "P(S^(n-1)) <= P(R^(n-1)).",
      "random X, S and Y, R with P(X) <= P(Y) and P(S) <= P(R) (the proof of (ii) is by "
      "induction on that), each with its own root; (c, d, t) any pair Lemma 1 accepts on Y; "
      "both conclusions, entrywise on the sorted vectors",
      Outcome::holds, "", [](SegmentedClaimContext&) {
        const auto domain = drawn_cases<ReduceCase>(
            "n = 2..8 processors holding the segment, 0..5 that sent it, times in {0, 1/2, .., "
            "6} raised by {0, .., 3/2} for Y and R, t_comm, t_comp in {0, 1/2, .., 2}, t = the "
            "later of y_c, y_d + {0, .., 2}",
            draw_reduce);
        return search<ReduceCase>(domain, [](const ReduceCase& r) -> std::optional<Counterexample> {
          const SegmentStates x = optreduce(r.x, r.costs);
          const SegmentStates y = reduce(r.y, r.c, r.d, r.t, r.costs);
          const bool first = sorted_dominated(x.remaining, y.remaining);
          const bool second = sorted_dominated(x.sent, y.sent);
          if (first && second) return std::nullopt;
          return Counterexample{
              std::string(first ? "(ii)" : "(i)") + " fails: " +
                  (first ? "P(S') = " + times_words(sorted_times(x.sent)) +
                               ", P(R') = " + times_words(sorted_times(y.sent))
                         : "P(X') = " + times_words(sorted_times(x.remaining)) +
                               ", P(Y') = " + times_words(sorted_times(y.remaining))),
              reduce_case_json(r), claim_replay("lowery2013.lemma3")};
        });
      });
}

// ---- Lemma 4 -------------------------------------------------------------

struct IterationCase {
  PairCosts costs;
  SegmentStates x, y;
  std::uint64_t seed;  // of the other iteration's pairs
};

// An iteration of random valid pairs on `s` (Lemma 1), down to the root.
SegmentStates random_iteration(SegmentStates s, const PairCosts& costs, Random& random) {
  while (s.remaining.size() > 1) {
    const int n = static_cast<int>(s.remaining.size());
    int c = uniform_int(0, n - 2, random);
    if (c >= s.root) ++c;
    int d = uniform_int(0, n - 2, random);
    if (d >= c) ++d;
    const Time t = std::max(s.remaining[static_cast<std::size_t>(c)],
                            s.remaining[static_cast<std::size_t>(d)]) +
                   (random() % 2 ? Time(0) : halves(random, 4));
    s = reduce(s, c, d, t, costs);
  }
  return s;
}

SegmentStates greedy_iteration(SegmentStates s, const PairCosts& costs) {
  while (s.remaining.size() > 1) s = optreduce(s, costs);
  return s;
}

Claim lowery_lemma4() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.lemma4", lowery_paper + "Lemma 4 (Section V-A)",
      "If P(X_k^(p)) <= P(Y_k^(p)) and X_{k+1}^(p) = optiter(X_k^(p)) and Y_{k+1}^(p) = "
      "iter(Y_k^(p)), then P(X_{k+1}^(p)) <= P(Y_{k+1}^(p)).",
      "random X_k and Y_k with P(X_k) <= P(Y_k), each with its own root; optiter applies "
      "optreduce p - 1 times, iter any p - 1 pairs Lemma 1 accepts (the root never sends, at "
      "the later of the two or after); the next segment's states are S and the root",
      Outcome::holds, "", [](SegmentedClaimContext&) {
        const auto domain = drawn_cases<IterationCase>(
            "p = 2..8, times in {0, 1/2, .., 6}, Y raised by {0, .., 3/2}, t_comm, t_comp in "
            "{0, 1/2, .., 2}, pairs at the later time or up to 2 after",
            [](Random& random) {
              IterationCase c;
              c.costs = {halves(random, 4), halves(random, 4)};
              const int p = uniform_int(2, 8, random);
              draw_ordered_states(random, p, c.x, c.y);
              c.seed = random();
              return c;
            });
        return search<IterationCase>(
            domain, [](const IterationCase& c) -> std::optional<Counterexample> {
              Random random(c.seed);
              const auto x = next_segment_states(greedy_iteration(c.x, c.costs));
              const auto y = next_segment_states(random_iteration(c.y, c.costs, random));
              if (sorted_dominated(x, y)) return std::nullopt;
              return Counterexample{
                  "optiter gives " + times_words(x) + ", an iteration " + times_words(y),
                  {{"t_comm", to_string(c.costs.comm)},
                   {"t_comp", to_string(c.costs.comp)},
                   {"X", times_json(c.x.remaining)},
                   {"X_root", c.x.root},
                   {"Y", times_json(c.y.remaining)},
                   {"Y_root", c.y.root},
                   {"seed", c.seed}},
                  claim_replay("lowery2013.lemma4")};
            });
      });
}

}  // namespace

std::vector<Claim> lemma_claims() {
  return {lowery_lemma1(), lowery_lemma2(), lowery_lemma3(), lowery_lemma4()};
}

}  // namespace redcheck

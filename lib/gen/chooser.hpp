#pragma once
// Where a random instance's choices come from. Every model draws its random
// instances (Model::random_options) through a Chooser, so that one piece of
// code per model serves a seeded engine (tests, fast-path checks), RapidCheck
// (C++ properties, with shrinking: gen/model_generators.hpp) and Hypothesis
// (Python, with shrinking: redcheck.strategies), and a model added later is
// served by all three with no code of its own.
//
// Shrinking choosers move each choice towards the first value of its range,
// so a model orders its choices simplest first: fewest machines, cost 0,
// switches off.

#include "time/exact_time.hpp"

#include <cstddef>
#include <cstdint>
#include <random>

namespace redcheck {

class Chooser {
 public:
  virtual ~Chooser() = default;

  /// An integer in first..last (first <= last; InternalError otherwise).
  std::int64_t integer(std::int64_t first, std::int64_t last);

  /// integer() as an int.
  int integer_in(int first, int last);
  /// true one time in `k` (k >= 1); shrinks towards false.
  bool one_in(int k);
  /// An index below `count` (count >= 1); shrinks towards 0.
  std::size_t index(std::size_t count);
  /// A nonnegative exact cost as gen::cost(): 0 (one in ten), an integer
  /// 1..10 (three in ten), or p/q with p in 1..10^6 and q in 1..1000.
  /// Shrinks towards 0, then small integers.
  Time cost();
  /// A small exact cost p/q, p in 0..7, q in 1..4 (small tick counts, for
  /// instances the exhaustive optimum must finish quickly). Shrinks towards 0.
  Time small_cost();

 protected:
  /// The choice itself, in a range already checked to be nonempty.
  virtual std::int64_t choose(std::int64_t first, std::int64_t last) = 0;
};

/// Uniform choices from a seeded engine: reproducible from its seed, no
/// shrinking.
class RandomChooser final : public Chooser {
 public:
  explicit RandomChooser(std::mt19937_64& random) : random_(random) {}

 private:
  std::int64_t choose(std::int64_t first, std::int64_t last) override;
  std::mt19937_64& random_;
};

/// How large a random instance may be (Model::random_options).
struct RandomSize {
  /// Small enough for the exhaustive optimum (and a SimGrid replay) to be
  /// quick.
  bool small = true;
  /// The most machines (processors, nodes) it may have; 0: the model's own
  /// bound for `small`.
  int max_machines = 0;

  /// The largest number of machines to draw: max_machines when given, else
  /// `model_bound`. Throws InputError when max_machines is given and below
  /// `fewest`, the model's smallest instance, or above `largest`, the most
  /// its builder (or its optimum) accepts, naming both.
  int most(int fewest, int model_bound, int largest, const char* what = "machines") const;
};

}  // namespace redcheck

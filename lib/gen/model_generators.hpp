#pragma once
// RapidCheck generators of every registered model's instances and schedules,
// drawn through the model's own random_options (gen/chooser.hpp): a model
// added later is generated, and shrinks, with no code of its own. They are
// Gens like any other (used with operator* in a property, or sampled by
// verifier fuzz through Shrinkables). Installed
// as <redcheck/gen/model_generators.hpp>:
//
//   rc::check([&] {
//     const auto drawn = *redcheck::gen::model_schedule(model);
//     RC_ASSERT(model.validate(drawn.built.schedule, drawn.built.instance).valid());
//   });

#include "gen/chooser.hpp"
#include "models/model.hpp"

#include <rapidcheck/Gen.h>

#include <cstdint>
#include <ostream>
#include <vector>

namespace redcheck {

/// Replays a drawn list of words as choices, as Hypothesis replays its
/// choice sequence: choice k is first + word_k mod (last - first + 1), and
/// choices past the end of the list take their first value. RapidCheck
/// shrinks the list (fewer words, each towards 0), which moves every choice
/// towards the first of its range: the generators below shrink with no
/// shrinking code of the model's.
class WordsChooser final : public Chooser {
 public:
  explicit WordsChooser(const std::vector<std::uint64_t>& words) : words_(words) {}

 private:
  std::int64_t choose(std::int64_t first, std::int64_t last) override;
  const std::vector<std::uint64_t>& words_;
  std::size_t next_ = 0;
};

namespace gen {

/// The options of a random instance of `model` for `builder` (nullptr: for
/// its exhaustive optimum).
rc::Gen<OptionValues> model_options(const Model& model, const BuilderSpec* builder,
                                    RandomSize size = {});

/// One of the model's builders, a random instance for it, and the built
/// schedule (with the instance it is checked against).
struct ModelScheduled {
  const Model* model = nullptr;
  const BuilderSpec* builder = nullptr;
  OptionValues options;
  Built built;
};

/// A builder of `model` (shrinking towards its first), a random instance for
/// it and its schedule.
rc::Gen<ModelScheduled> model_schedule(const Model& model, RandomSize size = {});

/// The options as they are given on the command line ("--n 3 --d 1/2").
std::string options_text(const OptionValues& options);

}  // namespace gen

void showValue(const OptionValues& options, std::ostream& os);
void showValue(const gen::ModelScheduled& scheduled, std::ostream& os);

}  // namespace redcheck

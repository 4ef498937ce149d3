#include "gen/model_generators.hpp"

#include <rapidcheck/gen/Arbitrary.h>
#include <rapidcheck/gen/Container.h>
#include <rapidcheck/gen/Create.h>
#include <rapidcheck/gen/Numeric.h>
#include <rapidcheck/gen/Transform.h>

#include <cctype>
#include <limits>
#include <string_view>

namespace redcheck {

std::int64_t WordsChooser::choose(std::int64_t first, std::int64_t last) {
  const std::uint64_t word = next_ < words_.size() ? words_[next_] : 0;
  ++next_;
  // The range's width in unsigned arithmetic (it may be all 2^64 values).
  const std::uint64_t width = static_cast<std::uint64_t>(last) - static_cast<std::uint64_t>(first);
  const std::uint64_t offset =
      width == std::numeric_limits<std::uint64_t>::max() ? word : word % (width + 1);
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(first) + offset);
}

namespace {

// The words a model's choices are replayed from: as many as RapidCheck's
// size allows, each any 64-bit value (small ones at small sizes).
rc::Gen<std::vector<std::uint64_t>> choice_words() {
  return rc::gen::container<std::vector<std::uint64_t>>(rc::gen::arbitrary<std::uint64_t>());
}

}  // namespace

namespace gen {

rc::Gen<OptionValues> model_options(const Model& model, const BuilderSpec* builder,
                                    RandomSize size) {
  return rc::gen::map(choice_words(),
                      [&model, builder, size](const std::vector<std::uint64_t>& words) {
                        WordsChooser choose(words);
                        return model.random_options(own_builder(builder), choose, size);
                      });
}

rc::Gen<ModelScheduled> model_schedule(const Model& model, RandomSize size) {
  return rc::gen::map(choice_words(), [&model, size](const std::vector<std::uint64_t>& words) {
    WordsChooser choose(words);
    const auto& builders = model.builders();
    const BuilderSpec& builder = builders[choose.index(builders.size())];
    OptionValues options = model.random_options(&builder, choose, size);
    // random_options draws only instances the builder serves (the
    // conformance test holds every model to it), so an InputError here is a
    // finding, not a discard.
    Built built = model.build(builder, model.instance_from_options(options, &builder), options);
    return ModelScheduled{&model, &builder, std::move(options), std::move(built)};
  });
}

std::string options_text(const OptionValues& options) {
  std::string out;
  for (const std::string& flag : options.flags()) {
    out += (out.empty() ? "" : " ") + flag;
    const std::string& value = *options.find(flag);
    if (value.empty()) continue;
    bool plain = true;
    for (const char ch : value) {
      plain = plain && (std::isalnum(static_cast<unsigned char>(ch)) != 0 ||
                        std::string_view("_./:,+-").find(ch) != std::string_view::npos);
    }
    out += plain ? " " + value : " '" + value + "'";
  }
  return out;
}

}  // namespace gen

void showValue(const OptionValues& options, std::ostream& os) {
  os << gen::options_text(options);
}

void showValue(const gen::ModelScheduled& scheduled, std::ostream& os) {
  os << scheduled.model->name() << " " << scheduled.builder->name << " "
     << gen::options_text(scheduled.options);
}

}  // namespace redcheck

// The conformance suite: for every registered model, the test-only rounds
// model included, on random instances drawn by the model itself:
//  - every builder's schedule validates, at the builder's own length;
//  - every fast path equals the exact path it replaces;
//  - mutated schedules are rejected, the broken rule named among the model's;
//  - no builder beats the exhaustive optimum;
//  - the instance and the timeline JSON round-trip;
//  - the options a replay command gives (instance_arguments) give the
//    instance again.

#include "models/registry.hpp"
#include "output/schedule_json.hpp"
#include "support/toy_model/rounds_model.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <limits>
#include <sstream>

using namespace redcheck;

namespace {

const ModelRegistry& registry() {
  static const ModelRegistry r = [] {
    ModelRegistry all = builtin_models();
    all.add(testing::make_rounds_model());
    return all;
  }();
  return r;
}

// A random seed from RapidCheck (uniform: arbitrary<> would favour small
// values), so that a failure comes with its reproduce string.
Random random_source() {
  return Random(*rc::gen::noShrink(
      rc::gen::inRange<std::uint64_t>(0, std::numeric_limits<std::uint64_t>::max())));
}

struct Case {
  const Model* model;
  const BuilderSpec* builder;
  OptionValues options;
  Built built;
};

// A random builder of `model` on a random instance of its choosing.
Case random_case(const Model& model, Random& random, bool small) {
  const auto& builders = model.builders();
  const BuilderSpec& builder =
      builders[std::uniform_int_distribution<std::size_t>(0, builders.size() - 1)(random)];
  OptionValues options = model.random_options(&builder, random, small);
  const ModelInstance instance = model.instance_from_options(options, &builder);
  return {&model, &builder, options, model.build(builder, instance, options)};
}

std::string describe(const Case& c) {
  return c.model->name() + " " + c.builder->name + " on " +
         c.model->instance_text(c.built.instance);
}

bool same_schedule(const Schedule& a, const Schedule& b) {
  if (a.machines != b.machines || a.sink != b.sink || a.transfers.size() != b.transfers.size() ||
      a.reductions.size() != b.reductions.size()) {
    return false;
  }
  for (std::size_t k = 0; k < a.transfers.size(); ++k) {
    const Transfer &x = a.transfers[k], &y = b.transfers[k];
    if (x.from != y.from || x.to != y.to || x.start != y.start || x.end != y.end ||
        x.segment != y.segment || x.segment_count != y.segment_count) {
      return false;
    }
  }
  for (std::size_t k = 0; k < a.reductions.size(); ++k) {
    const Reduction &x = a.reductions[k], &y = b.reductions[k];
    if (x.machine != y.machine || x.operand != y.operand || x.start != y.start || x.end != y.end) {
      return false;
    }
  }
  return true;
}

// "--n 9 --d 1 --c 1/2 --non-commutative" as the options the programs read:
// a word after a flag is its value, a flag followed by a flag is a switch.
// The options a shell would pass: words split at blanks outside single
// quotes (the quotes removed); the words after a flag up to the next flag
// are its values, joined by a space.
OptionValues options_of(const std::string& arguments) {
  std::vector<std::string> list;
  std::string word;
  bool quoted = false, any = false;
  for (char ch : arguments + " ") {
    if (ch == '\'') {
      quoted = !quoted;
      any = true;
    } else if (ch == ' ' && !quoted) {
      if (any) list.push_back(word);
      word.clear();
      any = false;
    } else {
      word += ch;
      any = true;
    }
  }
  OptionValues o;
  for (std::size_t k = 0; k < list.size();) {
    const std::string flag = list[k++];
    std::string values;
    while (k < list.size() && list[k].rfind("--", 0) != 0) {
      values += (values.empty() ? "" : " ") + list[k++];
    }
    o.set(flag, values);
  }
  return o;
}

}  // namespace

TEST_CASE("every model registers a name, rules, builders and rule names") {
  REQUIRE(registry().models().size() >= 3);
  for (const auto& m : registry().models()) {
    INFO(m->name());
    CHECK_FALSE(m->rules().empty());
    CHECK_FALSE(m->builders().empty());
    Random random(1);
    const ModelInstance instance = m->instance_from_options(
        m->random_options(&m->builders().front(), random, true), &m->builders().front());
    CHECK_FALSE(m->rule_names(instance).empty());
  }
}

TEST_CASE("conformance: every builder's schedule validates at its own length", "[property]") {
  for (const auto& m : registry().models()) {
    REQUIRE(rc::check(m->name() + ": builders produce valid schedules", [&] {
      Random random = random_source();
      const Case c = random_case(*m, random, false);
      const Validation v = m->validate(c.built.schedule, c.built.instance);
      RC_LOG() << describe(c) << ": " << v.violation;
      RC_ASSERT(v.valid());
      // A periodic schedule is measured by its period, others by their last end.
      const auto& period = c.built.schedule.period;
      RC_ASSERT(v.makespan == (period ? *period : last_end(c.built.schedule)));
      if (c.built.own_length) RC_ASSERT(*c.built.own_length == v.makespan);
    }));
  }
}

TEST_CASE("conformance: every fast path equals the exact path", "[property]") {
  for (const auto& m : registry().models()) {
    const auto checks = m->fast_path_checks();
    CHECK_FALSE(checks.empty());
    for (const auto& fast : checks) {
      REQUIRE(rc::check(m->name() + ": " + fast.name, [&] {
        Random random = random_source();
        const auto disagreement = fast.check(random);
        RC_LOG() << disagreement.value_or("");
        RC_ASSERT(!disagreement);
      }));
    }
  }
}

TEST_CASE("conformance: mutated schedules are rejected with the broken rule named", "[property]") {
  for (const auto& m : registry().models()) {
    REQUIRE(rc::check(m->name() + ": mutations are caught", [&] {
      Random random = random_source();
      const Case c = random_case(*m, random, false);
      const Schedule& good = c.built.schedule;
      RC_PRE(!good.transfers.empty());
      const auto names = m->rule_names(c.built.instance);
      const std::size_t k = *rc::gen::inRange<std::size_t>(0, good.transfers.size());
      const int kind = *rc::gen::inRange(0, 5);
      // Kinds 1, 2 and 4 change reductions: a schedule without any (a
      // steady-state scatter) is left to kinds 0 and 3.
      RC_PRE(kind == 0 || kind == 3 || !good.reductions.empty());
      Schedule s = good;
      std::string expected_rule;
      switch (kind) {
        case 0:  // a transfer of the wrong length
          s.transfers[k].end += Time(1, 7);
          // Models with fixed durations name that rule; in a periodic
          // schedule a longer transfer carries more messages, and the flow
          // or the ports break instead.
          if (std::find(names.begin(), names.end(), "durations") != names.end()) {
            expected_rule = "durations";
          }
          break;
        case 1: {  // a reduction earlier than its operand's arrival
          bool moved = false;
          for (auto& r : s.reductions) {
            if (r.operand == static_cast<int>(k)) {
              r.start -= Time(1, 7), r.end -= Time(1, 7);
              moved = true;
            }
          }
          RC_PRE(moved);  // periodic schedules' computations have no operand transfer
          break;
        }
        case 2:  // a reduction dropped
          s.reductions.erase(s.reductions.begin() +
                             static_cast<long>(std::min(k, s.reductions.size() - 1)));
          break;
        case 3:  // the sink sends
          s.transfers.push_back(good.transfers[k]);
          s.transfers.back().from = s.sink;
          s.transfers.back().to = good.transfers[k].from;
          break;
        default:  // a reduction on a machine that did not receive its operand
          s.reductions[std::min(k, s.reductions.size() - 1)].machine =
              (s.reductions[std::min(k, s.reductions.size() - 1)].machine + 1) % s.machines;
          break;
      }
      const Validation v = m->validate(s, c.built.instance);
      RC_LOG() << describe(c) << ", mutation " << kind << ": " << v.rule << ": " << v.violation;
      RC_ASSERT(!v.valid());
      RC_ASSERT(std::find(names.begin(), names.end(), v.rule) != names.end());
      if (!expected_rule.empty()) RC_ASSERT(v.rule == expected_rule);
    }));
  }
}

TEST_CASE("conformance: no builder beats the exhaustive optimum", "[property]") {
  for (const auto& m : registry().models()) {
    if (!m->has_optimum()) continue;
    int compared = 0;
    REQUIRE(rc::check(m->name() + ": builder >= optimum", [&] {
      Random random = random_source();
      const Case c = random_case(*m, random, true);
      std::optional<OptimumReport> optimum;
      try {
        optimum = m->optimum(c.built.instance, OptionValues{});
      } catch (const InputError&) {
        RC_DISCARD("the optimum does not cover this instance (say, bidirectional ports)");
      }
      const Time length = m->validate(c.built.schedule, c.built.instance).makespan;
      RC_LOG() << describe(c) << ": " << to_string(length) << " vs optimum "
               << to_string(optimum->optimum);
      RC_ASSERT(length >= optimum->optimum);
      ++compared;
    }));
    CHECK(compared >= 50);
  }
}

TEST_CASE("conformance: the instance and the timeline JSON round-trip", "[property]") {
  for (const auto& m : registry().models()) {
    REQUIRE(rc::check(m->name() + ": JSON round trip", [&] {
      Random random = random_source();
      const Case c = random_case(*m, random, false);
      const nlohmann::json instance = m->instance_json(c.built.instance);
      const ModelInstance back = m->instance_from_json(nlohmann::json::parse(instance.dump()));
      RC_ASSERT(m->instance_json(back) == instance);
      const TimelineView view{m->resources(back), m->dependencies(c.built.schedule, back),
                              [&](ActivityRef a) { return m->data_label(c.built.schedule, a); }};
      const nlohmann::json timeline = timeline_json(c.built.schedule, view);
      const Schedule again = schedule_from_timeline(nlohmann::json::parse(timeline.dump()));
      RC_ASSERT(same_schedule(again, c.built.schedule));
      const Validation v = m->validate(again, back);
      RC_ASSERT(v.valid());
      RC_ASSERT(v.makespan == m->validate(c.built.schedule, c.built.instance).makespan);
    }));
  }
}

TEST_CASE("conformance: the instance's replay options give the instance again", "[property]") {
  for (const auto& m : registry().models()) {
    REQUIRE(rc::check(m->name() + ": instance_arguments round trip", [&] {
      Random random = random_source();
      const auto& builders = m->builders();
      // nullptr: an instance for the optimum, with the optimum's own switches.
      const BuilderSpec* builder =
          m->has_optimum() && std::uniform_int_distribution<int>(0, 1)(random) == 0
              ? nullptr
              : &builders[std::uniform_int_distribution<std::size_t>(0,
                                                                     builders.size() - 1)(random)];
      const ModelInstance instance =
          m->instance_from_options(m->random_options(builder, random, true), builder);
      // --model NAME replays it, and an alias name implies its switch.
      const std::string name = m->replay_name(instance);
      std::string arguments = m->instance_arguments(instance);
      if (name != m->name()) arguments += " " + m->aliases().at(name);
      RC_LOG() << name << " " << (builder ? builder->name : "optimum") << ": " << arguments;
      const ModelInstance back = m->instance_from_options(options_of(arguments), builder);
      RC_ASSERT(m->instance_json(back).dump() == m->instance_json(instance).dump());
    }));
  }
}

// The conformance suite: for every registered model, the test-only rounds
// model included, on random instances drawn by the model itself:
//  - every builder's schedule validates, at the builder's own length;
//  - every fast path equals the exact path it replaces;
//  - mutated schedules are rejected, the broken rule named among the model's;
//  - no builder beats the exhaustive optimum;
//  - the instance and the timeline JSON round-trip;
//  - the options a replay command gives (instance_arguments) give the
//    instance again;
//  - random instances are drawn through a Chooser (gen/chooser.hpp): the
//    simplest choices give an instance, size bounds hold, RapidCheck
//    shrinks them.

#include "cli/arguments.hpp"
#include "gen/model_generators.hpp"
#include "models/model_runs.hpp"
#include "models/registry.hpp"
#include "models/schedule_document.hpp"
#include "output/schedule_json.hpp"
#include "support/toy_model/rounds_model.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <limits>
#include <optional>
#include <set>
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
  OptionValues options = random_options(model, &builder, random, RandomSize{small});
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

}  // namespace

TEST_CASE("every model registers a name, rules, builders and rule names") {
  REQUIRE(registry().models().size() >= 3);
  for (const auto& m : registry().models()) {
    INFO(m->name());
    CHECK_FALSE(m->rules().empty());
    CHECK_FALSE(m->builders().empty());
    Random random(1);
    const ModelInstance instance = m->instance_from_options(
        random_options(*m, &m->builders().front(), random, RandomSize{true}),
        &m->builders().front());
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

TEST_CASE("conformance: the optimum's schedule, written down, reads back at the optimum",
          "[property]") {
  for (const auto& m : registry().models()) {
    if (!m->has_optimum()) continue;
    int compared = 0;
    REQUIRE(rc::check(m->name() + ": the optimum's schedule", [&] {
      Random random = random_source();
      const OptionValues options = random_options(*m, nullptr, random, RandomSize{true});
      const ModelInstance instance = m->instance_from_options(options, nullptr);
      std::optional<CheckedOptimum> checked;
      try {
        checked = checked_optimum(*m, instance, OptionValues{});
      } catch (const InputError&) {
        RC_DISCARD("the optimum does not cover this instance");
      }
      const nlohmann::json report =
          nlohmann::json::parse(optimum_report(*m, instance, *checked).dump());
      RC_ASSERT(!optimum_report(*m, instance, *checked, false).contains("schedule"));
      const ScheduleDocument read =
          read_schedule_document(registry(), report.at("schedule"), "the optimum's schedule");
      RC_ASSERT(read.model == m.get());
      RC_ASSERT(m->instance_json(read.instance) == m->instance_json(instance));
      RC_ASSERT(same_schedule(read.schedule, checked->report.example));
      const Validation v = m->validate(read.schedule, read.instance);
      RC_ASSERT(v.valid());
      RC_ASSERT(v.makespan == checked->report.optimum);
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
      const Schedule again =
          schedule_from_timeline(nlohmann::json::parse(timeline.dump()), m->segments(back));
      RC_ASSERT(same_schedule(again, c.built.schedule));
      const Validation v = m->validate(again, back);
      RC_ASSERT(v.valid());
      RC_ASSERT(v.makespan == m->validate(c.built.schedule, c.built.instance).makespan);
    }));
  }
}

// One instance, one truth: the arguments a replay command prints and the
// JSON the programs write each give the instance again, for instances drawn
// for the optimum and for every builder, and for the instances builders
// return (with the rule options they fix: forwarding, in order, whole
// messages); and every rule option (an instance switch) is among them.
TEST_CASE("conformance: an instance's arguments and JSON give it again, every rule option") {
  for (const auto& m : registry().models()) {
    std::vector<const BuilderSpec*> builders{nullptr};
    for (const auto& b : m->builders()) builders.push_back(&b);
    std::set<std::string> switches_seen;
    const auto round_trip = [&](const ModelInstance& instance, const std::string& how) {
      const std::string arguments = m->instance_arguments(instance);
      const std::string json = m->instance_json(instance).dump();
      INFO(m->name() << " " << how << ": " << arguments << "\n" << json);
      const std::vector<std::string> words = shell_words(arguments);
      for (const auto& word : words) switches_seen.insert(word);
      const ModelInstance from_arguments =
          m->instance_from_options(options_from_words(*m, words), nullptr);
      CHECK(m->instance_json(from_arguments).dump() == json);
      const ModelInstance from_json = m->instance_from_json(nlohmann::json::parse(json));
      CHECK(m->instance_json(from_json).dump() == json);
      CHECK(m->instance_arguments(from_json) == arguments);
    };
    Random random(11);
    for (const BuilderSpec* builder : builders) {
      for (int draw = 0; draw < 24; ++draw) {
        const OptionValues options = random_options(*m, builder, random, RandomSize{true});
        const ModelInstance instance = m->instance_from_options(options, builder);
        const std::string how = builder ? builder->name : std::string("optimum");
        round_trip(instance, "drawn for " + how);
        if (builder) round_trip(m->build(*builder, instance, options).instance, "built by " + how);
      }
    }
    for (const auto& option : m->instance_options()) {
      if (!option.is_switch) continue;
      INFO(m->name() << ": the rule option " << option.flag);
      CHECK(switches_seen.count(option.flag) == 1);
    }
  }
}

TEST_CASE("conformance: the simplest choices give an instance for the optimum and every builder") {
  const std::vector<std::uint64_t> no_words;  // every choice its first value
  for (const auto& m : registry().models()) {
    for (const BuilderSpec& b : m->builders()) {
      INFO(m->name() + " " + b.name);
      WordsChooser first(no_words);
      const OptionValues o = m->random_options(&b, first, RandomSize{});
      const ModelInstance in = m->instance_from_options(o, &b);
      const Built built = m->build(b, in, o);
      CHECK(m->validate(built.schedule, built.instance).valid());
    }
    if (m->has_optimum()) {
      INFO(m->name() + " optimum");
      WordsChooser first(no_words);
      const OptionValues o = m->random_options(nullptr, first, RandomSize{});
      CHECK_NOTHROW(m->instance_from_options(o, nullptr));
    }
  }
}

TEST_CASE("conformance: random instances stay within max_machines", "[property]") {
  for (const auto& m : registry().models()) {
    for (const int most : {3, 5}) {
      REQUIRE(rc::check(m->name() + ": at most " + std::to_string(most) + " machines", [&] {
        const auto drawn = *gen::model_schedule(*m, RandomSize{false, most});
        RC_ASSERT(drawn.built.schedule.machines <= most);
        RC_ASSERT(m->validate(drawn.built.schedule, drawn.built.instance).valid());
      }));
    }
  }
}

TEST_CASE("a size below a model's smallest instance is bad input naming both") {
  const Model& steady = *registry().find("steady-state").model;
  Random random(1);
  try {
    random_options(steady, nullptr, random, RandomSize{true, 2});
    FAIL("accepted");
  } catch (const InputError& e) {
    CHECK_THAT(e.what(), Catch::Contains("2 nodes") && Catch::Contains("at least 3"));
  }
}

TEST_CASE("RapidCheck shrinks a model's random instance through its choices") {
  // "no overlap instance has more than 2 machines" is false; RapidCheck
  // shrinks the counterexample to the simplest: 3 machines, the first
  // builder, costs 0.
  const Model& overlap = *registry().find("overlap").model;
  std::optional<gen::ModelScheduled> shrunk;
  const auto gen = gen::model_schedule(overlap, RandomSize{});
  for (std::uint64_t seed = 0; seed < 100 && !shrunk; ++seed) {
    rc::Shrinkable<gen::ModelScheduled> s = gen(rc::Random(rc::Random::Key{seed, 1, 2, 3}), 50);
    if (s.value().built.schedule.machines <= 2) continue;
    // Shrink: take the first shrink that still fails until none does.
    for (bool more = true; more;) {
      more = false;
      auto shrinks = s.shrinks();
      while (auto next = shrinks.next()) {
        if (next->value().built.schedule.machines > 2) {
          s = *next;
          more = true;
          break;
        }
      }
    }
    shrunk = s.value();
  }
  REQUIRE(shrunk);
  CHECK(shrunk->built.schedule.machines == 3);
  CHECK(shrunk->builder == &overlap.builders().front());
  CHECK(*shrunk->options.find("--d") == "0");
  CHECK(*shrunk->options.find("--c") == "0");
}

// enumerator schedule --model segmented and enumerator segmentations: the
// segmented model of Lowery & Langou (one builder's schedule measured by the
// validator; every segmentation of m timed exactly).

#include "cli/arguments.hpp"
#include "errors.hpp"
#include "enumerator/commands.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/segmentation_search.hpp"
#include "models/segmented/validator.hpp"
#include "output/atomic_file.hpp"
#include "output/gantt_svg.hpp"

#include <nlohmann/json.hpp>

#include <iostream>

namespace redcheck {

namespace {

std::string required(const std::string& value, const std::string& name, const std::string& what) {
  if (value.empty()) throw InputError(name + " is required: " + what);
  return value;
}

SegmentedInstance instance_from(const SegmentedOptions& o, bool need_segments) {
  SegmentedInstance in;
  in.p = static_cast<int>(
      parse_integer(required(o.p, "--p", "the number of processors"), "--p", 1, max_processors));
  in.alpha = parse_cost(required(o.alpha, "--alpha", "an exact number >= 0"), "--alpha");
  in.beta = parse_cost(required(o.beta, "--beta", "an exact number >= 0"), "--beta");
  in.gamma = parse_cost(required(o.gamma, "--gamma", "an exact number >= 0"), "--gamma");
  if (need_segments) {
    const std::int64_t m = o.m.empty() ? 0 : parse_integer(o.m, "--m", 1, max_message);
    in.segments =
        parse_segments(required(o.segments, "--segments", "segment sizes such as 4,4,2"), m);
  }
  check_instance(in);
  return in;
}

nlohmann::json best_json(const BestSegmentations& best) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& s : best.segmentations) list.push_back(s);
  return {{"makespan", to_string(best.makespan)},
          {"makespan_decimal", to_decimal(best.makespan, 6)},
          {"segmentations", list}};
}

}  // namespace

int run_segmented_schedule(const ScheduleOptions& o) {
  if (o.algorithm.empty()) {
    throw InputError(
        "--algorithm is required (uni-greedy, bi-greedy, pipeline, binomial, binary, "
        "butterfly)");
  }
  const SegmentedInstance in = instance_from(o.segmented, true);
  const Ports ports = o.segmented.bidirectional ? Ports::bidirectional : Ports::unidirectional;
  const SegmentedBuilt built = build_segmented(o.algorithm, in, ports);
  const Validation v = validate_segmented(built.schedule, in, built.rules);
  nlohmann::json j = {{"model", "segmented"},
                      {"algorithm", o.algorithm},
                      {"p", in.p},
                      {"segments", in.segments},
                      {"m", in.m()},
                      {"alpha", to_string(in.alpha)},
                      {"beta", to_string(in.beta)},
                      {"gamma", to_string(in.gamma)},
                      {"ports", to_string(built.rules.ports)},
                      {"in_order", built.rules.in_order},
                      {"forwarding", built.rules.forwarding},
                      {"valid", v.valid()}};
  if (v.valid()) {
    j["makespan"] = to_string(v.makespan);
    j["makespan_decimal"] = to_decimal(v.makespan, 6);
  } else {
    j["violation"] = v.violation;
  }
  if (!o.no_timeline) {
    nlohmann::json transfers = nlohmann::json::array();
    for (std::size_t k = 0; k < built.schedule.transfers.size(); ++k) {
      const Transfer& t = built.schedule.transfers[k];
      const Reduction& r = built.schedule.reductions[k];
      transfers.push_back({{"from", t.from},
                           {"to", t.to},
                           {"first_segment", t.segment + 1},
                           {"segments", t.segment_count},
                           {"start", to_string(t.start)},
                           {"end", to_string(t.end)},
                           {"combined_until", to_string(r.end)}});
    }
    j["transfers"] = transfers;
  }
  if (!o.svg.empty()) {
    write_file_atomically(
        o.svg, gantt_svg(built.schedule, o.algorithm + ", p = " + std::to_string(in.p) +
                                             ", segments " + segments_text(in.segments, true)));
  }
  if (o.json) {
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << o.algorithm << " on p = " << in.p << ", segments "
              << segments_text(in.segments, true) << ", alpha = " << to_string(in.alpha)
              << ", beta = " << to_string(in.beta) << ", gamma = " << to_string(in.gamma) << ", "
              << to_string(built.rules.ports) << " ports\n";
    if (v.valid()) {
      std::cout << "makespan (validator): " << to_string(v.makespan) << " ("
                << to_decimal(v.makespan, 6) << ")\n";
    } else {
      std::cout << "INVALID schedule: " << v.violation << "\n";
    }
    if (!o.no_timeline && built.schedule.transfers.size() <= 200) {
      for (const auto& t : j["transfers"]) {
        std::cout << "  segment " << t["first_segment"] << (t["segments"] == 1 ? "" : "+") << ": "
                  << t["from"] << " -> " << t["to"] << "  [" << t["start"].get<std::string>()
                  << ", " << t["end"].get<std::string>() << "), combined until "
                  << t["combined_until"].get<std::string>() << "\n";
      }
    }
  }
  if (!v.valid()) {
    std::cerr << "enumerator: the builder's schedule is invalid: " << v.violation << "\n";
    return 1;
  }
  return 0;
}

int run_segmentations(const SegmentationsOptions& o) {
  const SweepAlgorithm algorithm = sweep_algorithm(o.algorithm);
  if (o.segmented.bidirectional) {
    throw InputError("segmentations are swept for unidirectional ports only");
  }
  const SegmentedInstance in = instance_from(o.segmented, false);
  const std::int64_t m = parse_integer(required(o.segmented.m, "--m", "the message size"), "--m", 1,
                                       max_enumerated_message);
  nlohmann::json list = nlohmann::json::array();
  const auto result = search_segmentations(
      algorithm, in.p, m, in.alpha, in.beta, in.gamma,
      [&](const std::vector<std::int64_t>& segments, const Time& makespan) {
        if (!o.no_list) list.push_back({{"segments", segments}, {"makespan", to_string(makespan)}});
      });
  nlohmann::json j = {
      {"model", "segmented"},
      {"algorithm", o.algorithm},
      {"ports", "unidirectional"},
      {"p", in.p},
      {"m", m},
      {"alpha", to_string(in.alpha)},
      {"beta", to_string(in.beta)},
      {"gamma", to_string(in.gamma)},
      {"count", result.segmentations},
      {"arithmetic", result.used_ticks ? "int64 ticks (overflow excluded by a "
                                         "bound)"
                                       : "exact rationals"},
      {"best", best_json(result.best)},
      {"best_equal", best_json(result.best_equal)},
      {"best_equal_by_count", best_json(result.best_equal_count)},
      {"ratio_best_equal_to_best", to_string(result.best_equal.makespan / result.best.makespan)}};
  if (!o.no_list) j["segmentations"] = list;
  if (o.json) {
    std::cout << j.dump(o.no_list ? 2 : -1) << "\n";
    return 0;
  }
  std::cout << o.algorithm << ", p = " << in.p << ", m = " << m << ": " << result.segmentations
            << " segmentations\n";
  if (!o.no_list && result.segmentations <= 1024) {
    for (const auto& item : list) {
      std::cout << "  " << segments_text(item["segments"].get<std::vector<std::int64_t>>(), true)
                << "  " << item["makespan"].get<std::string>() << "\n";
    }
  }
  const auto show = [](const char* what, const BestSegmentations& best) {
    std::cout << what << ": " << to_string(best.makespan) << " by";
    for (const auto& s : best.segmentations) std::cout << " " << segments_text(s, true);
    std::cout << "\n";
  };
  show("best", result.best);
  show("best equi-segmentation (any size s, last smaller)", result.best_equal);
  show("best equi-segmentation (any count q, s = ceil(m/q))", result.best_equal_count);
  return 0;
}

}  // namespace redcheck

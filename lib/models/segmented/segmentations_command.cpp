#include "models/segmented/segmentations_command.hpp"

#include "cli/arguments.hpp"
#include "distributed/distributed_map.hpp"
#include "models/segmented/segmentation_search.hpp"
#include "models/segmented/segmented_model.hpp"
#include "output/progress.hpp"

#include <functional>
#include <iostream>

namespace redcheck {

namespace {

nlohmann::json best_json(const BestSegmentations& best) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& s : best.segmentations) list.push_back(s);
  return {{"makespan", to_string(best.makespan)},
          {"makespan_decimal", to_decimal(best.makespan, 6)},
          {"segmentations", list}};
}

// What the command was asked for.
struct SweepRequest {
  SweepAlgorithm algorithm;
  std::string algorithm_name;
  SegmentedInstance instance;  // p and the costs
  std::int64_t m = 0;
  bool json = false;
  bool list = true;
};

SweepRequest parse_request(const OptionValues& o) {
  SweepRequest r;
  const std::string* name = o.find("--algorithm");
  r.algorithm_name = name ? *name : "uni-greedy";
  r.algorithm = sweep_algorithm(r.algorithm_name);
  if (o.has("--bidirectional")) {
    throw InputError("--bidirectional: segmentations are swept for unidirectional ports only");
  }
  r.instance = processors_and_costs(o);
  SegmentedInstance& in = r.instance;
  r.m = parse_integer(o.required("--m", "the message size"), "--m", 1, max_enumerated_message);
  in.segments = {r.m};
  check_instance(in);
  r.json = o.has("--json");
  r.list = !o.has("--no-list");
  return r;
}

nlohmann::json head_json(const SweepRequest& r, std::uint64_t count) {
  return {{"model", "segmented"},
          {"algorithm", r.algorithm_name},
          {"ports", "unidirectional"},
          {"p", r.instance.p},
          {"m", r.m},
          {"alpha", to_string(r.instance.alpha)},
          {"beta", to_string(r.instance.beta)},
          {"gamma", to_string(r.instance.gamma)},
          {"count", count}};
}

nlohmann::json tail_json(const SegmentationOptimum& result) {
  nlohmann::json tail = {
      {"arithmetic",
       result.used_ticks ? "int64 ticks (overflow excluded by a bound)" : "exact rationals"},
      {"best", best_json(result.best)},
      {"best_equal", best_json(result.best_equal)},
      {"best_equal_by_count", best_json(result.best_equal_count)}};
  if (result.best.makespan > 0) {
    tail["ratio_best_equal_to_best"] = to_string(result.best_equal.makespan / result.best.makespan);
  } else {
    // Every segmentation takes 0 (p = 1, or every cost 0): the ratio is 0/0.
    tail["ratio_best_equal_to_best"] = nullptr;
    tail["ratio_note"] = "every segmentation takes 0, so the ratio is undefined";
  }
  return tail;
}

void print_best_text(const SegmentationOptimum& result) {
  const auto show = [](const char* what, const BestSegmentations& best) {
    std::cout << what << ": " << to_string(best.makespan) << " by";
    for (const auto& s : best.segmentations) std::cout << " " << segments_text(s, true);
    std::cout << "\n";
  };
  show("best", result.best);
  show("best equi-segmentation (any size s, last smaller)", result.best_equal);
  show("best equi-segmentation (any count q, s = ceil(m/q))", result.best_equal_count);
}

// The list is printed as it is computed (2^(m-1) entries do not fit in
// memory for the largest m): JSON opens the document with the head and
// closes it with the summary; text lists only the first max_text_list.
constexpr std::uint64_t max_text_list = 1024;

int run_segmentations(const OptionValues& o) {
  const SweepRequest r = parse_request(o);
  const SegmentedInstance& in = r.instance;
  const std::uint64_t count = std::uint64_t{1} << (r.m - 1);
  nlohmann::json head = head_json(r, count);
  if (r.json && r.list) {
    std::string opening = head.dump();
    opening.pop_back();  // the object goes on with the list
    std::cout << opening << ",\"segmentations\":[";
  } else if (!r.json) {
    std::cout << r.algorithm_name << ", p = " << in.p << ", m = " << r.m << ": " << count
              << " segmentations\n";
  }
  // Without the list, no segmentation is visited: the sweep then splits over
  // the cores and MPI ranks (segmentation_search.hpp), and progress counts pieces.
  Progress progress("segmentations of m = " + std::to_string(r.m), count);
  std::uint64_t seen = 0;
  std::function<void(const std::vector<std::int64_t>&, const Time&)> visit;
  if (r.list) {
    visit = [&](const std::vector<std::int64_t>& segments, const Time& makespan) {
      progress.advance();
      if (r.json) {
        std::cout
            << (seen ? "," : "") << "\n"
            << nlohmann::json{{"segments", segments}, {"makespan", to_string(makespan)}}.dump();
      } else if (seen < max_text_list) {
        std::cout << "  " << segments_text(segments, true) << "  " << to_string(makespan) << "\n";
      }
      ++seen;
    };
  }
  const auto result =
      search_segmentations(r.algorithm, in.p, r.m, in.alpha, in.beta, in.gamma, visit,
                           [&](std::uint64_t done) { progress.advance(done); });
  progress.finish();
  const nlohmann::json tail = tail_json(result);
  if (r.json && r.list) {
    std::string closing = tail.dump();
    closing.erase(0, 1);  // the object's opening brace was printed with the head
    std::cout << "\n]," << closing << "\n";
  } else if (r.json) {
    head.update(tail);
    add_ranks_field(head);
    std::cout << head.dump(2) << "\n";
  } else {
    if (r.list && count > max_text_list) {
      std::cout << "  ... (" << count - max_text_list << " more; --json lists them all)\n";
    }
    print_best_text(result);
  }
  return 0;
}

}  // namespace

CommandSpec segmentations_command() {
  return {"segmentations",
          "Segmented model: every segmentation of m with the exact makespan of an algorithm",
          {{"--algorithm", "uni-greedy (default) or pipeline, unidirectional"},
           {"--p", "Number of processors (root 0)"},
           {"--m", "Message size (1..30: 2^(m-1) segmentations)"},
           {"--alpha", "Latency per transfer, exact"},
           {"--beta", "Transfer time per element, exact"},
           {"--gamma", "Reduction time per element, exact"},
           {"--bidirectional", "Not accepted: the sweep is unidirectional", true},
           {"--no-list", "Only the best ones, not every segmentation", true},
           {"--json", "JSON on stdout", true}},
          run_segmentations};
}

}  // namespace redcheck

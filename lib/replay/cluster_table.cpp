#include "replay/cluster_table.hpp"

#include "errors.hpp"
#include "models/registry.hpp"
#include "process/helper_process.hpp"
#include "replay/simgrid_replay.hpp"
#include "tables/table.hpp"

#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>

namespace redcheck {

namespace {

// The example cluster, written into data/ with the table (it is the table's
// input, so that a user can replay on it and edit it).
const char* const cluster_xml = R"(<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<!-- An example cluster for enumerator replay --platform (written by
     enumerator table simgrid-cluster): 16 nodes of 1 Gflop/s on 1 Gb/s
     private links (125 MB/s, 50 us) behind a shared backbone of 4 Gb/s
     (500 MB/s, 10 us). Hosts node-0 .. node-15. -->
<platform version="4.1">
  <cluster id="rack" prefix="node-" suffix="" radical="0-15" speed="1Gf" bw="125MBps" lat="50us"
           bb_bw="500MBps" bb_lat="10us"/>
</platform>
)";

/// One builder on one instance: "--n 16 --d 1 --c 1/2".
struct Entry {
  std::string model, algorithm, options;
};

std::vector<Entry> entries() {
  const std::string overlap = "--n 16 --d 1 --c 1/2";
  const std::string segmented =
      "--p 16 --m 8 --segments 1,1,1,1,1,1,1,1 --alpha 1/50 "
      "--beta 1/8 --gamma 1/16";
  const std::string heterogeneous = "--random 1 --n 16";
  return {{"overlap", "greedy", overlap},
          {"overlap", "binomial-strategy", overlap},
          {"overlap", "fibonacci-strategy", overlap},
          {"overlap", "binomial-tree", "--order 4 --d 1 --c 1/2"},
          {"overlap", "star", overlap},
          {"overlap", "chain", overlap},
          {"overlap", "greedy-limited-transfers", overlap + " --k 4"},
          {"segmented", "uni-greedy", segmented},
          {"segmented", "pipeline", segmented},
          {"segmented", "binomial", segmented},
          {"segmented", "binary", segmented},
          {"segmented", "bi-greedy", segmented + " --bidirectional"},
          {"heterogeneous", "binomial-stat", heterogeneous},
          {"heterogeneous", "fibonacci-stat", heterogeneous},
          {"heterogeneous", "tree-dyn", heterogeneous}};
}

/// "--n 16 --bidirectional": a flag takes the next word unless that is a
/// flag too (a switch).
OptionValues parse_options(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  OptionValues out;
  for (std::size_t k = 0; k < words.size(); ++k) {
    const bool has_value = k + 1 < words.size() && words[k + 1].rfind("--", 0) != 0;
    out.set(words[k], has_value ? words[k + 1] : "");
    if (has_value) ++k;
  }
  return out;
}

struct Row {
  Entry entry;
  std::string instance;
  int machines = 0;
  Time exact;
  double simulated_exact = 0, simulated_cluster = 0;
  int exact_rank = 0, cluster_rank = 0;
};

std::string decimal(double x) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.6f", x);
  return buffer;
}

/// 1 + how many rows of the same model are strictly below `value`.
template <class Value>
void rank(std::vector<Row>& rows, Value value, int Row::*field) {
  for (Row& r : rows) {
    r.*field = 1;
    for (const Row& other : rows) {
      if (other.entry.model == r.entry.model && value(other) < value(r)) ++(r.*field);
    }
  }
}

TableOutput generate() {
  const ModelRegistry& registry = builtin_models();
  const TemporaryFile cluster("redcheck-cluster.xml");
  cluster.write(cluster_xml);
  std::vector<Row> rows;
  for (const Entry& e : entries()) {
    const Model& model = registry.model(e.model);
    const BuilderSpec& builder = find_builder(model, e.algorithm);
    const OptionValues options = parse_options(e.options);
    const Built built =
        model.build(builder, model.instance_from_options(options, &builder), options);
    const Validation v = model.validate(built.schedule, built.instance);
    if (!v.valid()) throw InternalError(e.algorithm + "'s schedule is invalid: " + v.violation);
    const ReplayPlan plan = replay_plan(built.schedule, model.resources(built.instance),
                                        model.dependencies(built.schedule, built.instance));
    Row row{e, model.instance_text(built.instance), built.schedule.machines, v.makespan};
    row.simulated_exact = replay_in_simgrid(plan, SimGridSettings{}).makespan;
    const double exact = v.makespan.convert_to<double>();
    if (std::abs(row.simulated_exact - exact) > 1e-9 * exact) {
      throw CrossCheckFailure(
          "the makespan of " + e.algorithm, row.instance, {"the validator", to_string(v.makespan)},
          {"SimGrid on the exact-equivalent platform (within 1e-9)", decimal(row.simulated_exact)});
    }
    SimGridSettings on_cluster;
    on_cluster.platform_file = cluster.path();
    on_cluster.timing = ReplayTiming::as_soon_as_possible;
    row.simulated_cluster = replay_in_simgrid(plan, on_cluster).makespan;
    rows.push_back(std::move(row));
  }
  rank(
      rows, [](const Row& r) { return r.exact; }, &Row::exact_rank);
  rank(
      rows, [](const Row& r) { return r.simulated_cluster; }, &Row::cluster_rank);
  TableDescription<Row> t;
  t.column("model", [](const Row& r) { return r.entry.model; });
  t.column("algorithm", [](const Row& r) { return r.entry.algorithm; });
  t.column("instance", [](const Row& r) { return r.instance; });
  t.column("machines", [](const Row& r) { return std::to_string(r.machines); });
  t.column("exact_makespan", [](const Row& r) { return to_string(r.exact); });
  t.column("simgrid_exact_platform", [](const Row& r) { return decimal(r.simulated_exact); });
  t.column("simgrid_cluster_seconds", [](const Row& r) { return decimal(r.simulated_cluster); });
  t.column("exact_rank", [](const Row& r) { return std::to_string(r.exact_rank); });
  t.column("cluster_rank", [](const Row& r) { return std::to_string(r.cluster_rank); });
  int kept = 0;
  for (const Row& r : rows) kept += r.exact_rank == r.cluster_rank ? 1 : 0;
  return {{csv_file("simgrid_cluster_replays.csv", t.render(rows)),
           TableFile{"simgrid_cluster.xml", cluster_xml}},
          {{"rows", rows.size()}, {"same_rank_on_the_cluster", kept}}};
}

}  // namespace

TableSpec simgrid_cluster_table() {
  return {"simgrid-cluster",
          "Builders of the overlap, segmented and heterogeneous models on 16 machines, replayed "
          "in SimGrid on the exact-equivalent platform (checked equal to the exact makespan) and "
          "on data/simgrid_cluster.xml (1 time unit = 1 s at 1 Gb/s and 1 Gflop/s)",
          "enumerator table simgrid-cluster --out data",
          {{"simgrid_cluster_replays.csv",
            "each builder's exact makespan, SimGrid's on both platforms, ranks within its model"},
           {"simgrid_cluster.xml", "the example cluster (SimGrid platform file) it replays on"}},
          generate};
}

}  // namespace redcheck

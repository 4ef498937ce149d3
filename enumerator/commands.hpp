#pragma once
// The enumerator's subcommands. Each returns the exit status: 0 success,
// 1 an internal cross-check failed, 2 bad input (through InputError).

#include <string>
#include <vector>

namespace redcheck {

struct CostOptions {
  std::string model = "overlap";
  std::string d;
  std::string c;
};

struct OptimumOptions {
  CostOptions costs;
  std::string n;
  std::string method = "exhaustive";
  std::string keep = "100000";
  std::string within;
  std::string svg;
  bool json = false;
};

/// The segmented model's instance (Lowery & Langou).
struct SegmentedOptions {
  std::string p;
  std::string segments;
  std::string m;
  std::string alpha;
  std::string beta;
  std::string gamma;
  bool bidirectional = false;
};

struct ScheduleOptions {
  CostOptions costs;
  SegmentedOptions segmented;
  std::string algorithm;
  std::string n;
  std::string order;
  std::string tie_break = "lowest";
  std::string tree;
  std::string receivers;
  std::string arrival = "ready";
  bool non_commutative = false;
  bool no_timeline = false;
  std::string svg;
  bool json = false;
};

struct SegmentationsOptions {
  SegmentedOptions segmented;
  std::string algorithm = "uni-greedy";
  bool no_list = false;
  bool json = false;
};

struct TableOptions {
  std::string name;
  std::string out = "data";
  bool json = false;
};

int run_optimum(const OptimumOptions& options);
int run_schedule(const ScheduleOptions& options);
int run_table(const TableOptions& options);
int run_segmented_schedule(const ScheduleOptions& options);
int run_segmentations(const SegmentationsOptions& options);

}  // namespace redcheck

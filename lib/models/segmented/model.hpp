#pragma once
// The pipelined segmented reduction model of Lowery & Langou 2013 (Section II,
// Section V, Algorithm 2). Every rule below is checked by validator.cpp.
//
// - p >= 1 processors 0..p-1; processor 0 is the root. A message of m
//   elements is split into segments s_1..s_q (q >= 1, every s_i >= 1, their
//   sum is m). Each processor holds its own contribution to every segment.
// - A transfer carries a contiguous range of segments (a single segment for
//   every algorithm but the butterfly) and lasts alpha + beta * (elements).
// - The receiver combines the received partial result with its own, for
//   gamma * (elements), starting the moment the transfer ends ("the receiving
//   processor will be available after t_comm + t_comp"). A receiver that
//   holds no data of a segment (only with forwarding, see below) just stores
//   it: no computation for that segment.
// - A transfer hands over the sender's whole partial result of its segments:
//   the sender then holds nothing of them. A processor sends only data it
//   holds, never while data of the same segment is still arriving or being
//   combined into it. Combining two partial results that share a contribution
//   is an error. At the end the root holds every contribution of every
//   segment.
// - Reduction tree (default, the paper's model): the root never sends, every
//   non-root processor
//   sends every segment exactly once ("(p-1)q send/receive pairs") and does
//   not receive a segment after sending it. With `forwarding`, a processor
//   may receive data again after sending and pass it on, and the root may
//   send (the butterfly / reduce-scatter-gather algorithm: everyone swaps
//   halves, then the reduced blocks are gathered).
// - Communication and computation do not overlap: a processor takes part in
//   no transfer while it combines, and combines one thing at a time.
// - Unidirectional ports: a processor sends or receives, one transfer at a
//   time. Bidirectional ports: at most one send and at most one receive at a
//   time, possibly together.
// - In-order option (Theorem 5's assumption): a processor finishes every
//   activity on segment i before it starts one on segment j > i.
// - Transfers of zero duration (alpha = beta = 0) take effect in the order
//   they are listed. The makespan is the end of the last activity.

#include "time/exact_time.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace redcheck {

enum class Ports { unidirectional, bidirectional };

std::string to_string(Ports ports);

/// p, the segmentation and the linear costs of one reduction.
struct SegmentedInstance {
  int p = 1;
  std::vector<std::int64_t> segments{1};
  Time alpha = 0;
  Time beta = 0;
  Time gamma = 0;

  int q() const { return static_cast<int>(segments.size()); }
  std::int64_t m() const;
  /// alpha + beta * elements: one transfer of that many elements.
  Time comm(std::int64_t elements) const { return alpha + beta * Time(elements); }
  /// gamma * elements: combining that many elements.
  Time comp(std::int64_t elements) const { return gamma * Time(elements); }
  /// Elements of segments [first, first + count).
  std::int64_t elements(int first, int count) const;
};

/// Which rules a schedule is checked against.
struct SegmentedRules {
  Ports ports = Ports::unidirectional;
  bool in_order = false;    ///< each processor handles segments in order
  bool forwarding = false;  ///< a processor may pass on data after it sent (butterfly)
};

/// Largest p and m the toolkit accepts.
inline constexpr int max_processors = 1 << 20;
inline constexpr std::int64_t max_message = std::int64_t{1} << 40;

/// Throws InputError naming the value when p < 1 or too large, when a segment
/// is < 1, or when a cost is negative.
void check_instance(const SegmentedInstance& instance);

/// "p = 6, segments (4,4,2), alpha = 1, beta = 1, gamma = 1, unidirectional
/// ports": the instance in words, for messages.
std::string segmented_instance_text(const SegmentedInstance& instance, Ports ports);

/// "--p 6 --segments 4,4,2 --alpha 1 --beta 1 --gamma 1 [--bidirectional]":
/// the instance as the enumerator's options, for replay commands.
std::string segmented_instance_arguments(const SegmentedInstance& instance, Ports ports);

/// "4,4,2" for the segments (and "(4,4,2)" style with `parentheses`).
std::string segments_text(const std::vector<std::int64_t>& segments, bool parentheses = false);

/// Parses "4,4,2": positive integers. When `m` is given (> 0) they must sum to
/// it. Throws InputError naming the offending value.
std::vector<std::int64_t> parse_segments(const std::string& text, std::int64_t m = 0);

/// The equi-segmentation of the paper (Section V-B, VIII): q - 1 segments of
/// s and a last one of m - (q - 1)s, 0 < last <= s, q = ceil(m / s).
std::vector<std::int64_t> equal_segmentation(std::int64_t m, std::int64_t s);

/// What counts as an equi-segmentation. The paper says "the same segment size
/// for all segments except possibly the last segment may be smaller", which
/// admits two readings:
///  - by_size: any size s, q = ceil(m / s) (for m = 10: 10 segmentations,
///    among them (6,4), (7,3), (8,2), (9,1));
///  - by_count: any number of segments q, of size s = ceil(m / q) (for m = 10:
///    (10), (5,5), (4,4,2), (3,3,3,1), (2,2,2,2,2), (1,...,1)).
enum class EqualReading { by_size, by_count };

std::string to_string(EqualReading reading);

/// True when `segments` is an equi-segmentation of their sum under `reading`.
bool is_equal_segmentation(const std::vector<std::int64_t>& segments,
                           EqualReading reading = EqualReading::by_size);

}  // namespace redcheck

#include "models/segmented/model.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"

namespace redcheck {

std::string to_string(Ports ports) {
  return ports == Ports::unidirectional ? "unidirectional" : "bidirectional";
}

std::int64_t SegmentedInstance::m() const {
  std::int64_t total = 0;
  for (auto s : segments) total += s;
  return total;
}

std::int64_t SegmentedInstance::elements(int first, int count) const {
  std::int64_t total = 0;
  for (int k = first; k < first + count; ++k) total += segments[static_cast<std::size_t>(k)];
  return total;
}

void check_instance(const SegmentedInstance& instance) {
  if (instance.p < 1 || instance.p > max_processors) {
    throw InputError("p = " + std::to_string(instance.p) +
                     " processors is out of range; accepted: 1.." + std::to_string(max_processors));
  }
  if (instance.segments.empty())
    throw InputError("the segmentation is empty; at least one segment is needed");
  std::int64_t total = 0;
  for (auto s : instance.segments) {
    if (s < 1) {
      throw InputError("segment size " + std::to_string(s) +
                       " is not accepted; sizes are integers >= 1");
    }
    total += s;
    if (total > max_message) {
      throw TooBig("the segments sum to more than " + std::to_string(max_message) +
                   " elements, the largest message accepted");
    }
  }
  for (const auto& [name, value] :
       {std::pair{"alpha", instance.alpha}, std::pair{"beta", instance.beta},
        std::pair{"gamma", instance.gamma}}) {
    if (value < 0) {
      throw InputError(std::string(name) + " = " + to_string(value) +
                       " is negative; costs are exact numbers >= 0");
    }
  }
}

std::string segmented_instance_text(const SegmentedInstance& in, Ports ports) {
  return "p = " + std::to_string(in.p) + ", segments " + segments_text(in.segments, true) +
         ", alpha = " + to_string(in.alpha) + ", beta = " + to_string(in.beta) +
         ", gamma = " + to_string(in.gamma) + ", " + to_string(ports) + " ports";
}

std::string segmented_instance_arguments(const SegmentedInstance& in, Ports ports) {
  return "--p " + std::to_string(in.p) + " --segments " + segments_text(in.segments) + " --alpha " +
         to_string(in.alpha) + " --beta " + to_string(in.beta) + " --gamma " + to_string(in.gamma) +
         (ports == Ports::bidirectional ? " --bidirectional" : "");
}

std::string segments_text(const std::vector<std::int64_t>& segments, bool parentheses) {
  std::string text;
  for (std::size_t k = 0; k < segments.size(); ++k) {
    if (k) text += ',';
    text += std::to_string(segments[k]);
  }
  return parentheses ? "(" + text + ")" : text;
}

std::vector<std::int64_t> parse_segments(const std::string& text, std::int64_t m) {
  std::vector<std::int64_t> segments;
  for (const auto& item : split_list(text, "--segments")) {
    segments.push_back(parse_integer(item, "--segments item", 1, max_message));
  }
  if (m > 0) {
    std::int64_t total = 0;
    for (auto s : segments) total += s;
    if (total != m) {
      throw InputError("--segments " + text + " sum to " + std::to_string(total) +
                       ", not to the message size m = " + std::to_string(m));
    }
  }
  return segments;
}

std::vector<std::int64_t> equal_segmentation(std::int64_t m, std::int64_t s) {
  std::vector<std::int64_t> segments;
  for (std::int64_t left = m; left > 0; left -= s) segments.push_back(std::min(s, left));
  return segments;
}

std::string to_string(EqualReading reading) {
  return reading == EqualReading::by_size ? "by-size" : "by-count";
}

bool is_equal_segmentation(const std::vector<std::int64_t>& segments, EqualReading reading) {
  for (std::size_t k = 1; k + 1 < segments.size(); ++k) {
    if (segments[k] != segments[0]) return false;
  }
  if (segments.size() >= 2 && segments.back() > segments[0]) return false;
  if (reading == EqualReading::by_size) return true;
  std::int64_t m = 0;
  for (auto x : segments) m += x;
  const auto q = static_cast<std::int64_t>(segments.size());
  return segments[0] == (m + q - 1) / q;  // s = ceil(m / q)
}

}  // namespace redcheck

#include "models/optimum_stopped.hpp"

namespace redcheck {

std::string to_string(StopReason reason) {
  switch (reason) {
    case StopReason::states:
      return "states";
    case StopReason::time:
      return "time";
    case StopReason::memory:
      return "memory";
  }
  throw InternalError("a stop reason out of range");
}

std::string bracket_text(const OptimumBracket& bracket) {
  std::string text;
  const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : "; ") + part; };
  if (bracket.no_schedule_below) add("no schedule below " + to_string(*bracket.no_schedule_below));
  if (bracket.best_found) add("the best schedule it found takes " + to_string(*bracket.best_found));
  if (bracket.builder_makespan) {
    add(bracket.builder + "'s schedule takes " + to_string(*bracket.builder_makespan));
  }
  return text;
}

OptimumStoppedShort::OptimumStoppedShort(const std::string& message, OptimumBracket bracket)
    : TooBig(message),
      bracket_(std::make_shared<const OptimumBracket>(std::move(bracket))),
      json_text_(std::make_shared<const std::string>()) {}

OptimumStoppedShort OptimumStoppedShort::with_json_text(std::string text) const {
  OptimumStoppedShort out = *this;
  out.json_text_ = std::make_shared<const std::string>(std::move(text));
  return out;
}

}  // namespace redcheck

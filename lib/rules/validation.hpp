#pragma once
// A validator is an ordered list of named rules (rules/checkers.hpp for the
// ones models share, each model's own for the rest). The first rule that
// breaks is reported, by name and in words; when every rule holds, the
// makespan is the end of the last activity.

#include "schedule/schedule.hpp"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

/// What a validator says of a schedule.
struct Validation {
  Time makespan;     ///< end of the last activity (a periodic schedule: its period), when valid
  std::string rule;  ///< name of the first broken rule; empty when valid
  std::string violation;  ///< what breaks it, in words; empty when valid

  bool valid() const { return violation.empty(); }
};

/// What breaks a rule, in words; nothing when it holds.
using RuleCheck = std::function<std::optional<std::string>()>;

/// Named rules checked in the order they are added. A rule may rely on the
/// rules before it holding (it runs only if they do).
class RuleList {
 public:
  RuleList& add(std::string name, RuleCheck check) {
    rules_.emplace_back(std::move(name), std::move(check));
    return *this;
  }

  /// The first broken rule, or the makespan of `schedule` (its period, when
  /// periodic) when all hold.
  Validation run(const Schedule& schedule) const {
    for (const auto& [name, check] : rules_) {
      if (auto broken = check()) return Validation{Time(0), name, std::move(*broken)};
    }
    return Validation{schedule.period ? *schedule.period : last_end(schedule), {}, {}};
  }

  /// The rule names, in order.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& rule : rules_) out.push_back(rule.first);
    return out;
  }

 private:
  std::vector<std::pair<std::string, RuleCheck>> rules_;
};

}  // namespace redcheck

#pragma once
// A schedule seen as activities. Every transfer and every computation (a
// reduction) runs from its start to its end, holds resources meanwhile, and
// waits for other activities: its dependencies.
//
// - Resources: a machine's single port (one-port models), its send port and
//   its receive port (two ports), its compute unit, and platform-wide pools
//   ("at most K transfers in progress"). Which ones an activity holds follows
//   from a model's rules, stated once as a ResourcePolicy.
// - Dependencies: a reduction waits for the transfer it reduces to arrive; a
//   transfer waits until its sender holds what it sends. Each model derives
//   them from its data flow (its validator says how).
// The rule checkers (rules/checkers.hpp), the JSON timeline and the Gantt
// chart read activities through these types, whatever the model.

#include "schedule/schedule.hpp"

#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class ActivityKind { transfer, computation };

/// One activity of a schedule: transfers[index] or reductions[index].
struct ActivityRef {
  ActivityKind kind = ActivityKind::transfer;
  int index = 0;

  bool is_transfer() const { return kind == ActivityKind::transfer; }
  friend bool operator==(const ActivityRef&, const ActivityRef&) = default;
};

inline ActivityRef transfer_ref(int index) {
  return {ActivityKind::transfer, index};
}
inline ActivityRef computation_ref(int index) {
  return {ActivityKind::computation, index};
}

inline const Time& start_of(const Schedule& s, ActivityRef a) {
  return a.is_transfer() ? s.transfers[static_cast<std::size_t>(a.index)].start
                         : s.reductions[static_cast<std::size_t>(a.index)].start;
}

inline const Time& end_of(const Schedule& s, ActivityRef a) {
  return a.is_transfer() ? s.transfers[static_cast<std::size_t>(a.index)].end
                         : s.reductions[static_cast<std::size_t>(a.index)].end;
}

/// Whether `a` holds its resources at all: an empty interval holds nothing
/// (but see ResourcePolicy::empty_transfers_hold_their_instant). The
/// validator's capacity rule and the replay's port order both ask this.
inline bool holds_time(const Schedule& s, ActivityRef a) {
  return start_of(s, a) < end_of(s, a);
}

enum class ResourceKind { port, send_port, receive_port, compute_unit, pool };

/// A resource: of machine `index` (ports, compute unit) or pool `index`.
struct Resource {
  ResourceKind kind = ResourceKind::port;
  int index = 0;
  friend bool operator==(const Resource&, const Resource&) = default;
};

/// The resources activities hold, as a model's rules say:
///  - one_port: a transfer holds the single port of both its machines (else
///    the sender's send port and the receiver's receive port);
///  - computation_holds_ports: a computation also holds its machine's
///    port(s): no overlap of communication and computation;
///  - transfer_pool: at most this many transfers in progress platform-wide.
/// Every machine resource has capacity 1; the pool has capacity
/// *transfer_pool.
///  - empty_transfers_hold_their_instant: a transfer of zero duration at
///    instant t still uses its machines' ports then: it may not fall strictly
///    inside another activity holding one of them (an empty interval
///    otherwise holds nothing).
struct ResourcePolicy {
  bool one_port = true;
  bool computation_holds_ports = false;
  std::optional<int> transfer_pool;
  bool empty_transfers_hold_their_instant = false;
};

/// The resources activity `a` of `s` holds under `policy`, in a fixed order.
std::vector<Resource> resources_of(const Schedule& s, ActivityRef a, const ResourcePolicy& policy);

/// How many activities may hold `r` at once.
int capacity_of(Resource r, const ResourcePolicy& policy);

/// "the port of machine 3", "the send port of processor 2", "the compute
/// unit of machine 0", "the pool of 4 transfers".
std::string to_string(Resource r, const ResourcePolicy& policy, const std::string& machine_noun);

/// Why an activity waits for another.
enum class Needs {
  operand_arrival,  ///< a reduction waits for the transfer it reduces to end
  sender_data,      ///< a transfer waits until what it sends is reduced into its sender
};

/// `after` may start only once `before` has ended.
struct Dependency {
  ActivityRef after;
  ActivityRef before;
  Needs why = Needs::operand_arrival;
};

}  // namespace redcheck

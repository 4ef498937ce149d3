#include "certify/tree_encoding.hpp"

#include "errors.hpp"

#include <algorithm>
#include <numeric>

namespace redcheck {

namespace tree_encoding_detail {

std::string idx(int i) {
  return std::to_string(i);
}
std::string sink(int i) {
  return "sink_" + idx(i);
}
std::string to(int i, int j) {
  return "to_" + idx(i) + "_" + idx(j);
}
std::string send(int i) {
  return "send_" + idx(i);
}
std::string arrive(int i) {
  return "arrive_" + idx(i);
}
std::string red(int i) {
  return "red_" + idx(i);
}
std::string red_end(int i) {
  return "red_end_" + idx(i);
}
std::string rank(int i) {
  return "rank_" + idx(i);
}
std::string lo(int i) {
  return "lo_" + idx(i);
}
std::string hi(int i) {
  return "hi_" + idx(i);
}
std::string pos(int i) {
  return "pos_" + idx(i);
}

// [a0, a1) and [b0, b1) share no instant (an empty one holds nothing).
std::string disjoint(const std::string& a0, const std::string& a1, bool a_may_be_empty,
                     const std::string& b0, const std::string& b1, bool b_may_be_empty) {
  return smt_disjoint(a0, a1, a_may_be_empty, b0, b1, b_may_be_empty);
}

class TreeEncoder {
 public:
  explicit TreeEncoder(const TreeRules& r) : r_(r), n_(r.n) {
    if (n_ < 1) throw InputError("an encoding needs n >= 1 machines");
    // n^3 terms: beyond this the files alone reach gigabytes, and the
    // solvers stop answering long before (n = 22 takes z3 85 s).
    if (n_ > max_encoded_machines) {
      throw TooBig("n = " + std::to_string(n_) + " is beyond what certify encodes: n <= " +
                   std::to_string(max_encoded_machines) + " " + r_.machine_noun + "s");
    }
    if (r_.root && (*r_.root < 0 || *r_.root >= n_ || r_.identical_machines)) {
      throw InternalError("an encoding's root must be one of its machines, without renumbering");
    }
    for (int i = 0; i < n_; ++i) {
      if (r_.reduction(i) == 0) reduction_may_be_empty_ = true;
      if (r_.reduction(i) != r_.reduction(0)) same_reductions_ = false;
      for (int j = 0; j < n_; ++j) {
        if (i == j) continue;
        if (r_.transfer(i, j) == 0 && !r_.empty_transfers_hold_their_instant) {
          transfer_may_be_empty_ = true;
        }
        if (r_.transfer(i, j) != r_.transfer(0, 1)) same_transfers_ = false;
      }
    }
  }

  SmtEncoding encode() {
    SmtEncoding e;
    e.logic = r_.commutative ? "QF_LRA" : "QF_LIRA";
    e.header = r_.header;
    e.header.push_back("");
    e.header.push_back("Variables, for each " + r_.machine_noun + " i:");
    e.header.push_back("  sink_i     i is the sink (it never sends)");
    e.header.push_back("  to_i_j     i sends its partial result to j");
    e.header.push_back("  send_i     when that transfer starts; arrive_i when it ends");
    e.header.push_back("  red_i      when j starts reducing it; red_end_i when it ends");
    e.header.push_back("  rank_i     a number that grows along every transfer (no cycle)");
    if (!r_.commutative) {
      e.header.push_back("  lo_i hi_i  the range of elements i holds after its last reduction");
    }
    if (r_.arrival_order) {
      e.header.push_back("  pos_i      orders reductions that start at one instant (the listing)");
    }
    e.header.push_back("  makespan   the end of the last activity");
    e.header.push_back("The rules \"indices\" and \"reduced once\" hold by construction: every");
    e.header.push_back("transfer goes to one of the n " + r_.machine_noun +
                       "s, and the one reduction of i's value");
    e.header.push_back("is red_i, on the receiver.");
    declare(e);
    e.blocks.push_back(durations());
    e.blocks.push_back(reduction_tree());
    if (r_.root) e.blocks.push_back(root());
    e.blocks.push_back(precedence());
    e.blocks.push_back(resources());
    if (r_.arrival_order) e.blocks.push_back(arrival_order());
    if (!r_.commutative) e.blocks.push_back(operand_order());
    if (r_.max_transfers) e.blocks.push_back(transfer_limit(*r_.max_transfers));
    if (r_.max_reducers) e.blocks.push_back(reducer_limit(*r_.max_reducers));
    e.blocks.push_back(measure());
    if (r_.identical_machines && r_.commutative && n_ > 1) e.blocks.push_back(symmetry());
    e.measure = "makespan";
    const int n = n_;
    const bool commutative = r_.commutative;
    const bool listed = r_.arrival_order;
    e.decode = [n, commutative, listed](const SmtValues& v) {
      return decode(v, n, commutative, listed);
    };
    e.pin = [n](const Schedule& s) { return pin(s, n); };
    e.canonical = [](const Schedule& s) { return canonical(s); };
    return e;
  }

 private:
  void declare(SmtEncoding& e) const {
    for (int i = 0; i < n_; ++i) {
      e.variables.push_back({sink(i), "Bool"});
      for (int j = 0; j < n_; ++j) {
        if (j != i) e.variables.push_back({to(i, j), "Bool"});
      }
      for (const auto& name : {send(i), arrive(i), red(i), red_end(i), rank(i)}) {
        e.variables.push_back({name, "Real"});
      }
      if (!r_.commutative) {
        e.variables.push_back({lo(i), "Int"});
        e.variables.push_back({hi(i), "Int"});
      }
      if (r_.arrival_order) e.variables.push_back({pos(i), "Real"});
    }
    e.variables.push_back({"makespan", "Real"});
  }

  SmtBlock durations() const {
    SmtBlock b{SmtBlockKind::rule, "durations", {}, {}};
    if (same_transfers_ && same_reductions_) {
      const Time d = n_ > 1 ? r_.transfer(0, 1) : Time(0);
      b.comment = {"A transfer lasts d = " + to_string(d) + ", a reduction c = " +
                       to_string(r_.reduction(0)) + "; nothing starts before 0.",
                   "(The variables of the sink's own transfer are unused.)"};
      for (int i = 0; i < n_; ++i) {
        b.assertions.push_back(smt_eq(arrive(i), smt_plus(send(i), smt_real(d))));
        b.assertions.push_back(smt_eq(red_end(i), smt_plus(red(i), smt_real(r_.reduction(0)))));
      }
    } else {
      b.comment = {"A transfer from i to j lasts d_ij; a reduction on j lasts c_j (it reduces",
                   "a value sent to j); nothing starts before 0."};
      for (int i = 0; i < n_; ++i) {
        for (int j = 0; j < n_; ++j) {
          if (j == i) continue;
          b.assertions.push_back(smt_implies(
              to(i, j),
              smt_and({smt_eq(arrive(i), smt_plus(send(i), smt_real(r_.transfer(i, j)))),
                       smt_eq(red_end(i), smt_plus(red(i), smt_real(r_.reduction(j))))})));
        }
      }
    }
    for (int i = 0; i < n_; ++i) {
      b.assertions.push_back(smt_le("0.0", send(i)));
      b.assertions.push_back(smt_le("0.0", red(i)));
    }
    return b;
  }

  SmtBlock reduction_tree() const {
    SmtBlock b{SmtBlockKind::rule,
               "reduction tree",
               {"Exactly one " + r_.machine_noun + " is the sink, and it never sends. Every other",
                "sends its partial result exactly once, to one other " + r_.machine_noun +
                    ". Every transfer",
                "goes to a " + r_.machine_noun +
                    " of higher rank, so the transfers have no cycle: they form",
                "a tree rooted at the sink."},
               {}};
    std::vector<std::string> sinks;
    for (int i = 0; i < n_; ++i) sinks.push_back(sink(i));
    b.assertions.push_back(smt_or(sinks));
    for (int i = 0; i < n_; ++i) {
      for (int k = i + 1; k < n_; ++k) b.assertions.push_back(smt_not(smt_and({sink(i), sink(k)})));
    }
    for (int i = 0; i < n_; ++i) {
      std::vector<std::string> sends;
      for (int j = 0; j < n_; ++j) {
        if (j != i) sends.push_back(to(i, j));
      }
      if (sends.empty()) continue;
      b.assertions.push_back(smt_implies(sink(i), smt_not(smt_or(sends))));
      b.assertions.push_back(smt_implies(smt_not(sink(i)), smt_or(sends)));
      for (std::size_t x = 0; x < sends.size(); ++x) {
        for (std::size_t y = x + 1; y < sends.size(); ++y) {
          b.assertions.push_back(smt_not(smt_and({sends[x], sends[y]})));
        }
      }
      for (int j = 0; j < n_; ++j) {
        if (j != i)
          b.assertions.push_back(smt_implies(to(i, j), "(< " + rank(i) + " " + rank(j) + ")"));
      }
    }
    return b;
  }

  SmtBlock precedence() const {
    SmtBlock b{SmtBlockKind::rule,
               "precedence",
               {"A reduction starts after the value it reduces has arrived; a " + r_.machine_noun,
                "sends after its last reduction has ended."},
               {}};
    for (int i = 0; i < n_; ++i) {
      for (int j = 0; j < n_; ++j) {
        if (j == i) continue;
        b.assertions.push_back(smt_implies(to(i, j), smt_le(arrive(i), red(i))));
        b.assertions.push_back(
            smt_implies(smt_and({to(i, j), smt_not(sink(j))}), smt_le(red_end(i), send(j))));
      }
    }
    return b;
  }

  // The transfers of i and k share a machine: one sends to the other, or
  // both send to the same one.
  std::string share_a_machine(int i, int k) const {
    std::vector<std::string> ways{to(i, k), to(k, i)};
    for (int j = 0; j < n_; ++j) {
      if (j != i && j != k) ways.push_back(smt_and({to(i, j), to(k, j)}));
    }
    return smt_or(ways);
  }

  // The values of i and k are reduced on the same machine.
  std::string same_receiver(int i, int k) const {
    std::vector<std::string> ways;
    for (int j = 0; j < n_; ++j) {
      if (j != i && j != k) ways.push_back(smt_and({to(i, j), to(k, j)}));
    }
    return smt_or(ways);
  }

  std::string transfers_disjoint(int i, int k) const {
    return disjoint(send(i), arrive(i), transfer_may_be_empty_, send(k), arrive(k),
                    transfer_may_be_empty_);
  }
  std::string reductions_disjoint(int i, int k) const {
    return disjoint(red(i), red_end(i), reduction_may_be_empty_, red(k), red_end(k),
                    reduction_may_be_empty_);
  }

  SmtBlock resources() const {
    SmtBlock b{SmtBlockKind::rule, "resources", {}, {}};
    b.comment = {"One port: two transfers that share a " + r_.machine_noun +
                     " (as sender or receiver) do not",
                 "overlap. One compute unit: two reductions on the same " + r_.machine_noun +
                     " do not overlap.",
                 r_.empty_transfers_hold_their_instant
                     ? "Intervals are half-open; a transfer of zero time holds the ports at its "
                       "instant,\nso it is not made strictly inside another; an empty reduction "
                       "holds nothing."
                     : "Intervals are half-open; an empty one holds nothing."};
    if (!r_.overlap) {
      b.comment.push_back("No overlap: a " + r_.machine_noun +
                          " takes part in no transfer while it reduces.");
    }
    for (int i = 0; i < n_; ++i) {
      for (int k = i + 1; k < n_; ++k) {
        b.assertions.push_back(smt_implies(share_a_machine(i, k), transfers_disjoint(i, k)));
        if (n_ > 2) {
          b.assertions.push_back(smt_implies(same_receiver(i, k), reductions_disjoint(i, k)));
        }
      }
    }
    if (r_.overlap) return b;
    // The reduction of i's value on its receiver j, against j's transfers:
    // those j receives (k's, i's own included) and j's own send.
    for (int i = 0; i < n_; ++i) {
      const auto against = [&](int k) {
        return disjoint(red(i), red_end(i), reduction_may_be_empty_, send(k), arrive(k),
                        transfer_may_be_empty_);
      };
      b.assertions.push_back(smt_implies(smt_not(sink(i)), against(i)));
      for (int k = 0; k < n_; ++k) {
        if (k == i) continue;
        std::string same = same_receiver(i, k);
        b.assertions.push_back(
            smt_implies(smt_or({same, smt_and({to(i, k), smt_not(sink(k))})}), against(k)));
      }
    }
    return b;
  }

  // The reduction of i's value comes before k's: it starts earlier, or at
  // the same instant and is listed first.
  std::string reduced_before(int i, int k) const {
    if (!r_.arrival_order) return smt_le(red_end(i), red(k));
    return smt_and({smt_le(red_end(i), red(k)), smt_or({"(< " + red(i) + " " + red(k) + ")",
                                                        "(< " + pos(i) + " " + pos(k) + ")"})});
  }

  SmtBlock arrival_order() const {
    SmtBlock b{
        SmtBlockKind::rule,
        "arrival order",
        {"A " + r_.machine_noun + " reduces the values it receives in arrival order: a value that",
         "arrives strictly earlier (its transfer ends earlier, or at the same instant",
         "and started earlier) starts its reduction earlier, or at the same instant",
         "and listed first (pos)."},
        {}};
    for (int j = 0; j < n_; ++j) {
      for (int i = 0; i < n_; ++i) {
        for (int k = 0; k < n_; ++k) {
          if (i == j || k == j || i == k) continue;
          b.assertions.push_back(smt_implies(
              smt_and({to(i, j), to(k, j),
                       smt_or({"(< " + arrive(i) + " " + arrive(k) + ")",
                               smt_and({smt_eq(arrive(i), arrive(k)),
                                        "(< " + send(i) + " " + send(k) + ")"})})}),
              smt_or({"(< " + red(i) + " " + red(k) + ")",
                      smt_and({smt_eq(red(i), red(k)), "(< " + pos(i) + " " + pos(k) + ")"})})));
        }
      }
    }
    return b;
  }

  SmtBlock operand_order() const {
    SmtBlock b{SmtBlockKind::rule, "operand order", {}, {}};
    b.comment = {"Non-commutative: " + r_.machine_noun +
                     " j ends with the range lo_j..hi_j of elements. A value sent",
                 "to j comes from its left (i < j) or its right (i > j). Left of j, the values",
                 "sent to j tile lo_j..j-1: each one's range ends at j-1 or just before a",
                 "sibling's, which j reduces first; lo_j is j or the lowest of their lo.",
                 "Right of j, the same mirrored. So each reduction joins adjacent ranges,",
                 "nearest first on each side, and the sink ends with 0..n-1."};
    for (int j = 0; j < n_; ++j) {
      std::vector<std::string> lo_from{smt_eq(lo(j), idx(j))};
      std::vector<std::string> hi_from{smt_eq(hi(j), idx(j))};
      for (int i = 0; i < n_; ++i) {
        if (i == j) continue;
        const bool left = i < j;
        std::vector<std::string> next_to{left ? smt_eq(hi(i), idx(j - 1))
                                              : smt_eq(lo(i), idx(j + 1))};
        for (int k = 0; k < n_; ++k) {
          if (k == i || k == j || (k < j) != left) continue;
          const std::string touches =
              left ? smt_eq(lo(k), smt_plus(hi(i), "1")) : smt_eq(hi(k), "(- " + lo(i) + " 1)");
          next_to.push_back(smt_and({to(k, j), touches}));
          b.assertions.push_back(
              smt_implies(smt_and({to(i, j), to(k, j), touches}), reduced_before(k, i)));
        }
        b.assertions.push_back(smt_implies(to(i, j), smt_or(next_to)));
        if (left) {
          b.assertions.push_back(smt_implies(to(i, j), smt_le(lo(j), lo(i))));
          lo_from.push_back(smt_and({to(i, j), smt_eq(lo(j), lo(i))}));
        } else {
          b.assertions.push_back(smt_implies(to(i, j), smt_le(hi(i), hi(j))));
          hi_from.push_back(smt_and({to(i, j), smt_eq(hi(j), hi(i))}));
        }
      }
      b.assertions.push_back(smt_or(lo_from));
      b.assertions.push_back(smt_or(hi_from));
    }
    return b;
  }

  SmtBlock transfer_limit(int limit) const {
    SmtBlock b{
        SmtBlockKind::rule,
        "transfer limit",
        {"At most " + idx(limit) + " transfers are in progress at any instant. The most at once is",
         "reached when one starts: counted there, it and those in progress."},
        {}};
    const auto holds = [&](int k) {
      return transfer_may_be_empty_
                 ? smt_and({smt_not(sink(k)), "(< " + send(k) + " " + arrive(k) + ")"})
                 : smt_not(sink(k));
    };
    for (int i = 0; i < n_; ++i) {
      std::vector<std::string> count{"1.0"};
      for (int k = 0; k < n_; ++k) {
        if (k == i) continue;
        count.push_back(
            "(ite " +
            smt_and({holds(k), smt_le(send(k), send(i)), "(< " + send(i) + " " + arrive(k) + ")"}) +
            " 1.0 0.0)");
      }
      b.assertions.push_back(smt_implies(holds(i), smt_le(smt_sum(count), smt_real(limit))));
    }
    return b;
  }

  SmtBlock reducer_limit(int limit) const {
    SmtBlock b{
        SmtBlockKind::rule,
        "reducer limit",
        {"At most " + idx(limit) + " " + r_.machine_noun + "s reduce: those that receive a value."},
        {}};
    std::string count = "(+ 0.0";
    for (int j = 0; j < n_; ++j) {
      std::vector<std::string> receives;
      for (int i = 0; i < n_; ++i) {
        if (i != j) receives.push_back(to(i, j));
      }
      count += " (ite " + smt_or(receives) + " 1.0 0.0)";
    }
    b.assertions.push_back(smt_le(count + ")", smt_real(limit)));
    return b;
  }

  SmtBlock measure() const {
    SmtBlock b{SmtBlockKind::measure,
               "makespan",
               {"makespan is at least the end of every activity (and 0)."},
               {smt_le("0.0", "makespan")}};
    for (int i = 0; i < n_; ++i) {
      b.assertions.push_back(
          smt_implies(smt_not(sink(i)),
                      smt_and({smt_le(arrive(i), "makespan"), smt_le(red_end(i), "makespan")})));
    }
    return b;
  }

  SmtBlock root() const {
    SmtBlock b{SmtBlockKind::rule,
               "root",
               {"The result must end on " + r_.machine_noun + " " + std::to_string(*r_.root) +
                " (the instance's root): it is the sink."},
               {}};
    b.assertions.push_back(sink(*r_.root));
    return b;
  }

  SmtBlock symmetry() const {
    SmtBlock b{SmtBlockKind::symmetry_breaking, "renumbering", {}, {}};
    b.comment = {
        "Sound because every " + r_.machine_noun +
            " has the same costs and the operation commutes:",
        "renumbering the " + r_.machine_noun +
            "s of a schedule gives a schedule of the same makespan",
        "(the limits count transfers and reducers, which renumbering keeps). So:",
        "- the sink is n-1, and the others are numbered by send time; among equal",
        "  send times, a receiver after its senders. A receiver sends after what it",
        "  receives has arrived, so it never sends before its senders: such a",
        "  numbering exists, and every transfer goes to a higher number.",
        "- a " + r_.machine_noun + " reduces its values in arrival order, which is numbering order",
        "  (equal transfer times). Handing the same reduction intervals out in",
        "  arrival order keeps every rule: the k-th earliest interval starts no",
        "  earlier than the k-th arrival (the first k intervals reduce k values,",
        "  each arrived before it); ports, pool, sends and makespan are unchanged.",
        "tests/certify/ renumbers every builder's schedule so and checks it."};
    b.assertions.push_back(sink(n_ - 1));
    for (int i = 0; i + 2 < n_; ++i) b.assertions.push_back(smt_le(send(i), send(i + 1)));
    for (int i = 0; i < n_; ++i) {
      for (int j = 0; j < i; ++j) b.assertions.push_back(smt_not(to(i, j)));
    }
    for (int j = 0; j < n_; ++j) {
      for (int i = 0; i < j; ++i) {
        for (int k = i + 1; k < j; ++k) {
          b.assertions.push_back(
              smt_implies(smt_and({to(i, j), to(k, j)}), smt_le(red_end(i), red(k))));
        }
      }
    }
    return b;
  }

  static Schedule decode(const SmtValues& v, int n, bool commutative, bool listed) {
    Schedule s;
    s.machines = n;
    s.sink = 0;
    for (int i = 0; i < n; ++i) {
      if (smt_true(v, sink(i))) {
        s.sink = i;
        break;
      }
    }
    struct Pending {
      int machine;
      int operand;
      Time start, end;
      Time distance;
    };
    std::vector<Pending> reductions;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        if (j == i || !smt_true(v, to(i, j))) continue;
        const int t = static_cast<int>(s.transfers.size());
        s.transfers.push_back({i, j, smt_value(v, send(i)), smt_value(v, arrive(i)), 0, 1});
        // Reductions at one instant keep the encoding's order: pos where it
        // has one, else nearest range first.
        const Time distance = listed        ? smt_value(v, pos(i))
                              : commutative ? Time(t)
                              : i < j       ? Time(j) - smt_value(v, hi(i))
                                            : smt_value(v, lo(i)) - Time(j);
        reductions.push_back({j, t, smt_value(v, red(i)), smt_value(v, red_end(i)), distance});
      }
    }
    std::stable_sort(reductions.begin(), reductions.end(), [](const Pending& a, const Pending& b) {
      if (a.machine != b.machine) return a.machine < b.machine;
      if (a.start != b.start) return a.start < b.start;
      return a.distance < b.distance;
    });
    for (const auto& r : reductions) s.reductions.push_back({r.machine, r.operand, r.start, r.end});
    return s;
  }

  static std::vector<std::string> pin(const Schedule& s, int n) {
    std::vector<std::string> out;
    for (int i = 0; i < n; ++i) out.push_back(i == s.sink ? sink(i) : smt_not(sink(i)));
    std::vector<std::vector<bool>> sends(static_cast<std::size_t>(n),
                                         std::vector<bool>(static_cast<std::size_t>(n), false));
    for (const auto& t : s.transfers) {
      sends[t.from][t.to] = true;
      out.push_back(smt_eq(send(t.from), smt_real(t.start)));
      out.push_back(smt_eq(arrive(t.from), smt_real(t.end)));
    }
    for (const auto& r : s.reductions) {
      const int from = s.transfers[static_cast<std::size_t>(r.operand)].from;
      out.push_back(smt_eq(red(from), smt_real(r.start)));
      out.push_back(smt_eq(red_end(from), smt_real(r.end)));
    }
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        if (j != i) out.push_back(sends[i][j] ? to(i, j) : smt_not(to(i, j)));
      }
    }
    return out;
  }

  // The symmetry block's numbering and reduction order, applied to a valid
  // schedule (see the block's comment).
  static Schedule canonical(const Schedule& s) {
    const int n = s.machines;
    std::vector<int> parent(static_cast<std::size_t>(n), -1);
    std::vector<const Transfer*> own(static_cast<std::size_t>(n), nullptr);
    for (const auto& t : s.transfers) {
      parent[t.from] = t.to;
      own[t.from] = &t;
    }
    std::vector<int> height(static_cast<std::size_t>(n), 0);
    for (int round = 0; round < n; ++round) {
      for (int i = 0; i < n; ++i) {
        if (parent[i] >= 0) height[parent[i]] = std::max(height[parent[i]], height[i] + 1);
      }
    }
    std::vector<int> order;
    for (int i = 0; i < n; ++i) {
      if (i != s.sink) order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      if (own[a]->start != own[b]->start) return own[a]->start < own[b]->start;
      return height[a] < height[b];
    });
    std::vector<int> number(static_cast<std::size_t>(n), n - 1);
    for (std::size_t k = 0; k < order.size(); ++k) number[order[k]] = static_cast<int>(k);
    Schedule out;
    out.machines = n;
    out.sink = n - 1;
    std::vector<int> transfer_of(static_cast<std::size_t>(n), -1);  // by new number
    for (int k = 0; k + 1 < n; ++k) {
      const Transfer& t = *own[order[k]];
      transfer_of[k] = static_cast<int>(out.transfers.size());
      out.transfers.push_back({k, number[t.to], t.start, t.end, 0, 1});
    }
    for (int j = 0; j < n; ++j) {
      std::vector<const Reduction*> slots;
      for (const auto& r : s.reductions) {
        if (number[r.machine] == j) slots.push_back(&r);
      }
      std::stable_sort(slots.begin(), slots.end(),
                       [](const Reduction* a, const Reduction* b) { return a->start < b->start; });
      std::vector<int> senders;  // new numbers, in arrival order = number order
      for (int k = 0; k + 1 < n; ++k) {
        if (out.transfers[transfer_of[k]].to == j) senders.push_back(k);
      }
      if (senders.size() != slots.size()) {
        throw InternalError("canonical: a schedule whose reductions are not its transfers'");
      }
      for (std::size_t x = 0; x < slots.size(); ++x) {
        out.reductions.push_back({j, transfer_of[senders[x]], slots[x]->start, slots[x]->end});
      }
    }
    return out;
  }

  const TreeRules& r_;
  int n_;
  bool transfer_may_be_empty_ = false;
  bool reduction_may_be_empty_ = false;
  bool same_transfers_ = true;
  bool same_reductions_ = true;
};

}  // namespace tree_encoding_detail

SmtEncoding tree_encoding(const TreeRules& rules) {
  return tree_encoding_detail::TreeEncoder(rules).encode();
}

}  // namespace redcheck

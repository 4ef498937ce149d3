#include "models/segmented/smt_encoding.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace segmented_encoding_detail {

// Segments are numbered from 1 in the variable names, as in the messages.
std::string name(const char* what, int i, int k) {
  return std::string(what) + "_" + std::to_string(i) + "_" + std::to_string(k + 1);
}
std::string to(int i, int k, int j) {
  return name("to", i, k) + "_" + std::to_string(j);
}
std::string send(int i, int k) {
  return name("send", i, k);
}
std::string arrive(int i, int k) {
  return name("arrive", i, k);
}
std::string comb(int i, int k) {
  return name("comb", i, k);
}
std::string comb_end(int i, int k) {
  return name("comb_end", i, k);
}
std::string rank(int i, int k) {
  return name("rank", i, k);
}

std::string plus(const std::string& a, const Time& b) {
  return smt_plus(a, smt_real(b));
}

// An activity on one processor, present when `present` holds.
struct Held {
  std::string present;  ///< "true" or a term
  std::string start, end;
  bool may_be_empty;
  enum Kind { send_port, receive_port, computation } kind;
};

// `term` asserted when both activities take place.
std::string when_both_present(const Held& a, const Held& b, const std::string& term) {
  std::vector<std::string> both;
  for (const auto* h : {&a, &b}) {
    if (h->present != "true") both.push_back(h->present);
  }
  return both.empty() ? term : smt_implies(smt_and(both), term);
}

std::string disjoint(const Held& a, const Held& b) {
  return smt_disjoint(a.start, a.end, a.may_be_empty, b.start, b.end, b.may_be_empty);
}

class SegmentedEncoder {
 public:
  SegmentedEncoder(const SegmentedInstance& in, const SegmentedRules& rules)
      : in_(in), rules_(rules), p_(in.p), q_(in.q()) {}

  SmtEncoding encode() const {
    SmtEncoding e;
    e.logic = "QF_LRA";
    e.header = {"The segmented model of Lowery & Langou (2013), Section II (redcheck's",
                "lib/models/segmented/model.hpp states its rules): " +
                    segmented_instance_text(in_, rules_.ports) +
                    (rules_.in_order ? ", in order" : "") + ".",
                "",
                "Variables, for each non-root processor i and segment k (1..q):",
                "  to_i_k_j        i sends its partial result of segment k to j",
                "  send_i_k        when that transfer starts; arrive_i_k when it ends",
                "  comb_i_k        when j starts combining it; comb_end_i_k when it ends",
                "  rank_i_k        a number that grows along every transfer of segment k",
                "  makespan        the end of the last activity",
                "The rules \"indices\" and \"root\" hold by construction: the root is processor",
                "0, it has no send variables, every transfer carries one segment of 1..q to",
                "one of the p processors."};
    for (int i = 1; i < p_; ++i) {
      for (int k = 0; k < q_; ++k) {
        for (int j = 0; j < p_; ++j) {
          if (j != i) e.variables.push_back({to(i, k, j), "Bool"});
        }
        for (const auto& v : {send(i, k), arrive(i, k), comb(i, k), comb_end(i, k), rank(i, k)}) {
          e.variables.push_back({v, "Real"});
        }
      }
    }
    for (int k = 0; k < q_; ++k) e.variables.push_back({rank(0, k), "Real"});
    e.variables.push_back({"makespan", "Real"});
    e.blocks.push_back(durations());
    e.blocks.push_back(combine_on_arrival());
    e.blocks.push_back(resources());
    e.blocks.push_back(data_flow());
    e.blocks.push_back(precedence());
    if (rules_.in_order) e.blocks.push_back(in_order());
    e.blocks.push_back(measure());
    if (p_ > 2) e.blocks.push_back(symmetry());
    e.measure = "makespan";
    const int p = p_, q = q_;
    e.decode = [p, q](const SmtValues& v) { return decode(v, p, q); };
    e.pin = [p, q](const Schedule& s) { return pin(s, p, q); };
    e.canonical = [](const Schedule& s) { return canonical(s); };
    return e;
  }

 private:
  Time comm(int k) const { return in_.comm(in_.segments[static_cast<std::size_t>(k)]); }
  Time comp(int k) const { return in_.comp(in_.segments[static_cast<std::size_t>(k)]); }

  SmtBlock durations() const {
    SmtBlock b{SmtBlockKind::rule,
               "durations",
               {"A transfer of segment k lasts alpha + beta * s_k; nothing starts before 0."},
               {}};
    for (int i = 1; i < p_; ++i) {
      for (int k = 0; k < q_; ++k) {
        b.assertions.push_back(smt_eq(arrive(i, k), plus(send(i, k), comm(k))));
        b.assertions.push_back(smt_le("0.0", send(i, k)));
      }
    }
    return b;
  }

  SmtBlock combine_on_arrival() const {
    SmtBlock b{SmtBlockKind::rule,
               "combine on arrival",
               {"The receiver combines what a transfer brings the moment it arrives."},
               {}};
    for (int i = 1; i < p_; ++i) {
      for (int k = 0; k < q_; ++k) b.assertions.push_back(smt_eq(comb(i, k), arrive(i, k)));
    }
    return b;
  }

  // Everything processor x does, with the resources it holds.
  std::vector<Held> activities_on(int x) const {
    std::vector<Held> out;
    for (int k = 0; k < q_; ++k) {
      if (x != 0) {
        out.push_back({"true", send(x, k), arrive(x, k), comm(k) == 0, Held::send_port});
      }
      for (int j = 1; j < p_; ++j) {
        if (j == x) continue;
        out.push_back({to(j, k, x), send(j, k), arrive(j, k), comm(k) == 0, Held::receive_port});
        out.push_back({to(j, k, x), comb(j, k), comb_end(j, k), comp(k) == 0, Held::computation});
      }
    }
    return out;
  }

  SmtBlock resources() const {
    const bool uni = rules_.ports == Ports::unidirectional;
    SmtBlock b{SmtBlockKind::rule, "resources", {}, {}};
    b.comment = {
        uni ? "Unidirectional ports: a processor sends or receives, one transfer at a time."
            : "Bidirectional ports: at most one send and one receive at a time.",
        "A processor combines one thing at a time and takes part in no transfer",
        "while it combines. Intervals are half-open; an empty one holds nothing."};
    for (int x = 0; x < p_; ++x) {
      const auto held = activities_on(x);
      for (std::size_t a = 0; a < held.size(); ++a) {
        for (std::size_t c = a + 1; c < held.size(); ++c) {
          const Held& u = held[a];
          const Held& v = held[c];
          // Bidirectional: a send and a receive may overlap.
          if (!uni && u.kind != Held::computation && v.kind != Held::computation &&
              u.kind != v.kind) {
            continue;
          }
          // A reception and its own combination follow each other by rule.
          if (u.kind == Held::receive_port && v.kind == Held::computation &&
              u.present == v.present) {
            continue;
          }
          b.assertions.push_back(when_both_present(u, v, disjoint(u, v)));
        }
      }
    }
    return b;
  }

  SmtBlock data_flow() const {
    SmtBlock b{SmtBlockKind::rule, "data flow", {}, {}};
    b.comment = {"Every non-root processor sends each segment exactly once, to one other",
                 "processor, and receives a segment only before it sends it: the transfers",
                 "of a segment go up in rank (at equal start times, listed in rank order),",
                 "so they form a tree and the root ends with every contribution. A receiver",
                 "holds its own contribution until it sends, so combining segment k always",
                 "takes gamma * s_k."};
    for (int i = 1; i < p_; ++i) {
      for (int k = 0; k < q_; ++k) {
        std::vector<std::string> sends;
        for (int j = 0; j < p_; ++j) {
          if (j != i) sends.push_back(to(i, k, j));
        }
        b.assertions.push_back(smt_or(sends));
        for (std::size_t x = 0; x < sends.size(); ++x) {
          for (std::size_t y = x + 1; y < sends.size(); ++y) {
            b.assertions.push_back("(not " + smt_and({sends[x], sends[y]}) + ")");
          }
        }
        for (int j = 0; j < p_; ++j) {
          if (j == i) continue;
          std::vector<std::string> then{"(< " + rank(i, k) + " " + rank(j, k) + ")"};
          if (j != 0) then.push_back(smt_le(send(i, k), send(j, k)));
          b.assertions.push_back(smt_implies(to(i, k, j), smt_and(then)));
        }
        b.assertions.push_back(smt_eq(comb_end(i, k), plus(comb(i, k), comp(k))));
      }
    }
    return b;
  }

  SmtBlock precedence() const {
    SmtBlock b{SmtBlockKind::rule,
               "precedence",
               {"A processor sends segment k after every combination of segment k it",
                "received has ended."},
               {}};
    for (int i = 1; i < p_; ++i) {
      for (int k = 0; k < q_; ++k) {
        for (int j = 1; j < p_; ++j) {
          if (j != i)
            b.assertions.push_back(smt_implies(to(i, k, j), smt_le(comb_end(i, k), send(j, k))));
        }
      }
    }
    return b;
  }

  SmtBlock in_order() const {
    SmtBlock b{SmtBlockKind::rule,
               "in order",
               {"On each processor, everything on segment a (its send; each reception with",
                "its combination) ends before anything on a segment b > a starts."},
               {}};
    for (int x = 0; x < p_; ++x) {
      // Its touches of each segment: (present, start, end).
      std::vector<std::vector<Held>> touches(static_cast<std::size_t>(q_));
      for (int k = 0; k < q_; ++k) {
        if (x != 0)
          touches[k].push_back({"true", send(x, k), arrive(x, k), false, Held::send_port});
        for (int j = 1; j < p_; ++j) {
          if (j != x) {
            touches[k].push_back(
                {to(j, k, x), send(j, k), comb_end(j, k), false, Held::receive_port});
          }
        }
      }
      for (int a = 0; a < q_; ++a) {
        for (int c = a + 1; c < q_; ++c) {
          for (const Held& u : touches[a]) {
            for (const Held& v : touches[c]) {
              b.assertions.push_back(when_both_present(u, v, smt_le(u.end, v.start)));
            }
          }
        }
      }
    }
    return b;
  }

  SmtBlock measure() const {
    SmtBlock b{SmtBlockKind::measure,
               "makespan",
               {"makespan is at least the end of every activity (and 0)."},
               {smt_le("0.0", "makespan")}};
    for (int i = 1; i < p_; ++i) {
      for (int k = 0; k < q_; ++k) {
        b.assertions.push_back(smt_le(arrive(i, k), "makespan"));
        b.assertions.push_back(smt_le(comb_end(i, k), "makespan"));
      }
    }
    return b;
  }

  SmtBlock symmetry() const {
    SmtBlock b{SmtBlockKind::symmetry_breaking, "renumbering", {}, {}};
    b.comment = {"Sound because the non-root processors are interchangeable (same costs,",
                 "same rules): renumbering them gives a schedule of the same makespan. So",
                 "they are numbered by the start of their send of segment 1.",
                 "tests/certify/ renumbers every builder's schedule so and checks it."};
    for (int i = 1; i + 1 < p_; ++i) b.assertions.push_back(smt_le(send(i, 0), send(i + 1, 0)));
    return b;
  }

  static Schedule decode(const SmtValues& v, int p, int q) {
    struct Pending {
      Transfer t;
      Time rank;
      Time comb, comb_end;
    };
    std::vector<Pending> pending;
    for (int i = 1; i < p; ++i) {
      for (int k = 0; k < q; ++k) {
        for (int j = 0; j < p; ++j) {
          if (j == i || !smt_true(v, to(i, k, j))) continue;
          pending.push_back({{i, j, smt_value(v, send(i, k)), smt_value(v, arrive(i, k)), k, 1},
                             smt_value(v, rank(i, k)),
                             smt_value(v, comb(i, k)),
                             smt_value(v, comb_end(i, k))});
        }
      }
    }
    // Listed by start, then rank: at equal starts, the data flow's order.
    std::stable_sort(pending.begin(), pending.end(), [](const Pending& a, const Pending& b) {
      if (a.t.start != b.t.start) return a.t.start < b.t.start;
      return a.rank < b.rank;
    });
    Schedule s;
    s.machines = p;
    s.sink = 0;
    for (const auto& x : pending) {
      s.reductions.push_back({x.t.to, static_cast<int>(s.transfers.size()), x.comb, x.comb_end});
      s.transfers.push_back(x.t);
    }
    std::stable_sort(s.reductions.begin(), s.reductions.end(),
                     [](const Reduction& a, const Reduction& b) {
                       if (a.machine != b.machine) return a.machine < b.machine;
                       return a.start < b.start;
                     });
    return s;
  }

  static std::vector<std::string> pin(const Schedule& s, int p, int q) {
    std::vector<std::string> out;
    std::vector<std::vector<int>> parent(static_cast<std::size_t>(p),
                                         std::vector<int>(static_cast<std::size_t>(q), -1));
    for (std::size_t t = 0; t < s.transfers.size(); ++t) {
      const Transfer& x = s.transfers[t];
      parent[x.from][x.segment] = x.to;
      out.push_back(smt_eq(send(x.from, x.segment), smt_real(x.start)));
      out.push_back(smt_eq(arrive(x.from, x.segment), smt_real(x.end)));
    }
    for (const auto& r : s.reductions) {
      const Transfer& x = s.transfers[static_cast<std::size_t>(r.operand)];
      out.push_back(smt_eq(comb(x.from, x.segment), smt_real(r.start)));
      out.push_back(smt_eq(comb_end(x.from, x.segment), smt_real(r.end)));
    }
    for (int i = 1; i < p; ++i) {
      for (int k = 0; k < q; ++k) {
        for (int j = 0; j < p; ++j) {
          if (j != i) out.push_back(parent[i][k] == j ? to(i, k, j) : "(not " + to(i, k, j) + ")");
        }
      }
    }
    return out;
  }

  // Non-root processors renumbered by the start of their send of segment 1.
  static Schedule canonical(const Schedule& s) {
    const int p = s.machines;
    std::vector<Time> first_send(static_cast<std::size_t>(p));
    for (const auto& t : s.transfers) {
      if (t.segment == 0) first_send[t.from] = t.start;
    }
    std::vector<int> order;
    for (int i = 1; i < p; ++i) order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return first_send[a] < first_send[b]; });
    std::vector<int> number(static_cast<std::size_t>(p), 0);
    for (std::size_t k = 0; k < order.size(); ++k) number[order[k]] = static_cast<int>(k) + 1;
    Schedule out = s;
    for (auto& t : out.transfers) {
      t.from = number[t.from];
      t.to = number[t.to];
    }
    for (auto& r : out.reductions) r.machine = number[r.machine];
    return out;
  }

  const SegmentedInstance& in_;
  const SegmentedRules& rules_;
  int p_;
  int q_;
};

}  // namespace segmented_encoding_detail

SmtEncoding segmented_smt_encoding(const SegmentedInstance& instance, const SegmentedRules& rules) {
  if (rules.forwarding) {
    throw InputError(
        "--forwarding: the SMT encoding covers reduction trees, in which every processor sends "
        "each segment once; drop --forwarding");
  }
  // p (p q)^2 terms for the ports: beyond this the files reach gigabytes.
  const long cells = static_cast<long>(instance.p) * instance.q();
  if (cells > 48) {
    throw TooBig("p x q = " + std::to_string(cells) +
                 " is beyond what certify encodes: p x q <= 48");
  }
  return segmented_encoding_detail::SegmentedEncoder(instance, rules).encode();
}

}  // namespace redcheck

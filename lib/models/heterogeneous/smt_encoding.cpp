#include "models/heterogeneous/smt_encoding.hpp"

#include "certify/tree_encoding.hpp"
#include "models/heterogeneous/validator.hpp"

namespace redcheck {

SmtEncoding heterogeneous_smt_encoding(const HeterogeneousInstance& in) {
  TreeRules rules;
  rules.n = in.n;
  rules.transfer = [&in](int from, int to) { return in.transfer(from, to); };
  rules.reduction = [&in](int on) { return in.reduction(on); };
  rules.commutative = in.commutative;
  if (in.rooted()) rules.root = in.root;
  rules.empty_transfers_hold_their_instant = true;
  rules.arrival_order = true;
  // Processors differ by their costs: no renumbering is sound in general.
  rules.identical_machines = false;
  rules.machine_noun = "processor";
  rules.header = {"The heterogeneous model of Benoit, Canon & Marchal (2013), Section 2",
                  "(redcheck's lib/models/heterogeneous/model.hpp states its rules):",
                  heterogeneous_instance_text(in) + "."};
  if (in.n > 8) {
    rules.header.push_back("d and c: the instance in certificate.json; each cost appears below.");
  }
  return tree_encoding(rules);
}

}  // namespace redcheck

#include "models/overlap/smt_encoding.hpp"

#include "certify/tree_encoding.hpp"

namespace redcheck {

SmtEncoding overlap_smt_encoding(int n, const OverlapModel& model,
                                 const std::string& instance_text) {
  TreeRules rules;
  rules.n = n;
  rules.transfer = [d = model.d](int, int) { return d; };
  rules.reduction = [c = model.c](int) { return c; };
  rules.overlap = model.overlap;
  rules.commutative = model.commutative;
  rules.max_transfers = model.max_transfers;
  rules.max_reducers = model.max_reducers;
  rules.identical_machines = true;
  rules.machine_noun = "machine";
  rules.header = {"The overlap model of Canon & Antoniu (2012), Section 3 (redcheck's",
                  "lib/models/overlap/model.hpp states its rules): " + instance_text + "."};
  return tree_encoding(rules);
}

}  // namespace redcheck

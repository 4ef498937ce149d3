#include "models/registry.hpp"

#include "certify/certified_claims.hpp"
#include "certify/certified_optima_table.hpp"
#include "models/heterogeneous/heterogeneous_model.hpp"
#include "models/overlap/overlap_model.hpp"
#include "models/segmented/segmented_model.hpp"
#include "models/steady_state/steady_state_model.hpp"
#include "output/csv.hpp"
#include "replay/cluster_table.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace redcheck {

const ModelRegistry& builtin_models() {
  static const ModelRegistry registry = [] {
    ModelRegistry r;
    r.add(make_overlap_model());            // Canon & Antoniu 2012
    r.add(make_segmented_model());          // Lowery & Langou 2013
    r.add(make_heterogeneous_model());      // Benoit, Canon & Marchal 2013
    r.add(make_steady_state_model());       // Legrand, Marchal & Robert 2004
    r.add_table(simgrid_cluster_table());   // builders of several models in SimGrid
    r.add_table(certified_optima_table());  // optima of several models, certified by SMT solvers
    return r;
  }();
  return registry;
}

void ModelRegistry::add(std::shared_ptr<const Model> model) {
  std::set<std::string> names, ids, tables, commands;
  for (const auto& m : models_) {
    names.insert(m->name());
    for (const auto& [alias, implied] : m->aliases()) names.insert(alias);
    for (const auto& c : m->commands()) commands.insert(c.name);
  }
  for (const auto& c : claims_) ids.insert(c.id);
  for (const auto& t : tables_) tables.insert(t.name);
  const auto claim = [&](std::set<std::string>& taken, const std::string& what,
                         const std::string& name) {
    if (!taken.insert(name).second) {
      throw InternalError("model " + model->name() + " registers the " + what + " '" + name +
                          "', which is already taken");
    }
  };
  claim(names, "name", model->name());
  for (const auto& [alias, implied] : model->aliases()) claim(names, "name", alias);
  for (const auto& c : model->commands()) claim(commands, "command", c.name);
  std::vector<Claim> claims = model->claims();
  std::vector<Statement> statements = model->statements();
  // Every model whose optima can be certified says so, on request.
  if (model->has_smt_encoding() && model->has_optimum()) {
    claims.push_back(optimum_certified_claim(model));
    Statement own =
        implicit_statement(model->name() + ":optimum-certified", claims.back().source,
                           claims.back().statement, claims.back().id, StatementOrigin::toolkit);
    statements.push_back(std::move(own));
  }
  for (Claim& c : claims) {
    claim(ids, "claim id", c.id);
    c.model = model->name();
  }
  attach(model->name(), claims, std::move(statements), StatementOrigin::paper, false);
  for (Claim& c : claims) claims_.push_back(std::move(c));
  for (TableSpec t : model->tables()) {
    claim(tables, "table", t.name);
    tables_.push_back(std::move(t));
  }
  models_.push_back(std::move(model));
}

void ModelRegistry::add_table(TableSpec table) {
  for (const auto& t : tables_) {
    if (t.name == table.name)
      throw InternalError("the table name '" + table.name + "' is already taken");
  }
  tables_.push_back(std::move(table));
}

void ModelRegistry::add_claims(const std::string& model_name, std::vector<Claim> claims,
                               StatementOrigin origin) {
  const Model& owner = model(model_name);
  std::set<std::string> ids;
  for (const auto& c : claims_) ids.insert(c.id);
  for (Claim& c : claims) {
    if (!ids.insert(c.id).second) {
      throw InternalError("the claim id '" + c.id + "' added to model " + owner.name() +
                          " is already taken");
    }
    c.model = owner.name();
  }
  // Statements the claims bring (a claims file's), each once.
  std::vector<Statement> brought;
  std::set<const Statement*> seen;
  for (Claim& c : claims) {
    if (c.reads && seen.insert(c.reads.get()).second) brought.push_back(*c.reads);
    c.reads.reset();
  }
  attach(owner.name(), claims, std::move(brought), origin, true);
  for (Claim& c : claims) claims_.push_back(std::move(c));
}

namespace {

// "canon2012.thm4" -> "canon2012:thm4": a built-in statement's id is its
// paper's key and the place, apart from every claim id.
std::string statement_id_of(const std::string& claim_id) {
  const std::size_t dot = claim_id.find('.');
  return dot == std::string::npos ? "statement:" + claim_id
                                  : claim_id.substr(0, dot) + ":" + claim_id.substr(dot + 1);
}

}  // namespace

void ModelRegistry::attach(const std::string& model_name, std::vector<Claim>& claims,
                           std::vector<Statement> statements, StatementOrigin implicit_origin,
                           bool implicit_ids_are_claim_ids) {
  const auto fail = [&](const std::string& what) {
    throw InternalError("model " + model_name + ": " + what);
  };
  std::map<std::string, Claim*> by_id;
  for (Claim& c : claims) by_id[c.id] = &c;
  std::set<std::string> claim_ids;
  for (const Claim& c : claims_) claim_ids.insert(c.id);
  for (const Claim& c : claims) claim_ids.insert(c.id);
  std::set<std::string> statement_ids;
  for (const auto& st : statements_) statement_ids.insert(st->id);
  std::map<std::string, std::string> read_by;  // claim id -> statement id
  for (Statement& st : statements) {
    if (st.readings.empty() && st.form != StatementForm::definition) {
      fail("the statement " + st.id + " has no reading");
    }
    for (Reading& r : st.readings) {
      const auto found = by_id.find(r.claim_id);
      if (found == by_id.end())
        fail("the statement " + st.id + " reads an unknown claim " + r.claim_id);
      if (!read_by.emplace(r.claim_id, st.id).second) {
        fail("the claim " + r.claim_id + " reads two statements, " + read_by[r.claim_id] + " and " +
             st.id);
      }
      r.on_request = found->second->on_request;
    }
  }
  for (Claim& c : claims) {
    if (read_by.count(c.id)) continue;
    statements.push_back(
        implicit_statement(implicit_ids_are_claim_ids ? c.id : statement_id_of(c.id), c.source,
                           c.statement, c.id, implicit_origin));
    statements.back().readings.back().on_request = c.on_request;
  }
  for (Statement& st : statements) {
    if (!statement_ids.insert(st.id).second) fail("the statement id " + st.id + " is taken");
    // A statement's id names no claim, but a claim's own implicit statement.
    if (claim_ids.count(st.id) && !(st.readings.size() == 1 && st.readings[0].claim_id == st.id)) {
      fail("the statement id " + st.id + " is a claim's id");
    }
    auto shared = std::make_shared<const Statement>(std::move(st));
    for (const Reading& r : shared->readings) by_id[r.claim_id]->reads = shared;
    statements_.push_back(std::move(shared));
  }
}

ModelRegistry::Choice ModelRegistry::find(const std::string& name) const {
  std::string known;
  for (const auto& m : models_) {
    if (m->name() == name) return {m.get(), std::nullopt};
    known += (known.empty() ? "" : ", ") + m->name();
    for (const auto& [alias, implied] : m->aliases()) {
      if (alias == name) return {m.get(), implied};
      known += ", " + alias;
    }
  }
  throw InputError("--model '" + name + "' is unknown; accepted: " + known);
}

const Model& ModelRegistry::model(const std::string& name) const {
  for (const auto& m : models_) {
    if (m->name() == name) return *m;
  }
  throw InternalError("no registered model is named " + name);
}

std::vector<const Claim*> ModelRegistry::select_claims(const std::vector<std::string>& ids) const {
  std::vector<const Claim*> selected;
  if (ids.empty()) {
    for (const auto& claim : claims_) {
      if (!claim.on_request) selected.push_back(&claim);
    }
    return selected;
  }
  const auto add = [&](const Claim* claim) {
    if (std::find(selected.begin(), selected.end(), claim) == selected.end()) {
      selected.push_back(claim);
    }
  };
  for (const auto& id : ids) {
    const Claim* found = nullptr;
    for (const auto& claim : claims_) {
      if (claim.id == id) found = &claim;
    }
    if (found) {
      add(found);
      continue;
    }
    const Statement* statement = nullptr;
    for (const auto& st : statements_) {
      if (st->id == id) statement = st.get();
    }
    if (!statement) {
      throw InputError("claim id '" + id + "' is unknown: neither a claim (a reading) nor a " +
                       "statement; 'verifier list' shows the " + std::to_string(claims_.size()) +
                       " registered claims and the " + std::to_string(statements_.size()) +
                       " statements they read");
    }
    const bool all_on_request = std::all_of(statement->readings.begin(), statement->readings.end(),
                                            [](const Reading& r) { return r.on_request; });
    for (const Reading& r : statement->readings) {
      if (r.on_request && !all_on_request) continue;
      for (const auto& claim : claims_) {
        if (claim.id == r.claim_id) add(&claim);
      }
    }
  }
  return selected;
}

const TableSpec& ModelRegistry::find_table(const std::string& name) const {
  std::string known;
  for (const auto& t : tables_) {
    if (t.name == name) return t;
    known += (known.empty() ? "" : ", ") + t.name;
  }
  throw InputError("table '" + name + "' is unknown; accepted: " + known);
}

std::string ModelRegistry::manifest_csv() const {
  std::string out = csv_row({"file", "table", "command", "description"});
  for (const auto& t : tables_) {
    for (const auto& [file, what] : t.files) out += csv_row({file, t.name, t.command, what});
  }
  return out;
}

}  // namespace redcheck

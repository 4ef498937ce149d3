#include "models/registry.hpp"

#include "certify/certified_claims.hpp"
#include "certify/certified_optima_table.hpp"
#include "models/heterogeneous/heterogeneous_model.hpp"
#include "models/overlap/overlap_model.hpp"
#include "models/segmented/segmented_model.hpp"
#include "models/steady_state/steady_state_model.hpp"
#include "output/csv.hpp"
#include "replay/cluster_table.hpp"

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
  // Every model whose optima can be certified says so, on request.
  if (model->has_smt_encoding() && model->has_optimum()) {
    claims.push_back(optimum_certified_claim(model));
  }
  for (Claim c : claims) {
    claim(ids, "claim id", c.id);
    c.model = model->name();
    claims_.push_back(std::move(c));
  }
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

void ModelRegistry::add_claims(const std::string& model_name, std::vector<Claim> claims) {
  const Model& owner = model(model_name);
  std::set<std::string> ids;
  for (const auto& c : claims_) ids.insert(c.id);
  for (Claim& c : claims) {
    if (!ids.insert(c.id).second) {
      throw InternalError("the claim id '" + c.id + "' added to model " + owner.name() +
                          " is already taken");
    }
    c.model = owner.name();
    claims_.push_back(std::move(c));
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
  for (const auto& id : ids) {
    const Claim* found = nullptr;
    for (const auto& claim : claims_) {
      if (claim.id == id) found = &claim;
    }
    if (!found) {
      throw InputError("claim id '" + id + "' is unknown; 'verifier list' shows the " +
                       std::to_string(claims_.size()) + " registered ids");
    }
    selected.push_back(found);
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

#include "models/heterogeneous/instances.hpp"

#include "cli/arguments.hpp"
#include "cli/input_file.hpp"
#include "cli/json_fields.hpp"
#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace {

const char* const sources[] = {"--instance", "--homogeneous", "--theorem1", "--random",
                               "--d-matrix"};

// The two numbers of "--homogeneous D C" or "--theorem1 d D".
std::pair<Time, Time> two_costs(const std::string& text, const std::string& flag, const char* first,
                                const char* second) {
  const auto space = text.find(' ');
  if (space == std::string::npos) {
    throw InputError(flag + " '" + text + "' needs two exact numbers: " + first + " " + second);
  }
  return {parse_cost(text.substr(0, space), flag + " " + first),
          parse_cost(text.substr(space + 1), flag + " " + second)};
}

int processors(const OptionValues& o, const std::string& source, int max_n) {
  return static_cast<int>(parse_integer(
      o.required("--n", "the number of processors (" + source + " gives the costs, not n)"), "--n",
      1, max_n));
}

// An exact number written as a JSON string.
Time json_cost(const nlohmann::json& value, const std::string& what) {
  if (!value.is_string()) {
    throw InputError(what + " must be an exact number written as a string, such as \"3/2\"; got " +
                     value.dump());
  }
  return parse_time(value.get<std::string>(), what);
}

std::vector<Time> parse_row(const std::string& text, const std::string& what) {
  std::vector<Time> row;
  for (const auto& item : split_list(text, what)) {
    row.push_back(parse_time(item, what + " entry '" + item + "'"));
  }
  return row;
}

}  // namespace

Time random_heterogeneous_cost(Chooser& choose) {
  const int a = choose.integer_in(0, 20);
  return Time(a) / choose.integer_in(1, 5);
}

std::vector<OptionSpec> heterogeneous_instance_options() {
  return {
      {"--instance", "A JSON file {\"d\": [[...]], \"c\": [...]}, exact numbers as strings"},
      {"--homogeneous", "D C: d_ij = D, c_i = C (with --n)", false, 2},
      {"--theorem1", "d D: Theorem 1's instance, d_ij = d for i < j, D for i > j, c = 0 (with --n)",
       false, 2},
      {"--random", "SEED: random rational costs a/b, a in 0..20, b in 1..5 (with --n)"},
      {"--d-matrix", "Transfer costs inline: rows separated by ';', entries by ','"},
      {"--c-vector", "Reduction costs inline, with --d-matrix: comma-separated"},
      {"--n", "Number of processors"},
      {"--non-commutative", "A non-commutative reduction: ranges must stay adjacent", true},
      {"--root", "R: the result must end on P_R (MPI_Reduce's root; default: any processor)"},
  };
}

HeterogeneousInstance heterogeneous_instance_from_options(const OptionValues& o, int max_n) {
  std::string given;
  for (const char* flag : sources) {
    if (!o.has(flag)) continue;
    if (!given.empty()) {
      throw InputError(given + " and " + flag + " both give the costs; give one of them");
    }
    given = flag;
  }
  if (given.empty()) {
    throw InputError(
        "the heterogeneous model needs its costs: --instance F.json, --homogeneous D C --n N, "
        "--theorem1 d D --n N, --random SEED --n N, or --d-matrix with --c-vector");
  }
  if (given != "--d-matrix" && o.has("--c-vector")) {
    throw InputError("--c-vector goes with --d-matrix, not with " + given);
  }
  if ((given == "--instance" || given == "--d-matrix") && o.has("--n")) {
    throw InputError("--n and " + given + " both give the number of processors; drop --n");
  }
  HeterogeneousInstance in;
  if (given == "--instance") {
    const std::string& path = *o.find("--instance");
    const std::string text =
        read_input_file(path, "--instance", "a JSON file {\"d\": [[...]], \"c\": [...]}");
    // Its size alone may show it too large, before a parse of seconds and
    // gigabytes: n processors take n^2 + n numbers, so at least n^2 + n - 1
    // commas.
    const auto commas = static_cast<double>(std::count(text.begin(), text.end(), ','));
    const double most = static_cast<double>(max_n);
    if (commas > most * most + most) {
      throw TooBig("--instance '" + path + "' holds about " +
                   std::to_string(static_cast<long long>(commas) + 1) +
                   " numbers, the costs of more than n = " + std::to_string(max_n) +
                   " processors, the most this command accepts");
    }
    in = heterogeneous_instance_from_json(parse_json_text(text, "--instance '" + path + "'"),
                                          "--instance '" + path + "'");
  } else if (given == "--homogeneous") {
    const auto [d, c] = two_costs(*o.find("--homogeneous"), "--homogeneous", "D", "C");
    in = homogeneous_instance(processors(o, given, max_n), d, c);
  } else if (given == "--theorem1") {
    const auto [d, big_d] = two_costs(*o.find("--theorem1"), "--theorem1", "d", "D");
    in = theorem1_instance(processors(o, given, max_n), d, big_d);
  } else if (given == "--random") {
    Random random(static_cast<std::uint64_t>(
        parse_integer(*o.find("--random"), "--random", 0, 9'007'199'254'740'991LL)));
    in = random_heterogeneous_instance(processors(o, given, max_n), random);
  } else {
    std::vector<std::vector<Time>> d;
    for (const auto& row : split_list_at(*o.find("--d-matrix"), ';', "--d-matrix")) {
      d.push_back(parse_row(row, "--d-matrix row " + std::to_string(d.size())));
    }
    const std::vector<Time> c = parse_row(
        o.required("--c-vector", "the reduction costs, one per processor, comma-separated"),
        "--c-vector");
    in = make_heterogeneous_instance(std::move(d), c);
  }
  if (in.n > max_n) {
    throw TooBig("n = " + std::to_string(in.n) +
                 " processors is beyond what this command accepts (n <= " + std::to_string(max_n) +
                 ")");
  }
  in.commutative = in.commutative && !o.has("--non-commutative");
  if (const std::string* root = o.find("--root")) {
    in = with_root(std::move(in), static_cast<int>(parse_integer(*root, "--root", 0, in.n - 1)));
  }
  return in;
}

nlohmann::json heterogeneous_instance_json(const HeterogeneousInstance& in) {
  nlohmann::json d = nlohmann::json::array();
  for (const auto& row : in.d) {
    nlohmann::json r = nlohmann::json::array();
    for (const Time& x : row) r.push_back(to_string(x));
    d.push_back(r);
  }
  nlohmann::json c = nlohmann::json::array();
  for (const Time& x : in.c) c.push_back(to_string(x));
  nlohmann::json out{{"n", in.n}, {"d", d}, {"c", c}, {"commutative", in.commutative}};
  // Absent: the result may end on any processor (the paper's model).
  if (in.rooted()) out["root"] = in.root;
  return out;
}

HeterogeneousInstance heterogeneous_instance_from_json(const nlohmann::json& j,
                                                       const std::string& where) {
  if (!j.is_object() || !j.contains("d") || !j["d"].is_array() || !j.contains("c") ||
      !j["c"].is_array()) {
    throw InputError(where +
                     " needs \"d\", an array of rows, and \"c\", an array: {\"d\": [[\"0\", "
                     "\"1\"], [\"2\", \"0\"]], \"c\": [\"1\", \"1\"]}");
  }
  json_only_keys(j, {"n", "d", "c", "commutative", "root"}, where);
  std::vector<std::vector<Time>> d;
  for (const auto& row : j["d"]) {
    const std::string name = where + " d[" + std::to_string(d.size()) + "]";
    if (!row.is_array()) throw InputError(name + " must be an array of exact numbers");
    d.emplace_back();
    for (const auto& x : row) {
      d.back().push_back(json_cost(x, name + "[" + std::to_string(d.back().size()) + "]"));
    }
  }
  std::vector<Time> c;
  for (const auto& x : j["c"])
    c.push_back(json_cost(x, where + " c[" + std::to_string(c.size()) + "]"));
  if (j.contains("n") && (!j["n"].is_number_integer() ||
                          j["n"].get<long long>() != static_cast<long long>(c.size()))) {
    throw InputError(where + " \"n\" = " + j["n"].dump() + " differs from the " +
                     std::to_string(c.size()) + " entries of \"c\"");
  }
  bool commutative = true;
  if (j.contains("commutative")) {
    if (!j["commutative"].is_boolean())
      throw InputError(where + " \"commutative\" must be true or false");
    commutative = j["commutative"].get<bool>();
  }
  HeterogeneousInstance in = make_heterogeneous_instance(std::move(d), std::move(c), commutative);
  if (j.contains("root") && !j["root"].is_null()) {
    if (!j["root"].is_number_integer()) {
      throw InputError(where + " \"root\" = " + j["root"].dump() +
                       " must be a processor's index, an integer from 0 to " +
                       std::to_string(in.n - 1) + " (or null: any processor)");
    }
    const auto root = j["root"].get<long long>();
    if (root < 0 || root >= in.n) {
      throw InputError(where + " \"root\" = " + std::to_string(root) +
                       " is not a processor; accepted: 0 to " + std::to_string(in.n - 1) +
                       " (or null: any processor)");
    }
    in = with_root(std::move(in), static_cast<int>(root));
  }
  return in;
}

std::string heterogeneous_instance_arguments(const HeterogeneousInstance& in) {
  std::string d, c;
  for (std::size_t i = 0; i < in.d.size(); ++i) {
    d += i ? ";" : "";
    for (std::size_t j = 0; j < in.d[i].size(); ++j) d += (j ? "," : "") + to_string(in.d[i][j]);
  }
  for (std::size_t j = 0; j < in.c.size(); ++j) c += (j ? "," : "") + to_string(in.c[j]);
  return "--d-matrix '" + d + "' --c-vector " + c + (in.commutative ? "" : " --non-commutative") +
         (in.rooted() ? " --root " + std::to_string(in.root) : "");
}

HeterogeneousInstance random_heterogeneous_instance(int n, Random& random) {
  RandomChooser choose(random);
  const auto size = static_cast<std::size_t>(n);
  std::vector<std::vector<Time>> d(size, std::vector<Time>(size));
  for (std::size_t i = 0; i < size; ++i) {
    for (std::size_t j = 0; j < size; ++j) {
      if (i != j) d[i][j] = random_heterogeneous_cost(choose);
    }
  }
  std::vector<Time> c(size);
  for (auto& x : c) x = random_heterogeneous_cost(choose);
  return make_heterogeneous_instance(std::move(d), std::move(c));
}

HeterogeneousInstance random_two_cost_instance(int n, const Time& small, const Time& big_d,
                                               const Time& c, Random& random) {
  const auto size = static_cast<std::size_t>(n);
  std::vector<std::vector<Time>> d(size, std::vector<Time>(size));
  for (std::size_t i = 0; i < size; ++i) {
    for (std::size_t j = 0; j < size; ++j) {
      if (i != j) d[i][j] = std::uniform_int_distribution<int>(0, 1)(random) ? big_d : small;
    }
  }
  return make_heterogeneous_instance(std::move(d), std::vector<Time>(size, c));
}

}  // namespace redcheck

#include "claims/expression.hpp"

#include <boost/multiprecision/integer.hpp>

#include <algorithm>
#include <cctype>

namespace redcheck {

namespace {

const std::vector<std::string> builtins{"ceil", "floor", "log2", "min", "max", "abs"};

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

BigInt floor_of(const Time& x) {
  const BigInt num = numerator(x), den = denominator(x);
  BigInt q = num / den;  // truncates towards zero
  if (num < 0 && q * den != num) --q;
  return q;
}

Time power_of_two(const BigInt& k) {
  const auto shift = static_cast<unsigned>(boost::multiprecision::abs(k));
  const BigInt p = BigInt(1) << shift;
  return k >= 0 ? Time(p) : Time(BigInt(1), p);
}

bool is_number(const ExpressionNode& node) {
  return node.kind == ExpressionNode::Kind::number;
}

// log2 of a constant that is not a power of two: it has a value only under
// floor or ceil, so it is left unfolded for them.
bool is_irrational_log2(const ExpressionNode& node) {
  return node.kind == ExpressionNode::Kind::call && node.text == "log2" &&
         is_number(node.operands[0]);
}

class Evaluator {
 public:
  Evaluator(const std::vector<Time>& point, const Quantities& quantities,
            std::vector<std::pair<std::string, Time>>* shown = nullptr)
      : point_(point), quantities_(quantities), shown_(shown) {}

  Time value(const ExpressionNode& node) const {
    using Kind = ExpressionNode::Kind;
    switch (node.kind) {
      case Kind::number:
        return node.value;
      case Kind::variable:
        return point_.at(node.index);
      case Kind::negate:
        return -value(node.operands[0]);
      case Kind::sum: {
        Time total = value(node.operands[0]);
        for (std::size_t k = 1; k < node.operands.size(); ++k) {
          if (node.operators[k - 1] == '+') {
            total += value(node.operands[k]);
          } else {
            total -= value(node.operands[k]);
          }
        }
        return total;
      }
      case Kind::product: {
        Time total = value(node.operands[0]);
        for (std::size_t k = 1; k < node.operands.size(); ++k) {
          const Time factor = value(node.operands[k]);
          if (node.operators[k - 1] == '*') {
            total *= factor;
          } else {
            if (factor == 0) throw UndefinedValue("a division by zero");
            total /= factor;
          }
        }
        return total;
      }
      case Kind::call:
        return call(node);
      case Kind::name:
        break;
    }
    throw InternalError("a name where a value is expected");
  }

 private:
  Time log2_argument(const ExpressionNode& node) const {
    const Time x = value(node);
    if (x <= 0) throw UndefinedValue("log2 of " + to_string(x) + ", which is not positive");
    return x;
  }

  Time call(const ExpressionNode& node) const {
    const std::string& f = node.text;
    const auto& args = node.operands;
    const bool of_log2 =
        args.size() == 1 && args[0].kind == ExpressionNode::Kind::call && args[0].text == "log2";
    if ((f == "floor" || f == "ceil") && of_log2) {
      const Time x = log2_argument(args[0].operands[0]);
      const BigInt k = floor_log2(x);
      return Time(f == "floor" || power_of_two(k) == x ? k : k + 1);
    }
    if (f == "floor") return Time(floor_of(value(args[0])));
    if (f == "ceil") return Time(-floor_of(-value(args[0])));
    if (f == "abs") return boost::multiprecision::abs(value(args[0]));
    if (f == "min") return std::min(value(args[0]), value(args[1]));
    if (f == "max") return std::max(value(args[0]), value(args[1]));
    if (f == "log2") {
      const Time x = log2_argument(args[0]);
      const BigInt k = floor_log2(x);
      if (power_of_two(k) != x) {
        throw UndefinedValue("log2(" + to_string(x) +
                             ") is irrational; write ceil(log2(...)) or floor(log2(...))");
      }
      return Time(k);
    }
    const Quantity& q = quantities_.at(f);
    std::vector<Argument> values;
    for (std::size_t k = 0; k < args.size(); ++k) {
      if (args[k].kind == ExpressionNode::Kind::name) {
        values.push_back(Argument{Time(0), args[k].text});
      } else {
        values.push_back(Argument{value(args[k]), ""});
        q.arguments[k].check(values.back().value);
      }
    }
    const Time result = q.compute(values);
    if (shown_) {
      std::string call = f + "(";
      for (std::size_t k = 0; k < values.size(); ++k) {
        call += (k ? ", " : "") +
                (values[k].name.empty() ? to_string(values[k].value) : values[k].name);
      }
      shown_->emplace_back(call + ")", result);
    }
    return result;
  }

  const std::vector<Time>& point_;
  const Quantities& quantities_;
  std::vector<std::pair<std::string, Time>>* shown_;
};

class Parser {
 public:
  Parser(const std::string& text, const std::vector<VariableRange>& variables,
         const Quantities& quantities)
      : text_(text), variables_(variables), quantities_(quantities) {}

  Comparison comparison() {
    Comparison out;
    out.text = text_;
    out.left = value_of_side(sum());
    skip_blanks();
    for (const char* op : {"<=", ">=", "==", "!=", "<", ">"}) {
      if (text_.compare(at_, std::char_traits<char>::length(op), op) == 0) {
        out.op = op;
        break;
      }
    }
    if (out.op.empty()) {
      fail(at_ >= text_.size() ? "the conjecture has no comparison: write <=, <, ==, !=, >= or >"
                               : "expected a comparison (<=, <, ==, !=, >=, >) or an operator");
    }
    at_ += out.op.size();
    out.right = value_of_side(sum());
    skip_blanks();
    if (at_ < text_.size())
      fail("unexpected '" + std::string(1, text_[at_]) + "' after the comparison");
    return out;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { throw ExpressionError(at_, what); }
  [[noreturn]] static void fail_at(const ExpressionNode& node, const std::string& what) {
    throw ExpressionError(node.offset, what);
  }

  ExpressionNode value_of_side(ExpressionNode node) const {
    refuse_bare_log2(node);
    return node;
  }

  // An operand used as a value: log2 of a constant that is not a power of
  // two has none (it has one only under floor or ceil).
  static void refuse_bare_log2(const ExpressionNode& operand) {
    if (is_irrational_log2(operand)) {
      fail_at(operand, "log2(" + to_string(operand.operands[0].value) +
                           ") is irrational; write ceil(log2(...)) or floor(log2(...))");
    }
  }

  // Replaces a node whose operands are all constants by its value, so that
  // 1/0 or log2(-1) is refused at the parse, and a long constant sum is
  // evaluated once.
  ExpressionNode folded(ExpressionNode node) const {
    for (const auto& operand : node.operands) {
      if (!is_number(operand)) return node;
    }
    try {
      ExpressionNode out;
      out.value = Evaluator({}, quantities_).value(node);
      out.offset = node.offset;
      return out;
    } catch (const UndefinedValue& e) {
      fail_at(node, std::string(e.what()) + ", whatever the point");
    }
  }

  void skip_blanks() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }

  bool accept(char ch) {
    skip_blanks();
    if (at_ < text_.size() && text_[at_] == ch) {
      ++at_;
      return true;
    }
    return false;
  }

  // One level deeper (a parenthesis or a call); refused past the limit, so
  // that no text exhausts the stack.
  class Nested {
   public:
    explicit Nested(Parser& parser) : parser_(parser) {
      if (++parser_.depth_ > max_expression_depth) {
        parser_.fail("nested deeper than " + std::to_string(max_expression_depth) +
                     " parentheses or calls, the most accepted");
      }
    }
    ~Nested() { --parser_.depth_; }
    Nested(const Nested&) = delete;
    Nested& operator=(const Nested&) = delete;

   private:
    Parser& parser_;
  };

  // product (('+' | '-') product)*, or `op` (the one operator) of a product.
  ExpressionNode chain(ExpressionNode::Kind kind, const char (&ops)[3]) {
    const bool sum = kind == ExpressionNode::Kind::sum;
    ExpressionNode node;
    node.kind = kind;
    skip_blanks();
    node.offset = at_;
    node.operands.push_back(sum ? product() : unary());
    while (true) {
      skip_blanks();
      if (at_ >= text_.size() || (text_[at_] != ops[0] && text_[at_] != ops[1])) break;
      const char op = text_[at_++];
      node.operators += op;
      node.operands.push_back(sum ? product() : unary());
      const ExpressionNode& operand = node.operands.back();
      if (op == '/' && is_number(operand) && operand.value == 0) {
        fail_at(operand, "a division by zero, whatever the point");
      }
    }
    if (node.operands.size() == 1) return std::move(node.operands.front());
    for (const auto& operand : node.operands) refuse_bare_log2(operand);
    return folded(std::move(node));
  }

  ExpressionNode sum() { return chain(ExpressionNode::Kind::sum, "+-"); }
  ExpressionNode product() { return chain(ExpressionNode::Kind::product, "*/"); }

  // '-'* primary: a run of minus signs is one negation or none.
  ExpressionNode unary() {
    skip_blanks();
    const std::size_t offset = at_;
    bool negative = false;
    while (accept('-')) negative = !negative;
    ExpressionNode operand = primary();
    if (!negative) return operand;
    refuse_bare_log2(operand);
    ExpressionNode node;
    node.kind = ExpressionNode::Kind::negate;
    node.offset = offset;
    node.operands.push_back(std::move(operand));
    return folded(std::move(node));
  }

  std::string identifier() {
    const std::size_t start = at_;
    while (at_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_')) {
      ++at_;
    }
    return text_.substr(start, at_ - start);
  }

  ExpressionNode primary() {
    skip_blanks();
    ExpressionNode node;
    node.offset = at_;
    if (at_ >= text_.size()) fail("the expression ends where a value is expected");
    const char ch = text_[at_];
    if (accept('(')) {
      const Nested nested(*this);
      node = sum();
      if (!accept(')')) fail("expected ')'");
      return node;
    }
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      const std::size_t start = at_;
      while (at_ < text_.size() &&
             (std::isdigit(static_cast<unsigned char>(text_[at_])) || text_[at_] == '.')) {
        ++at_;
      }
      try {
        node.value = parse_time(text_.substr(start, at_ - start), "a number");
      } catch (const InputError& e) {
        at_ = start;
        fail(e.what());
      }
      return node;
    }
    if (!std::isalpha(static_cast<unsigned char>(ch)) && ch != '_') {
      fail("unexpected '" + std::string(1, ch) + "' where a value is expected");
    }
    const std::string name = identifier();
    skip_blanks();
    if (at_ < text_.size() && text_[at_] == '(') return call(name, node.offset);
    const auto variable = std::find_if(variables_.begin(), variables_.end(),
                                       [&](const VariableRange& v) { return v.name == name; });
    if (variable == variables_.end()) {
      at_ = node.offset;
      std::vector<std::string> known;
      for (const auto& v : variables_) known.push_back(v.name);
      fail("unknown variable '" + name + "'; the domain's variables are " +
           (known.empty() ? "none" : joined(known)));
    }
    node.kind = ExpressionNode::Kind::variable;
    node.text = name;
    node.index = static_cast<std::size_t>(variable - variables_.begin());
    return node;
  }

  ExpressionNode call(const std::string& name, std::size_t offset) {
    const bool builtin = std::find(builtins.begin(), builtins.end(), name) != builtins.end();
    const auto found = quantities_.find(name);
    if (!builtin && found == quantities_.end()) {
      at_ = offset;
      std::vector<std::string> known = builtins;
      for (const auto& [n, q] : quantities_) known.push_back(q.signature());
      fail("unknown quantity or function '" + name + "'; accepted: " + joined(known));
    }
    const Quantity* quantity = builtin ? nullptr : &found->second;
    const Nested nested(*this);
    accept('(');
    ExpressionNode node;
    node.kind = ExpressionNode::Kind::call;
    node.text = name;
    node.offset = offset;
    do {
      skip_blanks();
      const std::size_t k = node.operands.size();
      const ArgumentSpec* spec =
          quantity && k < quantity->arguments.size() ? &quantity->arguments[k] : nullptr;
      if (spec && spec->kind == ArgumentSpec::Kind::name) {
        node.operands.push_back(name_argument(*spec));
      } else {
        node.operands.push_back(sum());
      }
    } while (accept(','));
    if (!accept(')')) fail("expected ',' or ')' in the arguments of " + name);
    const std::size_t arity = node.operands.size();
    const std::size_t wanted =
        builtin ? (name == "min" || name == "max" ? 2 : 1) : quantity->arguments.size();
    if (arity != wanted) {
      at_ = offset;
      fail(name + " takes " + std::to_string(wanted) + " argument" + (wanted == 1 ? "" : "s") +
           (builtin ? "" : " (" + quantity->signature() + ")") + ", not " + std::to_string(arity));
    }
    if (quantity) {
      for (std::size_t k = 0; k < arity; ++k)
        check_argument(quantity->arguments[k], node.operands[k]);
      return node;
    }
    const bool takes_log2 = name == "floor" || name == "ceil";
    if (!takes_log2) {
      for (const auto& operand : node.operands) refuse_bare_log2(operand);
    }
    if (name == "log2" && is_number(node.operands[0]) && node.operands[0].value > 0 &&
        power_of_two(floor_log2(node.operands[0].value)) != node.operands[0].value) {
      return node;  // floor or ceil of it has a value; alone it is refused above
    }
    if (takes_log2 && is_irrational_log2(node.operands[0])) {
      ExpressionNode out;
      out.value = Evaluator({}, quantities_).value(node);
      out.offset = node.offset;
      return out;
    }
    return folded(std::move(node));
  }

  // What can be known of a quantity's argument before a point is drawn: a
  // constant's value, or the range of a variable passed as it is.
  void check_argument(const ArgumentSpec& spec, const ExpressionNode& operand) const {
    using Kind = ArgumentSpec::Kind;
    if (spec.kind == Kind::name) return;  // checked as it was read
    refuse_bare_log2(operand);
    if (is_number(operand)) {
      try {
        spec.check(operand.value);
      } catch (const InputError& e) {
        fail_at(operand, e.what());
      }
      return;
    }
    if (operand.kind != ExpressionNode::Kind::variable) return;  // known at each point only
    const VariableRange& range = variables_[operand.index];
    const std::string takes =
        "the domain has " + range.words + ", but " + spec.what + " is " + spec.accepted();
    const bool positive = range.least > 0 || (range.least == 0 && range.above_least);
    const bool fits = spec.kind == Kind::exact || (spec.kind == Kind::cost && range.least >= 0) ||
                      (spec.kind == Kind::positive_cost && positive) ||
                      (spec.kind == Kind::integer && range.integers && range.least >= spec.low &&
                       range.greatest && *range.greatest <= spec.high);
    if (!fits) fail_at(operand, takes);
  }

  // 'binomial-strategy' or binomial_strategy (underscores read as hyphens).
  ExpressionNode name_argument(const ArgumentSpec& spec) {
    ExpressionNode node;
    node.kind = ExpressionNode::Kind::name;
    node.offset = at_;
    if (accept('\'')) {
      const std::size_t end = text_.find('\'', at_);
      if (end == std::string::npos) fail("a quoted name does not end");
      node.text = text_.substr(at_, end - at_);
      at_ = end + 1;
    } else {
      node.text = identifier();
      if (node.text.empty()) fail("expected a name ('greedy', or greedy)");
      std::replace(node.text.begin(), node.text.end(), '_', '-');
    }
    if (std::find(spec.names.begin(), spec.names.end(), node.text) == spec.names.end()) {
      fail_at(node, spec.what + " '" + node.text + "' is not accepted; " + spec.what + " is " +
                        spec.accepted());
    }
    return node;
  }

  const std::string& text_;
  const std::vector<VariableRange>& variables_;
  const Quantities& quantities_;
  std::size_t at_ = 0;
  int depth_ = 0;
};

}  // namespace

ArgumentSpec ArgumentSpec::name_of(std::string what, std::vector<std::string> names) {
  ArgumentSpec spec;
  spec.kind = Kind::name;
  spec.what = std::move(what);
  spec.names = std::move(names);
  return spec;
}

ArgumentSpec ArgumentSpec::integer_in(std::string what, long long low, long long high) {
  ArgumentSpec spec;
  spec.kind = Kind::integer;
  spec.what = std::move(what);
  spec.low = low;
  spec.high = high;
  return spec;
}

ArgumentSpec ArgumentSpec::cost(std::string what) {
  ArgumentSpec spec;
  spec.kind = Kind::cost;
  spec.what = std::move(what);
  return spec;
}

ArgumentSpec ArgumentSpec::positive_cost(std::string what) {
  ArgumentSpec spec;
  spec.kind = Kind::positive_cost;
  spec.what = std::move(what);
  return spec;
}

ArgumentSpec ArgumentSpec::any_exact(std::string what) {
  ArgumentSpec spec;
  spec.kind = Kind::exact;
  spec.what = std::move(what);
  return spec;
}

std::string ArgumentSpec::accepted() const {
  switch (kind) {
    case Kind::name:
      return "one of " + joined(names);
    case Kind::integer:
      return "an integer in " + std::to_string(low) + ".." + std::to_string(high);
    case Kind::cost:
      return "an exact cost >= 0";
    case Kind::positive_cost:
      return "an exact cost > 0";
    case Kind::exact:
      break;
  }
  return "any exact number";
}

void ArgumentSpec::check(const Time& value) const {
  const bool fits =
      kind == Kind::exact || (kind == Kind::cost && value >= 0) ||
      (kind == Kind::positive_cost && value > 0) ||
      (kind == Kind::integer && denominator(value) == 1 && value >= low && value <= high);
  if (!fits) throw InputError(what + " = " + to_string(value) + " is not " + accepted());
}

std::string Quantity::signature() const {
  std::vector<std::string> names;
  for (const auto& a : arguments) names.push_back(a.what);
  return name + "(" + joined(names) + ")";
}

BigInt floor_log2(const Time& x) {
  if (x <= 0) throw InternalError("floor_log2 of a value that is not positive");
  using boost::multiprecision::msb;
  BigInt k =
      BigInt(static_cast<long>(msb(numerator(x)))) - BigInt(static_cast<long>(msb(denominator(x))));
  // 2^(k-1) < x < 2^(k+1): one step at most.
  if (power_of_two(k) > x) --k;
  return k;
}

Comparison parse_comparison(const std::string& text, const std::vector<VariableRange>& variables,
                            const Quantities& quantities) {
  return Parser(text, variables, quantities).comparison();
}

Evaluated evaluate(const Comparison& comparison, const std::vector<Time>& point,
                   const Quantities& quantities, bool show_quantities) {
  Evaluated out;
  const Evaluator e(point, quantities, show_quantities ? &out.quantities : nullptr);
  out.left = e.value(comparison.left);
  out.right = e.value(comparison.right);
  const std::string& op = comparison.op;
  out.holds = op == "<="   ? out.left <= out.right
              : op == "<"  ? out.left < out.right
              : op == "==" ? out.left == out.right
              : op == "!=" ? out.left != out.right
              : op == ">=" ? out.left >= out.right
                           : out.left > out.right;
  return out;
}

}  // namespace redcheck

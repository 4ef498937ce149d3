#include "claims/expression.hpp"

#include <boost/multiprecision/integer.hpp>

#include <algorithm>
#include <cctype>

namespace redcheck {

namespace {

const std::vector<std::string> builtins{"ceil", "floor", "log2", "min", "max", "abs"};

class Parser {
 public:
  Parser(const std::string& text, const std::vector<std::string>& variables,
         const Quantities& quantities)
      : text_(text), variables_(variables), quantities_(quantities) {}

  Comparison comparison() {
    Comparison out;
    out.text = text_;
    out.left = sum();
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
    out.right = sum();
    skip_blanks();
    if (at_ < text_.size())
      fail("unexpected '" + std::string(1, text_[at_]) + "' after the comparison");
    return out;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { throw ExpressionError(at_, what); }

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

  ExpressionNode binary(ExpressionNode left, char op, ExpressionNode right, std::size_t offset) {
    ExpressionNode node;
    node.kind = ExpressionNode::Kind::binary;
    node.text = std::string(1, op);
    node.offset = offset;
    node.operands = {std::move(left), std::move(right)};
    return node;
  }

  ExpressionNode sum() {
    ExpressionNode left = product();
    while (true) {
      skip_blanks();
      const std::size_t offset = at_;
      if (accept('+')) {
        left = binary(std::move(left), '+', product(), offset);
      } else if (accept('-')) {
        left = binary(std::move(left), '-', product(), offset);
      } else {
        return left;
      }
    }
  }

  ExpressionNode product() {
    ExpressionNode left = unary();
    while (true) {
      skip_blanks();
      const std::size_t offset = at_;
      if (accept('*')) {
        left = binary(std::move(left), '*', unary(), offset);
      } else if (accept('/')) {
        left = binary(std::move(left), '/', unary(), offset);
      } else {
        return left;
      }
    }
  }

  ExpressionNode unary() {
    skip_blanks();
    const std::size_t offset = at_;
    if (accept('-')) {
      ExpressionNode node;
      node.kind = ExpressionNode::Kind::negate;
      node.offset = offset;
      node.operands = {unary()};
      return node;
    }
    return primary();
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
    if (std::find(variables_.begin(), variables_.end(), name) == variables_.end()) {
      at_ = node.offset;
      std::string known;
      for (const auto& v : variables_) known += (known.empty() ? "" : ", ") + v;
      fail("unknown variable '" + name + "'; the domain's variables are " +
           (known.empty() ? "none" : known));
    }
    node.kind = ExpressionNode::Kind::variable;
    node.text = name;
    return node;
  }

  ExpressionNode call(const std::string& name, std::size_t offset) {
    const bool builtin = std::find(builtins.begin(), builtins.end(), name) != builtins.end();
    const auto quantity = quantities_.find(name);
    if (!builtin && quantity == quantities_.end()) {
      at_ = offset;
      std::string known;
      for (const auto& b : builtins) known += b + ", ";
      for (const auto& [n, q] : quantities_) known += q.signature + ", ";
      fail("unknown quantity or function '" + name +
           "'; accepted: " + known.substr(0, known.size() - 2));
    }
    accept('(');
    ExpressionNode node;
    node.kind = ExpressionNode::Kind::call;
    node.text = name;
    node.offset = offset;
    do {
      skip_blanks();
      const std::size_t k = node.operands.size();
      const bool wants_name = !builtin && k < quantity->second.name_arguments.size() &&
                              quantity->second.name_arguments[k];
      if (wants_name) {
        node.operands.push_back(name_argument());
      } else {
        node.operands.push_back(sum());
      }
    } while (accept(','));
    if (!accept(')')) fail("expected ',' or ')' in the arguments of " + name);
    const std::size_t arity = node.operands.size();
    const std::size_t wanted =
        builtin ? (name == "min" || name == "max" ? 2 : 1) : quantity->second.name_arguments.size();
    if (arity != wanted) {
      at_ = offset;
      fail(name + " takes " + std::to_string(wanted) + " argument" + (wanted == 1 ? "" : "s") +
           (builtin ? "" : " (" + quantity->second.signature + ")") + ", not " +
           std::to_string(arity));
    }
    return node;
  }

  // 'binomial-strategy' or binomial_strategy (underscores read as hyphens).
  ExpressionNode name_argument() {
    ExpressionNode node;
    node.kind = ExpressionNode::Kind::name;
    node.offset = at_;
    if (accept('\'')) {
      const std::size_t end = text_.find('\'', at_);
      if (end == std::string::npos) fail("a quoted name does not end");
      node.text = text_.substr(at_, end - at_);
      at_ = end + 1;
      return node;
    }
    node.text = identifier();
    if (node.text.empty()) fail("expected a name ('greedy', or greedy)");
    std::replace(node.text.begin(), node.text.end(), '_', '-');
    return node;
  }

  const std::string& text_;
  const std::vector<std::string>& variables_;
  const Quantities& quantities_;
  std::size_t at_ = 0;
};

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

class Evaluator {
 public:
  Evaluator(const std::vector<std::string>& variables, const std::vector<Time>& point,
            const Quantities& quantities)
      : variables_(variables), point_(point), quantities_(quantities) {}

  Time value(const ExpressionNode& node) const {
    using Kind = ExpressionNode::Kind;
    switch (node.kind) {
      case Kind::number:
        return node.value;
      case Kind::variable: {
        const auto at = std::find(variables_.begin(), variables_.end(), node.text);
        return point_[static_cast<std::size_t>(at - variables_.begin())];
      }
      case Kind::negate:
        return -value(node.operands[0]);
      case Kind::binary: {
        const Time a = value(node.operands[0]), b = value(node.operands[1]);
        switch (node.text[0]) {
          case '+':
            return a + b;
          case '-':
            return a - b;
          case '*':
            return a * b;
          default:
            if (b == 0) throw UndefinedValue("a division by zero");
            return a / b;
        }
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
    for (const auto& a : args) {
      values.push_back(a.kind == ExpressionNode::Kind::name ? Argument{Time(0), a.text}
                                                            : Argument{value(a), ""});
    }
    return q.compute(values);
  }

  const std::vector<std::string>& variables_;
  const std::vector<Time>& point_;
  const Quantities& quantities_;
};

}  // namespace

BigInt floor_log2(const Time& x) {
  if (x <= 0) throw InternalError("floor_log2 of a value that is not positive");
  using boost::multiprecision::msb;
  BigInt k =
      BigInt(static_cast<long>(msb(numerator(x)))) - BigInt(static_cast<long>(msb(denominator(x))));
  // 2^(k-1) < x < 2^(k+1): one step at most.
  if (power_of_two(k) > x) --k;
  return k;
}

Comparison parse_comparison(const std::string& text, const std::vector<std::string>& variables,
                            const Quantities& quantities) {
  return Parser(text, variables, quantities).comparison();
}

Evaluated evaluate(const Comparison& comparison, const std::vector<std::string>& variables,
                   const std::vector<Time>& point, const Quantities& quantities) {
  const Evaluator e(variables, point, quantities);
  Evaluated out;
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

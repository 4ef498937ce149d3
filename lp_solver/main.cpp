// redcheck-lp-solve: solves one linear program (lp/lp_text.hpp, on stdin)
// with QSopt_ex, the exact rational simplex, and writes its answer on
// stdout: the primal and dual values the toolkit then certifies itself.
// With --serve it answers programs one after another until its input ends,
// each framed as "<bytes>\n<text>", each answer as "ok <bytes>\n<text>" or
// "error <bytes>\n<message>" (lp/exact_solver.cpp keeps such processes).
// Served over a socket, it ends as soon as the other end is closed, even in
// the middle of a solve: its caller is gone (killed, or done).
//
// A process of its own, because QSopt_ex replaces GMP's allocator with its
// own pools, for the whole process, from QSexactStart() to QSexactClear():
// in the toolkit's programs, where other threads compute with rationals at
// the same time, blocks would be freed by the wrong allocator. Here every
// rational is made after QSexactStart() and gone before QSexactClear().

#include "errors.hpp"
#include "lp/lp_text.hpp"

#include <gmp.h>
extern "C" {
#include <qsopt_ex/QSopt_ex.h>
}

#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

using redcheck::LinearProgram;
using redcheck::LpSolution;
using redcheck::Time;

// mpq_t values that live in this scope only.
class Rationals {
 public:
  explicit Rationals(std::size_t n) : values_(n) {
    for (auto& v : values_) mpq_init(v);
  }
  ~Rationals() {
    for (auto& v : values_) mpq_clear(v);
  }
  Rationals(const Rationals&) = delete;
  Rationals& operator=(const Rationals&) = delete;
  mpq_t* data() { return values_.data(); }
  mpq_t& operator[](std::size_t k) { return values_[k]; }

 private:
  std::vector<mpq_t> values_;
};

void quiet(const char*, void*) {}

LpSolution solve(const LinearProgram& lp) {
  mpq_QSprob problem = mpq_QScreate_prob("redcheck", QS_MAX);
  if (problem == nullptr) throw redcheck::InternalError("QSopt_ex could not create a problem");
  struct Free {
    mpq_QSprob p;
    ~Free() { mpq_QSfree_prob(p); }
  } free_problem{problem};
  Rationals scratch(2);
  mpq_set_ui(scratch[1], 0, 1);
  for (int j = 0; j < lp.columns(); ++j) {
    mpq_set(scratch[0], lp.objective(j).backend().data());
    const std::string name = "x" + std::to_string(j);  // QSopt_ex needs names
    if (mpq_QSnew_col(problem, scratch[0], scratch[1], mpq_ILL_MAXDOUBLE, name.c_str()) != 0) {
      throw redcheck::InternalError("QSopt_ex refused a column");
    }
  }
  for (const auto& row : lp.all_rows()) {
    const std::string name = "r" + std::to_string(&row - lp.all_rows().data());
    std::vector<int> index;
    Rationals values(row.terms.size());
    for (std::size_t k = 0; k < row.terms.size(); ++k) {
      index.push_back(row.terms[k].first);
      mpq_set(values[k], row.terms[k].second.backend().data());
    }
    mpq_set(scratch[0], row.rhs.backend().data());
    if (mpq_QSadd_row(problem, static_cast<int>(index.size()), index.data(), values.data(),
                      &scratch[0], redcheck::sense_letter(row.sense), name.c_str()) != 0) {
      throw redcheck::InternalError("QSopt_ex refused a row");
    }
  }
  // The solution is read back with QSget_x_array and QSget_pi_array: the
  // arrays QSexact_solver fills are sized by its internal problem, which
  // also holds the rows' slack columns.
  int status = 0;
  if (QSexact_solver(problem, nullptr, nullptr, nullptr, DUAL_SIMPLEX, &status) != 0) {
    throw redcheck::InternalError("QSopt_ex failed to solve the program");
  }
  LpSolution answer;
  if (status == QS_LP_INFEASIBLE) {
    answer.status = LpSolution::Status::infeasible;
    return answer;
  }
  if (status == QS_LP_UNBOUNDED) {
    answer.status = LpSolution::Status::unbounded;
    return answer;
  }
  if (status != QS_LP_OPTIMAL) {
    throw redcheck::InternalError("QSopt_ex ended with status " + std::to_string(status));
  }
  Rationals x(static_cast<std::size_t>(lp.columns())), y(static_cast<std::size_t>(lp.rows()));
  if ((lp.columns() > 0 && mpq_QSget_x_array(problem, x.data()) != 0) ||
      (lp.rows() > 0 && mpq_QSget_pi_array(problem, y.data()) != 0)) {
    throw redcheck::InternalError("QSopt_ex gave no solution for its optimum");
  }
  const auto as_time = [](const mpq_t& v) {
    Time t;
    mpq_set(t.backend().data(), v);
    return t;
  };
  for (int j = 0; j < lp.columns(); ++j) {
    answer.primal.push_back(as_time(x[static_cast<std::size_t>(j)]));
    answer.objective += lp.objective(j) * answer.primal.back();
  }
  for (int i = 0; i < lp.rows(); ++i)
    answer.dual.push_back(as_time(y[static_cast<std::size_t>(i)]));
  return answer;
}

// Reads "<bytes>\n" and that many bytes; false at the end of the input.
bool read_request(std::istream& in, std::string& text) {
  std::size_t bytes = 0;
  if (!(in >> bytes)) return false;
  in.get();  // the newline
  text.resize(bytes);
  return static_cast<bool>(in.read(text.data(), static_cast<std::streamsize>(bytes)));
}

// A caller that dies while a hard program is being solved leaves no solver
// behind for the seconds the solve takes: when stdin is a socket, a thread
// waits for its other end to close and ends the process. (A pipe is not
// watched: its writer may close it after the last request, still reading
// the answers.)
void end_when_the_caller_closes_the_socket() {
  struct stat input {};
  if (::fstat(STDIN_FILENO, &input) != 0 || !S_ISSOCK(input.st_mode)) return;
  std::thread([] {
    pollfd hangup{STDIN_FILENO, POLLRDHUP, 0};
    while (::poll(&hangup, 1, -1) < 0 && errno == EINTR) {
    }
    ::_exit(0);
  }).detach();
}

void serve() {
  end_when_the_caller_closes_the_socket();
  std::string request;
  while (read_request(std::cin, request)) {
    std::string reply, kind = "ok";
    try {
      std::istringstream program(request);
      std::ostringstream answer;
      redcheck::write_answer(answer, solve(redcheck::read_program(program)));
      reply = answer.str();
    } catch (const std::exception& e) {
      kind = "error";
      reply = e.what();
    }
    std::cout << kind << ' ' << reply.size() << '\n' << reply;
    std::cout.flush();
  }
}

}  // namespace

int main(int argc, char** argv) {
  QSlog_set_handler(quiet, nullptr);
  QSexactStart();
  QSexact_set_precision(128);
  int status = 0;
  if (argc == 2 && std::string(argv[1]) == "--serve") {
    serve();
  } else {
    try {
      const LinearProgram lp = redcheck::read_program(std::cin);
      redcheck::write_answer(std::cout, solve(lp));
      std::cout.flush();
    } catch (const std::exception& e) {
      std::cerr << "redcheck-lp-solve: " << e.what() << '\n';
      status = 1;
    }
  }
  QSexactClear();
  return status;
}

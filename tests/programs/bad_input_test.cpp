// Bad input and faults, as the 196-case campaign of the model-interface
// issue found them: every one exits with status 2 and a message naming the
// value and what is accepted, or works; none crashes, hangs, or leaves a
// half-written file.

#include "errors.hpp"
#include "output/atomic_file.hpp"
#include "support/read_file.hpp"
#include "support/run_program.hpp"
#include "support/sanitized_build.hpp"

#include <sys/stat.h>

#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>

using redcheck::testing::expect_refused;
using redcheck::testing::run_json;
using redcheck::testing::run_program;

TEST_CASE("bad input exits with status 2 and names the value") {
  const std::pair<const char*, const char*> cases[] = {
      {"enumerator optimum --n 0 --d 1 --c 1", "--n = 0"},
      {"enumerator optimum --n 27 --d 1 --c 1", "--method recurrence"},
      {"enumerator optimum --n 5 --d -1 --c 1", "--d = -1 is negative"},
      {"enumerator optimum --n 5 --d 1/0 --c 1", "zero denominator"},
      {"enumerator optimum --n 5 --d x --c 1", "--d = 'x'"},
      {"enumerator optimum --n 5 --d 1 --c 1 --model gossip", "--model 'gossip' is unknown"},
      {"enumerator schedule --algorithm magic --n 3 --d 1 --c 1", "'magic' is unknown"},
      {"enumerator schedule --algorithm tree --tree '(()' --d 1 --c 1", "not balanced"},
      {"enumerator schedule --algorithm greedy --n 3 --d 1 --c 1 --tie-break middle",
       "'middle' is unknown"},
      {"enumerator table nothing", "table 'nothing' is unknown"},
      {"enumerator optimum --n 5 --d 1 --c 1 --bogus", "--bogus"},
      {"verifier check --claim canon2012.none", "'canon2012.none' is unknown"},
      {"verifier check --n-max 0", "--n-max = 0"},
      {"verifier check --costs 1,,2", "empty item"},
      {"verifier frobnicate", "frobnicate"},
      {"verifier fuzz --claim canon2012.none", "'canon2012.none' is unknown"},
      {"verifier fuzz --runs 0", "--runs (draws per search) = 0"},
      {"verifier fuzz --time-budget -5", "--time-budget -5: the budget is in seconds"},
      {"verifier fuzz --time-budget 0", "more than 0"},
      {"verifier fuzz --seed x", "--seed = 'x'"},
      {"verifier fuzz --max-size 0", "--max-size = 0"},
      // Below a fuzzed model's smallest instance: refused before any work (each
      // builder's claim stopped on an internal error until 2026-12-02).
      {"verifier fuzz --model steady-state --max-size 2 --runs 2",
       "--max-size 2 for the steady-state model"},
      {"verifier fuzz --model all --max-size 1 --runs 2", "accepted: at least 3"},
      {"enumerator schedule --model segmented --algorithm pipeline --p 3 --segments 4,4,3 --m 10 "
       "--alpha 1 --beta 1 --gamma 1",
       "sum to 11, not to the message size m = 10"},
      {"enumerator schedule --model segmented --algorithm pipeline --p 3 --segments 4,0 "
       "--alpha 1 --beta 1 --gamma 1",
       "--segments item = 0"},
      {"enumerator schedule --model segmented --algorithm pipeline --p 0 --segments 4 "
       "--alpha 1 --beta 1 --gamma 1",
       "--p = 0"},
      {"enumerator schedule --model segmented --algorithm pipeline --p 3 --segments 4 "
       "--alpha 1 --beta -2 --gamma 1",
       "--beta = -2 is negative"},
      {"enumerator schedule --model segmented --algorithm butterfly --p 6 --segments "
       "1,1,1,1,1,1 --alpha 1 --beta 1 --gamma 1 --bidirectional",
       "q = 4 blocks"},
      {"enumerator schedule --model segmented --algorithm magic --p 3 --segments 1 --alpha 1 "
       "--beta 1 --gamma 1",
       "'magic' is unknown for the segmented model"},
      {"enumerator segmentations --p 4 --m 31 --alpha 1 --beta 1 --gamma 1", "--m = 31"},
      {"enumerator segmentations --p 4 --m 10 --alpha 1 --beta 1 --gamma 1 --algorithm binary",
       "cannot sweep"},
      {"verifier check --claim lowery2013.none", "'lowery2013.none' is unknown"},
      {"verifier check --claim lowery2013.thm5 --search-p-max 9", "--search-p-max = 9"},
      {"verifier check --claim canon2012.thm4 --p-max 8", "none of them is selected"},
  };
  for (const auto& [command, message] : cases) expect_refused(command, {message});
}

TEST_CASE("conflicting options are refused, naming both") {
  expect_refused("enumerator schedule --algorithm tree --tree '(()(()))' --n 7 --d 1 --c 1",
                 {"--n", "--algorithm tree"});
  expect_refused("enumerator schedule --algorithm binomial-tree --order 3 --n 5 --d 1 --c 1",
                 {"--n", "--algorithm binomial-tree"});
  // The same machines twice are no conflict, and n alone gives the order.
  for (const char* agreed : {"--order 3 --n 8", "--n 8"}) {
    CHECK(run_program(std::string("enumerator schedule --algorithm binomial-tree ") + agreed +
                      " --d 1 --c 1 --no-timeline")
              .status == 0);
  }
  expect_refused("enumerator schedule --algorithm binomial-tree --n 6 --d 1 --c 1",
                 {"--order", "power of two", "n = 6"});
  expect_refused("enumerator schedule --algorithm greedy --n 4 --d 1 --c 1 --order 3",
                 {"--order", "--algorithm greedy"});
  expect_refused(
      "enumerator schedule --model segmented --algorithm uni-greedy --p 4 --segments 1 --alpha 1 "
      "--beta 1 --gamma 1 --bidirectional",
      {"uni-greedy", "--bidirectional"});
  expect_refused(
      "enumerator schedule --model segmented --algorithm bi-greedy --p 4 --segments 1 --alpha 1 "
      "--beta 1 --gamma 1",
      {"bi-greedy", "--bidirectional"});
  expect_refused("enumerator schedule --algorithm greedy --n 4 --d 1 --c 1 --p 4",
                 {"--p", "segmented model", "overlap model"});
  expect_refused(
      "enumerator schedule --model segmented --algorithm binomial --p 4 --segments 1 --alpha 1 "
      "--beta 1 --gamma 1 --d 2",
      {"--d", "overlap model", "segmented model"});
  expect_refused("verifier check --costs 1 --d-values 2", {"--costs", "--d-values"});
}

TEST_CASE("an empty domain option is bad input, not the default domain") {
  for (const char* option :
       {"--costs ''", "--d-values ''", "--c-values ''", "--tie-breaks ''", "--n-max ''"}) {
    expect_refused(std::string("verifier check --claim canon2012.thm4 ") + option,
                   {std::string(option).substr(0, std::string(option).find(' '))});
  }
  expect_refused("verifier check --claim lowery2013.thm5 --alpha-values ''", {"--alpha-values"});
  expect_refused("verifier check --claim lowery2013.thm5 --p-max ''", {"--p-max"});
}

TEST_CASE("work too large for memory is refused before it starts, saying what is accepted") {
  // A 10,000-digit cost: refused as it is read.
  expect_refused("enumerator optimum --n 15 --d 1/" + std::string(10000, '7') + " --c 1",
                 {"--d", "accepted: at most 1000"});
  // A segmented schedule beyond the activity limit.
  expect_refused(
      "enumerator schedule --model segmented --algorithm binomial --p 1048576 --segments "
      "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 --alpha 1 --beta 1 --gamma 1",
      {"activities", "accepted: at most"});
  // The bidirectional search's limits, and its grid of ticks.
  expect_refused(
      "enumerator optimum --model segmented --p 9 --segments 1 --alpha 1 --beta 1 "
      "--gamma 1 --bidirectional",
      {"p <= 8", "p = 9"});
  expect_refused(
      "enumerator optimum --model segmented --p 3 --segments 1,1,1,1,1,1,1 --alpha 1 --beta 1 "
      "--gamma 1 --bidirectional",
      {"q <= 6", "q = 7"});
  expect_refused(
      "enumerator optimum --model segmented --p 3 --segments 1 --alpha 1 --beta 1 "
      "--gamma 1/99999999 --bidirectional",
      {"2^22 ticks"});
  // The budget a researcher gives: an integer from 1 to a trillion, an
  // option of the segmented optimum only.
  for (const char* budget : {"0", "-1", "2.5", "lots", "1000000000001"}) {
    expect_refused(std::string("enumerator optimum --model segmented --p 3 --segments 1,1 "
                               "--alpha 1 --beta 1 --gamma 1 --max-states ") +
                       budget,
                   {"--max-states = ", budget, "accepted: an integer from 1 to 1000000000000"});
  }
  expect_refused("enumerator optimum --n 5 --d 1 --c 1 --max-states 100", {"--max-states"});
}

TEST_CASE("a search that runs out of memory is too big, exit 2, not ended by a signal") {
  // The address-space limit stops the sanitized programs at their start.
  if (redcheck::testing::sanitized_build) return;
  // 110 MB of address space (address_space_limited_prefix): these two
  // searches keep hundreds of MB of states (the two-port one reaches the
  // limit in about 1.4 s; p = 6, (2,1,1,1), which kept 165 MB, needs a few
  // MB since the root's receives are counted) and 875 MB (one port).
  // Before, mimalloc's operator new aborted (SIGABRT), and a table half
  // grown when memory ran out crashed the other worker (SIGSEGV).
  const std::string limited = redcheck::testing::address_space_limited_prefix;
  for (const std::string& search :
       {std::string("--p 7 --segments 1,2,1,1 --alpha 0 --beta 2 --gamma 1/3 --bidirectional"),
        std::string("--p 7 --segments 2,2,3,2 --alpha 1 --beta 1/2 --gamma 1/3")}) {
    const auto r = run_program("enumerator optimum --model segmented " + search, limited);
    INFO(search << "\n" << r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find("too big: the exhaustive search of p = ") != std::string::npos);
    // Past the address-space limit (a refused allocation) or the resident
    // memory the search may fill (a quarter of it kept for the rest),
    // whichever comes first.
    CHECK(r.err.find("ran out of memory before its budget of") != std::string::npos);
    CHECK(r.err.find("accepted: smaller p or q") != std::string::npos);
  }
  // Elsewhere the programs say so and exit 1 (the work was meant to fit).
  const auto r =
      run_program("enumerator optimum --n 21 --d 1/3 --c 1/2 --method enumeration", limited);
  INFO(r.err);
  CHECK(r.status == 1);
  CHECK(r.err.find("internal error: out of memory") != std::string::npos);
}

TEST_CASE("long runs print progress on stderr, and nothing on stdout") {
  // A few lines every REDCHECK_PROGRESS_SECONDS when stderr is not a terminal;
  // m = 18 runs long enough here, m = 14 under the sanitizers (50 s for m = 18).
  const int m = redcheck::testing::sanitized_build ? 14 : 18;
  const std::uint64_t count = std::uint64_t{1} << (m - 1);
  const auto r = run_program("enumerator segmentations --p 64 --m " + std::to_string(m) +
                                 " --alpha 1 --beta 1 --gamma 1 --no-list --json",
                             "REDCHECK_PROGRESS_SECONDS=0.01");
  REQUIRE(r.status == 0);
  CHECK(r.err.find("segmentations of m = " + std::to_string(m) + ":") != std::string::npos);
  CHECK(r.err.find("of " + std::to_string(count)) != std::string::npos);
  CHECK(nlohmann::json::parse(r.out)["count"] == count);
  CHECK(r.err.find(", done\n") != std::string::npos);
  const auto quiet =
      run_program("enumerator segmentations --p 4 --m 8 --alpha 1 --beta 1 --gamma 1 --json");
  CHECK(quiet.err.empty());  // short runs say nothing
  // The segmented optimum says how many states it has expanded, against its
  // budget (every 65,536 states), up to its refusal here. Not under the
  // sanitizers: its 70,000 states take 14 s there (1.5 s here), and its line
  // is output/progress.cpp's, which the segmentations above print with.
  if (redcheck::testing::sanitized_build) return;
  const auto search = run_program(
      "enumerator optimum --model segmented --p 7 --segments 1,2,1,1 --alpha 0 --beta 2 "
      "--gamma 1/3 --bidirectional --max-states 70000",
      "REDCHECK_PROGRESS_SECONDS=0.01");
  INFO(search.err);
  CHECK(search.status == 2);
  CHECK(search.err.find("bidirectional ports: 65536 states of a budget of 70000 after") !=
        std::string::npos);
  // A run refused says its last line stopped, not done.
  CHECK(search.err.find(", stopped\n") != std::string::npos);
  CHECK(search.err.find(", done\n") == std::string::npos);
  CHECK(search.out.empty());
}

TEST_CASE("files: the real reason of a failure, symlinks kept, devices written into") {
  using redcheck::write_file_atomically;
  // /sys refuses new files even to root: the reason must be that one, not
  // "No such file or directory" (errno was overwritten by an unlink).
  try {
    write_file_atomically("/sys/redcheck_test_file.svg", "x");
    WARN("/sys accepted a new file here; the check of the reason is skipped");
  } catch (const redcheck::InputError& e) {
    CHECK(std::string(e.what()).find("No such file or directory") == std::string::npos);
  }
  expect_refused("enumerator table canon-figure2 --out /etc/passwd", {"not a directory"});
  const auto dir = std::filesystem::temp_directory_path() / "redcheck_files_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const auto target = dir / "target.svg";
  const auto link = dir / "link.svg";
  redcheck::write_file_atomically(target.string(), "old");
  std::filesystem::create_symlink(target, link);
  const auto r = run_program("enumerator schedule --algorithm greedy --n 4 --d 1 --c 1 --svg " +
                             link.string());
  REQUIRE(r.status == 0);
  CHECK(std::filesystem::is_symlink(link));
  CHECK(redcheck::testing::read_file(target.string()).rfind("<svg", 0) == 0);
  const auto device =
      run_program("enumerator schedule --algorithm greedy --n 4 --d 1 --c 1 --svg /dev/null");
  CHECK(device.status == 0);
  struct stat info {};
  REQUIRE(stat("/dev/null", &info) == 0);
  CHECK(S_ISCHR(info.st_mode));
  std::filesystem::remove_all(dir);
}

TEST_CASE("a run refused or stopped after making output directories leaves them only if it wrote") {
  const std::string dir =
      (std::filesystem::temp_directory_path() / "redcheck_made_output_directory").string();
  std::filesystem::remove_all(dir);
  // verifier fuzz makes --examples before it reads --runs.
  const auto refused = run_program("verifier fuzz --runs 0 --examples " + dir);
  INFO(refused.err);
  CHECK(refused.status == 2);
  CHECK(refused.err.find("--runs") != std::string::npos);
  CHECK(refused.err.find("note: removed the directory '" + dir + "' it had created") !=
        std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir));
  // One that was there before stays.
  std::filesystem::create_directories(dir);
  CHECK(run_program("verifier fuzz --runs 0 --examples " + dir).status == 2);
  CHECK(std::filesystem::is_directory(dir));
  std::filesystem::remove_all(dir);
  // enumerator table stopped by Ctrl-C while it computes (its solvers take
  // half a minute), before it writes a file.
  const int status = redcheck::testing::interrupted_after(
      {"enumerator", "table", "certified-optima", "--out", dir}, 2);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 130);
  CHECK_FALSE(std::filesystem::exists(dir));
  // The same table finished keeps what it wrote (canon-figure2 is quick, but
  // 16 s under the sanitizers, where the refusals above are the paths looked at).
  if (!redcheck::testing::sanitized_build) {
    CHECK(run_program("enumerator table canon-figure2 --out " + dir).status == 0);
    CHECK(std::filesystem::exists(std::filesystem::path(dir) / "MANIFEST.csv"));
    std::filesystem::remove_all(dir);
  }
  // The directories made for a file (--svg, --html), every level of them,
  // when the instance, the claim or the search is refused after the check.
  for (const std::string& command :
       {"enumerator schedule --algorithm greedy --n 0 --d 1 --c 1 --svg " + dir + "/a/s.svg",
        "enumerator optimum --model segmented --p 6 --segments 2,1,1 --alpha 1 --beta 1 "
        "--gamma 1/2 --max-states 50 --svg " +
            dir + "/a/o.svg",
        "verifier check --claim no.such.claim --html " + dir + "/a/r.html"}) {
    const auto r = run_program(command);
    INFO(command << "\n" << r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find("note: removed the directory '" + dir + "/a' it had created, and '" + dir +
                     "' above it") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir));
  }
  // Below a directory that was there, only the level made goes.
  std::filesystem::create_directories(dir);
  CHECK(run_program("verifier check --claim no.such.claim --junit " + dir + "/a/r.xml").status ==
        2);
  CHECK_FALSE(std::filesystem::exists(dir + "/a"));
  CHECK(std::filesystem::is_directory(dir));
  std::filesystem::remove_all(dir);
}

TEST_CASE("interrupts, hang-ups and quits all remove the temporary file in progress") {
  redcheck::install_interrupt_cleanup();
  for (int s : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) {
    struct sigaction current {};
    REQUIRE(sigaction(s, nullptr, &current) == 0);
    CHECK(current.sa_handler != SIG_DFL);
    std::signal(s, SIG_DFL);
  }
}

TEST_CASE("heterogeneous instances: bad matrices and sizes exit 2 naming the value") {
  const std::string schedule = "enumerator schedule --model heterogeneous --algorithm tree-dyn ";
  const std::string optimum = "enumerator optimum --model heterogeneous ";
  const auto dir = std::filesystem::temp_directory_path() / "redcheck_heterogeneous_bad";
  std::filesystem::create_directories(dir);
  const auto write = [&](const char* name, const char* text) {
    const auto path = (dir / name).string();
    redcheck::write_file_atomically(path, text);
    return path;
  };
  const std::pair<std::string, std::vector<std::string>> cases[] = {
      {schedule + "--d-matrix '0,1;1' --c-vector 1,1", {"row 1 of d has 1 entries", "square"}},
      {schedule + "--d-matrix '0,1;1,0' --c-vector 1,1,1", {"d has 2 rows but c has 3 entries"}},
      {schedule + "--d-matrix '0,-1;1,0' --c-vector 1,1", {"d[0][1] = -1 is negative"}},
      {schedule + "--d-matrix '0,x;1,0' --c-vector 1,1", {"'x'"}},
      {schedule + "--d-matrix '0,1/0;1,0' --c-vector 1,1", {"zero denominator"}},
      {schedule + "--d-matrix '3,1;1,0' --c-vector 1,1", {"d[0][0] = 3", "diagonal is refused"}},
      {schedule + "--instance " + write("square.json", R"({"d": [["0", "1"]], "c": ["1", "1"]})"),
       {"d has 1 rows but c has 2 entries"}},
      {schedule + "--instance " +
           write("numbers.json", R"({"d": [[0, 1], [1, 0]], "c": ["1", "1"]})"),
       {"d[0][0] must be an exact number written as a string"}},
      {schedule + "--instance " + write("broken.json", R"({"d": [)"), {"is not valid JSON"}},
      {schedule + "--instance " + (dir / "missing.json").string(),
       {"cannot be read", "missing.json"}},
      {schedule + "--homogeneous 1 -1 --n 4", {"--homogeneous C = -1 is negative"}},
      {schedule + "--homogeneous 1 1", {"--n is required"}},
      {schedule + "--homogeneous 1 1 --n 0", {"--n = 0"}},
      {schedule + "--theorem1 2 1 --n 4", {"needs d <= D"}},
      {schedule + "--homogeneous 1 1 --random 3 --n 4", {"--homogeneous and --random both"}},
      {schedule + "--n 4", {"needs its costs"}},
      {optimum + "--homogeneous 1 1 --n 17", {"n <= 16"}},
      {optimum + "--homogeneous 1 1 --n 129 --non-commutative", {"n <= 128", "non-commutative"}},
      {optimum + "--homogeneous 1 1 --n 9 --method every-shape", {"n <= 8"}},
      {optimum + "--homogeneous 1 1 --n 5 --method guess", {"'guess' is unknown"}},
      {"enumerator montecarlo --n 8 --runs 10 --cv -1 --seed 1", {"--cv = -1 is negative"}},
      {"enumerator montecarlo --n 8 --runs 0 --cv 1 --seed 1", {"--runs = 0"}},
      {"enumerator montecarlo --n 8 --runs 10 --cv x --seed 1", {"--cv = 'x'"}},
      {"enumerator montecarlo --n 8 --runs 10 --cv 1", {"--seed is required"}},
      {"enumerator montecarlo --n 8 --runs 10 --cv 1 --seed 1 --algorithms magic",
       {"'magic' is unknown"}},
      {"enumerator markov --n 0", {"--n = 0"}},
      {"enumerator markov --n 8 --lambda-d 0", {"--lambda-d = 0 is not a rate"}},
      {"enumerator markov --n 300 --lambda-c 1", {"n <= 256"}},
      {"enumerator markov --n 8 --algorithm binomial-stat", {"accepted: tree-dyn"}},
  };
  for (const auto& [command, words] : cases) expect_refused(command, words);
  std::filesystem::remove_all(dir);
}

TEST_CASE("claims files: malformed, unknown names and domains too large exit 2 with where") {
  const std::string dir = "/tmp/redcheck_claims_files." + std::to_string(getpid());
  std::filesystem::create_directories(dir);
  const auto write = [&](const std::string& name, const std::string& text) {
    const std::string path = dir + "/" + name;
    std::ofstream(path) << text;
    return path;
  };
  const std::string malformed =
      write("malformed.json", "{\"claims\": [\n  {\"id\": \"x\" \"conjecture\": \"n <= 2\"}\n]}\n");
  expect_refused("verifier check --claims-file " + malformed,
                 {malformed + ":2:", "malformed JSON"});
  const std::string unknown = write("unknown.json",
                                    "{\"claims\": [{\"id\": \"x\", \"domain\": {\"n\": \"1..3\"},\n"
                                    "  \"conjecture\": \"optimum(n, 1, 1) <= bogus(n)\"}]}\n");
  expect_refused("verifier check --claims-file " + unknown,
                 {unknown + ":2:38:", "unknown quantity or function 'bogus'", "optimum(n, d, c)"});
  expect_refused("verifier fuzz --runs 3 --claims-file " + unknown, {"'bogus'"});
  const std::string variable = write(
      "variable.json",
      "{\"claims\": [{\"id\": \"x\", \"domain\": {\"n\": \"1..3\"}, \"conjecture\": \"k <= n\"}]}");
  expect_refused("verifier check --claims-file " + variable,
                 {"unknown variable 'k'", "variables are n"});
  const std::string large =
      write("large.json",
            "{\"claims\": [{\"id\": \"x\", \"domain\": {\"n\": \"1..5000\", \"d\": \"0..400\"},\n"
            "  \"conjecture\": \"n <= d\"}]}");
  expect_refused("verifier check --claims-file " + large,
                 {"too many to enumerate", "verifier fuzz --claims-file " + large});
  CHECK(run_program("verifier fuzz --runs 5 --seed 1 --claims-file " + large).status == 1);
  const std::string taken =
      write("taken.json",
            "{\"claims\": [{\"id\": \"canon2012.thm9\", \"domain\": {\"n\": \"1..3\"}, "
            "\"conjecture\": \"n >= 1\"}]}");
  expect_refused("verifier check --claims-file " + taken, {"'canon2012.thm9' is taken"});
  expect_refused("verifier check --claims-file " + dir + "/missing.json", {"cannot be read"});
  std::filesystem::remove_all(dir);
}

TEST_CASE("steady-state: bad platforms and operations exit 2 naming the value") {
  const auto dir = std::filesystem::temp_directory_path() / "redcheck_steady_bad_input";
  std::filesystem::create_directories(dir);
  const auto file = [&](const std::string& name, const std::string& text) {
    const std::string path = (dir / name).string();
    std::ofstream(path) << text;
    return path;
  };
  const std::string good =
      file("good.dot", "digraph { a -> b [c=1]; b -> a [c=2]; c -> a [c=1]; }");
  const std::string run = "enumerator steady-state --platform ";
  const std::pair<std::string, std::string> cases[] = {
      {run + file("bad.dot", "digraph { a -> ") + " --operation scatter --source a --targets b",
       "is not valid DOT"},
      {run + file("bad.json", "{\"nodes\": [") + " --operation scatter --source a --targets b",
       "is not valid JSON"},
      {run + file("nocost.dot", "digraph { a -> b; }") +
           " --operation scatter --source a --targets b",
       "edge a -> b has no cost"},
      {run +
           file(
               "negative.json",
               R"({"nodes": [{"name": "a"}, {"name": "b"}], "edges": [{"from": "a", "to": "b", "c": "-1"}]})") +
           " --operation scatter --source a --targets b",
       "c = -1"},
      {run + good + " --operation scatter --source a --targets c",
       "node 'c' cannot be reached from node 'a'"},
      {run + good + " --operation reduce --target c", "a disconnected reduce"},
      {run + good + " --operation scatter --source a --targets z", "node 'z' is unknown"},
      {run + file("zero.dot", "digraph { a [speed=0]; a -> b [c=1]; }") +
           " --operation reduce --target b",
       "zero-capacity node"},
      {run + good + " --operation broadcast --source a --targets b", "'broadcast' is unknown"},
      {run + good + " --operation scatter --source a --targets b --target a",
       "--target is not an option of a scatter"},
      {run + good + " --operation scatter --source a --targets a,b", "is among the targets"},
      {"enumerator steady-state --random-platform ring:5:1 --operation reduce --target P0",
       "shape 'ring' is unknown"},
      {"enumerator steady-state --random-platform star:1:1 --operation reduce --target P0",
       "number of nodes = 1"},
      {run + (dir / "missing.dot").string() + " --operation reduce --target a", "cannot be read"},
      {"enumerator optimum --model steady-state --random-platform star:3:1 --operation reduce "
       "--target P0",
       "has no exhaustive optimum; its own commands: enumerator steady-state"},
  };
  for (const auto& [command, message] : cases) expect_refused(command, {message});
  std::filesystem::remove_all(dir);
}

// Guards the newcomer issue's cases: each refused with its size before a
// program of millions of columns is built (measured in about a second in a
// release build; no timing here, which a sanitizer build would break). The
// 1000-node cliques take a minute to draw under the sanitizers: [slow].
TEST_CASE("steady-state: programs on a 1000-node clique refused at once with their size",
          "[slow]") {
  expect_refused(
      "enumerator steady-state --random-platform clique:1000:1 --operation gossip --sources "
      "P0,P1 --targets P2,P3",
      {"gossip of 4 messages on 1000 nodes", "3988013 columns", "at most columns x rows"});
  expect_refused(
      "enumerator steady-state --random-platform clique:1000:1 --operation reduce "
      "--target P0",
      {"reduce of 1000 participants", "--participants"});
}

TEST_CASE(
    "steady-state: options checked first, programs too large refused at once with their size") {
  const auto refused_fast = [](const std::string& command, const std::vector<std::string>& words) {
    expect_refused(command, words);
  };
  refused_fast(
      "enumerator steady-state --random-platform layered:40:1 --operation reduce "
      "--target P0",
      {"537921 columns and 32920 rows", "at most 250000 columns"});
  refused_fast(
      "enumerator steady-state --random-platform layered:50:1 --operation reduce "
      "--target P0 --fixed-period 0",
      {"--fixed-period = 0"});
  refused_fast(
      "enumerator steady-state --random-platform layered:50:1 --operation gossip "
      "--sources P0 --targets P1 --fixed-period 4",
      {"--fixed-period is an option of reduces"});
}

TEST_CASE("a claims file's domain too large to enumerate states its true number of points") {
  const std::string path = "/tmp/redcheck_large_domain." + std::to_string(getpid()) + ".json";
  std::ofstream(path) << "{\"claims\":[{\"id\":\"t.big\",\"model\":\"overlap\",\"statement\":\"s\","
                         "\"domain\":{\"n\":\"1..100000000\",\"d\":[\"1\"],\"c\":[\"1\"]},"
                         "\"conjecture\":\"optimum(n, d, c) >= 0\"}]}";
  expect_refused("verifier check --claims-file " + path, {"has 100000000 points"});
  std::filesystem::remove(path);
}

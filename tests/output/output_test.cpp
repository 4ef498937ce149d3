#include "errors.hpp"
#include "models/overlap/builders.hpp"
#include "output/atomic_file.hpp"
#include "output/csv.hpp"
#include "output/gantt_svg.hpp"
#include "output/line_plot_svg.hpp"
#include "output/text_table.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace redcheck;

namespace {
std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}
}  // namespace

TEST_CASE("a Gantt chart draws every transfer twice and every reduction once, deterministically") {
  const auto m = make_overlap_model(1, Time(1, 2));
  BuildRequest r;
  r.algorithm = OverlapBuilder::greedy;
  r.n = 7;
  const Schedule s = build_schedule(r, m).schedule;
  const std::string svg = gantt_svg(s, "greedy");
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(occurrences(svg, "<rect x=") == 2 * s.transfers.size() + s.reductions.size());
  CHECK(occurrences(svg, "machine 6") >= 1);
  CHECK(svg == gantt_svg(s, "greedy"));
}

TEST_CASE("a step plot is deterministic and labels its series") {
  PlotSeries a{"first", "red", false, {{1, 1}, {2, 1.5}, {10, 1.5}}, {}, false};
  PlotSeries b{"second & more", "blue", true, {{1, 1}, {10, 2}}, {{0.5, 1.5}, {1, 3}}, true};
  const std::string svg = step_plot_svg({"t", "x", "y", true}, {a, b});
  CHECK(svg.find("second &amp; more") != std::string::npos);
  CHECK(svg.find("stroke-dasharray") != std::string::npos);
  CHECK(svg.find("fill-opacity=\"0.15\"") != std::string::npos);  // b's ribbon
  CHECK(svg == step_plot_svg({"t", "x", "y", true}, {a, b}));
}

TEST_CASE("CSV fields with commas or quotes are quoted") {
  CHECK(csv_row({"a", "1/2", "x,y", "say \"hi\""}) == "a,1/2,\"x,y\",\"say \"\"hi\"\"\"\n");
}

TEST_CASE("text cells wrap at spaces and split long words") {
  CHECK(wrap("one two three", 7) == std::vector<std::string>{"one two", "three"});
  CHECK(wrap("abcdefghij", 4) == std::vector<std::string>{"abcd", "efgh", "ij"});
  CHECK(wrap("", 5) == std::vector<std::string>{""});
}

TEST_CASE("files are written whole, with no temporary left behind") {
  const auto dir = std::filesystem::temp_directory_path() / "redcheck_atomic_test";
  std::filesystem::remove_all(dir);
  const std::string path = (dir / "sub" / "out.csv").string();
  write_file_atomically(path, "a,b\n1,2\n");
  write_file_atomically(path, "a,b\n3,4\n");
  std::ifstream in(path);
  std::stringstream content;
  content << in.rdbuf();
  CHECK(content.str() == "a,b\n3,4\n");
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir / "sub")) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);
  std::filesystem::remove_all(dir);
  CHECK_THROWS_AS(write_file_atomically("/proc/redcheck/forbidden.csv", "x"), InputError);
}

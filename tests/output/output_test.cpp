#include "errors.hpp"
#include "models/overlap/builders.hpp"
#include "output/atomic_file.hpp"
#include "output/csv.hpp"
#include "output/gantt_svg.hpp"
#include "output/grid_plot_svg.hpp"
#include "output/line_plot_svg.hpp"
#include "output/svg_text.hpp"
#include "output/text_table.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <vector>

using namespace redcheck;

namespace {
std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}

// Every horizontal text of `svg` whose estimated extent (svg_text.hpp's
// text_width, by its anchor) leaves [0, the picture's width]; "" when none.
std::string text_outside(const std::string& svg) {
  std::smatch m;
  if (!std::regex_search(svg, m, std::regex("<svg[^>]* width=\"([0-9.]+)\""))) return "no width";
  const double width = std::stod(m[1]);
  const std::regex text("<text x=\"([-0-9.]+)\"[^>]*font-size=\"([0-9.]+)\"([^>]*)>([^<]*)</text>");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text); it != std::sregex_iterator();
       ++it) {
    const std::smatch& t = *it;
    const std::string attributes = t[3];
    if (attributes.find("rotate") != std::string::npos) continue;
    std::string content = t[4];
    for (const char* entity : {"&amp;", "&lt;", "&gt;", "&quot;"}) {
      for (auto at = content.find(entity); at != std::string::npos; at = content.find(entity)) {
        content.replace(at, std::string(entity).size(), "x");
      }
    }
    const double x = std::stod(t[1]), w = text_width(content, std::stod(t[2]));
    const double from = attributes.find("\"end\"") != std::string::npos      ? x - w
                        : attributes.find("\"middle\"") != std::string::npos ? x - w / 2
                                                                             : x;
    if (from < 0 || from + w > width) return content;
  }
  return "";
}

}  // namespace

TEST_CASE("every label of a chart stays inside it, a long title wrapped or shortened with a note") {
  const auto m = make_overlap_model(Time(123456789, 1000), Time(1, 3));
  BuildRequest r;
  r.algorithm = OverlapBuilder::greedy;
  r.n = 12;
  const Schedule s = build_schedule(r, m).schedule;
  std::string long_title = "greedy on";
  for (int k = 0; k < 400; ++k) long_title += " d_" + std::to_string(k) + " = 12345/678";
  GanttWords words;
  words.machine = "processor with a long name";
  const std::string gantt = gantt_svg(s, long_title, words);
  CHECK(text_outside(gantt).empty());
  CHECK(gantt.find("(sink)") != std::string::npos);
  CHECK(gantt.find("shortened") != std::string::npos);
  CHECK(gantt.find("<title>" + long_title.substr(0, 40)) != std::string::npos);
  CHECK(text_outside(gantt_svg(s, "short")).empty());

  PlotSeries a{
      std::string(90, 'a') + " a long legend entry", "red", false, {{1, 1}, {2, 3}}, {}, false};
  const std::string plot = step_plot_svg({long_title.substr(0, 300), "x", "y", false, false}, {a});
  CHECK(text_outside(plot).empty());

  GridPlot grid{long_title.substr(0, 200),
                "x",
                "y",
                {"1", "2"},
                {"a row label that is rather long", "2"},
                {{{"#fff", "1"}, {"#eee", "2"}}, {{"#fff", "3"}, {"#eee", "4"}}},
                {{"#fff", "a legend entry far longer than the legend's usual column"}}};
  CHECK(text_outside(grid_plot_svg(grid)).empty());
}

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

TEST_CASE(
    "directories made for output are removed again only when the run fails and wrote nothing") {
  const auto top = std::filesystem::temp_directory_path() / "redcheck_created_directory_test";
  const auto dir = top / "a" / "b";
  std::filesystem::remove_all(top);
  const auto fail_inside = [](const CreatedDirectories& made) {
    try {
      const CreatedDirectoryGuard guard(made, "nothing was written");
      throw InputError("refused after the check");
    } catch (const InputError&) {
    }
  };
  // Made by this run (three levels), nothing in them, the run refused: all removed.
  CreatedDirectories made = check_output_directory(dir.string());
  CHECK(made.innermost == dir.string());
  CHECK(made.outermost == top.string());
  fail_inside(made);
  CHECK_FALSE(std::filesystem::exists(top));
  // There before: nothing made, nothing removed; a level made below one
  // that was there: only that level.
  std::filesystem::create_directories(dir);
  CHECK_FALSE(check_output_directory(dir.string()).any());
  made = check_output_directory((dir / "c").string());
  CHECK(made.outermost == (dir / "c").string());
  fail_inside(made);
  CHECK_FALSE(std::filesystem::exists(dir / "c"));
  CHECK(std::filesystem::is_directory(dir));
  // Made by this run but holding a file: kept, the file too.
  std::filesystem::remove_all(top);
  made = check_output_directory(dir.string());
  write_file_atomically((dir / "table.csv").string(), "a\n1\n");
  fail_inside(made);
  CHECK(std::filesystem::exists(dir / "table.csv"));
  // Made by this run, empty, the run ended normally: kept (asked for).
  std::filesystem::remove_all(top);
  made = check_output_directory(dir.string());
  { const CreatedDirectoryGuard guard(made, "nothing was written"); }
  CHECK(std::filesystem::is_directory(dir));
  // The directories an output file's check made: the same, and a guard moved
  // (into a list of them) still removes them.
  std::filesystem::remove_all(top);
  made = check_output_file((dir / "report.html").string());
  CHECK(made.innermost == dir.string());
  CHECK(made.outermost == top.string());
  try {
    std::vector<CreatedDirectoryGuard> guards;
    guards.emplace_back(made, "no report was written");
    throw InputError("an unknown claim");
  } catch (const InputError&) {
  }
  CHECK_FALSE(std::filesystem::exists(top));
  CHECK_FALSE(check_output_file("/tmp/redcheck_created_directory_test_file.csv").any());
  std::filesystem::remove_all(top);
}

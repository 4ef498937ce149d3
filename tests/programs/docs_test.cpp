// The documentation is tested (docs/building.md says how): every command in
// a `console` or `sh` block of README.md and docs/*.md runs from the root of
// the source tree and exits as shown, the lines shown under a console
// command appear in what it printed, and every usage line of a `text` block
// names options its subcommand's --help lists. Commands of scripts/ are left
// to CI, which runs them itself.

#include "support/read_file.hpp"

#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Block {
  std::string language;
  std::vector<std::string> lines;
  std::string where;  ///< "docs/overlap.md:42"
};

std::vector<Block> blocks_of(const std::filesystem::path& file, const std::string& name) {
  std::ifstream in(file);
  std::vector<Block> out;
  std::string line;
  int number = 0;
  Block* open = nullptr;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("```", 0) == 0) {
      if (open) {
        open = nullptr;
      } else {
        out.push_back({line.substr(3), {}, name + ":" + std::to_string(number)});
        open = &out.back();
      }
      continue;
    }
    if (open) open->lines.push_back(line);
  }
  return out;
}

struct Run {
  int status;
  std::string output;  ///< stdout and stderr
};

Run run_in_sources(std::string command) {
  const std::string bin = REDCHECK_BIN_DIR;
  for (std::size_t at = command.find("build/bin/"); at != std::string::npos;
       at = command.find("build/bin/", at + bin.size())) {
    command.replace(at, std::string("build/bin").size(), bin);
  }
  const std::string full = "cd " + std::string(REDCHECK_SOURCE_DIR) + " && (" + command + ") 2>&1";
  FILE* pipe = popen(full.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string output;
  std::array<char, 4096> buffer{};
  std::size_t got;
  while ((got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
    output.append(buffer.data(), got);
  const int raw = pclose(pipe);
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, output};
}

// "cmd # exit status 1" -> ("cmd", 1); "cmd" -> ("cmd", 0).
std::pair<std::string, int> with_status(const std::string& line) {
  static const std::regex stated("^(.*?)\\s*# exit status ([0-9]+)\\s*$");
  std::smatch m;
  if (std::regex_match(line, m, stated)) return {m[1], std::stoi(m[2])};
  return {line, 0};
}

void check_runs(const std::string& command, int expected, const std::vector<std::string>& shown,
                const std::string& where) {
  if (command.rfind("scripts/", 0) == 0) return;  // CI runs these itself
  const Run r = run_in_sources(command);
  INFO(where << ": " << command << "\n" << r.output);
  CHECK(r.status == expected);
  for (const std::string& line : shown) {
    if (line.empty() || line == "...") continue;
    INFO("shown: " << line);
    CHECK(r.output.find(line) != std::string::npos);
  }
}

// A `console` block: "$ command" lines (a trailing backslash continues),
// each followed by the lines it prints.
void check_console(const Block& b) {
  for (std::size_t k = 0; k < b.lines.size();) {
    if (b.lines[k].rfind("$ ", 0) != 0) {
      ++k;
      continue;
    }
    std::string command = b.lines[k].substr(2);
    while (!command.empty() && command.back() == '\\' && ++k < b.lines.size()) {
      command.pop_back();
      command += b.lines[k];
    }
    std::vector<std::string> shown;
    for (++k; k < b.lines.size() && b.lines[k].rfind("$ ", 0) != 0; ++k) {
      shown.push_back(b.lines[k]);
    }
    const auto [text, status] = with_status(command);
    check_runs(text, status, shown, b.where);
  }
}

// A `sh` block: every line that is no comment is a command.
void check_shell(const Block& b) {
  for (std::size_t k = 0; k < b.lines.size(); ++k) {
    std::string command = b.lines[k];
    if (command.empty() || command[0] == '#') continue;
    while (!command.empty() && command.back() == '\\' && ++k < b.lines.size()) {
      command.pop_back();
      command += b.lines[k];
    }
    const auto [text, status] = with_status(command);
    check_runs(text, status, {}, b.where);
  }
}

// A `text` block: each usage line naming build/bin/PROGRAM [SUBCOMMAND] (with
// its indented continuation lines) uses only options --help lists.
void check_usage(const Block& b) {
  std::vector<std::string> usages;
  static const std::regex chained("\\s(&&|;)\\s");  // a | b in a usage line is a choice
  for (const std::string& raw : b.lines) {
    const std::string line = raw.substr(0, raw.find(" # "));
    if (line.find("build/bin/") == std::string::npos) {
      if (!usages.empty() && !line.empty() && line[0] == ' ') {
        usages.back() += " " + line;
      } else {
        usages.emplace_back();  // a line of something else ends the usage
      }
      continue;
    }
    // Each command of a chain (a && b; c) on its own.
    for (auto it = std::sregex_token_iterator(line.begin(), line.end(), chained, -1);
         it != std::sregex_token_iterator(); ++it) {
      const std::string part = *it;
      const std::size_t at = part.find("build/bin/");
      usages.push_back(at == std::string::npos ? std::string() : part.substr(at));
    }
  }
  static const std::regex option("(^|[\\s\\[|(])(--[a-z][a-z0-9-]*)");
  for (const std::string& usage : usages) {
    if (usage.empty()) continue;
    std::istringstream words(usage);
    std::string program, sub;
    words >> program >> sub;
    if (program.find("redcheck") != std::string::npos) continue;  // helpers have no subcommands
    std::string help_of = program;
    if (!sub.empty() && std::isalpha(static_cast<unsigned char>(sub[0]))) help_of += " " + sub;
    const Run help = run_in_sources(help_of + " --help");
    INFO(b.where << ": " << usage << "\n" << help.output);
    CHECK(help.status == 0);
    for (auto it = std::sregex_iterator(usage.begin(), usage.end(), option);
         it != std::sregex_iterator(); ++it) {
      const std::string flag = (*it)[2];
      INFO("option " << flag);
      CHECK(help.output.find(flag) != std::string::npos);
    }
  }
}

}  // namespace

TEST_CASE("every command shown in README.md and docs/ runs and exits as shown", "[slow]") {
  const std::filesystem::path source = REDCHECK_SOURCE_DIR;
  std::vector<std::pair<std::filesystem::path, std::string>> pages{
      {source / "README.md", "README.md"}};
  for (const auto& entry : std::filesystem::directory_iterator(source / "docs")) {
    if (entry.path().extension() == ".md") {
      pages.emplace_back(entry.path(), "docs/" + entry.path().filename().string());
    }
  }
  int commands = 0;
  for (const auto& [path, name] : pages) {
    for (const Block& b : blocks_of(path, name)) {
      if (b.language == "console") {
        check_console(b);
        ++commands;
      } else if (b.language == "sh") {
        check_shell(b);
        ++commands;
      } else if (b.language == "text") {
        check_usage(b);
      }
    }
  }
  CHECK(commands > 5);
}

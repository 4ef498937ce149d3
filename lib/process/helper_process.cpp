#include "process/helper_process.hpp"

#include "errors.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

extern char** environ;

namespace redcheck {

namespace {

std::string read_all(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TemporaryFile::TemporaryFile(const char* stem) {
  std::string pattern = (std::filesystem::temp_directory_path() / stem).string() + "-XXXXXX";
  const int fd = mkstemp(pattern.data());
  if (fd < 0) throw InternalError("cannot create a temporary file " + pattern);
  close(fd);
  path_ = pattern;
}

TemporaryFile::~TemporaryFile() {
  std::remove(path_.c_str());
}

void TemporaryFile::write(const std::string& text) const {
  std::ofstream file(path_);
  file << text;
  if (!file.flush()) throw InternalError("cannot write the temporary file " + path_);
}

std::string helper_path(const std::string& name, const char* environment_variable,
                        const std::string& installed) {
  if (const char* set = std::getenv(environment_variable); set != nullptr && *set != 0) return set;
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const auto beside = self.parent_path() / name;
    if (std::filesystem::exists(beside, error)) return beside.string();
  }
  return installed;
}

HelperRun run_helper(const std::string& path, const std::vector<std::string>& arguments,
                     const std::string& input, bool capture_errors) {
  const TemporaryFile in("redcheck-in"), out("redcheck-out"), err("redcheck-err");
  {
    std::ofstream file(in.path());
    file << input;
    if (!file.flush())
      throw InternalError("cannot write the input of " + path + " to " + in.path());
  }
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, in.path().c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, out.path().c_str(), O_WRONLY | O_TRUNC, 0);
  if (capture_errors)
    posix_spawn_file_actions_addopen(&files, 2, err.path().c_str(), O_WRONLY | O_TRUNC, 0);
  std::vector<std::string> words{std::filesystem::path(path).filename().string()};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  pid_t child = 0;
  const int spawned = posix_spawn(&child, path.c_str(), &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (spawned != 0) throw InternalError("cannot run " + path);
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) throw InternalError("lost the process of " + path);
  }
  HelperRun run;
  run.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.output = read_all(out.path());
  if (capture_errors) run.errors = read_all(err.path());
  return run;
}

}  // namespace redcheck

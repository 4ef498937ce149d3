#include "certify/certificate_directory.hpp"

#include "cli/input_file.hpp"
#include "errors.hpp"
#include "output/atomic_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace redcheck {

namespace {

const char* lock_name = ".lock";

}  // namespace

CertificateDirectory::CertificateDirectory(const std::string& directory, bool exclusive)
    : directory_(directory) {
  const std::string lock_path = public_path(lock_name);
  lock_fd_ = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock_fd_ < 0 && !exclusive) lock_fd_ = ::open(lock_path.c_str(), O_RDONLY | O_CLOEXEC);
  if (lock_fd_ < 0 && exclusive) {
    throw InputError("cannot lock the certificate directory '" + directory +
                     "': " + std::strerror(errno));
  }
  if (lock_fd_ >= 0 && ::flock(lock_fd_, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0) {
    const int why = errno;
    ::close(lock_fd_);
    lock_fd_ = -1;
    if (why == EWOULDBLOCK) {
      throw InputError("the certificate directory '" + directory +
                       "' is in use by another run (enumerator certify or redcheck.certify); "
                       "give another --out, or wait for it");
    }
    throw InputError("cannot lock the certificate directory '" + directory +
                     "': " + std::strerror(why));
  }
  std::string pattern = public_path(".run-XXXXXX");
  if (::mkdtemp(pattern.data()) == nullptr) {
    // A read-only directory can still be checked: the private copies go to
    // the system's temporary directory.
    pattern = (std::filesystem::temp_directory_path() / "redcheck-certificate-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      if (lock_fd_ >= 0) ::close(lock_fd_);
      throw InputError("cannot make a private directory for the run in '" + directory +
                       "': " + std::strerror(errno));
    }
  }
  private_ = pattern;
}

CertificateDirectory::~CertificateDirectory() {
  std::error_code ignored;
  std::filesystem::remove_all(private_, ignored);
  if (lock_fd_ >= 0) ::close(lock_fd_);  // releases the lock
}

std::string CertificateDirectory::private_path(const std::string& name) const {
  return (std::filesystem::path(private_) / name).string();
}

std::string CertificateDirectory::public_path(const std::string& name) const {
  return (std::filesystem::path(directory_) / name).string();
}

void CertificateDirectory::copy_in(const std::string& name, std::size_t max_bytes) const {
  const std::string text = read_input_file(
      public_path(name), "--check", "the directory enumerator certify --out wrote", max_bytes);
  std::FILE* out = std::fopen(private_path(name).c_str(), "wb");
  const bool written = out && std::fwrite(text.data(), 1, text.size(), out) == text.size();
  if (out) std::fclose(out);
  if (!written) throw InputError("cannot copy " + name + " into the run's private directory");
}

void CertificateDirectory::publish(const std::vector<std::string>& names,
                                   const std::vector<std::string>& stale) const {
  for (const std::string& name : stale) {
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    std::error_code ignored;
    std::filesystem::remove(public_path(name), ignored);
  }
  for (const std::string& name : names) {
    if (std::rename(private_path(name).c_str(), public_path(name).c_str()) != 0) {
      throw InputError("cannot write " + public_path(name) + ": " + std::strerror(errno));
    }
  }
  // The directory's entries reach the disk too.
  const int fd = ::open(directory_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0) {
    ::fsync(fd);
    ::close(fd);
  }
}

bool CertificateDirectory::remove_if_unused(const std::string& directory) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(directory, ec)) {
    if (entry.path().filename() != lock_name) return false;
  }
  if (ec) return false;
  const std::string lock_path = (std::filesystem::path(directory) / lock_name).string();
  const int fd = ::open(lock_path.c_str(), O_RDWR | O_CLOEXEC);
  if (fd >= 0 && ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);  // another run holds it: its directory now
    return false;
  }
  // Unlinked while locked: a run that opens the lock after this finds no
  // file, and one that opened it before finds the directory gone.
  if (fd >= 0) ::unlink(lock_path.c_str());
  const bool removed = ::rmdir(directory.c_str()) == 0;
  if (fd >= 0) ::close(fd);
  return removed;
}

}  // namespace redcheck

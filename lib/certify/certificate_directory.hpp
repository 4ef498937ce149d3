#pragma once
// A certificate directory used by one run at a time. A run (certify, or a
// check of its files) holds a lock on the directory (the file .lock in it,
// flock): another run that writes is refused at once, naming the directory;
// checks may run side by side. The run works in a private directory (inside
// the certificate's, so on the same file system): the solvers read the files
// there, which no other run can rewrite under them, and what certify
// produces reaches the certificate directory file by file, each by an
// atomic rename, certificate.json last. The private directory goes with the
// run.

#include <string>
#include <vector>

namespace redcheck {

class CertificateDirectory {
 public:
  /// Takes `directory` (it must exist) for a run that writes (`exclusive`)
  /// or reads it. Throws InputError when another run holds it, or when the
  /// lock or the private directory cannot be made.
  CertificateDirectory(const std::string& directory, bool exclusive);
  ~CertificateDirectory();
  CertificateDirectory(const CertificateDirectory&) = delete;
  CertificateDirectory& operator=(const CertificateDirectory&) = delete;

  /// The private directory's path for `name`.
  std::string private_path(const std::string& name) const;
  /// The certificate directory's path for `name`.
  std::string public_path(const std::string& name) const;

  /// Copies the certificate directory's file `name` into the private one,
  /// reading at most `max_bytes` (a regular file only). Throws InputError.
  void copy_in(const std::string& name, std::size_t max_bytes) const;

  /// Moves the private files `names` into the certificate directory, in
  /// order (each by an atomic rename), and removes there the files of
  /// `stale` that this run did not produce.
  void publish(const std::vector<std::string>& names, const std::vector<std::string>& stale) const;

  /// Removes `directory` when it holds nothing but an unlocked lock file: a
  /// run that created it and then stopped before publishing leaves no empty
  /// directory behind. True when it was removed. A directory another run
  /// holds, or with any other entry, is left as it is.
  static bool remove_if_unused(const std::string& directory);

 private:
  std::string directory_, private_;
  int lock_fd_ = -1;
};

}  // namespace redcheck

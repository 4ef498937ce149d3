# FindQSoptEx: QSopt_ex, the exact rational simplex (Debian's
# libqsopt-ex-dev ships no pkg-config or CMake file). Provides
# QSoptEx::QSoptEx; installed with redcheck's package.
find_path(QSOPTEX_INCLUDE_DIR qsopt_ex/QSopt_ex.h)
find_library(QSOPTEX_LIBRARY qsopt_ex)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(QSoptEx REQUIRED_VARS QSOPTEX_LIBRARY QSOPTEX_INCLUDE_DIR)
if(QSoptEx_FOUND AND NOT TARGET QSoptEx::QSoptEx)
  add_library(QSoptEx::QSoptEx UNKNOWN IMPORTED)
  set_target_properties(QSoptEx::QSoptEx PROPERTIES IMPORTED_LOCATION "${QSOPTEX_LIBRARY}"
                                                    INTERFACE_INCLUDE_DIRECTORIES "${QSOPTEX_INCLUDE_DIR}")
endif()
mark_as_advanced(QSOPTEX_INCLUDE_DIR QSOPTEX_LIBRARY)

"""Conventions of the C++ sources that a compiler does not check."""

import os
import re

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def test_no_catch2_test_name_holds_a_semicolon():
    """catch_discover_tests cuts a test's name at ';': ctest then runs a name
    that matches no test case, which passes without running anything."""
    bad = []
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if not name.endswith(".cpp"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for title in re.findall(r'TEST_CASE\(\s*"((?:[^"\\]|\\.)*)"', text):
                if ";" in title:
                    bad.append(f"{os.path.relpath(path, ROOT)}: {title}")
    assert not bad, "test names with ';': " + "; ".join(bad)

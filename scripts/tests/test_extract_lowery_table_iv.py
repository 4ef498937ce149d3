"""Table IV's published rows (lib/models/segmented/tables/lowery_published.cpp)
are what scripts/extract_lowery_table_iv.py reads from the paper's text, not
typed in: extracted again, the file is the same byte for byte where
clang-format lays it out, the same but for spaces and line breaks where
clang-format is not installed. The paper is in ../shared/papers beside the
repository (CI has it); skipped where it is not. Run by ctest's
python_package."""
import filecmp
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SCRIPT = os.path.join(ROOT, "scripts", "extract_lowery_table_iv.py")
PAPER = os.path.join(ROOT, "..", "shared", "papers", "lowery-langou-2013-greedy-pipelined.txt")
COMMITTED = os.path.join(ROOT, "lib", "models", "segmented", "tables", "lowery_published.cpp")


def extract(*arguments):
    return subprocess.run([sys.executable, SCRIPT, *arguments], capture_output=True, text=True,
                          timeout=60)


def without_layout(path):
    with open(path, encoding="utf-8") as f:
        return "".join(f.read().split())


@pytest.mark.skipif(not os.path.isfile(PAPER), reason="no ../shared/papers beside the repository")
def test_the_published_rows_are_the_papers(tmp_path):
    out = tmp_path / "lowery_published.cpp"
    r = extract(PAPER, "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert r.stdout == "61 rows\n"
    assert without_layout(out) == without_layout(COMMITTED)
    if shutil.which("clang-format"):
        assert filecmp.cmp(out, COMMITTED, shallow=False)


def test_a_text_without_the_table_exits_2_and_writes_nothing(tmp_path):
    text = tmp_path / "other.txt"
    text.write_text("TABLE III: something else\n")
    out = tmp_path / "out.cpp"
    r = extract(str(text), "--out", str(out))
    assert r.returncode == 2
    assert "holds no Table IV" in r.stderr and "Traceback" not in r.stderr
    assert not out.exists() and os.listdir(tmp_path) == ["other.txt"]
    missing = extract(str(tmp_path / "absent.txt"))
    assert missing.returncode == 2 and "can't open" in missing.stderr

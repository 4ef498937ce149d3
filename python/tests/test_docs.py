"""The Python shown in README.md and docs/python.md runs as shown."""

import os
import re

import pytest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
PAGES = ["README.md", os.path.join("docs", "python.md")]


def python_blocks(page):
    with open(os.path.join(ROOT, page), encoding="utf-8") as f:
        return re.findall(r"```python\n(.*?)```", f.read(), re.S)


@pytest.mark.parametrize("page", PAGES)
def test_every_python_block_runs(page):
    blocks = python_blocks(page)
    assert blocks, f"{page} shows no Python"
    for block in blocks:
        exec(compile(block, page, "exec"), {})

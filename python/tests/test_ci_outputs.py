"""verifier's outputs for CI systems: JUnit XML (--junit) read by a real XML
parser, and the example database of verifier fuzz (--examples)."""

import json
import os
import subprocess
import xml.etree.ElementTree as ET

BIN = os.environ.get("REDCHECK_BIN_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "build", "bin"))


def verifier(*words):
    return subprocess.run([os.path.join(BIN, "verifier"), *words], capture_output=True, text=True)


def test_junit_one_case_per_claim_a_failure_per_unexpected_outcome(tmp_path):
    junit = tmp_path / "check.xml"
    run = verifier("check", "--claim", "canon2012.prop8", "--claim", "canon2012.thm9",
                   "--junit", str(junit))
    assert run.returncode == 0
    root = ET.parse(junit).getroot()
    assert root.tag == "testsuites" and root.attrib["tests"] == "2"
    assert root.attrib["failures"] == "0"
    cases = {c.attrib["name"]: c for c in root.iter("testcase")}
    assert set(cases) == {"canon2012.prop8", "canon2012.thm9"}
    # Refuted as expected: it passes, its counterexample in its output.
    out = cases["canon2012.prop8"].find("system-out").text
    assert "counterexample:" in out and "replay: enumerator schedule" in out
    # A claims file whose claim is refuted though expected to hold: a failure.
    claims = tmp_path / "false.json"
    claims.write_text(json.dumps({"claims": [{"id": "mine.false", "domain": {"n": "1..5"},
                                              "conjecture": "n <= 3"}]}))
    for command in (["check"], ["fuzz", "--runs", "200", "--seed", "1"]):
        junit = tmp_path / (command[0] + ".xml")
        run = verifier(*command, "--claims-file", str(claims), "--junit", str(junit))
        assert run.returncode == 1
        root = ET.parse(junit).getroot()
        assert root.attrib["failures"] == "1"
        failure = root.find("./testsuite/testcase/failure")
        assert failure is not None and "counterexample: n = 4" in failure.text


def test_fuzz_keeps_its_findings_and_tries_them_first(tmp_path):
    examples = tmp_path / "examples"
    first = verifier("fuzz", "--claim", "canon2012.prop8", "--seed", "3", "--runs", "100",
                     "--examples", str(examples))
    assert first.returncode == 0
    kept = json.loads((examples / "canon2012.prop8.json").read_text())
    assert kept["seed"] == 3 and kept["runs"] >= 1
    # Another seed, and so few draws that it would not find it by itself.
    again = verifier("fuzz", "--claim", "canon2012.prop8", "--seed", "99", "--runs", "1",
                     "--examples", str(examples), "--json")
    report = json.loads(again.stdout)
    claim = report["claims"][0]
    assert claim["counterexample"] is not None
    assert any("found again from the example kept" in n for n in claim["notes"])
    assert claim["counterexample"]["found_again_by"].startswith(
        "verifier fuzz --claim canon2012.prop8 --seed 3")

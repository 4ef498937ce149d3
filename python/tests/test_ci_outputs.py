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


def test_fuzz_reports_what_it_drew_of_each_variable(tmp_path):
    claims = tmp_path / "top.json"
    claims.write_text(json.dumps({"claims": [{"id": "mine.top", "model": "heterogeneous",
                                              "domain": {"n": "1..10"}, "conjecture": "n >= 1"}]}))
    junit, html = tmp_path / "fuzz.xml", tmp_path / "fuzz.html"
    run = verifier("fuzz", "--claims-file", str(claims), "--runs", "50", "--seed", "2",
                   "--junit", str(junit), "--html", str(html), "--json")
    assert run.returncode == 0, run.stderr
    claim = json.loads(run.stdout)["claims"][0]
    # 10 points, at most 50 runs: every point once.
    assert claim["instances"] == 10 and "every point of n = 1..10" in claim["covered"]
    n = claim["coverage"]["variables"][0]
    assert (n["name"], n["lowest"], n["highest"], n["distinct"]) == ("n", "1", "10", 10)
    assert n["histogram"] == [1] * 10
    properties = {p.attrib["name"]: p.attrib["value"]
                  for p in ET.parse(junit).getroot().iter("property")}
    assert properties["drawn.n.highest"] == "10" and properties["drawn.n.distinct"] == "10"
    assert properties["drawn.distinct_points"] == "10"
    page = html.read_text()
    assert "draws of n over 1..10" in page
    # No built-in claim ran: no built-in domain is shown.
    assert "built-in claims:" not in page


def test_reports_that_would_clash_are_refused_before_any_work(tmp_path):
    claims = tmp_path / "c.json"
    claims.write_text(json.dumps({"claims": [{"id": "mine.c", "domain": {"n": "1..3"},
                                              "conjecture": "n >= 1"}]}))
    same = tmp_path / "r.xml"
    for command in (["check"], ["fuzz", "--runs", "5"]):
        run = verifier(*command, "--claims-file", str(claims), "--junit", str(same),
                       "--html", str(tmp_path / "." / "r.xml"))
        assert run.returncode == 2 and "are one file" in run.stderr
        assert not same.exists()
        run = verifier(*command, "--claims-file", str(claims), "--junit", str(claims))
        assert run.returncode == 2 and "would overwrite its input" in run.stderr
        assert json.loads(claims.read_text())["claims"][0]["id"] == "mine.c"
        for option in ("--junit", "--html", "--claims-file"):
            run = verifier(*command, option, "")
            assert run.returncode == 2 and "an empty path" in run.stderr, (option, run.stderr)
    run = verifier("fuzz", "--examples", "", "--claim", "canon2012.prop8")
    assert run.returncode == 2 and "an empty path" in run.stderr
    examples = tmp_path / "kept"
    examples.mkdir()
    run = verifier("fuzz", "--claim", "canon2012.prop8", "--examples", str(examples),
                   "--junit", str(examples / "report.xml"))
    assert run.returncode == 2 and "--examples directory" in run.stderr


def test_a_corrupt_kept_example_is_named_and_skipped(tmp_path):
    examples = tmp_path / "examples"
    examples.mkdir()
    (examples / "canon2012.prop8.json").write_text("{not json")
    (examples / "canon2012.thm4.json").write_text("")
    run = verifier("fuzz", "--claim", "canon2012.prop8", "--claim", "canon2012.thm4",
                   "--seed", "3", "--runs", "100", "--examples", str(examples), "--json")
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    skipped = report["skipped_examples"]
    assert len(skipped) == 2 and all("skipped the kept example" in s for s in skipped)
    assert any("canon2012.prop8.json" in s for s in skipped)
    # The rest ran, and the new finding replaced the corrupt file.
    assert report["claims"][0]["outcome"] == "refuted"
    assert json.loads((examples / "canon2012.prop8.json").read_text())["seed"] == 3


def test_fuzz_model_checks_every_builder(tmp_path):
    junit = tmp_path / "builders.xml"
    run = verifier("fuzz", "--model", "overlap", "--runs", "20", "--seed", "1", "--json",
                   "--junit", str(junit))
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    ids = [c["id"] for c in report["claims"]]
    assert "overlap.builder.greedy" in ids and len(ids) >= 5
    assert all(c["outcome"] == "holds" and c["instances"] >= 20 for c in report["claims"])
    assert len(list(ET.parse(junit).getroot().iter("testcase"))) == len(ids)
    one = json.loads(verifier("fuzz", "--model", "segmented", "--algorithm", "bi-greedy",
                              "--runs", "10", "--seed", "1", "--json").stdout)
    assert [c["id"] for c in one["claims"]] == ["segmented.builder.bi-greedy"]
    for words, why in ((["--algorithm", "greedy"], "give that model with --model"),
                       (["--model", "moon"], "moon"),
                       (["--model", "overlap", "--algorithm", "nope"], "nope")):
        bad = verifier("fuzz", *words, "--runs", "1")
        assert bad.returncode == 2 and why in bad.stderr, bad.stderr

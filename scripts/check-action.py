#!/usr/bin/env python3
"""The GitHub Action (action.yml) and its workflow (.github/workflows/la-sim.yml), checked without GitHub.

1. Both validate against the published GitHub Actions schemas that PyPI's check-jsonschema bundles
   (vendor.github-actions, vendor.github-workflows), run with no network where the kernel allows it
   (unshare --net, as root), so CI proves the schemas are the bundled ones.
2. The workflow's steps that use the action (`uses: ./`) run locally, in order, as a runner runs a composite
   action: each step's `env:` evaluated (`${{ inputs.* }}` with action.yml's defaults, `${{ steps.*.outputs.* }}`,
   `${{ github.action_path }}`, `${{ runner.temp }}`), its `run:` block under `bash --noprofile --norc -eo
   pipefail`, GITHUB_OUTPUT read back into the step's outputs, then the action's outputs. The install step is
   given --bin through the action's `binary` input (a local run builds nothing and downloads nothing), and
   every use writes into a temporary output-dir.
3. The SARIF, JUnit and HTML files the outputs name exist and are well-formed: SARIF 2.1.0 JSON, JUnit XML
   with a test case per snapshot, an HTML page per scenario that parses with its tags closed.
4. fail-on-findings fails the action on a fixture with clips, after writing its SARIF.

usage: python3 scripts/check-action.py --bin PATH_TO_LA_SIM
"""

import argparse
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def fail(message):
    print(f"check-action: {message}", file=sys.stderr)
    sys.exit(1)


def validate():
    """check-jsonschema against its bundled schemas, with the network cut off when it can be."""
    offline = os.geteuid() == 0 and shutil.which("unshare") and subprocess.run(
        ["unshare", "--net", "true"], capture_output=True).returncode == 0
    for schema, path in [("vendor.github-actions", "action.yml"),
                         ("vendor.github-workflows", ".github/workflows/la-sim.yml")]:
        command = ["check-jsonschema", "--builtin-schema", schema, path]
        if offline:
            command = ["unshare", "--net"] + command
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        print(f"{path} against {schema}{' (no network)' if offline else ''}: {result.stdout.strip()}")
        if result.returncode != 0:
            fail(f"{path} does not validate:\n{result.stdout}{result.stderr}")


def evaluate(text, context):
    """`${{ a.b.c }}` replaced from `context`, a dict of dotted names; anything else is refused."""
    def value(match):
        name = match.group(1)
        if name not in context:
            fail(f"an expression this local runner does not know: ${{{{ {name} }}}}")
        return context[name]
    return EXPRESSION.sub(value, str(text))


class Run:
    """One use of the action: its inputs in, its outputs and exit status out."""

    def __init__(self, action, inputs, temporary, capture=False):
        self.outputs = {}
        self.status = 0
        # With capture, each step's standard output is kept (and printed) for the caller to read.
        self.stdout = ""
        declared = action["inputs"]
        unknown = set(inputs) - set(declared)
        if unknown:
            fail(f"inputs action.yml does not declare: {sorted(unknown)}")
        context = {f"inputs.{name}": str(inputs.get(name, spec.get("default", "")))
                   for name, spec in declared.items()}
        for name, spec in declared.items():
            if spec.get("required") and not context[f"inputs.{name}"]:
                fail(f"required input {name} is empty")
        context.update({"github.action_path": ROOT, "github.action_repository": "local/la-sim",
                        "runner.temp": temporary})
        for step in action["runs"]["steps"]:
            if "if" in step or step.get("shell") != "bash" or "run" not in step:
                fail(f"step {step.get('id')}: this runner runs `shell: bash` steps with `run:` and no `if:`")
            output_file = os.path.join(temporary, f"output-{step['id']}")
            open(output_file, "w").close()
            environment = dict(os.environ, GITHUB_OUTPUT=output_file, RUNNER_TEMP=temporary)
            for name, text in (step.get("env") or {}).items():
                environment[name] = evaluate(text, context)
            script = os.path.join(temporary, f"step-{step['id']}.sh")
            with open(script, "w") as file:
                file.write(step["run"])
            print(f"-- step {step['id']}")
            sys.stdout.flush()
            completed = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                                       cwd=ROOT, env=environment, text=True,
                                       stdout=subprocess.PIPE if capture else None)
            status = completed.returncode
            if capture:
                self.stdout += completed.stdout
                sys.stdout.write(completed.stdout)
            for name, text in read_outputs(output_file).items():
                context[f"steps.{step['id']}.outputs.{name}"] = text
            if status != 0:
                print(f"-- step {step['id']} exited {status}")
                self.status = status
                break
        for name, spec in action["outputs"].items():
            self.outputs[name] = EXPRESSION.sub(lambda m: context.get(m.group(1), ""), spec["value"])


def read_outputs(path):
    """A GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` blocks."""
    outputs = {}
    lines = open(path).read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            end = lines.index(delimiter, index + 1)
            outputs[name] = "\n".join(lines[index + 1:end])
            index = end
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
        index += 1
    return outputs


class TagBalance(html.parser.HTMLParser):
    """Every element opened is closed, in order (void elements aside)."""
    VOID = {"meta", "br", "hr", "img", "input", "link", "col", "area", "base", "wbr", "source"}

    def __init__(self):
        super().__init__()
        self.open = []
        self.errors = []

    def handle_starttag(self, tag, attributes):
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1] if self.open else 'nothing'}")
        else:
            self.open.pop()


def check_sarif(path, findings):
    log = json.load(open(path))
    if log.get("version") != "2.1.0" or not log.get("runs"):
        fail(f"{path}: not a SARIF 2.1.0 log with a run")
    results = sum(len(run.get("results", [])) for run in log["runs"])
    if findings and results == 0 or not findings and results != 0:
        fail(f"{path}: {results} results, expected {'some' if findings else 'none'}")
    print(f"ok  {os.path.basename(path)}: SARIF {log['version']}, {results} results")


def check_junit(directory, scenarios):
    files = sorted(f for f in os.listdir(directory) if f.endswith(".xml"))
    if [f[:-4] for f in files] != scenarios:
        fail(f"{directory}: JUnit files {files}, expected one per scenario {scenarios}")
    cases = 0
    for name in files:
        root = ElementTree.parse(os.path.join(directory, name)).getroot()
        found = root.iter("testcase")
        count = sum(1 for _ in found)
        failures = sum(1 for _ in root.iter("failure")) + sum(1 for _ in root.iter("error"))
        if root.tag not in ("testsuites", "testsuite") or count == 0 or failures:
            fail(f"{name}: root <{root.tag}>, {count} test cases, {failures} failures")
        cases += count
    print(f"ok  {len(files)} JUnit files, {cases} test cases, none failing")


def check_reports(directory, scenarios):
    files = sorted(f for f in os.listdir(directory) if f.endswith(".html"))
    if [f[:-5] for f in files] != scenarios:
        fail(f"{directory}: reports {files}, expected one per scenario {scenarios}")
    for name in files:
        text = open(os.path.join(directory, name), encoding="utf-8").read()
        parser = TagBalance()
        parser.feed(text)
        parser.close()
        if not text.lstrip().lower().startswith("<!doctype html") or parser.errors or parser.open:
            fail(f"{name}: not a closed HTML page ({parser.errors[:3]}, left open: {parser.open[:3]})")
    print(f"ok  {len(files)} HTML reports, each a well-formed page")


def check_annotations(action, binary, temporary):
    """courier's happy path against its goldens, one of them edited: the play step prints a workflow command
    `::error file=GOLDEN,line=L,col=C,title=…::…` at the edited character, and the action fails."""
    scenarios = os.path.join(temporary, "annotated-scenarios")
    goldens = os.path.join(temporary, "annotated-goldens")
    os.makedirs(scenarios)
    shutil.copy(os.path.join(ROOT, "fixtures/scenarios/courier-happy-path.scenario"), scenarios)
    shutil.copytree(os.path.join(ROOT, "fixtures/golden/scenarios/courier-happy-path"),
                    os.path.join(goldens, "courier-happy-path"))
    golden = os.path.join(goldens, "courier-happy-path", "preparing.txt")
    lines = open(golden, encoding="utf-8").read().split("\n")
    row = next(index for index, line in enumerate(lines) if "Order #7305" in line)
    column = lines[row].index("7305") + 1
    lines[row] = lines[row].replace("7305", "7306", 1)
    open(golden, "w", encoding="utf-8").write("\n".join(lines))
    run = Run(action, {"fixtures": "courier-compact", "play-fixtures": "courier", "scenarios": scenarios,
                       "golden": goldens, "binary": binary, "fail-on-findings": "true",
                       "output-dir": os.path.join(temporary, "annotated")}, temporary, capture=True)
    expected = (f"::error file={golden.replace(':', '%3A').replace(',', '%2C')},line={row + 1},col={column + 3},"
                "title=la-sim%3A snapshot preparing differs from its golden::'6' in the golden, '5' in the actual")
    if expected not in run.stdout.split("\n"):
        fail(f"no annotation {expected!r} in the play step's output")
    if run.status == 0:
        fail("the action passed although a golden differs")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True, help="the la-sim binary the action's steps run")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.bin)

    print("== action.yml and the workflow against the GitHub Actions schemas")
    validate()

    action = yaml.safe_load(open(os.path.join(ROOT, "action.yml")))
    workflow = yaml.safe_load(open(os.path.join(ROOT, ".github/workflows/la-sim.yml")))
    uses = [step for job in workflow["jobs"].values() for step in job["steps"] if step.get("uses") == "./"]
    if not uses:
        fail("the workflow does not use the action (uses: ./)")
    scenarios = sorted(f[:-9] for f in os.listdir(os.path.join(ROOT, "fixtures/scenarios"))
                       if f.endswith(".scenario"))

    with tempfile.TemporaryDirectory() as temporary:
        workflow_context = {}
        for number, step in enumerate(uses):
            inputs = {name: evaluate(value, workflow_context) if "${{" in str(value) else str(value)
                      for name, value in (step.get("with") or {}).items()}
            inputs.setdefault("binary", binary)
            inputs["output-dir"] = os.path.join(temporary, f"use-{number}")
            print(f"== the workflow's step {step.get('id', number)}: la-sim action with {inputs}")
            run = Run(action, inputs, temporary)
            if run.status != 0 and inputs.get("fail-on-findings", "true") == "true":
                fail(f"the action failed (exit {run.status}) on the workflow's step {step.get('id')}")
            for name, value in run.outputs.items():
                workflow_context[f"steps.{step.get('id')}.outputs.{name}"] = value
            print(f"outputs: {run.outputs}")
            if inputs.get("scenarios"):
                check_sarif(run.outputs["sarif"], findings=False)
                check_junit(run.outputs["junit"], scenarios)
                check_reports(run.outputs["report"], scenarios)
            else:
                check_sarif(run.outputs["sarif"], findings=True)

        print("== fail-on-findings: a fixture with clips fails the action, with its SARIF written")
        run = Run(action, {"fixtures": "pizza-planet", "binary": binary,
                           "output-dir": os.path.join(temporary, "failing")}, temporary)
        if run.status == 0:
            fail("the action passed on pizza-planet, which check finds clips in")
        check_sarif(run.outputs["sarif"], findings=True)
        print("== a golden that differs is annotated where it first differs, and the action fails")
        check_annotations(action, binary, temporary)
    print("check-action: the action and its workflow validate, a local run gives SARIF, JUnit and HTML, and a"
          " golden that differs is annotated")


if __name__ == "__main__":
    main()

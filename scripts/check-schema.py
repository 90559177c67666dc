#!/usr/bin/env python3
"""Checks fixtures/la-sim.schema.json, the JSON Schema editors complete and check fixtures with.

The schema is generated from the fixture format's table (Sources/ActivityState/FixtureFormat*.swift):
`swift run la-sim-schema > fixtures/la-sim.schema.json` writes it, `swift run la-sim-schema --check
fixtures/la-sim.schema.json` says whether it is current.

Every shipped fixture (fixtures/activities/*.json, fixtures/examples/*.json) must validate; small fixtures
written below must validate too (the vocabulary the shipped ones do not use) and deliberately broken ones
must be refused, so the schema is neither too strict nor vacuous. One line per file or case; exits 1 on
any failure.

    python3 scripts/check-schema.py                      # the schema alone
    python3 scripts/check-schema.py --la-sim .build/debug/la-sim
                                                          # and la-sim must load exactly the accepted cases

Needs jsonschema (python3 -m pip install jsonschema).
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

try:
    from jsonschema import Draft202012Validator
except ImportError:
    sys.exit("check-schema: needs jsonschema: python3 -m pip install jsonschema")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "fixtures", "la-sim.schema.json")


def fixture(lock_screen='{"text": "{status}"}', drop=(), **top):
    """A small valid fixture as JSON text, with its Lock Screen view, keys dropped and top-level keys set
    (each value a JSON literal)."""
    keys = {
        "$schema": '"../la-sim.schema.json"',
        "name": '"sample"',
        "attributesType": '"SampleAttributes"',
        "enums": '{"Step": [{"case": "placed", "rawValue": "Placed", "icon": "bag.fill", "color": "orange"},'
        ' {"case": "onTheWay", "rawValue": "On the Way", "emoji": "🚚", "icon": "box.truck.fill", "color": "blue"},'
        ' {"case": "delivered", "icon": "checkmark.circle.fill", "color": "green"}]}',
        "attributes": '{"orderNumber": "String"}',
        "attributeValues": '{"orderNumber": "7305"}',
        "contentState": '{"status": "Step", "eta": "Int", "done": "Int", "total": "Int",'
        ' "fare": "Double", "driver": "String?", "pickupAt": "Date"}',
        "derived": '{"fraction": {"fraction": ["done", "total"]}}',
        "pipeline": '[{"name": "placed", "contentState": {"status": "Placed", "eta": 25, "done": 0, "total": 3,'
        ' "fare": 18.5, "pickupAt": "+20m"}, "staleAfter": null},'
        ' {"name": "onTheWay", "contentState": {"status": "On the Way", "eta": 9, "done": 2, "total": 3,'
        ' "fare": 18.5, "driver": "Andy", "pickupAt": "+5m"},'
        ' "alert": {"title": "On the way", "body": "Arriving in {eta} min"}},'
        ' {"name": "delivered", "contentState": {"status": "delivered", "eta": 0, "done": 3, "total": 3,'
        ' "fare": 18.5, "driver": "Andy", "pickupAt": "now"}, "end": {"dismissalPolicy": "immediate"}}]',
        "end": '{"dismissalPolicy": {"after": "+5m"}}',
        "layouts": '{"lockScreen": LOCK, "compactLeading": {"icon": "{status.icon}"},'
        ' "compactTrailing": {"text": "{eta}m"}, "minimal": {"icon": "bag.fill"}, "expanded": {}}',
    }
    keys.update(top)
    for key in drop:
        del keys[key]
    members = ",\n  ".join(f"{json.dumps(key)}: {value}" for key, value in keys.items())
    return "{\n  " + members.replace("LOCK", lock_screen) + "\n}\n"


# Valid: what the shipped fixtures do not show, as a widget writes it.
ACCEPTED = {
    "comments": fixture('{"$comment": "the card", "text": "{status}"}', **{"$comment": '"a note for people"'}),
    "forEach tracker": fixture(
        '{"hstack": [{"forEach": "Step", "content": ['
        ' {"if": {"index": {"lessThanOrEqual": "status"}},'
        '  "then": {"shape": "circle", "fill": "orange", "frame": {"width": 8, "height": 8}},'
        '  "else": {"shape": "circle", "color": "gray.opacity(0.3)", "frame": {"width": 8, "height": 8}}},'
        ' {"if": {"index": {"lessThan": "last"}}, "then": {"shape": "rectangle", "color": "orange",'
        '  "frame": {"height": 2, "maxWidth": "infinity"}}}]}], "alignment": "center", "spacing": 0}'
    ),
    "Text + Text": fixture(
        '{"text": [{"text": "{eta} min", "bold": true}, {"text": " to "}, {"time": "pickupAt"},'
        ' {"timerInterval": {"start": "pickupAt-10m", "end": "pickupAt"}}], "font": "caption2"}'
    ),
    "labels and timers": fixture(
        '{"vstack": [{"label": "Pickup", "systemImage": "clock", "font": "caption"},'
        ' {"label": {"title": {"text": "Order #{orderNumber}"}, "icon": {"icon": "{status.icon}"}}, "color": "green"},'
        ' {"timerInterval": {"start": "pickupAt-1h30m", "end": "pickupAt+5m"}, "countsDown": false, "showsHours": false},'
        ' {"progress": {"timerInterval": {"start": "pickupAt-10m", "end": "pickupAt"}}, "countsDown": true, "tint": "mint"},'
        ' {"progress": "fraction"}, {"percent": "fraction"}, {"steps": "status", "style": "dots"},'
        ' {"timer": "pickupAt", "monospacedDigit": true}, {"relative": "pickupAt"}], "alignment": "leading"}'
    ),
    "conditions": fixture(
        '{"vstack": [{"if": {"field": "driver", "isNil": true}, "then": {"text": "Finding a driver"},'
        '  "else": {"text": "{driver}"}},'
        ' {"if": {"field": "eta", "lessThan": 5}, "then": {"text": "Almost there"}},'
        ' {"if": {"field": "fare", "greaterThanOrEqual": 10.5}, "then": {"text": "Big order"}},'
        ' {"if": {"field": "status", "notEquals": "Placed"}, "then": {"spacer": {"minLength": 0}}}]}'
    ),
    "shapes, colours and modifiers": fixture(
        '{"hstack": [{"text": "{status.capitalized}", "capsule": "{status.color}.opacity(0.2)",'
        '  "padding": {"horizontal": 8, "vertical": 4}},'
        ' {"text": "{status}", "background": {"color": "{status.color}", "opacity": 0.2},'
        '  "clipShape": {"roundedRectangle": {"cornerRadius": 8}}, "padding": 8},'
        ' {"shape": "capsule", "fill": {"color": "gray", "opacity": 0.3}, "frame": {"width": 20, "height": 6}},'
        ' {"shape": "ellipse", "color": "teal.opacity(1)"},'
        ' {"text": "Order #{orderNumber}", "font": "headline", "fontWeight": "heavy", "italic": true,'
        '  "lineLimit": 2, "truncationMode": "middle", "minimumScaleFactor": 0.6,'
        '  "multilineTextAlignment": "trailing", "fixedSize": {"horizontal": true}, "layoutPriority": -1,'
        '  "frame": {"minWidth": 0, "maxWidth": "infinity", "alignment": "topTrailing"}}],'
        ' "alignment": "bottom", "padding": true}'
    ),
    "tints, cancel, stale layouts": fixture(
        activityBackgroundTint='{"color": "black", "opacity": 0.8}',
        activitySystemActionForegroundColor='"white"',
        keylineTint='"orange"',
        staleAfter='"+1h30m"',
        relevanceScore="50",
        privateFields='["driver"]',
        cancel='{"contentState": {"status": "Placed", "eta": 0, "done": 0, "total": 3, "fare": 0, "pickupAt": "-5m"},'
        ' "dismissalPolicy": "default"}',
        staleLayouts='{"lockScreen": {"text": "Waiting for an update", "color": "secondary"}}',
    ),
    "a comment in push settings": fixture(
        push='{"$comment": "as the app\'s Info.plist", "NSSupportsLiveActivitiesFrequentUpdates": true}'
    ),
}


def pipeline(count):
    """A pipeline of `count` steps, each with a name of its own."""
    step = '{"name": "s%d", "contentState": {"status": "Placed", "eta": 1, "done": 0, "total": 3, "fare": 1, "pickupAt": "+5m"}}'
    return "[" + ", ".join(step % index for index in range(count)) + "]"



# Broken: each is refused by la-sim, and must be refused by the schema.
REJECTED = {
    "comment not a string": fixture('{"$comment": 3, "text": "{status}"}'),
    "unknown view kind": fixture('{"image": "bag.fill"}'),
    "unknown modifier": fixture('{"text": "{status}", "foregroundColor": "red"}'),
    "bad font": fixture('{"text": "{status}", "font": "huge"}'),
    "bad colour": fixture('{"text": "{status}", "color": "grey"}'),
    "bad opacity 3": fixture('{"text": "{status}", "color": {"color": "gray", "opacity": 3}}'),
    "bad opacity 3 in a string": fixture('{"text": "{status}", "background": "gray.opacity(3)"}'),
    "missing pipeline": fixture(drop=["pipeline"]),
    "two view kinds": fixture('{"text": "{status}", "icon": "bag.fill"}'),
    "if without then": fixture('{"if": {"field": "eta", "lessThan": 5}}'),
    "alignment on a text": fixture('{"text": "{status}", "alignment": "leading"}'),
    "HStack with a horizontal alignment": fixture('{"hstack": [], "alignment": "leading"}'),
    "Label(_:systemImage:) without systemImage": fixture('{"label": "Pickup"}'),
    "bad frame alignment": fixture('{"text": "x", "frame": {"alignment": "middle"}}'),
    "bad shape": fixture('{"shape": "star"}'),
    "bad relative time": fixture(staleAfter='"+5 min"'),
    "bad dismissal policy": fixture(end='{"dismissalPolicy": "later"}'),
    "line limit 0": fixture('{"text": "x", "lineLimit": 0}'),
    "padding false": fixture('{"text": "x", "padding": false}'),
    "unknown top-level key": fixture(theme='"dark"'),
    "101 pipeline steps (InputLimits.pipelineSteps is 100)": fixture(pipeline=pipeline(101)),
    "then beside a text, not a view": fixture('{"text": "{status}", "then": 3}'),
    "format beside an icon, not a string": fixture('{"icon": "bag.fill", "format": 2}'),
}


def load_verdict(binary, text):
    """Whether la-sim loads the fixture `text` (it exits 65 on a fixture error)."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as file:
        file.write(text)
    try:
        result = subprocess.run([binary, "render", file.name], capture_output=True, text=True)
    finally:
        os.unlink(file.name)
    if result.returncode not in (0, 65):
        raise RuntimeError(f"la-sim exited {result.returncode}: {result.stderr.strip()}")
    return result.returncode == 0, result.stderr.strip()


def first_error(validator, instance):
    error = next(iter(sorted(validator.iter_errors(instance), key=lambda e: e.path)), None)
    if error is None:
        return None
    return f"{error.json_path}: {error.message[:160]}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--la-sim", dest="binary", help="also check that this la-sim loads the same cases")
    arguments = parser.parse_args()

    with open(SCHEMA, encoding="utf-8") as file:
        schema = json.load(file)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    failures = 0

    files = sorted(glob.glob(os.path.join(ROOT, "fixtures", "activities", "*.json")))
    files += sorted(glob.glob(os.path.join(ROOT, "fixtures", "examples", "*.json")))
    for path in files:
        with open(path, encoding="utf-8") as file:
            problem = first_error(validator, json.load(file))
        name = os.path.relpath(path, ROOT)
        print(f"ok      {name}" if problem is None else f"FAIL    {name}: {problem}")
        failures += problem is not None

    cases = [(name, text, True) for name, text in ACCEPTED.items()]
    cases += [(name, text, False) for name, text in REJECTED.items()]
    for name, text, valid in cases:
        problem = first_error(validator, json.loads(text))
        if valid and problem is not None:
            line = f"FAIL    accepts {name}: the schema refuses it: {problem}"
        elif not valid and problem is None:
            line = f"FAIL    refuses {name}: the schema accepts it"
        else:
            line = f"ok      {'accepts' if valid else 'refuses'} {name}"
            if arguments.binary:
                loads, message = load_verdict(arguments.binary, text)
                if loads != valid:
                    verdict = "loads it" if loads else f"refuses it: {message}"
                    line = f"FAIL    {'accepts' if valid else 'refuses'} {name}: la-sim {verdict}"
        print(line)
        failures += line.startswith("FAIL")

    checked = len(files) + len(cases)
    print(f"check-schema: {checked - failures} of {checked} as expected" + (f", {failures} FAILED" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The decisions of Scripts/apple-check.sh, apart from the commands that gather their facts.

The shell script runs Apple's tools (xcodebuild, simctl, xcresulttool, automationmodetool) and
hands their output to this module, which parses it and decides; so every decision can be tested
on any machine against recorded output (Scripts/tests/test_apple_check.py, run by .ci/run).

    apple_check.py scheme LIST_JSON NAME...
        the first of the NAMEs that `xcodebuild -list -json` lists
    apple_check.py platforms DESTINATIONS_TXT
        per platform the package builds for, from `xcodebuild -showdestinations`: whether its
        destination is eligible, and why not
    apple_check.py simulators RUNTIMES_JSON DEVICES_JSON --sdk VERSION [--majors "17 18 26"]
                   [--ipad-on-newest-only] [--quick]
        the simulator each UI-test row runs on (`simctl list runtimes -j`, `devices -j`), by
        named model, or the device type to create, or why the row cannot run
    apple_check.py sdk-runtime RUNTIMES_JSON --sdk VERSION
        the installed iOS runtime that matches an Xcode's iOS SDK, or a failure
    apple_check.py results SUMMARY_JSON TESTS_JSON --skips FILE --device KIND --os VERSION
                   [--strict]
        counts and skips from `xcresulttool get test-results summary` and `... tests`, each skip
        judged against the agreed list
    apple_check.py traces ATTACHMENTS_DIR --out DIR
        the labelled gestures the UI tests attached (`xcresulttool export attachments`), written
        out as drawer-trace/1 files; a test whose traces are missing fails
    apple_check.py automation STATUS_TXT
        whether macOS UI tests can start (`automationmodetool` output)
    apple_check.py verdict TABLE_TSV [--strict] [--markdown FILE]
        the run's verdict from its table, and the table as Markdown for $GITHUB_STEP_SUMMARY

Output is tab-separated lines for the shell to read; problems go to standard error. Exit status:
0 when the answer is yes (or the verdict passes), 1 when no, 2 when an input cannot be read.
"""

import json
import os
import re
import sys

# ---------------------------------------------------------------------------------------------
# Reading tools' output.


class Unreadable(Exception):
    """A tool's output is not in the shape this module knows."""


def read_text(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except OSError as error:
        raise Unreadable(f"{path}: {error.strerror}") from error


def json_in(text, path="<text>"):
    """The JSON value in `text`, which a tool may precede with lines of its own (xcodebuild
    prints `2026-01-01 10:00:00.000 xcodebuild[123:456] ...` warnings before its JSON): parsed
    from the first line that opens an object or an array."""
    offset = 0
    for line in text.splitlines(keepends=True):
        if line.lstrip().startswith(("{", "[")):
            try:
                return json.loads(text[offset:])
            except json.JSONDecodeError as error:
                raise Unreadable(f"{path}: not JSON: {error.msg} (line {error.lineno})") from error
        offset += len(line)
    raise Unreadable(f"{path}: no JSON in the output")


def version_tuple(text):
    """`"17.5"` → (17, 5, 0); anything unreadable sorts first."""
    parts = re.findall(r"\d+", text or "")
    if not parts:
        return (0, 0, 0)
    numbers = [int(p) for p in parts[:3]]
    return tuple(numbers + [0] * (3 - len(numbers)))


# ---------------------------------------------------------------------------------------------
# Schemes: `xcodebuild -list -json`. A package answers {"workspace": {"name", "schemes"}}, a
# project {"project": {"name", "schemes", "targets", "configurations"}}.


def schemes(list_json):
    container = list_json.get("workspace") or list_json.get("project") or {}
    found = container.get("schemes", [])
    if not isinstance(found, list):
        raise Unreadable("the list's schemes are not a list")
    return [s for s in found if isinstance(s, str)]


def choose_scheme(list_json, wanted):
    listed = schemes(list_json)
    for name in wanted:
        if name in listed:
            return name
    return None


# ---------------------------------------------------------------------------------------------
# Destinations: `xcodebuild -showdestinations`, lines such as
#   { platform:iOS Simulator, arch:arm64, id:6B1A..., OS:18.5, name:iPhone 16 Pro }
# under "Available destinations for the "S" scheme:" or "Ineligible destinations for ...".

DESTINATION = re.compile(r"^\s*\{\s*(.*?)\s*\}\s*$")
FIELD_SPLIT = re.compile(r",\s+(?=[A-Za-z]+:)")


def destination_fields(inner):
    fields = {}
    parts = FIELD_SPLIT.split(inner)
    for index, part in enumerate(parts):
        key, _, value = part.partition(":")
        if key == "error":
            # An error is the last field, and its text may hold ", word:".
            fields["error"] = ", ".join([value] + parts[index + 1 :])
            break
        fields[key.strip()] = value.strip()
    return fields


def destinations(text):
    """(section, fields) for each destination line; section is "available" or "ineligible"."""
    section = None
    found = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("Available destinations for"):
            section = "available"
            continue
        if stripped.startswith("Ineligible destinations for"):
            section = "ineligible"
            continue
        match = DESTINATION.match(line)
        if match and section:
            fields = destination_fields(match.group(1))
            if "platform" in fields:
                found.append((section, fields))
    return found


# The platforms the package is built for, and the destination each build names.
PLATFORMS = [
    ("iOS", "generic/platform=iOS"),
    ("macOS", "generic/platform=macOS"),
    ("Mac Catalyst", "generic/platform=macOS,variant=Mac Catalyst"),
    ("visionOS", "generic/platform=visionOS"),
    ("iOS Simulator", "generic/platform=iOS Simulator"),
]


def platform_of(fields):
    platform = fields.get("platform", "")
    variant = fields.get("variant", "")
    if platform == "macOS":
        if variant == "Mac Catalyst":
            return "Mac Catalyst"
        if variant in ("", "macOS"):
            return "macOS"
        return None  # DriverKit, "Designed for [iPad,iPhone]": not a platform the package builds
    return platform


def platform_availability(text):
    """{platform: (True, destination) or (False, reason)} for each of PLATFORMS."""
    entries = destinations(text)
    if not entries:
        raise Unreadable("no destination in the -showdestinations output")
    result = {}
    for name, destination in PLATFORMS:
        available = [f for s, f in entries if s == "available" and platform_of(f) == name]
        ineligible = [f for s, f in entries if s == "ineligible" and platform_of(f) == name]
        if available:
            result[name] = (True, destination)
        elif ineligible:
            reason = ineligible[0].get("error") or "ineligible"
            result[name] = (False, reason.strip().rstrip("."))
        else:
            result[name] = (False, f"Xcode lists no {name} destination")
    return result


# ---------------------------------------------------------------------------------------------
# Simulators: `xcrun simctl list runtimes -j` ({"runtimes": [{identifier, version, platform,
# isAvailable, buildversion, supportedDeviceTypes: [{identifier, name, productFamily}]}]}) and
# `xcrun simctl list devices -j` ({"devices": {runtime identifier: [{udid, name, isAvailable,
# deviceTypeIdentifier, state}]}}).

DEVICE_TYPE = "com.apple.CoreSimulator.SimDeviceType."

# The models the UI tests run on, in order of preference: an iPhone with a sensor housing (the
# rotation test turns it to put the housing at the drawer's edge) and an iPad, each named so that
# every run on every Mac picks the same model when the runtime has it.
PREFERRED_MODELS = {
    "iPhone": [
        "iPhone-16-Pro",
        "iPhone-17-Pro",
        "iPhone-15-Pro",
        "iPhone-16",
        "iPhone-17",
        "iPhone-15",
        "iPhone-14-Pro",
    ],
    "iPad": [
        "iPad-Pro-11-inch-M4-8GB",
        "iPad-Pro-11-inch-M5-12GB",
        "iPad-Air-11-inch-M2",
        "iPad-Air-11-inch-M3",
        "iPad-Pro-11-inch-4th-generation-8GB",
    ],
}


def ios_runtimes(runtimes_json):
    runtimes = runtimes_json.get("runtimes")
    if not isinstance(runtimes, list):
        raise Unreadable('the runtimes output has no "runtimes" list')
    found = []
    for runtime in runtimes:
        if not isinstance(runtime, dict) or not runtime.get("isAvailable", False):
            continue
        identifier = runtime.get("identifier", "")
        platform = runtime.get("platform") or (
            "iOS" if ".SimRuntime.iOS-" in identifier else ""
        )
        if platform == "iOS" and runtime.get("version"):
            found.append(runtime)
    return found


def runtime_for_major(runtimes, major, sdk):
    """The runtime of iOS `major` a row runs on: the newest not past the SDK, else the newest;
    two of the same version (a runtime and its update) are told apart by their build."""
    same = [r for r in runtimes if version_tuple(r["version"])[0] == major]
    if not same:
        return None
    key = lambda r: (version_tuple(r["version"]), r.get("buildversion", ""), r["identifier"])
    within = [r for r in same if version_tuple(r["version"]) <= version_tuple(sdk)]
    return max(within or same, key=key)


def model_for(runtime, kind):
    """The device type a row of `kind` runs on this runtime: the first preferred model the
    runtime supports, else the first of its kind it lists (an iPhone SE has no housing)."""
    supported = runtime.get("supportedDeviceTypes")
    if not isinstance(supported, list):
        return None
    identifiers = [t.get("identifier", "") for t in supported if isinstance(t, dict)]
    for model in PREFERRED_MODELS[kind]:
        if DEVICE_TYPE + model in identifiers:
            return next(t for t in supported if t.get("identifier") == DEVICE_TYPE + model)
    for device_type in supported:
        family = device_type.get("productFamily") or device_type.get("name", "").split(" ")[0]
        if family == kind and not (kind == "iPhone" and " SE" in device_type.get("name", "")):
            return device_type
    return None


def simulator_plan(runtimes_json, devices_json, sdk, majors, quick=False):
    """One row per UI-test destination: (major, kind, action, runtime, version, target, name,
    reason). action is "use" (target is a device's UDID), "create" (target is a device type
    identifier) or "missing" (reason says why)."""
    runtimes = ios_runtimes(runtimes_json)
    devices = devices_json.get("devices")
    if not isinstance(devices, dict):
        raise Unreadable('the devices output has no "devices" map')
    sdk_major = version_tuple(sdk)[0]
    installed = sorted({version_tuple(r["version"])[0] for r in runtimes})
    runnable = [m for m in installed if m <= sdk_major]
    newest = max(runnable) if runnable else None
    if quick:
        majors = [newest] if newest else majors[-1:]
    rows = []
    for major in majors:
        kinds = ["iPhone"] + (["iPad"] if major == newest and not quick else [])
        for kind in kinds:
            if major > sdk_major:
                rows.append(
                    (major, kind, "missing", "", "", "", "",
                     f"this Xcode's simulators go up to iOS {sdk}")
                )
                continue
            runtime = runtime_for_major(runtimes, major, sdk)
            if runtime is None:
                rows.append(
                    (major, kind, "missing", "", "", "", "", f"no iOS {major} runtime is installed")
                )
                continue
            model = model_for(runtime, kind)
            if model is None:
                rows.append(
                    (major, kind, "missing", runtime["identifier"], runtime["version"], "", "",
                     f"iOS {runtime['version']} offers no {kind} model")
                )
                continue
            candidates = sorted(
                (
                    d
                    for d in devices.get(runtime["identifier"], [])
                    if isinstance(d, dict)
                    and d.get("isAvailable", False)
                    and d.get("deviceTypeIdentifier") == model["identifier"]
                ),
                key=lambda d: (d.get("name", ""), d.get("udid", "")),
            )
            if candidates:
                device = candidates[0]
                rows.append(
                    (major, kind, "use", runtime["identifier"], runtime["version"],
                     device["udid"], model.get("name", device.get("name", "")), "")
                )
            else:
                rows.append(
                    (major, kind, "create", runtime["identifier"], runtime["version"],
                     model["identifier"], model.get("name", ""), "")
                )
    return rows


def sdk_runtime(runtimes_json, sdk):
    """The installed runtime of the SDK's own version (major.minor), as Xcode runs its newest
    simulators on it, or None."""
    wanted = version_tuple(sdk)[:2]
    matching = [r for r in ios_runtimes(runtimes_json) if version_tuple(r["version"])[:2] == wanted]
    if not matching:
        return None
    return max(matching, key=lambda r: (version_tuple(r["version"]), r.get("buildversion", "")))


# ---------------------------------------------------------------------------------------------
# Results: `xcrun xcresulttool get test-results summary` ({result, totalTestCount, passedTests,
# failedTests, skippedTests, expectedFailures, testFailures: [...], devicesAndConfigurations})
# and `... get test-results tests` ({testNodes: [{nodeType "Test Plan", children: [{nodeType
# "UI test bundle", children: [{nodeType "Test Suite", name, children: [{nodeType "Test Case",
# name "testX()", nodeIdentifier "Suite/testX()", result "Passed"|"Failed"|"Skipped"|"Expected
# Failure", children: [messages]}]}]}]}]}).

COUNTS = ("totalTestCount", "passedTests", "failedTests", "skippedTests", "expectedFailures")


def summary_counts(summary):
    counts = {}
    for key in COUNTS:
        value = summary.get(key, 0 if key == "expectedFailures" else None)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise Unreadable(f'the summary\'s "{key}" is not a count: {value!r}')
        counts[key] = value
    return counts


def test_cases(tests):
    """(identifier, result, message) of every test case in a `tests` tree, the identifier as
    `Suite/testName` (no parentheses)."""
    nodes = tests.get("testNodes")
    if not isinstance(nodes, list):
        raise Unreadable('the tests output has no "testNodes" list')
    found = []

    def walk(node, suite):
        if not isinstance(node, dict):
            return
        kind = node.get("nodeType")
        if kind == "Test Suite":
            suite = node.get("name", suite)
        if kind == "Test Case":
            identifier = node.get("nodeIdentifier") or f"{suite}/{node.get('name', '')}"
            identifier = re.sub(r"\(\)$", "", identifier)
            message = ""
            for child in node.get("children", []) or []:
                if isinstance(child, dict) and "Message" in str(child.get("nodeType", "")):
                    message = child.get("name", "")
                    break
            found.append((identifier, node.get("result", "unknown"), message))
            return
        for child in node.get("children", []) or []:
            walk(child, suite)

    for node in nodes:
        walk(node, "")
    return found


def read_skips(text, path="skips"):
    """The agreed skips: `Suite/testName<TAB>devices<TAB>os<TAB>why` lines, devices a comma list
    of iPhone, iPad, macOS or *, os `*` or a bound such as `<18`."""
    agreed = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        columns = line.split("\t")
        if len(columns) != 4 or not all(c.strip() for c in columns):
            raise Unreadable(f"{path}:{number}: expected test, devices, os and why, tab-separated")
        test, kinds, os_bound, why = (c.strip() for c in columns)
        kinds = {k.strip() for k in kinds.split(",")}
        if not kinds <= {"iPhone", "iPad", "macOS", "*"}:
            raise Unreadable(f"{path}:{number}: unknown device in {sorted(kinds)}")
        if os_bound != "*" and not re.fullmatch(r"[<>]=?\d+(\.\d+)?", os_bound):
            raise Unreadable(f"{path}:{number}: os must be * or a bound such as <18")
        agreed.append((test, kinds, os_bound, why))
    return agreed


def os_matches(bound, version):
    if bound == "*":
        return True
    operator, number = re.match(r"([<>]=?)(.*)", bound).groups()
    left, right = version_tuple(version), version_tuple(number)
    return {"<": left < right, "<=": left <= right, ">": left > right, ">=": left >= right}[
        operator
    ]


def judge_results(summary, tests, agreed, device, os_version, strict):
    """(ok, line, problems): the row's text for the table, and what fails it."""
    counts = summary_counts(summary)
    cases = test_cases(tests)
    problems = []
    skipped = [(i, m) for i, r, m in cases if r == "Skipped"]
    unagreed = []
    for identifier, message in skipped:
        if not any(
            test == identifier and (device in kinds or "*" in kinds) and os_matches(bound, os_version)
            for test, kinds, bound, _ in agreed
        ):
            unagreed.append((identifier, message))
    if counts["skippedTests"] != len(skipped):
        problems.append(
            f"the summary counts {counts['skippedTests']} skipped, the test tree {len(skipped)}"
        )
    if counts["totalTestCount"] == 0:
        problems.append("no test ran")
    if counts["failedTests"]:
        problems.append(f"{counts['failedTests']} failed")
    for identifier, message in unagreed:
        text = f"{identifier} skipped outside the agreed list"
        problems.append(text + (f": {message}" if message else ""))
    line = (
        f"{counts['passedTests']} passed, {counts['failedTests']} failed, "
        f"{counts['skippedTests']} skipped ({len(skipped) - len(unagreed)} agreed)"
    )
    # Which tests skipped, so that the table says what a row left unproven.
    unagreed_names = {identifier for identifier, _ in unagreed}
    agreed_names = [i for i, _ in skipped if i not in unagreed_names]
    if agreed_names:
        line += "; agreed: " + ", ".join(sorted(agreed_names))
    if unagreed_names:
        line += "; not agreed: " + ", ".join(sorted(unagreed_names))
    failing = [p for p in problems if strict or "skipped outside" not in p]
    return not failing, line, problems


# ---------------------------------------------------------------------------------------------
# Traces: `xcrun xcresulttool export attachments --path B --output-path D` writes the files and
# D/manifest.json, a list of {testIdentifier, attachments: [{exportedFileName,
# suggestedHumanReadableName, isAssociatedWithFailure, ...}]}. XCTest appends "_<n>_<UUID>" to an
# attachment's name before its extension. Each UI test attaches one record named drawer-intent
# (its gestures: what each meant, and the labelled trace), written by ShowcaseTestCase as text;
# the extension XCTest gives it is not relied on.

SUFFIX = re.compile(r"_\d+_[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}(?=\.[^.]+$|$)")


def attachment_name(attachment):
    name = attachment.get("suggestedHumanReadableName") or attachment.get("exportedFileName", "")
    return SUFFIX.sub("", name)


def safe_name(text):
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "unnamed"


def collect_traces(folder, out):
    """Writes the labelled traces of every test into `out`/<test>/, and returns (written,
    problems)."""
    manifest_path = os.path.join(folder, "manifest.json")
    manifest = json_in(read_text(manifest_path), manifest_path)
    if not isinstance(manifest, list):
        raise Unreadable(f"{manifest_path}: not a list of tests")
    written, problems, records = [], [], 0
    for test in manifest:
        if not isinstance(test, dict):
            continue
        test_id = re.sub(r"\(\)$", "", str(test.get("testIdentifier", "")))
        intents = [
            a for a in test.get("attachments", []) or []
            if isinstance(a, dict) and attachment_name(a).startswith("drawer-intent")
        ]
        for attachment in intents:
            records += 1
            path = os.path.join(folder, attachment.get("exportedFileName", ""))
            intent = json_in(read_text(path), path)
            found, missing = write_intent(intent, os.path.join(out, safe_name(test_id)))
            written += found
            for problem in missing:
                problems.append(f"{test_id}: {problem}")
    if records == 0:
        problems.append("no test attached its drawer-intent record: the gestures are unaccounted for")
    return written, problems


def write_intent(intent, folder):
    """The traces of one test's intent file, written into `folder`; and what is missing."""
    gestures = intent.get("gestures")
    if not isinstance(gestures, list):
        raise Unreadable('the intent has no "gestures" list')
    written, missing = [], []
    if intent.get("folderShared") is False:
        missing.append(
            "the test runner could not read the showcase's trace folder (a device, not a "
            "simulator or this Mac), so its gestures are not in the result"
        )
    for number, gesture in enumerate(gestures, 1):
        trace = gesture.get("trace")
        meaning = gesture.get("meaning", f"gesture {number}")
        if not trace:
            if gesture.get("required", True):
                missing.append(f"no trace of {meaning!r}")
            continue
        header = json.loads(trace.split("\n", 1)[0])
        if header.get("expectSource") != "person":
            missing.append(f"the trace of {meaning!r} is not labelled by the test")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, safe_name(header.get("name", f"gesture-{number}")) + ".jsonl")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(trace if trace.endswith("\n") else trace + "\n")
        written.append(path)
    return written, missing


# ---------------------------------------------------------------------------------------------
# Automation mode: `automationmodetool` with no arguments prints whether Automation Mode is on
# and whether turning it on needs a person to authenticate ("This device requires user
# authentication to enable Automation Mode", or that it does not).


def automation_ready(text):
    lowered = " ".join(text.lower().split())
    if "requires user authentication" in lowered and "does not require" not in lowered:
        return False
    return True


# ---------------------------------------------------------------------------------------------
# The verdict: the table apple-check.sh writes, one row per step: step, on, result (passed,
# failed or skipped), seconds, log, claim (yes when a skipped row leaves one of the run's claims
# unproven: an expected iOS runtime missing, a platform not installed) and a note.


def read_table(text):
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        columns = line.split("\t")
        if len(columns) < 6:
            raise Unreadable(f"table:{number}: expected at least 6 tab-separated columns")
        step, on, result, seconds, log, claim = columns[:6]
        note = columns[6] if len(columns) > 6 else ""
        if result not in ("passed", "failed", "skipped"):
            raise Unreadable(f"table:{number}: unknown result {result!r}")
        rows.append(
            {"step": step, "on": on, "result": result, "seconds": seconds, "log": log,
             "claim": claim == "yes", "note": note}
        )
    return rows


def verdict(rows, strict):
    """(ok, failures): failed rows fail every run; a skipped claim fails a strict one."""
    failures = [r for r in rows if r["result"] == "failed"]
    if strict:
        failures += [r for r in rows if r["result"] == "skipped" and r["claim"]]
    if not rows:
        return False, [{"step": "the check", "on": "-", "note": "nothing ran"}]
    return not failures, failures


def markdown(rows, strict, ok):
    mark = {"passed": "✅ passed", "failed": "❌ failed", "skipped": "⏭️ skipped"}
    lines = [
        f"### Apple platforms: {'passed' if ok else 'failed'}"
        + (" (strict: a skipped claim fails)" if strict else ""),
        "",
        "| what ran | on what | result | seconds | note |",
        "| --- | --- | --- | ---: | --- |",
    ]
    for row in rows:
        result = mark[row["result"]]
        if row["result"] == "skipped" and row["claim"] and strict:
            result = "❌ skipped (a claim left unproven)"
        cells = [row["step"], row["on"], result, row["seconds"], row["note"]]
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# The command line.


def option(arguments, name, default=None):
    if name in arguments:
        index = arguments.index(name)
        if index + 1 >= len(arguments):
            raise Unreadable(f"{name} needs a value")
        value = arguments[index + 1]
        del arguments[index : index + 2]
        return value
    return default


def flag(arguments, name):
    if name in arguments:
        arguments.remove(name)
        return True
    return False


def tsv(*cells):
    # An empty cell is "-": the shell's `read` would run two tabs together into one.
    print("\t".join(str(c) if str(c) != "" else "-" for c in cells))


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 2
    command, arguments = argv[1], argv[2:]
    try:
        if command == "scheme":
            path, wanted = arguments[0], arguments[1:]
            chosen = choose_scheme(json_in(read_text(path), path), wanted)
            if chosen is None:
                print(f"apple_check: none of {wanted} is a scheme here", file=sys.stderr)
                return 1
            print(chosen)
            return 0
        if command == "platforms":
            for name, (ok, detail) in platform_availability(read_text(arguments[0])).items():
                tsv(name, "available" if ok else "missing", detail)
            return 0
        if command == "simulators":
            sdk = option(arguments, "--sdk")
            majors = [int(m) for m in option(arguments, "--majors", "17 18 26").split()]
            quick = flag(arguments, "--quick")
            runtimes = json_in(read_text(arguments[0]), arguments[0])
            devices = json_in(read_text(arguments[1]), arguments[1])
            for row in simulator_plan(runtimes, devices, sdk, majors, quick):
                tsv(*row)
            return 0
        if command == "sdk-runtime":
            sdk = option(arguments, "--sdk")
            runtime = sdk_runtime(json_in(read_text(arguments[0]), arguments[0]), sdk)
            if runtime is None:
                print(f"apple_check: no iOS {sdk} simulator runtime is installed", file=sys.stderr)
                return 1
            tsv(runtime["identifier"], runtime["version"], runtime.get("buildversion", ""))
            return 0
        if command == "results":
            skips_path = option(arguments, "--skips")
            device = option(arguments, "--device")
            os_version = option(arguments, "--os", "0")
            strict = flag(arguments, "--strict")
            summary = json_in(read_text(arguments[0]), arguments[0])
            tests = json_in(read_text(arguments[1]), arguments[1])
            agreed = read_skips(read_text(skips_path), skips_path)
            ok, line, problems = judge_results(summary, tests, agreed, device, os_version, strict)
            print(line)
            for problem in problems:
                print(f"  {problem}", file=sys.stderr)
            return 0 if ok else 1
        if command == "traces":
            out = option(arguments, "--out")
            written, problems = collect_traces(arguments[0], out)
            print(len(written))
            for problem in problems:
                print(f"  {problem}", file=sys.stderr)
            return 1 if problems else 0
        if command == "automation":
            return 0 if automation_ready(read_text(arguments[0])) else 1
        if command == "verdict":
            strict = flag(arguments, "--strict")
            markdown_path = option(arguments, "--markdown")
            rows = read_table(read_text(arguments[0]))
            ok, failures = verdict(rows, strict)
            if markdown_path:
                with open(markdown_path, "a", encoding="utf-8") as handle:
                    handle.write(markdown(rows, strict, ok))
            for row in failures:
                why = row["note"] or ("skipped" if row.get("result") == "skipped" else "failed")
                print(f"{row['step']} on {row['on']}: {why}")
            return 0 if ok else 1
    except Unreadable as error:
        print(f"apple_check: {error}", file=sys.stderr)
        return 2
    except (IndexError, ValueError) as error:
        print(f"apple_check {command}: bad arguments ({error}); see --help", file=sys.stderr)
        return 2
    print(f"apple_check: unknown command {command!r}; see --help", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))

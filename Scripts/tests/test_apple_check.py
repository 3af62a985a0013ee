#!/usr/bin/env python3
"""Tests of Scripts/apple_check.py against recorded output of Apple's tools (fixtures/, whose
README says where each shape comes from). Run: python3 Scripts/tests/test_apple_check.py"""

import copy
import io
import json
import os
import re
import shutil
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")
sys.path.insert(0, os.path.dirname(HERE))

import apple_check  # noqa: E402


def fixture(name):
    return os.path.join(FIXTURES, name)


def text(name):
    return apple_check.read_text(fixture(name))


def loaded(name):
    return apple_check.json_in(text(name), name)


def run(*arguments):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = apple_check.main(["apple_check.py", *arguments])
    return status, out.getvalue(), err.getvalue()


class SchemeTests(unittest.TestCase):
    # xcodebuild -list -json: a package's schemes under "workspace", after a warning line.
    def test_the_package_scheme_is_chosen_over_the_library_scheme(self):
        listing = loaded("list-package.txt")
        self.assertEqual(
            apple_check.choose_scheme(listing, ["DrawerKit-Package", "DrawerKit"]),
            "DrawerKit-Package",
        )

    def test_without_the_package_scheme_the_library_scheme_is_chosen(self):
        listing = loaded("list-package.txt")
        listing["workspace"]["schemes"].remove("DrawerKit-Package")
        self.assertEqual(
            apple_check.choose_scheme(listing, ["DrawerKit-Package", "DrawerKit"]), "DrawerKit"
        )

    def test_a_project_lists_its_schemes_under_project(self):
        self.assertEqual(
            apple_check.schemes(loaded("list-project.json")),
            ["DrawerShowcase iOS", "DrawerShowcase macOS"],
        )

    def test_no_scheme_is_a_no_and_no_json_is_unreadable(self):
        self.assertEqual(run("scheme", fixture("list-project.json"), "DrawerKit")[0], 1)
        status, _, err = run("scheme", fixture("automation-ready.txt"), "DrawerKit")
        self.assertEqual(status, 2)
        self.assertIn("no JSON", err)


class PlatformTests(unittest.TestCase):
    # xcodebuild -showdestinations: installed platforms are destinations, not SDKs.
    def test_every_platform_is_found_where_xcode_offers_it(self):
        found = apple_check.platform_availability(text("showdestinations-all.txt"))
        for name in ("iOS", "macOS", "Mac Catalyst", "visionOS", "iOS Simulator"):
            self.assertTrue(found[name][0], name)
        self.assertEqual(found["Mac Catalyst"][1], "generic/platform=macOS,variant=Mac Catalyst")

    def test_a_platform_that_is_not_installed_says_why(self):
        found = apple_check.platform_availability(text("showdestinations-missing.txt"))
        self.assertTrue(found["macOS"][0])
        self.assertTrue(found["Mac Catalyst"][0])
        self.assertEqual(
            found["iOS"],
            (False, "iOS 26.2 is not installed. Please download and install the platform from "
             "Xcode > Settings > Components"),
        )
        self.assertEqual(
            found["visionOS"][1],
            "visionOS 26.2 is not installed. To use with Xcode, first download and install the "
            "platform",
        )
        # Neither listed nor ineligible: the SDK alone would have said it was there.
        self.assertEqual(found["iOS Simulator"], (False, "Xcode lists no iOS Simulator destination"))

    def test_designed_for_ipad_and_driverkit_are_not_the_mac(self):
        fields = apple_check.destination_fields(
            "platform:macOS, arch:arm64, variant:Designed for [iPad,iPhone], id:1, name:My Mac"
        )
        self.assertEqual(fields["variant"], "Designed for [iPad,iPhone]")
        self.assertIsNone(apple_check.platform_of(fields))
        self.assertIsNone(apple_check.platform_of({"platform": "macOS", "variant": "DriverKit"}))

    def test_an_error_keeps_its_commas(self):
        fields = apple_check.destination_fields(
            "platform:iOS, name:Any iOS Device, error:Device is busy, reason: pairing"
        )
        self.assertEqual(fields["error"], "Device is busy, reason: pairing")

    def test_output_without_destinations_is_unreadable(self):
        self.assertEqual(run("platforms", fixture("automation-ready.txt"))[0], 2)


class SimulatorTests(unittest.TestCase):
    # simctl list runtimes -j / devices -j: the row's device by named model.
    def plan(self, sdk="18.5", majors=(17, 18, 26), quick=False, runtimes=None, devices=None):
        return apple_check.simulator_plan(
            runtimes or loaded("runtimes.json"), devices or loaded("devices.json"), sdk,
            list(majors), quick,
        )

    def rows(self, **keywords):
        return {(r[0], r[1]): r for r in self.plan(**keywords)}

    def test_the_named_model_is_used_on_the_newest_runtime_of_each_major(self):
        rows = self.rows()
        major, kind, action, runtime, version, target, name, reason = rows[(18, "iPhone")]
        self.assertEqual(
            (action, runtime, version, target, name),
            ("use", "com.apple.CoreSimulator.SimRuntime.iOS-18-5", "18.5",
             "6B1A2E0C-8C1B-4C5E-9F3A-2D4B5C6D7E8F", "iPhone 16 Pro"),
        )

    def test_a_model_with_no_device_yet_is_created_not_swapped_for_an_se(self):
        # iOS 17.5 has only an iPhone SE device; its runtime offers an iPhone 15 Pro.
        row = self.rows()[(17, "iPhone")]
        self.assertEqual(row[2:7], (
            "create", "com.apple.CoreSimulator.SimRuntime.iOS-17-5", "17.5",
            "com.apple.CoreSimulator.SimDeviceType.iPhone-15-Pro", "iPhone 15 Pro"))

    def test_an_unavailable_device_is_not_used(self):
        # The only iPad device has lost its runtime: a new one of the same model is made.
        row = self.rows()[(18, "iPad")]
        self.assertEqual(row[2], "create")
        self.assertEqual(row[5], "com.apple.CoreSimulator.SimDeviceType.iPad-Pro-11-inch-M4-8GB")

    def test_a_major_past_the_sdk_or_not_installed_is_missing_with_its_reason(self):
        rows = self.rows()
        self.assertEqual(rows[(26, "iPhone")][2], "missing")
        self.assertIn("go up to iOS 18.5", rows[(26, "iPhone")][7])
        runtimes = loaded("runtimes.json")
        runtimes["runtimes"] = [
            r for r in runtimes["runtimes"] if not r["identifier"].endswith("iOS-17-5")
        ]
        row = self.rows(runtimes=runtimes)[(17, "iPhone")]
        # iOS 17.0 is listed but unavailable: it does not count as installed.
        self.assertEqual(row[2:], ("missing", "", "", "", "", "no iOS 17 runtime is installed"))

    def test_the_ipad_row_is_only_on_the_newest_runnable_major(self):
        kinds = [(r[0], r[1]) for r in self.plan()]
        self.assertEqual(
            kinds, [(17, "iPhone"), (18, "iPhone"), (18, "iPad"), (26, "iPhone")]
        )
        with_26 = [(r[0], r[1]) for r in self.plan(sdk="26.1")]
        self.assertEqual(
            with_26, [(17, "iPhone"), (18, "iPhone"), (26, "iPhone"), (26, "iPad")]
        )

    def test_quick_runs_the_newest_iphone_only(self):
        self.assertEqual([(r[0], r[1]) for r in self.plan(quick=True)], [(18, "iPhone")])

    def test_the_same_answer_whatever_the_order_of_the_output(self):
        runtimes = loaded("runtimes.json")
        devices = loaded("devices.json")
        reversed_runtimes = copy.deepcopy(runtimes)
        reversed_runtimes["runtimes"].reverse()
        reversed_devices = copy.deepcopy(devices)
        for key in reversed_devices["devices"]:
            reversed_devices["devices"][key].reverse()
        self.assertEqual(
            self.plan(runtimes=runtimes, devices=devices),
            self.plan(runtimes=reversed_runtimes, devices=reversed_devices),
        )

    def test_the_runtime_within_the_sdk_is_chosen_over_a_newer_minor(self):
        runtimes = loaded("runtimes.json")
        newer = copy.deepcopy(runtimes["runtimes"][0])
        newer.update(identifier="com.apple.CoreSimulator.SimRuntime.iOS-18-6", version="18.6")
        runtimes["runtimes"].append(newer)
        self.assertEqual(self.rows(runtimes=runtimes)[(18, "iPhone")][4], "18.5")
        self.assertEqual(self.rows(runtimes=runtimes, sdk="18.6")[(18, "iPhone")][4], "18.6")

    def test_the_sdks_own_runtime_is_found_or_reported_missing(self):
        runtimes = loaded("runtimes.json")
        self.assertEqual(apple_check.sdk_runtime(runtimes, "26.1")["buildversion"], "23B80")
        self.assertIsNone(apple_check.sdk_runtime(runtimes, "26.2"))
        status, _, err = run("sdk-runtime", fixture("runtimes.json"), "--sdk", "26.2")
        self.assertEqual(status, 1)
        self.assertIn("no iOS 26.2 simulator runtime", err)

    def test_the_command_prints_one_tab_separated_row_each(self):
        status, out, _ = run(
            "simulators", fixture("runtimes.json"), fixture("devices.json"), "--sdk", "18.5"
        )
        self.assertEqual(status, 0)
        lines = out.splitlines()
        self.assertEqual(len(lines), 4)
        self.assertTrue(all(len(line.split("\t")) == 8 for line in lines))


class ResultTests(unittest.TestCase):
    # xcresulttool get test-results summary / tests: skips are counted and judged.
    def judge(self, device="iPhone", os_version="18.5", strict=True, tests=None, summary=None):
        agreed = apple_check.read_skips(text("skips.tsv"))
        return apple_check.judge_results(
            summary or loaded("summary.json"), tests or loaded("tests.json"), agreed, device,
            os_version, strict,
        )

    def test_the_cases_are_read_with_their_results_and_messages(self):
        cases = apple_check.test_cases(loaded("tests.json"))
        self.assertEqual(len(cases), 6)
        self.assertIn(
            ("AccessibilityTests/testWithAKeyboardTheArrowKeysAndReturnChooseARowOfTheOpenDrawer",
             "Skipped", "Test skipped - An iPhone moves no keyboard focus between controls."),
            cases,
        )

    def test_a_skip_outside_the_agreed_list_fails_a_strict_run(self):
        ok, line, problems = self.judge()
        self.assertFalse(ok)
        self.assertEqual(line, "4 passed, 0 failed, 2 skipped (1 agreed)")
        self.assertEqual(len(problems), 1)
        self.assertIn("MenuWhileOpeningTests/testTappingARowATenthOfASecondAfterOpeningChoosesIt",
                      problems[0])
        self.assertIn("XCUITest delivered the tap", problems[0])

    def test_the_same_skip_is_reported_but_passes_without_strict(self):
        ok, _, problems = self.judge(strict=False)
        self.assertTrue(ok)
        self.assertEqual(len(problems), 1)

    def test_an_agreed_skip_is_agreed_only_where_the_list_says(self):
        # The keyboard skip is agreed on an iPhone; on an iPad it hides the claim it skips.
        _, line, problems = self.judge(device="iPad")
        self.assertEqual(line, "4 passed, 0 failed, 2 skipped (0 agreed)")
        self.assertEqual(len(problems), 2)

    def test_an_os_bound_is_honoured(self):
        self.assertTrue(apple_check.os_matches("<18", "17.5"))
        self.assertFalse(apple_check.os_matches("<18", "18.0"))
        self.assertTrue(apple_check.os_matches(">=26", "26.1"))

    def test_failures_and_an_empty_run_fail_every_run(self):
        summary = loaded("summary.json")
        summary.update(failedTests=1, passedTests=3)
        ok, _, problems = self.judge(strict=False, summary=summary)
        self.assertFalse(ok)
        self.assertIn("1 failed", problems)
        empty = {"totalTestCount": 0, "passedTests": 0, "failedTests": 0, "skippedTests": 0}
        ok, _, problems = self.judge(strict=False, summary=empty, tests={"testNodes": []})
        self.assertFalse(ok)
        self.assertIn("no test ran", problems)

    def test_a_summary_that_disagrees_with_its_tree_is_reported(self):
        summary = loaded("summary.json")
        summary["skippedTests"] = 1
        _, _, problems = self.judge(summary=summary)
        self.assertIn("the summary counts 1 skipped, the test tree 2", problems)

    def test_a_summary_without_counts_is_unreadable(self):
        with self.assertRaises(apple_check.Unreadable):
            apple_check.summary_counts({"result": "Passed"})

    def test_a_malformed_skip_list_names_its_line(self):
        with self.assertRaises(apple_check.Unreadable) as caught:
            apple_check.read_skips("A/testB\tiPhone\t*\n", "skips.tsv")
        self.assertIn("skips.tsv:1:", str(caught.exception))
        with self.assertRaises(apple_check.Unreadable):
            apple_check.read_skips("A/testB\tWatch\t*\twhy\n")

    def test_the_repositorys_skip_list_names_ui_tests_that_exist(self):
        path = os.path.join(os.path.dirname(HERE), "apple-check-skips.tsv")
        agreed = apple_check.read_skips(apple_check.read_text(path), path)
        self.assertTrue(agreed)
        folder = os.path.join(os.path.dirname(os.path.dirname(HERE)), "Examples",
                              "DrawerShowcaseUITests")
        tests = set()
        for name in os.listdir(folder):
            text = apple_check.read_text(os.path.join(folder, name))
            suite = re.search(r"final class (\w+)", text)
            if suite:
                tests |= {f"{suite.group(1)}/{t}" for t in re.findall(r"func (test\w+)\(", text)}
        for test, _, _, _ in agreed:
            self.assertIn(test, tests, f"the agreed skip {test} names no UI test")

    def test_every_ui_test_that_can_skip_is_in_the_skip_list(self):
        # A test that can throw XCTSkip, itself or through a helper it calls, hides its claim
        # where it skips: the list must say where, and why.
        path = os.path.join(os.path.dirname(HERE), "apple-check-skips.tsv")
        agreed = {test for test, _, _, _ in
                  apple_check.read_skips(apple_check.read_text(path), path)}
        folder = os.path.join(os.path.dirname(os.path.dirname(HERE)), "Examples",
                              "DrawerShowcaseUITests")
        bodies = {}  # function name -> (suite or None, body without comments)
        for name in sorted(os.listdir(folder)):
            text = apple_check.read_text(os.path.join(folder, name))
            text = re.sub(r"//[^\n]*", "", text)
            starts = list(re.finditer(r"\bfunc (\w+)\(", text))
            for index, match in enumerate(starts):
                end = starts[index + 1].start() if index + 1 < len(starts) else len(text)
                suite = None
                for candidate in re.finditer(r"final class (\w+)", text[:match.start()]):
                    suite = candidate.group(1)
                bodies[match.group(1)] = (suite, text[match.end():end])
        skipping = {name for name, (_, body) in bodies.items() if "XCTSkip" in body}
        while True:
            more = {name for name, (_, body) in bodies.items() if name not in skipping
                    and any(re.search(rf"\b{helper}\(", body) for helper in skipping)}
            if not more:
                break
            skipping |= more
        can_skip = {f"{suite}/{name}" for name, (suite, _) in bodies.items()
                    if name in skipping and name.startswith("test") and suite}
        self.assertTrue(can_skip, "no UI test can skip: the scan is broken")
        self.assertEqual(sorted(can_skip - agreed), [],
                         "UI tests that can skip but are not in apple-check-skips.tsv")


class TraceTests(unittest.TestCase):
    # xcresulttool export attachments: the tests' labelled gestures, and what is missing.
    def setUp(self):
        self.out = tempfile.mkdtemp(prefix="apple-check-traces-")
        self.addCleanup(shutil.rmtree, self.out)

    def test_labelled_traces_are_written_and_a_missing_required_one_fails(self):
        written, problems = apple_check.collect_traces(fixture("attachments"), self.out)
        self.assertEqual(len(written), 1)
        self.assertTrue(written[0].endswith(
            "OpeningAndClosingTests-testSwipingFromTheLeadingEdgeOpensTheDrawer/"
            "drawer-20260112-091500-001.jsonl"))
        with open(written[0], encoding="utf-8") as handle:
            header = json.loads(handle.readline())
        self.assertEqual(header["expectSource"], "person")
        self.assertEqual(header["recorded"], {"expect": "open", "expectCapture": True})
        # The carousel's own swipe need not reach the drawer; the opening swipe must.
        self.assertEqual(
            problems,
            ["CompetingGesturesTests/testScrollingTheCarouselSidewaysScrollsItAndLeavesTheDrawer"
             "Closed: no trace of 'the swipe that opens the drawer'"],
        )

    def test_a_bundle_without_any_intent_record_fails(self):
        folder = os.path.join(self.out, "export")
        os.makedirs(folder)
        with open(os.path.join(folder, "manifest.json"), "w", encoding="utf-8") as handle:
            json.dump([{"testIdentifier": "A/testB()", "attachments": []}], handle)
        _, problems = apple_check.collect_traces(folder, os.path.join(self.out, "traces"))
        self.assertEqual(len(problems), 1)
        self.assertIn("no test attached its drawer-intent record", problems[0])

    def test_a_runner_that_could_not_read_the_traces_says_so(self):
        _, missing = apple_check.write_intent(
            {"folderShared": False, "gestures": []}, os.path.join(self.out, "t")
        )
        self.assertIn("could not read the showcase's trace folder", missing[0])

    def test_a_trace_the_test_did_not_label_is_reported(self):
        trace = '{"drawerTrace":1,"name":"g","expectSource":"recorded"}\n'
        _, missing = apple_check.write_intent(
            {"gestures": [{"meaning": "m", "trace": trace}]}, os.path.join(self.out, "t")
        )
        self.assertEqual(missing, ["the trace of 'm' is not labelled by the test"])

    def test_xctests_suffix_is_taken_off_the_name(self):
        self.assertEqual(
            apple_check.attachment_name(
                {"suggestedHumanReadableName":
                 "drawer-intent_0_6A1E3B2C-7D4F-4E8A-9B0C-1D2E3F4A5B6C.txt"}),
            "drawer-intent.txt",
        )
        self.assertEqual(
            apple_check.attachment_name({"exportedFileName": "0F0E0D0C.txt"}), "0F0E0D0C.txt")

    def test_the_command_exits_1_on_a_missing_trace(self):
        status, out, err = run("traces", fixture("attachments"), "--out", self.out)
        self.assertEqual((status, out.strip()), (1, "1"))
        self.assertIn("no trace of", err)


class AutomationTests(unittest.TestCase):
    def test_a_mac_that_asks_for_a_password_cannot_run_ui_tests(self):
        self.assertFalse(apple_check.automation_ready(text("automation-needs-password.txt")))
        self.assertFalse(apple_check.automation_ready("This device REQUIRES user authentication"))
        self.assertTrue(apple_check.automation_ready(text("automation-ready.txt")))
        self.assertEqual(run("automation", fixture("automation-needs-password.txt"))[0], 1)


class VerdictTests(unittest.TestCase):
    TABLE = (
        "build DrawerKit\tiOS\tpassed\t40\tlogs/build.log\tno\t\n"
        "UI tests\tan iPhone on iOS 17\tskipped\t0\t-\tyes\tno iOS 17 runtime is installed\n"
        "UI tests\tan iPad on iOS 17\tskipped\t0\t-\tno\tthe iPad row runs on the newest iOS\n"
    )

    def test_a_missing_claim_fails_only_a_strict_run(self):
        rows = apple_check.read_table(self.TABLE)
        self.assertEqual(apple_check.verdict(rows, strict=False), (True, []))
        ok, failures = apple_check.verdict(rows, strict=True)
        self.assertFalse(ok)
        self.assertEqual([f["on"] for f in failures], ["an iPhone on iOS 17"])

    def test_a_failed_row_fails_every_run_and_an_empty_table_too(self):
        rows = apple_check.read_table(self.TABLE.replace("passed", "failed", 1))
        self.assertFalse(apple_check.verdict(rows, strict=False)[0])
        self.assertFalse(apple_check.verdict([], strict=False)[0])

    def test_the_markdown_table_marks_the_unproven_claim(self):
        rows = apple_check.read_table(self.TABLE)
        summary = apple_check.markdown(rows, strict=True, ok=False)
        self.assertIn("### Apple platforms: failed (strict: a skipped claim fails)", summary)
        self.assertIn("| UI tests | an iPhone on iOS 17 | ❌ skipped (a claim left unproven) |", summary)
        self.assertIn("| UI tests | an iPad on iOS 17 | ⏭️ skipped |", summary)

    def test_the_command_appends_to_the_step_summary(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        table = os.path.join(folder, "summary.tsv")
        with open(table, "w", encoding="utf-8") as handle:
            handle.write(self.TABLE)
        step_summary = os.path.join(folder, "step-summary.md")
        status, out, _ = run("verdict", table, "--strict", "--markdown", step_summary)
        self.assertEqual(status, 1)
        self.assertIn("UI tests on an iPhone on iOS 17: no iOS 17 runtime is installed", out)
        with open(step_summary, encoding="utf-8") as handle:
            self.assertIn("| what ran |", handle.read())

    def test_a_malformed_table_is_unreadable(self):
        with self.assertRaises(apple_check.Unreadable):
            apple_check.read_table("a\tb\tmaybe\t0\t-\tno\n")


class CommandLineTests(unittest.TestCase):
    def test_help_and_bad_arguments(self):
        self.assertEqual(run("--help")[0], 0)
        self.assertEqual(run("frobnicate")[0], 2)
        self.assertEqual(run("simulators")[0], 2)


if __name__ == "__main__":
    unittest.main(verbosity=1)

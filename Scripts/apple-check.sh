#!/usr/bin/env bash
# Proves or disproves DrawerKit's SwiftUI layer on Apple's own tools, in one command on a Mac.
#
#   1. builds the package's libraries (DrawerKit, DrawerLab) with xcodebuild for each platform
#      Package.swift declares (iOS, macOS, Mac Catalyst, visionOS), where Xcode offers a
#      destination for it (`xcodebuild -showdestinations`, not the SDKs, which say nothing of the
#      platforms installed);
#   2. runs DrawerKitTests on an iOS simulator and on macOS;
#   3. runs the showcase's UI tests (Examples/DrawerShowcase.xcodeproj) on an iPhone simulator of
#      each of iOS 17, 18 and 26 that this Xcode can run, an iPad of the newest, and the Mac, each
#      simulator a named model (created if the runtime has none of it), booted and waited for;
#   4. reads each result bundle: the tests passed, failed and skipped, every skip judged against
#      the agreed list (Scripts/apple-check-skips.tsv), and the gestures each UI test labelled
#      with what it meant (`xcresulttool export attachments`);
#   5. replays those gestures with drawer-lab, against the tests' intent, and draws each in the
#      showcase's style (floating);
#   6. prints one table of what ran, on what, and whether it passed, and appends it to
#      $GITHUB_STEP_SUMMARY when that is set.
#
# Needs: macOS with Xcode 16.4 or later (xcode-select or DEVELOPER_DIR) and python3 (Xcode's own
# will do); iOS simulator runtimes (Xcode > Settings > Components, or `xcodebuild
# -downloadPlatform iOS -buildVersion 17.5`), the visionOS platform for the visionOS build. With
# --strict, what is missing fails the run; without it, it is reported as skipped, with the reason.
#
# Usage: Scripts/apple-check.sh [--out DIR] [--quick] [--strict] [--expect-ios "17 18 26"]
#   --out DIR          where logs, result bundles, traces and pictures go (.build/apple-check)
#   --quick            the UI tests on the newest iPhone simulator and the Mac only
#   --strict           a row that could not prove its claim fails: an expected iOS runtime or a
#                      platform that is not installed, a skip outside the agreed list
#   --expect-ios LIST  the iOS versions whose UI-test rows are claims (default: each of 17, 18
#                      and 26 that this Xcode can run); a missing one fails --strict
#
# Exit status: 0 when everything that ran passed (and, with --strict, nothing claimed was left
# out), 1 when anything failed, 2 when this machine cannot run the check (not a Mac, an Xcode
# older than 16.4, no python3) or an option is wrong.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
root=$PWD

out=$root/.build/apple-check
quick=0
strict=0
expect_ios=""
while [ $# -gt 0 ]; do
  case $1 in
    --out | --expect-ios)
      if [ $# -lt 2 ] || [ -z "$2" ]; then
        echo "apple-check: $1 needs a value (see --help)" >&2
        exit 2
      fi
      if [ "$1" = --out ]; then out=$2; else expect_ios=$2; fi
      shift 2
      ;;
    --quick) quick=1; shift ;;
    --strict) strict=1; shift ;;
    -h | --help) sed -n '2,37p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "apple-check: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case $out in /*) ;; *) out=$root/$out ;; esac
for major in $expect_ios; do
  case $major in
    17 | 18 | 26) ;;
    *) echo "apple-check: --expect-ios takes 17, 18 and 26, not $major" >&2; exit 2 ;;
  esac
done

if [ "$(uname -s)" != Darwin ]; then
  echo "apple-check: needs macOS with Xcode 16.4 or later; this is $(uname -s)." >&2
  echo "On Linux, run bash Scripts/check-apple-api.sh and swift test instead." >&2
  exit 2
fi
if ! xcodebuild -version > /dev/null 2>&1; then
  echo "apple-check: needs Xcode 16.4 or later (xcodebuild did not run; install Xcode and" >&2
  echo "choose it with sudo xcode-select --switch /Applications/Xcode.app)." >&2
  exit 2
fi
if ! command -v python3 > /dev/null 2>&1; then
  echo "apple-check: needs python3 (xcode-select --install provides one)." >&2
  exit 2
fi
version_text=$(xcodebuild -version 2>/dev/null)
xcode=$(awk '/^Xcode/ { print $2; exit }' <<< "$version_text")
major=${xcode%%.*}
minor=0
case $xcode in *.*) minor=${xcode#*.} && minor=${minor%%.*} ;; esac
if [ "$major" -lt 16 ] || { [ "$major" -eq 16 ] && [ "$minor" -lt 4 ]; }; then
  echo "apple-check: needs Xcode 16.4 or later; $(xcode-select -p) is Xcode $xcode." >&2
  exit 2
fi
decide() { python3 "$root/Scripts/apple_check.py" "$@"; }

# Only what this script writes is cleared, never the folder itself: an --out that names the
# repository, a parent of it or a folder of the person's own loses nothing else.
rm -rf "$out/logs" "$out/results" "$out/traces" "$out/pictures" "$out/DerivedData" \
  "$out/facts" "$out/scratch" "$out/summary.tsv" "$out/summary.txt"
mkdir -p "$out/logs" "$out/results" "$out/traces" "$out/pictures" "$out/facts" "$out/scratch"
table=$out/summary.tsv
: > "$table"
facts=$out/facts
skips=$root/Scripts/apple-check-skips.tsv
echo "apple-check: Xcode $xcode at $(xcode-select -p); writing to $out$([ "$strict" -eq 1 ] && echo ' (strict)')"

# record STEP ON RESULT SECONDS LOG CLAIM NOTE: one row of the summary. CLAIM is yes when a
# skipped row leaves unproven something the check claims to prove.
record() {
  # One line a row: a tab or a line break inside a cell (a log quoted in a note) becomes a space.
  local cells=() cell
  for cell in "$1" "$2" "$3" "$4" "$5" "$6" "${7:-}"; do
    cell=${cell//$'\t'/ }
    cells+=("${cell//$'\n'/ }")
  done
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${cells[@]}" >> "$table"
}

# run STEP ON LOGNAME COMMAND...: runs the command with its output in a log, and records it.
# Returns the command's status.
run() {
  local step=$1 on=$2 log=$out/logs/$3.log status=0
  shift 3
  local start=$SECONDS
  printf '  %-38s %-40s ' "$step" "$on"
  "$@" > "$log" 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then
    echo passed
    record "$step" "$on" passed $((SECONDS - start)) "$log" no
  else
    echo "failed (exit $status; the log's end follows, all of it is in $log)"
    tail -n 25 "$log" | sed 's/^/      /'
    record "$step" "$on" failed $((SECONDS - start)) "$log" no "exit $status"
  fi
  return "$status"
}

# skip STEP ON CLAIM REASON: a step that did not run, and why.
skip() {
  printf '  %-38s %-40s skipped: %s\n' "$1" "$2" "$4"
  record "$1" "$2" skipped 0 - "$3" "$4"
}

# fail STEP ON REASON: a step that cannot run for a reason a person must fix.
fail() {
  printf '  %-38s %-40s failed: %s\n' "$1" "$2" "$3"
  record "$1" "$2" failed 0 - no "$3"
}

# judge STEP ON BUNDLE DEVICE OS: reads a result bundle's counts and skips into a row.
judge() {
  local step=$1 on=$2 bundle=$3 device=$4 os=$5 name
  name=$(basename "$bundle" .xcresult)
  local summary=$facts/$name-summary.json tests=$facts/$name-tests.json log=$out/logs/$name-results.log
  if ! xcrun xcresulttool get test-results summary --path "$bundle" > "$summary" 2> "$log" \
    || ! xcrun xcresulttool get test-results tests --path "$bundle" > "$tests" 2>> "$log"; then
    fail "$step" "$on" "xcresulttool could not read $bundle (see $log)"
    return 1
  fi
  local line status=0 options=(--skips "$skips" --device "$device" --os "$os")
  [ "$strict" -eq 1 ] && options+=(--strict)
  line=$(decide results "$summary" "$tests" "${options[@]}" 2>> "$log") || status=$?
  if [ "$status" -eq 0 ]; then
    printf '  %-38s %-40s passed: %s\n' "$step" "$on" "$line"
    record "$step" "$on" passed 0 "$log" no "$line"
  else
    printf '  %-38s %-40s failed: %s\n' "$step" "$on" "${line:-unreadable}"
    sed 's/^/      /' "$log"
    record "$step" "$on" failed 0 "$log" no "${line:-the results could not be read}; see the log"
  fi
  return "$status"
}

# ------------------------------------------------------------------------------------------------
echo
echo "== the package, with xcodebuild"
package_data=$out/DerivedData/package
xcodebuild -list -json > "$facts/package-list.json" 2> "$out/logs/package-list.log"
package_scheme=$(decide scheme "$facts/package-list.json" DrawerKit-Package DrawerKit 2>> "$out/logs/package-list.log")
xcodebuild -showdestinations -scheme DrawerKit > "$facts/destinations.txt" 2>&1
if ! decide platforms "$facts/destinations.txt" > "$facts/platforms.tsv" 2> "$out/logs/destinations.log"; then
  fail "find the platforms" "xcodebuild -showdestinations" "$(cat "$out/logs/destinations.log")"
fi
simulator_platform=missing
while IFS=$'\t' read -r platform state detail; do
  if [ "$platform" = "iOS Simulator" ]; then simulator_platform=$state; continue; fi
  if [ "$state" != available ]; then
    # Every platform Package.swift declares is a claim of the check.
    skip "build the package" "$platform" yes "$detail"
    continue
  fi
  for scheme in DrawerKit DrawerLab; do
    run "build $scheme" "$platform" "build-$scheme-${platform// /-}" \
      xcodebuild build -scheme "$scheme" -destination "$detail" \
      -derivedDataPath "$package_data" CODE_SIGNING_ALLOWED=NO
  done
done < "$facts/platforms.tsv"

# ------------------------------------------------------------------------------------------------
# The simulators this Xcode can run: one per UI-test row, chosen by named model.
sdk_ios=$(xcrun --sdk iphonesimulator --show-sdk-version 2> /dev/null)
sdk_major=${sdk_ios%%.*}
xcrun simctl list runtimes -j > "$facts/runtimes.json" 2> "$out/logs/simctl.log"
xcrun simctl list devices -j > "$facts/devices.json" 2>> "$out/logs/simctl.log"
if [ -z "$expect_ios" ]; then
  for candidate in 17 18 26; do
    [ "$candidate" -le "${sdk_major:-0}" ] && expect_ios="$expect_ios $candidate"
  done
fi
plan_options=(--sdk "${sdk_ios:-0}" --majors "17 18 26")
[ "$quick" -eq 1 ] && plan_options+=(--quick)
if [ -z "$sdk_ios" ] \
  || ! decide simulators "$facts/runtimes.json" "$facts/devices.json" "${plan_options[@]}" \
    > "$facts/simulators.tsv" 2>> "$out/logs/simctl.log"; then
  : > "$facts/simulators.tsv"
  fail "choose the simulators" "simctl" "no iOS simulator SDK or runtime list (see $out/logs/simctl.log)"
fi

# simulator MAJOR ACTION TARGET NAME RUNTIME: the UDID of the row's simulator, created if needed,
# booted and ready; nothing if it cannot be had. A simulator created for one row serves the next
# that asks for the same model and runtime.
simulator() {
  local udid=$3 created=$facts/created-simulators.tsv
  if [ "$2" = create ]; then
    udid=$(awk -F '\t' -v key="$5 $3" '$1 == key { print $2; exit }' "$created" 2> /dev/null)
    if [ -z "$udid" ]; then
      udid=$(xcrun simctl create "DrawerKit $4" "$3" "$5" 2>> "$out/logs/simctl.log") || return 1
      printf '%s\t%s\n' "$5 $3" "$udid" >> "$created"
    fi
  fi
  # Boots it if needed, and returns once it has finished booting.
  xcrun simctl bootstatus "$udid" -b >> "$out/logs/simctl.log" 2>&1 || return 1
  echo "$udid"
}

is_expected() {
  case " $expect_ios " in *" $1 "*) return 0 ;; esac
  return 1
}

newest_iphone=$(awk -F '\t' '$2 == "iPhone" && $3 != "missing"' "$facts/simulators.tsv" | tail -n 1)

# ------------------------------------------------------------------------------------------------
echo
echo "== DrawerKitTests"
if [ -z "$package_scheme" ]; then
  fail "DrawerKitTests" "-" "xcodebuild -list -json names neither DrawerKit-Package nor DrawerKit"
else
  if [ -n "$newest_iphone" ] && [ "$simulator_platform" = available ]; then
    IFS=$'\t' read -r row_major _ action runtime version target name _ <<< "$newest_iphone"
    if udid=$(simulator "$row_major" "$action" "$target" "$name" "$runtime"); then
      on="$name (iOS $version)"
      run "DrawerKitTests" "$on" unit-ios \
        xcodebuild test -scheme "$package_scheme" -destination "platform=iOS Simulator,id=$udid" \
        -only-testing:DrawerKitTests -derivedDataPath "$package_data" \
        -resultBundlePath "$out/results/DrawerKitTests-iOS.xcresult"
      # A bundle is written when tests ran, passed or not: its results say which, and why.
      if [ -d "$out/results/DrawerKitTests-iOS.xcresult" ]; then
        judge "  results" "$on" "$out/results/DrawerKitTests-iOS.xcresult" iPhone "$version"
      fi
    else
      fail "DrawerKitTests" "$name (iOS $version)" "the simulator could not be created or booted (see $out/logs/simctl.log)"
    fi
  else
    skip "DrawerKitTests" "an iOS simulator" yes "no iPhone simulator can run here"
  fi
  run "DrawerKitTests" "macOS" unit-macos \
    xcodebuild test -scheme "$package_scheme" -destination 'platform=macOS' \
    -only-testing:DrawerKitTests -derivedDataPath "$package_data" \
    -resultBundlePath "$out/results/DrawerKitTests-macOS.xcresult"
  if [ -d "$out/results/DrawerKitTests-macOS.xcresult" ]; then
    judge "  results" "macOS" "$out/results/DrawerKitTests-macOS.xcresult" macOS \
      "$(sw_vers -productVersion)"
  fi
fi

# ------------------------------------------------------------------------------------------------
echo
echo "== the showcase's UI tests (Examples/DrawerShowcase.xcodeproj)"
project=Examples/DrawerShowcase.xcodeproj
showcase_data=$out/DerivedData/showcase
bundle_id=org.drawerkit.DrawerShowcase
xcodebuild -list -json -project "$project" > "$facts/showcase-list.json" 2> "$out/logs/showcase-list.log"

# ui_tests LABEL ON DESTINATION SCHEME DEVICE OS: the UI tests on one destination, then their
# results and the gestures they labelled. xcodebuild gives TEST_RUNNER_DRAWER_TRACE_DIR to the
# test runner as DRAWER_TRACE_DIR: the folder the showcase writes each gesture into, which the
# runner reads back, labels with the test's intent and attaches to the result bundle.
ui_tests() {
  local label=$1 on=$2 destination=$3 scheme=$4 device=$5 os=$6
  local bundle=$out/results/UITests-$label.xcresult
  mkdir -p "$out/scratch/$label"
  run "UI tests" "$on" "ui-$label" \
    env TEST_RUNNER_DRAWER_TRACE_DIR="$out/scratch/$label" \
    xcodebuild test-without-building -project "$project" -scheme "$scheme" \
    -destination "$destination" -derivedDataPath "$showcase_data" -resultBundlePath "$bundle"
  # A bundle is written when tests ran, passed or not: its results say which, and why.
  [ -d "$bundle" ] || return 0
  judge "  results" "$on" "$bundle" "$device" "$os"
  local exported=$out/scratch/$label-attachments log=$out/logs/traces-$label.log count status=0
  rm -rf "$exported"
  if ! xcrun xcresulttool export attachments --path "$bundle" --output-path "$exported" \
    > "$log" 2>&1; then
    fail "  gestures as meant" "$on" "xcresulttool could not export the attachments (see $log)"
    return 0
  fi
  count=$(decide traces "$exported" --out "$out/traces/$label" 2>> "$log") || status=$?
  if [ "$status" -eq 0 ]; then
    printf '  %-38s %-40s passed: %s labelled\n' "  gestures as meant" "$on" "$count"
    record "  gestures as meant" "$on" passed 0 "$log" no "$count labelled traces"
  else
    printf '  %-38s %-40s failed\n' "  gestures as meant" "$on"
    sed 's/^/      /' "$log"
    record "  gestures as meant" "$on" failed 0 "$log" no "a test's gesture left no trace; see the log"
  fi
}

ios_built=0
if ! decide scheme "$facts/showcase-list.json" "DrawerShowcase iOS" > /dev/null 2>&1; then
  fail "build the showcase" "iOS Simulator" "the project lists no DrawerShowcase iOS scheme"
elif [ "$simulator_platform" != available ]; then
  skip "build the showcase" "iOS Simulator" yes "Xcode offers no iOS Simulator destination"
elif run "build the showcase and its UI tests" "iOS Simulator" build-showcase-ios \
  xcodebuild build-for-testing -project "$project" -scheme "DrawerShowcase iOS" \
  -destination 'generic/platform=iOS Simulator' -derivedDataPath "$showcase_data"; then
  ios_built=1
fi

while IFS=$'\t' read -r row_major kind action runtime version target name reason; do
  on="an $kind on iOS $row_major"
  claim=no
  # The iPad row is a claim wherever it runs: the size classes are the iPad's question.
  { is_expected "$row_major" || [ "$kind" = iPad ]; } && claim=yes
  if [ "$action" = missing ]; then
    skip "UI tests" "$on" "$claim" "$reason"
    continue
  fi
  on="$name (iOS $version)"
  if [ "$ios_built" -eq 0 ]; then
    # One break, one red row: the build's.
    skip "UI tests" "$on" no "the showcase did not build for the simulator (see its row)"
    continue
  fi
  if ! udid=$(simulator "$row_major" "$action" "$target" "$name" "$runtime"); then
    fail "UI tests" "$on" "the simulator could not be created or booted (see $out/logs/simctl.log)"
    continue
  fi
  label=$(echo "$name-iOS-$version" | tr -c 'A-Za-z0-9.\n-' '-' | tr -s '-')
  # A clean install: no state from an earlier run.
  xcrun simctl uninstall "$udid" "$bundle_id" > /dev/null 2>&1
  ui_tests "$label" "$on" "platform=iOS Simulator,id=$udid" "DrawerShowcase iOS" "$kind" "$version"
  xcrun simctl shutdown "$udid" > /dev/null 2>&1
done < "$facts/simulators.tsv"

mac_on="macOS $(sw_vers -productVersion)"
# UI tests on the Mac need Automation Mode, which asks for a password unless it was enabled
# without authentication: a run that waits for one never comes back.
automationmodetool > "$facts/automation.txt" 2>&1
if ! decide automation "$facts/automation.txt"; then
  fail "UI tests" "$mac_on" "macOS asks for a password before UI tests can drive the Mac: run once, as an administrator, sudo automationmodetool enable-automationmode-without-authentication"
elif run "build the showcase and its UI tests" "macOS" build-showcase-macos \
  xcodebuild build-for-testing -project "$project" -scheme "DrawerShowcase macOS" \
  -destination 'platform=macOS' -derivedDataPath "$showcase_data" CODE_SIGN_IDENTITY=-; then
  ui_tests macOS "$mac_on" 'platform=macOS' "DrawerShowcase macOS" macOS "$(sw_vers -productVersion)"
else
  skip "UI tests" "$mac_on" no "the showcase did not build for macOS (see its row)"
fi

# ------------------------------------------------------------------------------------------------
echo
echo "== the labelled gestures, replayed and drawn by drawer-lab"
traces=$(find "$out/traces" -name '*.jsonl' | wc -l | tr -d ' ')
if [ "$traces" -eq 0 ]; then
  if awk -F '\t' '$1 == "  gestures as meant" { found = 1 } END { exit !found }' "$table"; then
    fail "replay the labelled gestures" "drawer-lab" "the UI tests that ran labelled no gesture"
  else
    skip "replay the labelled gestures" "drawer-lab" no "no UI test ran"
  fi
elif run "build drawer-lab" "this Mac" build-drawer-lab swift build -c release --product drawer-lab; then
  lab="$(swift build -c release --product drawer-lab --show-bin-path 2> /dev/null)/drawer-lab"
  # Each trace says what its test meant ("expectSource":"person"): the engine is judged by it.
  run "replay $traces gestures against intent" "drawer-lab" replay "$lab" replay "$out/traces"
  tail -n 3 "$out/logs/replay.log" | sed 's/^/      /'
  drawn=0
  undrawn=0
  while IFS= read -r trace; do
    picture=$out/pictures/${trace#"$out/traces/"}
    mkdir -p "$(dirname "$picture")"
    # In the showcase's own presentation style.
    if "$lab" render "$trace" --style floating --out "${picture%.jsonl}.svg" \
      >> "$out/logs/render.log" 2>&1; then
      drawn=$((drawn + 1))
    else
      undrawn=$((undrawn + 1))
    fi
  done < <(find "$out/traces" -name '*.jsonl' | sort)
  if [ "$undrawn" -eq 0 ]; then
    record "draw $drawn gestures (floating)" "drawer-lab" passed 0 "$out/pictures" no
  else
    record "draw the gestures" "drawer-lab" failed 0 "$out/logs/render.log" no "$undrawn could not be drawn"
  fi
fi

# ------------------------------------------------------------------------------------------------
echo
echo "== summary (Xcode $xcode, iOS SDK ${sdk_ios:-none}$([ "$strict" -eq 1 ] && echo ', strict'))"
{
  printf '%-38s %-40s %-8s %7s  %s\n' "what ran" "on what" "result" "seconds" "note or log"
  while IFS=$'\t' read -r step on result seconds log claim note; do
    shown=$result
    [ "$result" = skipped ] && [ "$claim" = yes ] && [ "$strict" -eq 1 ] && shown="UNPROVEN"
    printf '%-38s %-40s %-8s %7s  %s\n' "$step" "$on" "$shown" "$seconds" "${note:-${log#"$root/"}}"
  done < "$table"
} | tee "$out/summary.txt"
echo
verdict_options=()
[ "$strict" -eq 1 ] && verdict_options+=(--strict)
[ -n "${GITHUB_STEP_SUMMARY:-}" ] && verdict_options+=(--markdown "$GITHUB_STEP_SUMMARY")
# (macOS's bash 3.2 takes an empty array for an unset variable: hence the + form.)
if ! decide verdict "$table" ${verdict_options[@]+"${verdict_options[@]}"} \
  > "$out/logs/verdict.log" 2>&1; then
  echo "apple-check: failed:"
  sed 's/^/  /' "$out/logs/verdict.log"
  echo "The logs and result bundles are in ${out#"$root/"}."
  exit 1
fi
echo "apple-check: everything that ran passed$([ "$strict" -eq 1 ] && echo ', and nothing claimed was left out'); traces in ${out#"$root/"}/traces, pictures in ${out#"$root/"}/pictures"

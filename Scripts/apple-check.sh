#!/usr/bin/env bash
# Proves or disproves DrawerKit's SwiftUI layer on Apple's own tools, in one command on a Mac.
#
#   1. builds the package's libraries (DrawerCore, DrawerKit, DrawerLab) with xcodebuild for
#      iOS, macOS, Mac Catalyst and visionOS, the platforms Package.swift declares;
#   2. runs DrawerKitTests on an iOS simulator and on macOS;
#   3. runs the showcase's UI tests (Examples/DrawerShowcase.xcodeproj) on an iPhone simulator of
#      each of iOS 17, 18 and 26 that is installed, on an iPad simulator of the newest, and on
#      the Mac;
#   4. gathers the gestures the showcase recorded during the UI tests (drawer-trace/1 files),
#      replays them with drawer-lab and draws each one;
#   5. prints one table of what ran, on what, and whether it passed.
#
# Needs: macOS with Xcode 16.4 or later, chosen with xcode-select or DEVELOPER_DIR; simulators
# of iOS 17, 18 or 26 (any of them; more give a wider matrix); the visionOS platform for the
# visionOS build (Xcode > Settings > Components, or `xcodebuild -downloadPlatform visionOS`).
# Whatever is missing is reported as skipped, with the reason.
#
# Usage: Scripts/apple-check.sh [--out DIR] [--quick]
#   --out DIR   where logs, result bundles, traces and pictures go (default .build/apple-check)
#   --quick     the UI tests on the newest iPhone simulator and the Mac only
#
# Exit status: 0 when everything that ran passed, 1 when anything failed, 2 when this machine
# cannot run the check (not a Mac, or an Xcode older than 16.4).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
root=$PWD

out=$root/.build/apple-check
quick=0
while [ $# -gt 0 ]; do
  case $1 in
    --out)
      if [ $# -lt 2 ] || [ -z "$2" ]; then
        echo "apple-check: --out needs a folder" >&2
        exit 2
      fi
      out=$2
      shift 2
      ;;
    --quick) quick=1; shift ;;
    -h | --help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "apple-check: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case $out in /*) ;; *) out=$root/$out ;; esac

if [ "$(uname -s)" != Darwin ]; then
  echo "apple-check: needs macOS with Xcode 16.4 or later; this is $(uname -s)." >&2
  echo "On Linux, run bash Scripts/check-apple-api.sh and swift test instead." >&2
  exit 2
fi
if ! command -v xcodebuild > /dev/null 2>&1 || ! xcodebuild -version > /dev/null 2>&1; then
  echo "apple-check: needs Xcode 16.4 or later (xcodebuild did not run; install Xcode and" >&2
  echo "choose it with sudo xcode-select --switch /Applications/Xcode.app)." >&2
  exit 2
fi
xcode=$(xcodebuild -version | awk '/^Xcode/ { print $2; exit }')
major=${xcode%%.*}
minor=0
case $xcode in *.*) minor=${xcode#*.} && minor=${minor%%.*} ;; esac
if [ "$major" -lt 16 ] || { [ "$major" -eq 16 ] && [ "$minor" -lt 4 ]; }; then
  echo "apple-check: needs Xcode 16.4 or later; $(xcode-select -p) is Xcode $xcode." >&2
  exit 2
fi

# Only what this script writes is cleared, never the folder itself: an --out that names the
# repository, a parent of it or a folder of the person's own loses nothing else.
rm -rf "$out/logs" "$out/results" "$out/traces" "$out/pictures" "$out/DerivedData" \
  "$out/simulators.txt" "$out/summary.txt"
mkdir -p "$out/logs" "$out/results" "$out/traces" "$out/pictures"
table=$out/summary.txt
: > "$table"
failures=0
echo "apple-check: Xcode $xcode at $(xcode-select -p); writing to $out"

# record STEP ON RESULT SECONDS LOG: one row of the summary.
record() {
  printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" >> "$table"
  if [ "$3" = failed ]; then failures=$((failures + 1)); fi
}

# run STEP ON LOGNAME COMMAND...: runs the command with its output in a log, and records it.
run() {
  local step=$1 on=$2 log=$out/logs/$3.log
  shift 3
  local start=$SECONDS
  printf '  %-36s %-40s ' "$step" "$on"
  if "$@" > "$log" 2>&1; then
    echo passed
    record "$step" "$on" passed $((SECONDS - start)) "$log"
  else
    echo "failed (the log's end follows; all of it is in $log)"
    tail -n 25 "$log" | sed 's/^/      /'
    record "$step" "$on" failed $((SECONDS - start)) "$log"
  fi
}

# skip STEP ON REASON: a step this Mac cannot run, and why.
skip() {
  printf '  %-36s %-40s skipped: %s\n' "$1" "$2" "$3"
  record "$1" "$2" skipped 0 "($3)"
}

# ------------------------------------------------------------------------------------------------
echo
echo "== the package, with xcodebuild"
package_data=$out/DerivedData/package
# Library schemes only: the executables (drawer-lab, the SwiftPM showcase) are not for iOS.
for platform in iOS macOS "Mac Catalyst" visionOS; do
  case $platform in
    iOS) destination='generic/platform=iOS' sdk=iphoneos ;;
    macOS) destination='generic/platform=macOS' sdk=macosx ;;
    "Mac Catalyst") destination='generic/platform=macOS,variant=Mac Catalyst' sdk=macosx ;;
    visionOS) destination='generic/platform=visionOS' sdk=xros ;;
  esac
  if ! xcodebuild -showsdks 2> /dev/null | grep -q -- "-sdk $sdk"; then
    skip "build the package" "$platform" "the $platform SDK is not installed"
    continue
  fi
  for scheme in DrawerKit DrawerLab; do
    run "build $scheme" "$platform" "build-$scheme-$(echo "$platform" | tr ' ' -)" \
      xcodebuild build -scheme "$scheme" -destination "$destination" \
      -derivedDataPath "$package_data" CODE_SIGNING_ALLOWED=NO
  done
done

# ------------------------------------------------------------------------------------------------
# The simulators this Xcode can run (runtimes up to its iOS SDK's major version), newest runtime
# first: "KEY<TAB>VERSION<TAB>UDID<TAB>NAME" per device, KEY sorting the runtimes by version.
sdk_ios=$(xcrun --sdk iphonesimulator --show-sdk-version 2> /dev/null)
sdk_major=${sdk_ios%%.*}
simulators=$out/simulators.txt
xcrun simctl list devices available 2> /dev/null | awk -v sdk="${sdk_major:-0}" '
  /^-- iOS [0-9.]+ --$/ {
    version = $3; split(version, v, "."); key = sprintf("%03d%03d", v[1], v[2])
    if (v[1] + 0 > sdk + 0) version = ""
    next
  }
  /^-- / { version = ""; next }
  version != "" && match($0, /\([0-9A-F]+-[0-9A-F]+-[0-9A-F]+-[0-9A-F]+-[0-9A-F]+\)/) {
    name = substr($0, 1, RSTART - 2); sub(/^ +/, "", name)
    print key "\t" version "\t" substr($0, RSTART + 1, RLENGTH - 2) "\t" name
  }' | sort -r > "$simulators"

# device MAJOR KIND: "UDID<TAB>NAME<TAB>VERSION" of an iPhone (with a sensor housing: not an SE)
# or an iPad on the newest iOS MAJOR.x installed, or nothing.
device() {
  awk -F '\t' -v major="$1" -v kind="$2" '
    index($2, major ".") == 1 && index($4, kind) == 1 && !(kind == "iPhone" && $4 ~ / SE/) {
      print $3 "\t" $4 "\t" $2; exit
    }' "$simulators"
}

newest_major=$(awk -F '\t' 'NR == 1 { split($2, v, "."); print v[1] }' "$simulators")

# ------------------------------------------------------------------------------------------------
echo
echo "== DrawerKitTests"
package_scheme=DrawerKit
if xcodebuild -list 2> /dev/null | grep -q '^ *DrawerKit-Package$'; then
  package_scheme=DrawerKit-Package
fi
unit_device=$( [ -n "$newest_major" ] && device "$newest_major" iPhone)
if [ -n "$unit_device" ]; then
  udid=$(echo "$unit_device" | cut -f1)
  on="$(echo "$unit_device" | cut -f2) (iOS $(echo "$unit_device" | cut -f3))"
  run "DrawerKitTests" "$on" unit-ios \
    xcodebuild test -scheme "$package_scheme" -destination "platform=iOS Simulator,id=$udid" \
    -only-testing:DrawerKitTests -derivedDataPath "$package_data" \
    -resultBundlePath "$out/results/DrawerKitTests-iOS.xcresult"
else
  skip "DrawerKitTests" "an iOS simulator" "no iPhone simulator is installed"
fi
run "DrawerKitTests" "macOS" unit-macos \
  xcodebuild test -scheme "$package_scheme" -destination 'platform=macOS' \
  -only-testing:DrawerKitTests -derivedDataPath "$package_data" \
  -resultBundlePath "$out/results/DrawerKitTests-macOS.xcresult"

# ------------------------------------------------------------------------------------------------
echo
echo "== the showcase's UI tests (Examples/DrawerShowcase.xcodeproj)"
project=Examples/DrawerShowcase.xcodeproj
showcase_data=$out/DerivedData/showcase
bundle_id=org.drawerkit.DrawerShowcase
container_traces="Library/Application Support/DrawerShowcaseTraces"

# collect FROM LABEL: copies the traces the showcase kept in its own folder FROM into the label's
# folder, those the tests did not already write there.
collect() {
  local from=$1 into=$out/traces/$2 file
  [ -d "$from" ] || return 0
  mkdir -p "$into/kept-by-the-showcase"
  for file in "$from"/*.jsonl; do
    [ -e "$file" ] || continue
    if [ -z "$(find "$into" -name "$(basename "$file")" -print -quit)" ]; then
      cp "$file" "$into/kept-by-the-showcase/"
    fi
  done
}

# ui_tests LABEL ON DESTINATION SCHEME: the UI tests on one destination, their gestures into the
# label's folder (xcodebuild gives TEST_RUNNER_DRAWER_TRACE_DIR to the test runner as
# DRAWER_TRACE_DIR, which the tests pass on to the showcase).
ui_tests() {
  local label=$1 on=$2 destination=$3 scheme=$4
  mkdir -p "$out/traces/$label"
  run "UI tests" "$on" "ui-$label" \
    env TEST_RUNNER_DRAWER_TRACE_DIR="$out/traces/$label" \
    xcodebuild test-without-building -project "$project" -scheme "$scheme" \
    -destination "$destination" -derivedDataPath "$showcase_data" \
    -resultBundlePath "$out/results/UITests-$label.xcresult"
}

if [ -n "$newest_major" ]; then
  run "build the showcase and its UI tests" "iOS Simulator" build-showcase-ios \
    xcodebuild build-for-testing -project "$project" -scheme "DrawerShowcase iOS" \
    -destination 'generic/platform=iOS Simulator' -derivedDataPath "$showcase_data"
  majors="17 18 26"
  [ "$quick" -eq 1 ] && majors=$newest_major
  for major in $majors; do
    for kind in iPhone iPad; do
      # An iPad on the newest iOS only: the size classes are the iPad's question, not the OS's.
      [ "$kind" = iPad ] && [ "$major" != "$newest_major" ] && continue
      [ "$kind" = iPad ] && [ "$quick" -eq 1 ] && continue
      if [ "$major" -gt "${sdk_major:-0}" ]; then
        skip "UI tests" "an $kind on iOS $major" "Xcode $xcode runs simulators up to iOS $sdk_ios"
        continue
      fi
      found=$(device "$major" "$kind")
      if [ -z "$found" ]; then
        skip "UI tests" "an $kind on iOS $major" "no such simulator is installed"
        continue
      fi
      udid=$(echo "$found" | cut -f1)
      name=$(echo "$found" | cut -f2)
      version=$(echo "$found" | cut -f3)
      label=$(echo "$name-iOS-$version" | tr -c 'A-Za-z0-9.\n-' '-' | tr -s '-')
      # A clean install: no state or traces from an earlier run.
      xcrun simctl boot "$udid" > /dev/null 2>&1
      xcrun simctl uninstall "$udid" "$bundle_id" > /dev/null 2>&1
      ui_tests "$label" "$name (iOS $version)" "platform=iOS Simulator,id=$udid" \
        "DrawerShowcase iOS"
      data=$(xcrun simctl get_app_container "$udid" "$bundle_id" data 2> /dev/null)
      [ -n "$data" ] && collect "$data/$container_traces" "$label"
      xcrun simctl shutdown "$udid" > /dev/null 2>&1
    done
  done
else
  skip "UI tests" "an iOS simulator" "no iOS simulator is installed"
fi

run "build the showcase and its UI tests" "macOS" build-showcase-macos \
  xcodebuild build-for-testing -project "$project" -scheme "DrawerShowcase macOS" \
  -destination 'platform=macOS' -derivedDataPath "$showcase_data" CODE_SIGN_IDENTITY=-
mac_traces="$HOME/$container_traces"
rm -rf "$mac_traces"
ui_tests macOS "macOS $(sw_vers -productVersion)" 'platform=macOS' "DrawerShowcase macOS"
collect "$mac_traces" macOS

# ------------------------------------------------------------------------------------------------
echo
echo "== the recorded gestures, replayed and drawn by drawer-lab"
traces=$(find "$out/traces" -name '*.jsonl' | wc -l | tr -d ' ')
if [ "$traces" -eq 0 ]; then
  # Only the iOS runs swipe the drawer: on the Mac no drag moves it, so nothing is recorded there.
  if grep -v $'^UI tests\tmacOS' "$table" | grep -q -E $'^UI tests\t[^\t]*\t(passed|failed)\t'; then
    echo "  no gesture was recorded: the showcase's recording hook did not write any file"
    record "replay the recorded gestures" "drawer-lab" failed 0 -
  else
    skip "replay the recorded gestures" "drawer-lab" "no iOS UI test ran"
  fi
else
  run "build drawer-lab" "this Mac" build-drawer-lab swift build -c release --product drawer-lab
  lab="$(swift build -c release --product drawer-lab --show-bin-path 2> /dev/null)/drawer-lab"
  run "replay $traces recorded gestures" "drawer-lab" replay "$lab" replay "$out/traces"
  tail -n 3 "$out/logs/replay.log" | sed 's/^/      /'
  drawn=0
  undrawn=0
  while IFS= read -r trace; do
    picture=$out/pictures/${trace#"$out/traces/"}
    mkdir -p "$(dirname "$picture")"
    if "$lab" render "$trace" --out "${picture%.jsonl}.svg" >> "$out/logs/render.log" 2>&1; then
      drawn=$((drawn + 1))
    else
      undrawn=$((undrawn + 1))
    fi
  done < <(find "$out/traces" -name '*.jsonl' | sort)
  if [ "$undrawn" -eq 0 ]; then
    record "draw $drawn recorded gestures" "drawer-lab" passed 0 "$out/pictures"
  else
    record "draw the recorded gestures" "drawer-lab" failed 0 "$out/logs/render.log"
  fi
fi

# ------------------------------------------------------------------------------------------------
echo
echo "== summary (Xcode $xcode)"
printf '%-36s %-40s %-8s %7s  %s\n' "what ran" "on what" "result" "seconds" "log"
while IFS=$'\t' read -r step on result seconds log; do
  printf '%-36s %-40s %-8s %7s  %s\n' "$step" "$on" "$result" "$seconds" "${log#"$root/"}"
done < "$table"
echo
if [ "$failures" -gt 0 ]; then
  echo "apple-check: $failures failed; the logs and result bundles are in ${out#"$root/"}"
  exit 1
fi
echo "apple-check: everything that ran passed; traces in ${out#"$root/"}/traces, pictures in ${out#"$root/"}/pictures"

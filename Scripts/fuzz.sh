#!/usr/bin/env bash
# Builds a libFuzzer target and runs it for a given time.
# Usage: Scripts/fuzz.sh TARGET SECONDS   (TARGET: engine or trace-parser)
# A crash saves its input under Tests/DrawerLabTests/Fixtures/fuzz-regressions/TARGET/, where
# `swift test` replays it, and the script exits non-zero.
# It needs libFuzzer (swiftc -sanitize=fuzzer): the swift.org toolchains for Linux have it (CI
# fuzzes there); Xcode's toolchain does not, so on a Mac the script says so and exits with 3.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n '3,7p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in
  -h | --help) usage; exit 0 ;;
esac
if [ $# -ne 2 ]; then usage >&2; exit 2; fi
target=$1
seconds=$2
case "$target" in
  engine) harness=Fuzz/EngineFuzzer.swift ;;
  trace-parser) harness=Fuzz/TraceParserFuzzer.swift ;;
  *) echo "fuzz.sh: unknown target '$target' (engine or trace-parser)" >&2; exit 2 ;;
esac
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "fuzz.sh: SECONDS must be a whole number, not '$seconds'" >&2
  exit 2
fi

build=.build/fuzz
files=()
mkdir -p "$build"
# shellcheck disable=SC2054 # one option whose value is a comma-separated list
flags=(-sanitize=fuzzer,address -parse-as-library -O -package-name drawerkit -swift-version 6
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility -use-ld=lld)

# sources NAME FOLDER: fills the array NAME with the Swift files under FOLDER, sorted by path.
sources() {
  local -n sources_into=$1
  sources_into=()
  local file
  while IFS= read -r -d '' file; do sources_into+=("$file"); done \
    < <(find "$2" -name '*.swift' -print0 | LC_ALL=C sort -z)
}

# libFuzzer comes with the swift.org toolchains, not with Xcode's: say so rather than fail in
# the middle of a build.
probe=$(mktemp -d "${TMPDIR:-/tmp}/drawerkit-fuzz-probe.XXXXXX")
trap 'rm -rf "$probe"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput")\npublic func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }\n' \
  > "$probe/probe.swift"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe/probe.swift" -o "$probe/probe" \
  > "$probe/log.txt" 2>&1; then
  echo "fuzz.sh: this toolchain has no libFuzzer (swiftc -sanitize=fuzzer fails; Xcode's" \
    "toolchain lacks it). Fuzz on Linux with a swift.org toolchain, as CI does." >&2
  sed -n '1,3p' "$probe/log.txt" >&2
  exit 3
fi

if [ ! -f "$build/libDrawerLab.a" ] || [ -n "$(find Sources/DrawerCore Sources/DrawerLab Sources/CDrawerLabSupport \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -newer "$build/libDrawerLab.a")" ]; then
  echo "fuzz: building the instrumented modules" >&2
  # The lab's small C target, with a module map like the one SwiftPM generates for it.
  mkdir -p "$build/CDrawerLabSupport"
  clang -O1 -c Sources/CDrawerLabSupport/HeapInUse.c -I Sources/CDrawerLabSupport/include \
    -o "$build/HeapInUse.o"
  ar rcs "$build/libCDrawerLabSupport.a" "$build/HeapInUse.o"
  printf 'module CDrawerLabSupport {\n  header "%s"\n  export *\n}\n' \
    "$PWD/Sources/CDrawerLabSupport/include/CDrawerLabSupport.h" \
    > "$build/CDrawerLabSupport/module.modulemap"
  sources files Sources/DrawerCore
  swiftc "${flags[@]}" -module-name DrawerCore -emit-module -emit-module-path "$build/DrawerCore.swiftmodule" \
    -emit-library -static -o "$build/libDrawerCore.a" "${files[@]}"
  sources files Sources/DrawerLab
  swiftc "${flags[@]}" -module-name DrawerLab -I "$build" -I "$build/CDrawerLabSupport" -emit-module \
    -emit-module-path "$build/DrawerLab.swiftmodule" -emit-library -static -o "$build/libDrawerLab.a" \
    "${files[@]}"
fi
swiftc "${flags[@]}" -module-name "Fuzz_${target//-/_}" -I "$build" -I "$build/CDrawerLabSupport" \
  -L "$build" -lDrawerLab -lDrawerCore -lCDrawerLabSupport \
  "$harness" -o "$build/$target-fuzzer"

# A working corpus seeded from the labelled traces; crashes go where the tests replay them.
work="$build/corpus-$target"
crashes="Tests/DrawerLabTests/Fixtures/fuzz-regressions/$target"
mkdir -p "$work" "$crashes"
cp Tests/DrawerLabTests/Fixtures/corpus/*.jsonl "$work/"

echo "fuzz: running $target for $seconds s" >&2
"$build/$target-fuzzer" "$work" -max_total_time="$seconds" -max_len=8192 -timeout=10 \
  -artifact_prefix="$crashes/" -print_final_stats=1

#!/usr/bin/env bash
# Builds a libFuzzer target and runs it for a given time.
# Usage: Scripts/fuzz.sh TARGET SECONDS   (TARGET: engine or trace-parser)
# A crash saves its input under Tests/DrawerLabTests/Fixtures/fuzz-regressions/TARGET/, where
# `swift test` replays it, and the script exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: Scripts/fuzz.sh engine|trace-parser SECONDS" >&2; exit 2; }
[ $# -eq 2 ] || usage
target=$1
seconds=$2
case "$target" in
  engine) harness=Fuzz/EngineFuzzer.swift ;;
  trace-parser) harness=Fuzz/TraceParserFuzzer.swift ;;
  *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

build=.build/fuzz
mkdir -p "$build"
flags=(-sanitize=fuzzer,address -parse-as-library -O -package-name drawerkit -swift-version 6
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility -use-ld=lld)

sources() { find "$1" -name '*.swift' | sort; }

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
  swiftc "${flags[@]}" -module-name DrawerCore -emit-module -emit-module-path "$build/DrawerCore.swiftmodule" \
    -emit-library -static -o "$build/libDrawerCore.a" $(sources Sources/DrawerCore)
  swiftc "${flags[@]}" -module-name DrawerLab -I "$build" -I "$build/CDrawerLabSupport" -emit-module \
    -emit-module-path "$build/DrawerLab.swiftmodule" -emit-library -static -o "$build/libDrawerLab.a" \
    $(sources Sources/DrawerLab)
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

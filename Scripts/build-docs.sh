#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog, with the toolchain's own
# `docc` (no package plugin needed): DrawerCore and DrawerLab from a build here, DrawerKit from
# the symbol graph Scripts/check-apple-api.sh leaves (run first when that graph is missing or
# older than the sources it was made from or the shims). Warnings fail the build, so broken symbol links
# are caught; so does anything that stops one of the three archives being built.
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs)
# Each archive is a static site: serve its folder with any static file server
# (python3 -m http.server --directory .build/docs/DrawerCore.doccarchive 8000) and open
# /documentation/drawercore (drawerkit, drawerlab) in a browser.
set -euo pipefail
case "${1:-}" in
  -h | --help)
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  -*)
    echo "build-docs.sh: unknown option '$1' (--help for usage)" >&2
    exit 2
    ;;
esac
if [ $# -gt 1 ]; then
  echo "build-docs.sh: one OUTPUT_DIR at most (--help for usage)" >&2
  exit 2
fi
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
# A build of its own, so the symbol-graph flags never invalidate the ordinary build; its graphs
# are kept, because an up-to-date build does not write them again.
scratch=.build/docs-build
graphs=$PWD/$scratch/symbol-graphs
staging=$(mktemp -d "${TMPDIR:-/tmp}/drawerkit-docs.XXXXXX")
trap 'rm -rf "$staging"' EXIT
mkdir -p "$graphs" "$out"

swift build --scratch-path "$scratch" --target DrawerLab \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null

for module in DrawerCore DrawerLab; do
  module_graphs="$staging/$module"
  mkdir -p "$module_graphs"
  cp "$graphs/$module".symbols.json "$module_graphs/"
  cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.drawerkit.$module" \
    --additional-symbol-graph-dir "$module_graphs" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors
  echo "docs: $out/$module.doccarchive"
done

# DrawerKit has symbols only where SwiftUI exists; on Linux, the Apple API check leaves the
# symbol graph it type-checked against Apple's documented signatures, and is run here first when
# that graph is missing or older than anything it was made from. Its links to SwiftUI's `View`
# and `EnvironmentValues` are written as Apple's SDK names them (`SwiftUICore/View/…`), which the
# shims cannot reproduce, so this build reports those as warnings instead of failing; any other
# warning fails it.
kit_graphs=.build/apple-api-symbol-graphs
kit_graph=$kit_graphs/DrawerKit.symbols.json
if [ ! -f "$kit_graph" ] || [ -n "$(find Package.swift Sources/DrawerCore Sources/DrawerKit Tools/AppleShims Scripts/check-apple-api.sh -newer "$kit_graph" -print -quit)" ]; then
  echo "docs: DrawerKit's symbols are missing or stale: running Scripts/check-apple-api.sh" >&2
  bash Scripts/check-apple-api.sh >"$staging/apple-api.txt" 2>&1 || {
    cat "$staging/apple-api.txt" >&2
    echo "docs: the Apple API check failed, so DrawerKit's documentation cannot be built" >&2
    exit 1
  }
fi
if [ ! -f "$kit_graph" ]; then
  echo "docs: the Apple API check left no $kit_graph: DrawerKit's documentation cannot be built" >&2
  exit 1
fi
mkdir -p "$staging/DrawerKit"
cp "$kit_graphs"/DrawerKit*.symbols.json "$staging/DrawerKit/"
docc convert Sources/DrawerKit/DrawerKit.docc \
  --fallback-display-name DrawerKit --fallback-bundle-identifier org.drawerkit.DrawerKit \
  --additional-symbol-graph-dir "$staging/DrawerKit" \
  --output-path "$out/DrawerKit.doccarchive" >"$staging/kit-warnings.txt" 2>&1 || {
  cat "$staging/kit-warnings.txt" >&2
  echo "docs: docc could not build DrawerKit's documentation" >&2
  exit 1
}
if grep -E 'warning|error' "$staging/kit-warnings.txt" | grep -v "'SwiftUICore' doesn't exist"; then
  echo "docs: DrawerKit has documentation warnings (above)" >&2
  exit 1
fi
echo "docs: $out/DrawerKit.doccarchive ($(grep -c "'SwiftUICore' doesn't exist" "$staging/kit-warnings.txt") links to SwiftUICore resolve only with Apple's SDK)"

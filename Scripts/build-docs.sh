#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog and symbols on this platform,
# with the toolchain's own `docc` (no package plugin needed). Warnings fail the build, so broken
# symbol links are caught.
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs)
set -euo pipefail
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

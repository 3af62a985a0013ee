#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog and symbols on this platform,
# with the toolchain's own `docc` (no package plugin needed). Warnings fail the build, so broken
# symbol links are caught.
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
graphs=.build/symbol-graphs
rm -rf "$graphs"
mkdir -p "$graphs" "$out"

swift build --target DrawerLab \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null

for module in DrawerCore DrawerLab; do
  module_graphs="$graphs/$module"
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

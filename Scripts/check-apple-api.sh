#!/usr/bin/env bash
# Type-checks the SwiftUI layer (Sources/DrawerKit), its tests, the showcase
# (Examples/DrawerShowcase), the showcase's UI tests (Examples/DrawerShowcaseUITests) and the
# SwiftUI samples of the README and the DrawerKit articles against declaration-only modules
# transcribed from Apple's documentation (Tools/AppleShims), twice: as iOS (SwiftUI + UIKit) and
# as macOS (SwiftUI + AppKit; the samples as iOS only).
#
# This is a check against documented signatures on Linux, not a compile with Xcode: labels,
# types, generics, optionals, async/throws and actor isolation are checked in Swift 6 mode with
# the package's upcoming features; availability is recorded in the shims but not enforced.
# Exits non-zero on any error.
#
# Usage: Scripts/check-apple-api.sh [--help]   (SWIFTC=PATH to use another compiler)
set -euo pipefail
case "${1:-}" in
  -h | --help)
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  "") ;;
  *)
    echo "check-apple-api.sh: unexpected argument '$1' (it takes none; --help for usage)" >&2
    exit 2
    ;;
esac
cd "$(dirname "$0")/.."
root=$PWD

swiftc=${SWIFTC:-$(command -v swiftc)}
toolchain_lib=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift" && pwd)
host=$toolchain_lib/host
# The modules built here go to a temporary folder removed at the end, or, with
# DRAWERKIT_APPLE_API_WORK=DIR, to DIR and are kept (to check the SwiftUI samples again with
# `python3 Scripts/check-doc-samples.py --swiftui DIR/ios` and the macro plug-in flags).
if [ -n "${DRAWERKIT_APPLE_API_WORK:-}" ]; then
  work=$DRAWERKIT_APPLE_API_WORK
  mkdir -p "$work"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/drawerkit-apple-api.XXXXXX")
  trap 'rm -rf "$work"' EXIT
fi

# The package's language mode and upcoming features (Package.swift).
flags=(
  -swift-version 6
  -package-name drawerkit
  -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
)
shims=(-swift-version 6 -parse-as-library -suppress-warnings)

# sources NAME FOLDER...: fills the array NAME with the Swift files under the folders, sorted by
# path; a path with spaces stays one file.
sources() {
  local -n sources_into=$1
  shift
  sources_into=()
  local file
  while IFS= read -r -d '' file; do sources_into+=("$file"); done \
    < <(find "$@" -name '*.swift' -print0 | LC_ALL=C sort -z)
}

echo "== macro plug-ins (@Entry, #Preview) against the toolchain's swift-syntax"
builds=()
for macro in SwiftUIMacros:EntryMacro PreviewsMacros:PreviewMacro; do
  module=${macro%%:*}
  file=${macro##*:}
  "$swiftc" -emit-library -module-name "$module" -swift-version 6 \
    -enable-upcoming-feature InternalImportsByDefault \
    -I "$host" -L "$host" -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftCompilerPluginMessageHandling \
    -Xlinker -rpath -Xlinker "$host" \
    "$root/Tools/AppleShims/Macros/$file.swift" -o "$work/lib$module.so" &
  builds+=($!)
done
for build in "${builds[@]}"; do wait "$build"; done
plugins=(-load-plugin-library "$work/libSwiftUIMacros.so" -load-plugin-library "$work/libPreviewsMacros.so")

# SwiftPM generates `Bundle.module` for a target with resources; the check stands in for it.
cat > "$work/resource_bundle_accessor.swift" <<'SWIFT'
import Foundation

extension Foundation.Bundle {
  static let module: Bundle = { fatalError("the Linux check never runs") }()
}
SWIFT

check() {
  local platform=$1 framework=$2
  local dir=$work/$platform
  local files=() kit=()
  mkdir -p "$dir"
  echo "== $platform: shims (SwiftUI, $framework, Accessibility, CoreTransferable, UniformTypeIdentifiers)"
  sources files "$root/Tools/AppleShims/$framework"
  "$swiftc" -emit-module "${shims[@]}" -module-name "$framework" \
    "${files[@]}" -emit-module-path "$dir/$framework.swiftmodule"
  # In dependency order: CoreTransferable names UniformTypeIdentifiers' UTType.
  for module in Accessibility UniformTypeIdentifiers CoreTransferable; do
    sources files "$root/Tools/AppleShims/$module"
    "$swiftc" -emit-module "${shims[@]}" -module-name "$module" -I "$dir" \
      "${files[@]}" -emit-module-path "$dir/$module.swiftmodule"
  done
  sources files "$root/Tools/AppleShims/SwiftUI"
  "$swiftc" -emit-module "${shims[@]}" -module-name SwiftUI -I "$dir" \
    "${files[@]}" -emit-module-path "$dir/SwiftUI.swiftmodule"

  echo "== $platform: DrawerCore"
  sources files "$root/Sources/DrawerCore"
  "$swiftc" -emit-module "${flags[@]}" -parse-as-library -module-name DrawerCore \
    "${files[@]}" -emit-module-path "$dir/DrawerCore.swiftmodule"

  echo "== $platform: DrawerKit"
  sources files "$root/Sources/DrawerKit"
  kit=("${files[@]}" "$work/resource_bundle_accessor.swift")
  "$swiftc" -typecheck "${flags[@]}" -parse-as-library -module-name DrawerKit -I "$dir" \
    "${plugins[@]}" "${kit[@]}"
  "$swiftc" -emit-module "${flags[@]}" -enable-testing -parse-as-library -module-name DrawerKit \
    -I "$dir" \
    "${plugins[@]}" "${kit[@]}" -emit-module-path "$dir/DrawerKit.swiftmodule"
  if [ "$platform" = ios ]; then
    # DrawerKit's public symbols, as iOS sees them, for Scripts/build-docs.sh: the only way to
    # build its documentation where SwiftUI does not exist.
    local graphs=$root/.build/apple-api-symbol-graphs
    rm -rf "$graphs" && mkdir -p "$graphs" "$dir/public"
    "$swiftc" -emit-module "${flags[@]}" -parse-as-library -module-name DrawerKit -I "$dir" \
      "${plugins[@]}" "${kit[@]}" -emit-module-path "$dir/public/DrawerKit.swiftmodule" \
      -emit-symbol-graph -emit-symbol-graph-dir "$graphs"
  fi

  echo "== $platform: DrawerKitTests"
  sources files "$root/Tests/DrawerKitTests"
  "$swiftc" -typecheck "${flags[@]}" -parse-as-library -module-name DrawerKitTests -I "$dir" \
    "${plugins[@]}" "${files[@]}"

  echo "== $platform: DrawerShowcase"
  sources files "$root/Examples/DrawerShowcase"
  "$swiftc" -typecheck "${flags[@]}" -module-name DrawerShowcase -I "$dir" \
    "${plugins[@]}" "${files[@]}"

  # The Xcode project's UI tests, with the one showcase file they share (the identifiers), against
  # XCTest and XCUIAutomation. The shim module is named XCTest, as Apple's is, and its folder is
  # searched before the toolchain's own (Linux) XCTest.
  echo "== $platform: DrawerShowcaseUITests (shims: XCTest, XCUIAutomation)"
  sources files "$root/Tools/AppleShims/XCTest"
  "$swiftc" -emit-module "${shims[@]}" -module-name XCTest -I "$dir" \
    "${files[@]}" -emit-module-path "$dir/XCTest.swiftmodule"
  sources files "$root/Examples/DrawerShowcaseUITests"
  "$swiftc" -typecheck "${flags[@]}" -parse-as-library -module-name DrawerShowcaseUITests \
    -I "$dir" "${files[@]}" \
    "$root/Examples/DrawerShowcase/ShowcaseIdentifiers.swift"

  if [ "$platform" = ios ]; then
    # Each SwiftUI sample of the README and the DrawerKit articles, with what it assumes
    # (Tests/DocSamples), against DrawerKit's public module as an app on iOS sees it.
    echo "== $platform: the SwiftUI samples of the README and the DrawerKit articles"
    SWIFTC=$swiftc python3 "$root/Scripts/check-doc-samples.py" --swiftui "$dir" "${plugins[@]}"
  fi
}

check ios UIKit
check macos AppKit
echo "Apple API check passed: DrawerKit, its tests, the showcase and its UI tests, as iOS and as macOS"

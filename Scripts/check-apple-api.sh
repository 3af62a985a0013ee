#!/usr/bin/env bash
# Type-checks the SwiftUI layer (Sources/DrawerKit), its tests, the showcase
# (Examples/DrawerShowcase) and the showcase's UI tests (Examples/DrawerShowcaseUITests) against
# declaration-only modules transcribed from Apple's documentation (Tools/AppleShims), twice: as
# iOS (SwiftUI + UIKit) and as macOS (SwiftUI + AppKit).
#
# This is a check against documented signatures on Linux, not a compile with Xcode: labels,
# types, generics, optionals, async/throws and actor isolation are checked in Swift 6 mode with
# the package's upcoming features; availability is recorded in the shims but not enforced.
# Exits non-zero on any error.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

swiftc=${SWIFTC:-$(command -v swiftc)}
toolchain_lib=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift" && pwd)
host=$toolchain_lib/host
work=$(mktemp -d "${TMPDIR:-/tmp}/drawerkit-apple-api.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The package's language mode and upcoming features (Package.swift).
flags=(
  -swift-version 6
  -package-name drawerkit
  -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
)
shims=(-swift-version 6 -parse-as-library -suppress-warnings)

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

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
  mkdir -p "$dir"
  echo "== $platform: shims (SwiftUI, $framework, Accessibility, CoreTransferable, UniformTypeIdentifiers)"
  "$swiftc" -emit-module "${shims[@]}" -module-name "$framework" \
    $(sources "$root/Tools/AppleShims/$framework") -emit-module-path "$dir/$framework.swiftmodule"
  # In dependency order: CoreTransferable names UniformTypeIdentifiers' UTType.
  for module in Accessibility UniformTypeIdentifiers CoreTransferable; do
    "$swiftc" -emit-module "${shims[@]}" -module-name "$module" -I "$dir" \
      $(sources "$root/Tools/AppleShims/$module") -emit-module-path "$dir/$module.swiftmodule"
  done
  "$swiftc" -emit-module "${shims[@]}" -module-name SwiftUI -I "$dir" \
    $(sources "$root/Tools/AppleShims/SwiftUI") -emit-module-path "$dir/SwiftUI.swiftmodule"

  echo "== $platform: DrawerCore"
  "$swiftc" -emit-module "${flags[@]}" -parse-as-library -module-name DrawerCore \
    $(sources "$root/Sources/DrawerCore") -emit-module-path "$dir/DrawerCore.swiftmodule"

  echo "== $platform: DrawerKit"
  local kit=($(sources "$root/Sources/DrawerKit") "$work/resource_bundle_accessor.swift")
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
  "$swiftc" -typecheck "${flags[@]}" -parse-as-library -module-name DrawerKitTests -I "$dir" \
    "${plugins[@]}" $(sources "$root/Tests/DrawerKitTests")

  echo "== $platform: DrawerShowcase"
  "$swiftc" -typecheck "${flags[@]}" -module-name DrawerShowcase -I "$dir" \
    "${plugins[@]}" $(sources "$root/Examples/DrawerShowcase")

  # The Xcode project's UI tests, with the one showcase file they share (the identifiers), against
  # XCTest and XCUIAutomation. The shim module is named XCTest, as Apple's is, and its folder is
  # searched before the toolchain's own (Linux) XCTest.
  echo "== $platform: DrawerShowcaseUITests (shims: XCTest, XCUIAutomation)"
  "$swiftc" -emit-module "${shims[@]}" -module-name XCTest -I "$dir" \
    $(sources "$root/Tools/AppleShims/XCTest") -emit-module-path "$dir/XCTest.swiftmodule"
  "$swiftc" -typecheck "${flags[@]}" -parse-as-library -module-name DrawerShowcaseUITests \
    -I "$dir" $(sources "$root/Examples/DrawerShowcaseUITests") \
    "$root/Examples/DrawerShowcase/ShowcaseIdentifiers.swift"
}

check ios UIKit
check macos AppKit
echo "Apple API check passed: DrawerKit, its tests, the showcase and its UI tests, as iOS and as macOS"

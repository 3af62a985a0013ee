// swift-tools-version: 6.0
import PackageDescription

let upcoming: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "DrawerKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
  products: [
    .library(name: "DrawerCore", targets: ["DrawerCore"]),
    .library(name: "DrawerKit", targets: ["DrawerKit"]),
    .library(name: "DrawerLab", targets: ["DrawerLab"]),
    .executable(name: "drawer-lab", targets: ["drawer-lab"]),
  ],
  targets: [
    .target(name: "DrawerCore", swiftSettings: upcoming),
    .target(
      name: "DrawerKit",
      dependencies: ["DrawerCore"],
      resources: [.process("Resources")],
      swiftSettings: upcoming
    ),
    .target(name: "CDrawerLabSupport"),
    .target(
      name: "DrawerLab", dependencies: ["DrawerCore", "CDrawerLabSupport"], swiftSettings: upcoming
    ),
    .executableTarget(name: "drawer-lab", dependencies: ["DrawerLab"], swiftSettings: upcoming),
    // The SwiftUI showcase: a window on macOS (`swift run DrawerShowcase`), a message elsewhere;
    // Examples/DrawerShowcase.xcodeproj builds the same files as an iOS and a macOS app. Not a
    // product: nothing ships it.
    .executableTarget(
      name: "DrawerShowcase",
      dependencies: ["DrawerKit"],
      path: "Examples/DrawerShowcase",
      // The avatar (Bundle.module in the package, the app's own bundle in the Xcode project).
      resources: [.process("Assets.xcassets")],
      swiftSettings: upcoming
    ),
    .testTarget(name: "DrawerCoreTests", dependencies: ["DrawerCore"], swiftSettings: upcoming),
    .testTarget(name: "DrawerKitTests", dependencies: ["DrawerKit"], swiftSettings: upcoming),
    .testTarget(
      name: "DrawerLabTests",
      dependencies: ["DrawerLab"],
      resources: [.copy("Fixtures")],
      swiftSettings: upcoming
    ),
  ],
  swiftLanguageModes: [.v6]
)

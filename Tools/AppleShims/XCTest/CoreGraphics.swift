// CoreGraphics's CGVector, which reaches a UI test through `import XCTest` (XCTest imports
// Foundation, which re-exports CoreGraphics). swift-corelibs-foundation, which gives the other
// shims CGFloat, CGPoint, CGSize and CGRect, has no CGVector, so it is declared here.

/// /documentation/CoreGraphics/CGVector
@available(iOS 7.0, macCatalyst 13.1, macOS 10.9, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public struct CGVector: Hashable, Sendable {
  /// /documentation/CoreGraphics/CGVector/dx
  public var dx: CGFloat
  /// /documentation/CoreGraphics/CGVector/dy
  public var dy: CGFloat
  /// /documentation/CoreGraphics/CGVector/init()
  public init() { fatalError() }
  /// /documentation/CoreGraphics/CGVector/init(dx:dy:)-2ki5m
  public init(dx: CGFloat, dy: CGFloat) { fatalError() }
  /// /documentation/CoreGraphics/CGVector/init(dx:dy:)-2w2ra
  public init(dx: Double, dy: Double) { fatalError() }
  /// /documentation/CoreGraphics/CGVector/init(dx:dy:)-7hafo
  public init(dx: Int, dy: Int) { fatalError() }
}

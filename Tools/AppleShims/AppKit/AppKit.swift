// The AppKit API the showcase uses to come to the front when started with `swift run`, from its
// application delegate. AppKit re-exports Foundation; so does this module.

@_exported import Foundation

/// /documentation/AppKit/NSResponder
@available(macOS 10.0, macCatalyst 13.0, *)
@MainActor open class NSResponder: NSObject {}

/// /documentation/AppKit/NSApplication
@available(macOS 10.0, macCatalyst 13.0, *)
@MainActor open class NSApplication: NSResponder {
  /// /documentation/AppKit/NSApplication/shared
  open class var shared: NSApplication { fatalError() }
  /// /documentation/AppKit/NSApplication/setActivationPolicy(_:)
  /// (Imported from Objective-C, so its result is discardable.)
  @available(macOS 10.6, *)
  @discardableResult
  open func setActivationPolicy(_ activationPolicy: NSApplication.ActivationPolicy) -> Bool {
    fatalError()
  }
  /// /documentation/AppKit/NSApplication/activate()
  @available(macOS 14.0, *)
  open func activate() { fatalError() }
  /// /documentation/AppKit/NSApplication/ActivationPolicy-swift.enum
  public enum ActivationPolicy: Int, @unchecked Sendable {
    /// /documentation/AppKit/NSApplication/ActivationPolicy-swift.enum/regular
    case regular = 0
    /// /documentation/AppKit/NSApplication/ActivationPolicy-swift.enum/accessory
    case accessory = 1
    /// /documentation/AppKit/NSApplication/ActivationPolicy-swift.enum/prohibited
    case prohibited = 2
  }
}

/// /documentation/AppKit/NSApplicationDelegate
/// (Every requirement is an optional Objective-C method, such as
/// /documentation/AppKit/NSApplicationDelegate/applicationDidFinishLaunching(_:), which a pure
/// Swift protocol cannot declare; a conforming type's methods are checked as its own.)
@available(macOS 10.0, macCatalyst 13.0, *)
@MainActor @preconcurrency public protocol NSApplicationDelegate: NSObjectProtocol {}

// XCTest's test cases, assertions, activities and attachments, as the showcase's UI tests use
// them. On Apple platforms `import XCTest` also brings in XCUIAutomation (XCUIAutomation.swift
// here) and Foundation; this module re-exports Foundation too.
//
// XCTest's pages give no introduction versions: its API predates every platform the package
// supports. Declarations carry `@available` only where a page names a version or leaves a
// platform out.

@_exported import Foundation

/// /documentation/XCTest/XCTest
open class XCTest: NSObject {
  /// /documentation/XCTest/XCTest/name
  open var name: String { fatalError() }
  /// /documentation/XCTest/XCTest/setUpWithError()
  open func setUpWithError() throws { fatalError() }
  /// /documentation/XCTest/XCTest/tearDownWithError()
  open func tearDownWithError() throws { fatalError() }
}

/// /documentation/XCTest/XCTestCase
open class XCTestCase: XCTest, XCTActivity {
  /// /documentation/XCTest/XCTestCase/continueAfterFailure
  open var continueAfterFailure: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/XCTest/XCTestCase/addTeardownBlock(_:)-5zw6c
  @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, *)
  @preconcurrency public func addTeardownBlock(
    _ block: @escaping @MainActor @Sendable () throws -> Void
  ) {
    fatalError()
  }

  /// /documentation/XCTest/XCTestCase/addTeardownBlock(_:)-2guon
  @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, *)
  public func addTeardownBlock(_ block: @escaping @Sendable () async throws -> Void) {
    fatalError()
  }

  /// /documentation/XCTest/XCTActivity/add(_:) (XCTestCase conforms to XCTActivity)
  public func add(_ attachment: XCTAttachment) { fatalError() }
}

/// /documentation/XCTest/XCTActivity
public protocol XCTActivity: NSObjectProtocol {
  /// /documentation/XCTest/XCTActivity/name
  var name: String { get }
  /// /documentation/XCTest/XCTActivity/add(_:)
  func add(_ attachment: XCTAttachment)
}

/// /documentation/XCTest/XCTContext
open class XCTContext: NSObject {
  /// /documentation/XCTest/XCTContext/runActivity(named:block:)
  @MainActor @preconcurrency open class func runActivity<Result>(
    named name: String, block: @MainActor (any XCTActivity) throws -> Result
  ) rethrows -> Result {
    fatalError()
  }
}

/// /documentation/XCTest/XCTAttachment
open class XCTAttachment: NSObject {
  /// /documentation/XCTest/XCTAttachment/Lifetime-swift.enum
  public enum Lifetime: Int, @unchecked Sendable {
    /// /documentation/XCTest/XCTAttachment/Lifetime-swift.enum/keepAlways
    case keepAlways = 0
    /// /documentation/XCTest/XCTAttachment/Lifetime-swift.enum/deleteOnSuccess
    case deleteOnSuccess = 1
  }

  /// /documentation/XCTest/XCTAttachment/init(contentsOfFile:)
  public convenience init(contentsOfFile url: URL) { fatalError() }
  /// /documentation/XCTest/XCTAttachment/init(string:)
  public convenience init(string: String) { fatalError() }
  /// /documentation/XCTest/XCTAttachment/init(screenshot:)
  public convenience init(screenshot: XCUIScreenshot) { fatalError() }

  /// /documentation/XCTest/XCTAttachment/name
  open var name: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/XCTest/XCTAttachment/lifetime-swift.property
  open var lifetime: XCTAttachment.Lifetime {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/XCTest/XCTSkip
public struct XCTSkip: Error {
  /// /documentation/XCTest/XCTSkip/init(_:file:line:)
  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    fatalError()
  }
}

/// /documentation/XCTest/XCTUnwrap(_:_:file:line:)
public func XCTUnwrap<T>(
  _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) throws -> T {
  fatalError()
}

/// /documentation/XCTest/XCTAssertTrue(_:_:file:line:)
/// /documentation/XCTest/XCTFail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  fatalError()
}

public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fatalError()
}

/// /documentation/XCTest/XCTAssertFalse(_:_:file:line:)
public func XCTAssertFalse(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fatalError()
}

/// /documentation/XCTest/XCTAssertNil(_:_:file:line:)
public func XCTAssertNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fatalError()
}

/// /documentation/XCTest/XCTAssertNotNil(_:_:file:line:)
public func XCTAssertNotNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  fatalError()
}

/// /documentation/XCTest/XCTAssertEqual(_:_:_:file:line:)
public func XCTAssertEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {
  fatalError()
}

/// /documentation/XCTest/XCTAssertEqual(_:_:accuracy:_:file:line:)-6jhok
public func XCTAssertEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  accuracy: T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
  line: UInt = #line
) where T: FloatingPoint {
  fatalError()
}

/// /documentation/XCTest/XCTAssertLessThan(_:_:_:file:line:)
public func XCTAssertLessThan<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {
  fatalError()
}

/// /documentation/XCTest/XCTAssertGreaterThanOrEqual(_:_:_:file:line:)
/// /documentation/XCTest/XCTAssertGreaterThan(_:_:_:file:line:)
public func XCTAssertGreaterThan<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {
  fatalError()
}

/// /documentation/XCTest/XCTAssertLessThanOrEqual(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {
  fatalError()
}

public func XCTAssertGreaterThanOrEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {
  fatalError()
}

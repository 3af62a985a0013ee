// Timeline views and schedules.

import Foundation

/// /documentation/SwiftUI/TimelineSchedule
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

/// /documentation/SwiftUI/AnimationTimelineSchedule
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule {
  /// /documentation/SwiftUI/AnimationTimelineSchedule/init(minimumInterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
}

/// /documentation/SwiftUI/EveryMinuteTimelineSchedule
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// /documentation/SwiftUI/TimelineSchedule/animation(minimumInterval:paused:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  @export(implementation) public static func animation(
    minimumInterval: Double? = nil, paused: Bool = false
  )
    -> AnimationTimelineSchedule
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/TimelineView
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// /documentation/SwiftUI/TimelineView/Context
  public struct Context {
    /// /documentation/SwiftUI/TimelineView/Context/date
    public let date: Date
  }
}

/// /documentation/SwiftUI/TimelineView
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  public var body: Never { fatalError() }
  /// /documentation/SwiftUI/TimelineView/init(_:content:)-1mlmj
  @export(implementation) nonisolated public init(
    _ schedule: Schedule,
    @ContentBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    fatalError()
  }
}

/// /documentation/SwiftUI/TimelineViewDefaultContext
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

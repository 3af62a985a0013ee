#if canImport(SwiftUI)
  internal import Foundation

  /// The clock every engine event and frame is read on: seconds since the reference date.
  ///
  /// Touches (`DragGesture.Value.time`) and animation frames (`TimelineView`'s dates) are
  /// `Date`s, so one conversion keeps the engine on one clock; UIKit's touch timestamps, on the
  /// system-uptime clock, are brought onto it by ``seconds(ofUptime:)``.
  /// The wall clock can be set back; the engine treats a time earlier than its last one as that
  /// time, so a jump back freezes the drawer for the length of the jump at worst.
  enum DrawerClock {
    /// The present instant, in seconds.
    static var now: Double {
      Date().timeIntervalSinceReferenceDate
    }

    /// A date as the engine's seconds.
    static func seconds(_ date: Date) -> Double {
      date.timeIntervalSinceReferenceDate
    }

    /// An instant on the system-uptime clock (`UITouch.timestamp`, `ProcessInfo.systemUptime`)
    /// as the engine's seconds: now, less how long ago that instant was.
    static func seconds(ofUptime uptime: TimeInterval) -> Double {
      now - (ProcessInfo.processInfo.systemUptime - uptime)
    }
  }
#endif

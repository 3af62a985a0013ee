/// Whose prediction a dragged drawer is drawn with under ``DrawerTracking/predictive`` tracking:
/// DrawerKit's own, or the platform's predicted touches.
///
/// UIKit predicts where a finger will be for drawing apps (`UIEvent.predictedTouches(for:)`, from
/// iOS 9; on a 120 Hz iPhone a few samples ahead). With ``platform``, DrawerKit's recogniser hands
/// the newest of them to the engine as ``DrawerEvent/predicted(at:for:time:)`` and the drawer is
/// drawn toward it: at an instant between the finger's newest sample and the prediction's, the
/// same fraction of the way; at the prediction's instant or later, there; never beyond
/// ``DrawerConfiguration/predictionHorizon`` past the newest sample. A prediction made as of an
/// earlier sample than the newest is stale and not used, and with no prediction the drawer is
/// drawn at the newest sample. Recorded gestures keep the predictions (the trace's `predicted`
/// events and its `"prediction":"platform"` header key), so a replay draws with them too, and the
/// lab can compare them with DrawerKit's own predictor (`FingerPredictor`) on the same touches.
/// The `DragGesture` path (iOS 17, macOS, visionOS) has no predicted touches.
///
/// Either way the prediction is drawing only: the release is decided from the finger's samples.
///
/// ```swift
/// var configuration = DrawerConfiguration()
/// configuration.tracking = .predictive
/// configuration.predictionSource = .platform  // UIKit's predicted touches
/// ```
public enum DrawerPredictionSource: String, Sendable, Hashable, CaseIterable {
  /// DrawerKit's predictor, `FingerPredictor`.
  case engine
  /// The platform's predicted touches, as ``DrawerEvent/predicted(at:for:time:)`` events.
  case platform
}

/// The platform's newest prediction for a dragged finger, along the opening axis.
struct DrawerPlatformPrediction: Sendable, Hashable {
  /// Where the finger is predicted to be, along the opening axis, in points.
  var along: Double
  /// How long after ``basis`` the prediction is for, in seconds (more than 0).
  var lead: Double
  /// The time of the finger's newest sample when the prediction came: the prediction holds
  /// until a newer sample does.
  var basis: Double
}

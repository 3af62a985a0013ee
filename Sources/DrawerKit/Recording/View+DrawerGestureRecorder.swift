#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Records the gestures made on the drawers this view presents into `recorder`, or stops
    /// recording with `nil`.
    ///
    /// Put it outside the `drawer(…)` modifier whose gestures you want, as you would
    /// ``SwiftUICore/View/drawerGesture(_:)``; typically only in debug or test builds. Switching
    /// it to `nil` stops recording at once and costs nothing from then on; what was recorded
    /// stays in the recorder.
    ///
    /// ```swift
    /// ContentView()
    ///   .drawer(isPresented: $showsMenu) { Menu() }
    ///   .drawerGestureRecorder(isRecording ? recorder : nil)
    /// ```
    ///
    /// - Parameter recorder: the recorder, or `nil` not to record.
    /// - Returns: a view whose drawers record their gestures into `recorder`.
    public func drawerGestureRecorder(_ recorder: DrawerGestureRecorder?) -> some View {
      environment(\.drawerGestureRecorder, recorder)
    }
  }

  extension EnvironmentValues {
    /// The recorder the drawers below record their gestures into, if any.
    @Entry var drawerGestureRecorder: DrawerGestureRecorder? = nil
  }

  /// Hands the environment's gesture recorder to a presented drawer's state, and takes it back
  /// when it changes; a state the app puts in place of the presented one gets it too.
  struct DrawerGestureRecording: ViewModifier {
    let state: DrawerState
    @Environment(\.drawerGestureRecorder) private var recorder

    func body(content: Content) -> some View {
      content.onChange(
        of: [recorder.map(ObjectIdentifier.init), ObjectIdentifier(state)], initial: true
      ) {
        state.gestureRecorder?.stopRecording(state)
        state.gestureRecorder = recorder
      }
    }
  }
#endif

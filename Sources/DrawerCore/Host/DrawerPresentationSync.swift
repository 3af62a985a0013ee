/// Keeps a Boolean presentation binding and a drawer in step, in both directions, without
/// feedback loops.
///
/// SwiftUI's `sheet(isPresented:)` reads its binding and writes `false` when the person dismisses
/// the sheet. A drawer does the same, with one difference: the drawer is a continuous control,
/// so "presented" means *open or heading for open* (``Drawer/isOpen``), which changes the instant
/// a release decides where the drawer goes, not when it comes to rest.
///
/// Each function returns what to do, or `nil` when the two sides already agree, so a host that
/// applies every non-`nil` answer converges after one step and never ping-pongs.
///
/// ```swift
/// // The app set the binding:
/// if let command = DrawerPresentationSync.command(isPresented: isPresented, drawer: drawer) {
///   drawer.handle(command.event(animated: true, time: now))
/// }
/// // The drawer changed (a gesture, a command):
/// if let value = DrawerPresentationSync.bindingValue(isPresented: isPresented, drawer: drawer) {
///   isPresented = value
/// }
/// ```
@_spi(DrawerKit) public enum DrawerPresentationSync {
  /// The command that makes the drawer agree with the binding's value.
  ///
  /// - Parameters:
  ///   - isPresented: the binding's value.
  ///   - drawer: the drawer.
  /// - Returns: `.open` or `.close`, or `nil` when the drawer is already open (or heading for
  ///   open) for `true`, closed (or heading for closed) for `false`.
  public static func command(isPresented: Bool, drawer: Drawer) -> DrawerCommand? {
    isPresented == drawer.isOpen ? nil : (isPresented ? .open : .close)
  }

  /// The value to write to the binding so that it agrees with the drawer.
  ///
  /// - Parameters:
  ///   - isPresented: the binding's value.
  ///   - drawer: the drawer.
  /// - Returns: ``Drawer/isOpen``, or `nil` when the binding already shows it.
  public static func bindingValue(isPresented: Bool, drawer: Drawer) -> Bool? {
    isPresented == drawer.isOpen ? nil : drawer.isOpen
  }
}

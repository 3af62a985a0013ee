/// Where a view stands among the drawers around it: for each drawer whose container holds the
/// view, whether the view is in the drawer or in the content behind it.
///
/// A drawer's container marks its two parts with it (the drawer and the content), each adding
/// itself to the scope it was given, so that drawers nested in either part still know where a
/// focused view is relative to each of them. Two drawers on one content are nested this way (the
/// second drawer's content is the first drawer's container), and so is a drawer inside another
/// drawer's content. SwiftUI hands the innermost mark of the focused view to a reader (a focused
/// value), and the mark answers for every drawer around it:
///
/// ```swift
/// let outer = DrawerKeyboardScope<String>()
/// let behindTrailing = outer.adding("trailing", .content)    // the trailing drawer's content
/// let leadingDrawer = behindTrailing.adding("leading", .drawer)
/// leadingDrawer.place(of: "leading")   // .drawer
/// leadingDrawer.place(of: "trailing")  // .content: the leading drawer is behind the trailing one
/// leadingDrawer.place(of: "elsewhere") // nil: not inside that drawer's container at all
/// ```
@_spi(DrawerKit) public struct DrawerKeyboardScope<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The place of the view in each drawer's container that holds it.
  private var places: [ID: DrawerKeyboardFocusPlace] = [:]

  /// The scope outside every drawer.
  public init() {}

  /// Where the view is relative to `drawer`.
  ///
  /// - Parameter drawer: the drawer's identity.
  /// - Returns: its place in that drawer's container, or `nil` when the view is outside it (in
  ///   a sheet, another window, another part of the screen).
  public func place(of drawer: ID) -> DrawerKeyboardFocusPlace? {
    places[drawer]
  }

  /// The scope of a view inside `drawer`'s container, in `place`.
  ///
  /// - Parameters:
  ///   - drawer: the drawer's identity.
  ///   - place: which part of its container the view is in.
  /// - Returns: this scope with the drawer added; a drawer already in it is given the new place.
  public func adding(_ drawer: ID, _ place: DrawerKeyboardFocusPlace) -> Self {
    var scope = self
    scope.places[drawer] = place
    return scope
  }
}

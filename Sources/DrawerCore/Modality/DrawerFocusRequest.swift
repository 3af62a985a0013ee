/// A numbered move of focus, so that a view can react to each one with `onChange`.
@_spi(DrawerKit) public struct DrawerFocusRequest<FocusID: Hashable & Sendable>: Sendable, Hashable
{
  /// Where focus goes.
  public let change: DrawerFocusChange<FocusID>
  /// The request's number, increasing by one with each request.
  public let serial: Int
}

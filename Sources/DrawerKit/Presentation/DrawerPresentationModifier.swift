#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The one modifier every presentation funnels into: a state, the options, the drawer's
  /// content, and what to call when the drawer is dismissed.
  struct DrawerPresentationModifier<Menu: View>: ViewModifier {
    let state: DrawerState
    let options: DrawerPresentationOptions
    let onDismiss: (() -> Void)?
    let menu: Menu

    func body(content: Content) -> some View {
      DrawerContainer(state: state, options: options, content: content, menu: menu)
        .onChange(of: state.dismissalCount) { _, _ in
          onDismiss?()
        }
    }
  }

  /// Presents a drawer for a Boolean binding, keeping the two in step with the state's
  /// controller (``DrawerPresentationSync``).
  struct PresentedDrawerModifier<Menu: View>: ViewModifier {
    @Binding var isPresented: Bool
    let options: DrawerPresentationOptions
    let onDismiss: (() -> Void)?
    let menu: Menu
    /// Held for the life of the presenting view. SwiftUI evaluates a `State`'s initial value
    /// on every update of the view and keeps only the first; a `DrawerState` is cheap to create
    /// and starts nothing, so the ones discarded cost their allocation and no more.
    @State private var state: DrawerState

    init(
      isPresented: Binding<Bool>, options: DrawerPresentationOptions,
      onDismiss: (() -> Void)?, menu: Menu
    ) {
      self._isPresented = isPresented
      self.options = options
      self.onDismiss = onDismiss
      self.menu = menu
      self._state = State(initialValue: DrawerState(isOpen: isPresented.wrappedValue))
    }

    func body(content: Content) -> some View {
      content
        .modifier(
          DrawerPresentationModifier(
            state: state, options: options, onDismiss: onDismiss, menu: menu)
        )
        .onChange(of: isPresented) { _, isPresented in
          state.presentationChanged(isPresented: isPresented)
        }
        .onChange(of: state.isOpen) { _, _ in
          if let value = state.bindingValue(isPresented: isPresented) {
            isPresented = value
          }
        }
    }
  }

  /// Presents a drawer for an optional item, keeping the dismissed item's content on display
  /// while the drawer closes (``DrawerItemPresentation``).
  struct ItemDrawerModifier<Item: Identifiable, Menu: View>: ViewModifier {
    @Binding var item: Item?
    let options: DrawerPresentationOptions
    let onDismiss: (() -> Void)?
    let menu: (Item) -> Menu
    @State private var state: DrawerState
    @State private var presentation: DrawerItemPresentation<Item>

    init(
      item: Binding<Item?>, options: DrawerPresentationOptions, onDismiss: (() -> Void)?,
      menu: @escaping (Item) -> Menu
    ) {
      self._item = item
      self.options = options
      self.onDismiss = onDismiss
      self.menu = menu
      self._state = State(initialValue: DrawerState(isOpen: item.wrappedValue != nil))
      self._presentation = State(initialValue: DrawerItemPresentation(item: item.wrappedValue))
    }

    func body(content: Content) -> some View {
      let shown = item ?? presentation.displayed
      content
        .modifier(
          DrawerPresentationModifier(
            state: state, options: options, onDismiss: onDismiss,
            menu: ZStack {
              // One identity per item, as `sheet(item:)` gives: a different item gets a fresh
              // view, not the state (`@State`, scroll position, focus) the previous one left.
              if let shown { menu(shown).id(shown.id) }
            })
        )
        .onChange(of: item?.id) { _, _ in
          if let command = presentation.itemChanged(to: item, drawerTarget: state.target) {
            command == .open ? state.open() : state.close()
          }
        }
        .onChange(of: state.target) { _, target in
          if presentation.shouldClearBinding(item: item, drawerTarget: target) {
            item = nil
            // Closed at once (making way at launch for the other drawer): no spring comes to
            // rest later to drop the displayed item, so it goes now.
            if state.phase == .resting { presentation.drawerRested(target, item: nil) }
          }
        }
        .onChange(of: state.phase) { _, phase in
          if phase == .resting {
            presentation.drawerRested(state.target, item: item)
          }
        }
    }
  }
#endif

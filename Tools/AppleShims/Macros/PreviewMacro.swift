// DeveloperToolsSupport's `#Preview`, for the Linux check: expands to a main-actor function whose
// body is the preview's, returning `any View`, so that every preview is type-checked.

public import SwiftSyntax
public import SwiftSyntaxMacros

public struct SwiftUIView: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let body = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
    else { throw PreviewError() }
    let name = context.makeUniqueName("preview")
    return [
      """
      @MainActor private func \(name)() -> any SwiftUI.View {
        \(body.statements.trimmed)
      }
      """
    ]
  }
}

struct PreviewError: Error, CustomStringConvertible {
  var description: String { "#Preview needs a body closure" }
}

// SwiftUI's `@Entry`, for the Linux check: expands as Apple documents it, into a computed property
// over a private `EnvironmentKey`, so that the generated code is type-checked like the rest.

public import SwiftSyntax
public import SwiftSyntaxMacros

public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let name = try binding(of: declaration).name else { return [] }
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try binding(of: declaration)
    guard let name = entry.name else { return [] }
    guard let type = entry.type else { throw EntryError("@Entry needs a type annotation here") }
    let value = entry.value ?? "nil"
    return [
      """
      private struct __Key_\(raw: name): SwiftUI.EnvironmentKey {
        typealias Value = \(raw: type)
        static var defaultValue: Value { \(raw: value) }
      }
      """
    ]
  }

  private static func binding(of declaration: some DeclSyntaxProtocol) throws -> (
    name: String?, type: String?, value: String?
  ) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else { throw EntryError("@Entry applies to a stored variable") }
    return (
      identifier.identifier.trimmedDescription, binding.typeAnnotation?.type.trimmedDescription,
      binding.initializer?.value.trimmedDescription
    )
  }
}

struct EntryError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

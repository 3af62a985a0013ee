/// A node of an SVG (or any XML) document under construction: an element with attributes and
/// children, or text.
struct SVGElement: Sendable {
  var name: String
  var attributes: [(String, String)]
  var children: [SVGNode]

  init(_ name: String, _ attributes: [(String, String)] = [], children: [SVGNode] = []) {
    self.name = name
    self.attributes = attributes
    self.children = children
  }

  /// An element with attributes given as a dictionary literal, in the literal's order.
  init(_ name: String, _ attributes: KeyValuePairs<String, String>, children: [SVGNode] = []) {
    self.init(name, attributes.map { ($0.key, $0.value) }, children: children)
  }

  /// Sets or replaces an attribute.
  mutating func set(_ name: String, _ value: String) {
    if let index = attributes.firstIndex(where: { $0.0 == name }) {
      attributes[index].1 = value
    } else {
      attributes.append((name, value))
    }
  }

  /// Appends a child element.
  mutating func append(_ element: SVGElement) {
    children.append(.element(element))
  }

  /// Appends child elements.
  mutating func append(contentsOf elements: [SVGElement]) {
    children.append(contentsOf: elements.map(SVGNode.element))
  }

  /// The element as XML, appended to `output`; one element per line.
  func write(to output: inout String) {
    output += "<" + name
    for (key, value) in attributes {
      output += " " + key + "=\"" + xmlEscaped(value) + "\""
    }
    guard !children.isEmpty else {
      output += "/>\n"
      return
    }
    output += ">"
    if case .element = children.first { output += "\n" }
    for child in children {
      switch child {
      case .element(let element): element.write(to: &output)
      case .text(let text): output += xmlEscaped(text)
      }
    }
    output += "</" + name + ">\n"
  }

  /// The element as XML.
  var xml: String {
    var output = ""
    write(to: &output)
    return output
  }
}

/// A child of an element.
enum SVGNode: Sendable {
  case element(SVGElement)
  case text(String)
}

/// Text with the five XML special characters escaped, for attributes and content alike.
func xmlEscaped(_ text: String) -> String {
  guard text.contains(where: { "<>&\"'".contains($0) }) else { return text }
  var output = ""
  output.reserveCapacity(text.count + 8)
  for character in text {
    switch character {
    case "<": output += "&lt;"
    case ">": output += "&gt;"
    case "&": output += "&amp;"
    case "\"": output += "&quot;"
    case "'": output += "&apos;"
    default: output.append(character)
    }
  }
  return output
}

/// A number as short decimal text with at most `decimals` digits after the point, trailing zeros
/// and a negative zero removed: `12`, `-3.5`, `0.125`. Not-finite numbers become `0`.
func svgNumber(_ value: Double, decimals: Int = 2) -> String {
  guard value.isFinite else { return "0" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (value * scale).rounded()
  // Beyond what an Int64 holds exactly: Swift's own shortest form (`1e+20`) is valid SVG.
  guard abs(scaled) < 9e15 else { return "\(value.rounded())" }
  var units = Int64(scaled)
  if units == 0 { return "0" }
  let negative = units < 0
  units = abs(units)
  var digits = String(units)
  var fraction = ""
  if decimals > 0 {
    if digits.count <= decimals {
      digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
    }
    fraction = String(digits.suffix(decimals))
    digits = String(digits.dropLast(decimals))
    while fraction.hasSuffix("0") { fraction.removeLast() }
  }
  return (negative ? "-" : "") + digits + (fraction.isEmpty ? "" : "." + fraction)
}

/// A number with exactly `decimals` digits after the point, for columns of figures: `0.40`.
func fixedNumber(_ value: Double, decimals: Int) -> String {
  let text = svgNumber(value, decimals: decimals)
  guard decimals > 0 else { return text }
  let fraction = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first
  let missing = decimals - (fraction?.count ?? 0)
  return text + (fraction == nil ? "." : "") + String(repeating: "0", count: missing)
}

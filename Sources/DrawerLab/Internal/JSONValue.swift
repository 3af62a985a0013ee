/// A parsed JSON value, read by a small strict parser so that every malformed line gets a precise
/// message (Foundation's `JSONSerialization` cannot tell `true` from `1` on every platform).
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// A word for the value's type, for error messages: "a number", "a string"…
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Parses one JSON text; throws a message naming what is wrong and the column.
  static func parse(_ text: Substring) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw JSONSyntaxError("unexpected text after the JSON value", column: parser.index + 1)
    }
    return value
  }
}

/// Why a line is not JSON, with the 1-based column where the parser stopped.
struct JSONSyntaxError: Error, Equatable {
  let message: String
  let column: Int

  init(_ message: String, column: Int) {
    self.message = message
    self.column = column
  }
}

private struct JSONParser {
  static let maximumDepth = 64
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message, column: index + 1)
  }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw error("JSON nested too deeply") }
    guard index < bytes.count else { throw error("unexpected end of line, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    case 0xEF where bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]):
      // What some editors put at the start of a UTF-8 file.
      throw error("a byte-order mark (U+FEFF): save the file as UTF-8 without one")
    default: throw error("unexpected character, expected a JSON value")
    }
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("invalid literal, expected \(word)") }
    index += utf8.count
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key in the object")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \(jsonString(key))")
      }
      index += 1
      skipWhitespace()
      members[key] = try parseValue(depth: depth + 1)
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object, expected '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array, expected ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return .array(elements)
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let string = String(validating: utf8, as: UTF8.self) else {
          throw error("string is not valid UTF-8")
        }
        return string
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          let scalar = try parseUnicodeEscape()
          utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
          throw error("invalid escape in string")
        }
      case 0x00..<0x20:
        throw error("control character in string")
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try parseHex4()
    if (0xD800..<0xDC00).contains(first) {
      guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("unpaired surrogate in \\u escape") }
      index += 2
      let second = try parseHex4()
      guard (0xDC00..<0xE000).contains(second) else { throw error("unpaired surrogate") }
      let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(combined) else { throw error("invalid \\u escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate") }
    return scalar
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - from
    }
    guard digits() > 0 else { throw error("invalid number") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("invalid number: no digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("invalid number: no digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number") }
    guard value.isFinite else {
      index = start
      throw error("number out of range")
    }
    return value
  }
}

/// The text forms the `drawer-trace/1` writer uses for numbers and strings, written without
/// Foundation so that the engine's module can write traces on any platform.
package enum DrawerTraceText {
  /// A finite number as the shortest plain decimal that reads back as the same `Double`: `2`,
  /// `0.5`, `-0.00001`, `1000000000000000000000`. Never an exponent, never `nan` or `inf`.
  ///
  /// The digits are those of Swift's `description`, which is the shortest text that round-trips
  /// (Steele and White's criterion, as `JSON.stringify` uses); only the decimal point moves, so
  /// the value is exactly the one `description` denotes. An integral value has no fraction
  /// (`2`, not `2.0`); negative zero is `-0`.
  ///
  /// - Parameter value: the number; NaN is written as `0` and infinities as the largest finite
  ///   `Double` of their sign, but the writer never passes either.
  /// - Returns: a JSON number.
  package static func number(_ value: Double) -> String {
    if value.isNaN { return "0" }
    let finite = value.isInfinite ? Double.greatestFiniteMagnitude * (value < 0 ? -1 : 1) : value
    let text = finite.magnitude.description
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    let integerPart: Substring
    let fraction: Substring
    if let point = mantissa.firstIndex(of: ".") {
      integerPart = mantissa[..<point]
      fraction = mantissa[mantissa.index(after: point)...]
    } else {
      integerPart = mantissa
      fraction = ""
    }
    var digits = Array(integerPart.utf8) + Array(fraction.utf8)
    // Where the decimal point falls among `digits`, counted from their start.
    var point = integerPart.utf8.count + exponent
    while let first = digits.first, first == UInt8(ascii: "0") {
      digits.removeFirst()
      point -= 1
    }
    while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
    let sign = finite.sign == .minus ? "-" : ""
    guard !digits.isEmpty else { return sign + "0" }
    let zero = UInt8(ascii: "0")
    var out: [UInt8]
    if point <= 0 {
      out = Array("0.".utf8) + Array(repeating: zero, count: -point) + digits
    } else if point >= digits.count {
      out = digits + Array(repeating: zero, count: point - digits.count)
    } else {
      out = Array(digits[..<point]) + [UInt8(ascii: ".")] + Array(digits[point...])
    }
    return sign + String(decoding: out, as: UTF8.self)
  }

  /// A string as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else as it is (the file is UTF-8).
  ///
  /// - Parameter string: the string.
  /// - Returns: the literal, with its quotes.
  package static func string(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

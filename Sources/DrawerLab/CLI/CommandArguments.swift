import Foundation

/// A command's arguments split into options with values, flags and positional arguments.
///
/// Options take their value as the next argument or after `=` (`--style push`,
/// `--style=push`); an option or a flag given twice is an error, since one of the two would be
/// ignored. `--` ends the options. Anything else that starts with `-` is an unknown option.
struct CommandArguments {
  /// The options' values, by option name (`--style`).
  private(set) var values: [String: String] = [:]
  /// The flags given (`--help`, `--json`).
  private(set) var flags: Set<String> = []
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []

  /// Splits `arguments`, knowing which options take a value and which are flags.
  ///
  /// - Throws: ``UsageError`` for an unknown option, an option missing its value, or an option
  ///   or flag given twice.
  init(_ arguments: [String], options: Set<String>, flags knownFlags: Set<String>)
    throws(UsageError)
  {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if knownFlags.contains(name) {
        guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
        guard flags.insert(name).inserted else { throw UsageError("\(name) given twice") }
      } else if options.contains(name) {
        guard values[name] == nil else { throw UsageError("\(name) given twice") }
        if let inlineValue {
          values[name] = inlineValue
        } else {
          guard index < arguments.count else { throw UsageError("\(name) needs a value") }
          values[name] = arguments[index]
          index += 1
        }
      } else {
        throw UsageError("unknown option '\(name)'")
      }
    }
  }

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// An option's value, if given.
  subscript(option: String) -> String? {
    values[option]
  }
}

/// What is wrong with a command line, in a few words; the command adds its name and usage.
struct UsageError: Error, Equatable {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}

/// Reads a number option: written in decimal (digits, a point, an exponent), finite, within
/// `range`.
///
/// - Parameters:
///   - text: the number as written.
///   - option: the option's name, for the message.
///   - range: the values allowed.
///   - unit: the unit the message gives the range in (`" s"`, `"%"`).
///   - typed: the option's value as the person typed it, for the message (`200%` for `200`).
/// - Throws: ``UsageError`` saying whether the value is not a number or out of range (a number
///   too large for a `Double`, such as `1e400`, is out of range).
func number(
  _ text: String, option: String, in range: ClosedRange<Double>, unit: String = "",
  typed: String? = nil
) throws(UsageError) -> Double {
  let typed = typed ?? text
  // Decimal only: Swift's `Double(_:)` also reads hexadecimal (`0x10` is 16) and `nan`; an
  // infinity is a number, out of any range.
  let unsigned = text.drop { $0 == "+" || $0 == "-" }.lowercased()
  let isDecimal =
    !text.isEmpty && text.allSatisfy { "0123456789.eE+-".contains($0) }
    || unsigned == "inf" || unsigned == "infinity"
  guard isDecimal, let value = Double(text), !value.isNaN else {
    throw UsageError("\(option) must be a number, not '\(typed)'")
  }
  guard value.isFinite, range.contains(value) else {
    throw UsageError(
      "\(option) \(typed) is out of range (expected \(format(range.lowerBound))..."
        + "\(format(range.upperBound))\(unit))")
  }
  return value
}

/// Reads a whole-number option, digits with optional `_` separators (`20_000_000`), within
/// `range`.
///
/// - Throws: ``UsageError`` saying whether the value is not a whole number or out of range (a
///   number of more digits than the type holds is out of range).
func wholeNumber<Value: FixedWidthInteger>(
  _ text: String, option: String, in range: ClosedRange<Value>
) throws(UsageError) -> Value {
  let digits = text.replacingOccurrences(of: "_", with: "")
  // A range open at the top reads as "0 or more", not as the type's largest value.
  let expected =
    range.upperBound == Value.max
    ? "expected \(range.lowerBound) or more" : "expected \(range.lowerBound)...\(range.upperBound)"
  let unsigned =
    digits.hasPrefix("-") || digits.hasPrefix("+") ? String(digits.dropFirst()) : digits
  guard !unsigned.isEmpty, unsigned.allSatisfy({ $0.isASCII && $0.isNumber }) else {
    throw UsageError("\(option) must be a whole number (\(expected)), not '\(text)'")
  }
  if digits.hasPrefix("-"), unsigned.contains(where: { $0 != "0" }) {
    // A negative whole number is a whole number, only out of range.
    throw UsageError("\(option) \(text) is out of range (\(expected))")
  }
  let digitsWithoutSign = unsigned
  guard let value = Value(digitsWithoutSign), range.contains(value) else {
    throw UsageError("\(option) \(text) is out of range (\(expected))")
  }
  return value
}

/// The trace paths a command was given, or the bundled corpus when it was given none.
///
/// - Parameters:
///   - positionals: the paths on the command line.
///   - defaultCorpus: the bundled corpus's folder, if found.
///   - what: how the command's usage names the paths (`PATH`, `CORPUS`), for the error.
/// - Throws: `UsageError` when there are no paths and no bundled corpus.
func tracePaths(
  _ positionals: [String], defaultCorpus: String?, naming what: String
) throws(UsageError) -> [String] {
  if !positionals.isEmpty { return positionals }
  guard let defaultCorpus else {
    throw UsageError("no \(what) given and no bundled corpus found")
  }
  return [defaultCorpus]
}

/// A command's arguments split into options with values, flags and positional arguments.
///
/// Options take their value as the next argument or after `=` (`--style push`,
/// `--style=push`); a later occurrence of an option replaces an earlier one. `--` ends the
/// options. Anything else that starts with `-` is an unknown option.
struct CommandArguments {
  /// The options' values, by option name (`--style`).
  private(set) var values: [String: String] = [:]
  /// The flags given (`--help`, `--json`).
  private(set) var flags: Set<String> = []
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []

  /// Splits `arguments`, knowing which options take a value and which are flags.
  ///
  /// - Throws: ``UsageError`` for an unknown option or an option missing its value.
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
        flags.insert(name)
      } else if options.contains(name) {
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

/// Reads a number option: finite, within `range`.
func number(
  _ text: String, option: String, in range: ClosedRange<Double>, unit: String = ""
) throws(UsageError) -> Double {
  guard let value = Double(text), value.isFinite else {
    throw UsageError("\(option) must be a number, not '\(text)'")
  }
  guard range.contains(value) else {
    throw UsageError(
      "\(option) \(text) is out of range (expected \(format(range.lowerBound))...\(format(range.upperBound))\(unit))"
    )
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

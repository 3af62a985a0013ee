@_spi(DrawerKit) import DrawerCore

/// The options that change the drawer's configuration or how it is drawn, shared by the commands
/// that run it: `--style`, `--width`, `--spring-duration`, `--bounce`, `--open-zone`.
struct ConfigurationOptions: Equatable {
  /// The option names, for ``CommandArguments``.
  static let names: Set<String> = [
    "--style", "--width", "--spring-duration", "--bounce", "--open-zone",
  ]

  /// The lines each command's usage shows for these options.
  static let usage = """
      --style S              draw in this presentation style: overlay, push, reveal,
                             parallax, scale or floating
      --width W              the open drawer's width: points (280) or a percentage of the
                             container (80%)
      --spring-duration S    the settling spring's duration in seconds, 0.01...10 (default 0.3)
      --bounce B             the spring's bounce, -0.95...0.95 (default 0: no overshoot)
      --open-zone Z          where a drag may open the drawer: edge, anywhere, or the edge
                             strip's width in points, 0...1000
    """

  /// The presentation style to draw, if given.
  var style: DrawerPresentationStyle?
  /// The width rule, if given.
  var width: DrawerWidth?
  /// The spring's duration in seconds, if given.
  var springDuration: Double?
  /// The spring's bounce, if given.
  var bounce: Double?
  /// The open zone, if given.
  var openZone: DrawerOpenZone?

  /// Reads the options from parsed arguments.
  ///
  /// - Throws: ``UsageError`` naming the option whose value is unusable.
  init(_ arguments: CommandArguments) throws(UsageError) {
    if let text = arguments["--style"] {
      guard let style = DrawerPresentationStyle(rawValue: text) else {
        let names = DrawerPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--style must be one of \(names), not '\(text)'")
      }
      self.style = style
    }
    if let text = arguments["--width"] {
      if text.hasSuffix("%") {
        let percent = try number(
          String(text.dropLast()), option: "--width", in: 1...100, unit: "%", typed: text)
        width = .fraction(percent / 100)
      } else {
        width = .fixed(try number(text, option: "--width", in: 1...10_000, unit: " pt"))
      }
    }
    if let text = arguments["--spring-duration"] {
      springDuration = try number(text, option: "--spring-duration", in: 0.01...10, unit: " s")
    }
    if let text = arguments["--bounce"] {
      bounce = try number(text, option: "--bounce", in: -0.95...0.95)
    }
    if let text = arguments["--open-zone"] {
      switch text {
      case "edge": openZone = .default
      case "anywhere": openZone = .anywhere
      default:
        guard text.first.map({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }) == true
        else {
          throw UsageError(
            "--open-zone must be edge, anywhere or a width in points, not '\(text)'")
        }
        openZone = .edge(width: try number(text, option: "--open-zone", in: 0...1000, unit: " pt"))
      }
    }
  }

  /// The configuration with the options applied.
  ///
  /// - Parameter configuration: the scenario's or trace's configuration.
  /// - Returns: the configuration the drawer runs with.
  func applied(to configuration: DrawerConfiguration) -> DrawerConfiguration {
    var configuration = configuration
    if let width { configuration.width = width }
    if springDuration != nil || bounce != nil {
      configuration.spring = DrawerSpring(
        duration: springDuration ?? configuration.spring.duration,
        bounce: bounce ?? configuration.spring.bounce)
    }
    if let openZone { configuration.openZone = openZone }
    return configuration
  }
}

/// UIKit's rubber band: the resistance a scroll view offers when dragged past its bounds.
///
/// For a distance `x ≥ 0` past the bound, the displayed distance is
/// `b(x) = (1 - 1 / (x·c / d + 1)) · d`, where `c` is the coefficient (UIKit uses `0.55`) and `d`
/// the dimension of the view. It starts with slope `c`, so the first points of overdrag follow the
/// finger at a little over half speed, and it never reaches `d`. The formula is the one
/// reverse-engineered from `UIScrollView` and published by Grant Paul ("Rubber Banding",
/// 2014); its inverse is `x = b·d / (c·(d - b))`.
///
/// Inside the bounds the value is unchanged; the band applies on both sides.
public struct RubberBand: Sendable, Hashable {
  /// The resistance coefficient, UIKit's `0.55`, in `0...1`; `0` is a hard stop at the bounds.
  public let coefficient: Double
  /// The dimension `d` in points, the asymptote of the overdrag; at least 1.
  public let dimension: Double

  /// Creates a rubber band.
  ///
  /// ```swift
  /// let band = RubberBand(coefficient: 0.55, dimension: 300)
  /// band.value(340, within: 0...300)  // ≈ 320.3
  /// ```
  /// - Parameters:
  ///   - coefficient: the resistance, clamped to `0...1`; NaN becomes `0.55`.
  ///   - dimension: the asymptote in points, at least 1; NaN or infinite becomes 1.
  public init(coefficient: Double = 0.55, dimension: Double) {
    self.coefficient = coefficient.sanitised(to: 0...1, nan: 0.55)
    self.dimension = dimension.isFinite ? Swift.max(dimension, 1) : 1
  }

  /// The displayed distance `b(x)` for a distance `x` past a bound, in points, with the sign of `x`.
  ///
  /// - Parameter overshoot: the distance past the bound in points; NaN gives 0.
  /// - Returns: a value with the sign of `overshoot` and magnitude below ``dimension``.
  public func banded(_ overshoot: Double) -> Double {
    guard !overshoot.isNaN else { return 0 }
    let x = abs(overshoot)
    let d = dimension
    let b = x.isInfinite ? d : (1 - 1 / (x * coefficient / d + 1)) * d
    return overshoot < 0 ? -b : b
  }

  /// The distance past a bound `x` whose banded value is `b`: the inverse of ``banded(_:)``.
  ///
  /// - Parameter displayed: the displayed distance past the bound, in points; magnitudes the
  ///   band cannot reach (``dimension`` or more) count as a millionth short of it, so the result
  ///   stays finite and safe to compute with, and a zero coefficient gives 0.
  /// - Returns: the raw distance past the bound, with the sign of `displayed`.
  public func unbanded(_ displayed: Double) -> Double {
    guard !displayed.isNaN, coefficient > 0 else { return 0 }
    let d = dimension
    let b = Swift.min(abs(displayed), d * (1 - 1e-6))
    let x = b * d / (coefficient * (d - b))
    return displayed < 0 ? -x : x
  }

  /// A value inside `bounds` unchanged, one outside it pulled toward the bound by the band.
  ///
  /// - Parameters:
  ///   - value: the raw value in points.
  ///   - bounds: the range within which the value is shown as is.
  /// - Returns: the displayed value, never farther than ``dimension`` outside `bounds`.
  public func value(_ value: Double, within bounds: ClosedRange<Double>) -> Double {
    if value > bounds.upperBound { return bounds.upperBound + banded(value - bounds.upperBound) }
    if value < bounds.lowerBound { return bounds.lowerBound + banded(value - bounds.lowerBound) }
    return value
  }

  /// The slope of ``value(_:within:)`` at a raw value: `1` inside `bounds`, and beyond them
  /// `b'(x) = c / (x·c/d + 1)²`, which falls from `c` toward `0` as the band stretches.
  ///
  /// Multiply a raw velocity by it to get the displayed velocity.
  ///
  /// - Parameters:
  ///   - value: the raw value in points.
  ///   - bounds: the range within which values are shown as is.
  /// - Returns: the slope, in `0...1`.
  public func slope(at value: Double, within bounds: ClosedRange<Double>) -> Double {
    let overshoot: Double
    if value > bounds.upperBound {
      overshoot = value - bounds.upperBound
    } else if value < bounds.lowerBound {
      overshoot = bounds.lowerBound - value
    } else {
      return 1
    }
    guard overshoot.isFinite else { return 0 }
    let stretch = overshoot * coefficient / dimension + 1
    return coefficient / (stretch * stretch)
  }

  /// The raw value whose displayed value within `bounds` is `displayed`: the inverse of
  /// ``value(_:within:)``.
  ///
  /// - Parameters:
  ///   - displayed: the displayed value in points.
  ///   - bounds: the range within which values are shown as is.
  /// - Returns: the raw value.
  public func rawValue(_ displayed: Double, within bounds: ClosedRange<Double>) -> Double {
    if displayed > bounds.upperBound {
      return bounds.upperBound + unbanded(displayed - bounds.upperBound)
    }
    if displayed < bounds.lowerBound {
      return bounds.lowerBound + unbanded(displayed - bounds.lowerBound)
    }
    return displayed
  }
}

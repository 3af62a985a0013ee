#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// The few functions of the C maths library the engine needs, under names that cannot clash with
/// anything a client imports.
enum CMath {
  @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }
  @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }
  @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
  @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
  @inline(__always) static func sinh(_ x: Double) -> Double { libmSinh(x) }
  @inline(__always) static func cosh(_ x: Double) -> Double { libmCosh(x) }
}

@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmSinh(_ x: Double) -> Double { sinh(x) }
@inline(__always) private func libmCosh(_ x: Double) -> Double { cosh(x) }

extension Double {
  /// The value if it is finite, otherwise `fallback`.
  @inline(__always) func finiteOr(_ fallback: Double) -> Double {
    isFinite ? self : fallback
  }

  /// The value clamped into `range`; NaN becomes `fallback`, infinities the nearest bound.
  @inline(__always) func sanitised(to range: ClosedRange<Double>, nan fallback: Double) -> Double {
    if isNaN { return fallback }
    return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

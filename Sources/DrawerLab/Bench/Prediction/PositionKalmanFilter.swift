/// A linear Kalman filter along one axis whose state is a position and its first derivatives
/// (velocity, acceleration, and for AndroidX the jerk it calls jank), and whose measurement is
/// the position alone: the filter that Chromium's (`ui/base/prediction/kalman_filter.cc`) and
/// AndroidX's (`input/motionprediction/kalman/KalmanFilter.java`) predictors both run, one per
/// axis.
///
/// Both start with the state at zero and the error covariance `P` at the identity; the first
/// measurement only sets the position (no prediction step); every later one predicts with the
/// transition `F` and process noise `Q`, then updates with the measurement noise `R`:
/// `x = F·x`, `P = F·P·Fᵀ + Q`, `K = P·Hᵀ / (H·P·Hᵀ + R)`, `x += K·(z − H·x)`,
/// `P = (I − K·H)·P`. Chromium writes the covariance update in Joseph's form,
/// `(I − K·H)·P·(I − K·H)ᵀ + K·R·Kᵀ`, which is the same matrix for this optimal gain; Chromium
/// computes in `float`, the lab in `Double`.
struct PositionKalmanFilter: Sendable, Hashable {
  /// The state's size: 3 (position, velocity, acceleration) or 4 (and jerk).
  let dimension: Int
  /// The measurement noise's variance `R`.
  let measurementNoise: Double
  /// The state estimate, position first.
  private(set) var state: [Double]
  /// The error covariance, row-major.
  private var covariance: [Double]
  /// How many measurements the filter has taken since its last reset.
  private(set) var iterations = 0

  init(dimension: Int, measurementNoise: Double) {
    self.dimension = dimension
    self.measurementNoise = measurementNoise
    self.state = Array(repeating: 0, count: dimension)
    self.covariance = Self.identity(dimension)
  }

  /// The state at zero, the covariance at the identity, no measurement taken.
  mutating func reset() {
    state = Array(repeating: 0, count: dimension)
    covariance = Self.identity(dimension)
    iterations = 0
  }

  /// Takes one measurement of the position: the first sets it; each later one predicts the
  /// state forward with `transition` and `processNoise` (row-major, `dimension²` entries) and
  /// corrects it by the measurement.
  mutating func update(position: Double, transition: [Double], processNoise: [Double]) {
    defer { iterations += 1 }
    guard iterations > 0 else {
      state[0] = position
      return
    }
    let n = dimension
    // x = F·x
    state = (0..<n).map { row in (0..<n).reduce(0) { $0 + transition[row * n + $1] * state[$1] } }
    // P = F·P·Fᵀ + Q
    var product = Array(repeating: 0.0, count: n * n)
    for row in 0..<n {
      for column in 0..<n {
        product[row * n + column] = (0..<n).reduce(0) {
          $0 + transition[row * n + $1] * covariance[$1 * n + column]
        }
      }
    }
    for row in 0..<n {
      for column in 0..<n {
        covariance[row * n + column] =
          (0..<n).reduce(0) { $0 + product[row * n + $1] * transition[column * n + $1] }
          + processNoise[row * n + column]
      }
    }
    // H = [1 0 … 0]: S = P₀₀ + R, K = P[:, 0] / S.
    let innovation = position - state[0]
    let spread = covariance[0] + measurementNoise
    let gain = (0..<n).map { covariance[$0 * n] / spread }
    for index in 0..<n { state[index] += gain[index] * innovation }
    // P = (I − K·H)·P: row i loses K_i times row 0.
    let firstRow = Array(covariance[0..<n])
    for row in 0..<n {
      for column in 0..<n { covariance[row * n + column] -= gain[row] * firstRow[column] }
    }
  }

  /// The outer product `σ·g·gᵀ`, row-major: the process noise of a random force on the pointer
  /// whose effect on each state is `g`.
  static func noise(_ effect: [Double], scale: Double) -> [Double] {
    effect.flatMap { a in effect.map { b in a * b * scale } }
  }

  private static func identity(_ n: Int) -> [Double] {
    (0..<n * n).map { $0 / n == $0 % n ? 1 : 0 }
  }
}

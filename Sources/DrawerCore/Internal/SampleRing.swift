/// A fixed-capacity ring of the most recent `(time, position)` samples, stored inline so that
/// recording a sample never allocates.
struct SampleRing: Sendable, Hashable {
  /// The number of samples kept, as Android's `VelocityTracker` (`HISTORY_SIZE`).
  static let capacity = 20

  typealias Sample = (time: Double, position: Double)

  // Twenty inline slots; a homogeneous tuple is laid out like a C array.
  private var times: Slots = zeroSlots
  private var positions: Slots = zeroSlots
  /// Index of the newest sample.
  private var head = SampleRing.capacity - 1
  /// How many slots hold samples, up to ``capacity``.
  private(set) var count = 0

  private typealias Slots = (
    Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
    Double, Double, Double, Double, Double, Double, Double, Double, Double, Double
  )
  private static let zeroSlots: Slots = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0
  )

  init() {}

  /// Appends a sample, dropping the oldest when full.
  mutating func append(time: Double, position: Double) {
    head = head == Self.capacity - 1 ? 0 : head + 1
    Self.write(&times, head, time)
    Self.write(&positions, head, position)
    count = Swift.min(count + 1, Self.capacity)
  }

  /// Overwrites the newest sample; the ring must not be empty.
  mutating func replaceNewest(time: Double, position: Double) {
    Self.write(&times, head, time)
    Self.write(&positions, head, position)
  }

  /// Forgets every sample.
  mutating func removeAll() {
    count = 0
  }

  /// The sample `age` steps before the newest (`0` is the newest); `age < count`.
  @inline(__always) subscript(age age: Int) -> Sample {
    let index = slot(age)
    return (Self.read(times, index), Self.read(positions, index))
  }

  @inline(__always) private func slot(_ age: Int) -> Int {
    let index = head - age
    return index >= 0 ? index : index + Self.capacity
  }

  /// The slot at `index`, by element: taking the tuple's bytes would copy all twenty slots on
  /// every read (`withUnsafeBytes(of:)` needs an address, and a value has none).
  @inline(__always) private static func read(_ slots: Slots, _ index: Int) -> Double {
    switch index {
    case 0: slots.0
    case 1: slots.1
    case 2: slots.2
    case 3: slots.3
    case 4: slots.4
    case 5: slots.5
    case 6: slots.6
    case 7: slots.7
    case 8: slots.8
    case 9: slots.9
    case 10: slots.10
    case 11: slots.11
    case 12: slots.12
    case 13: slots.13
    case 14: slots.14
    case 15: slots.15
    case 16: slots.16
    case 17: slots.17
    case 18: slots.18
    default: slots.19
    }
  }

  @inline(__always) private static func write(_ slots: inout Slots, _ index: Int, _ value: Double) {
    withUnsafeMutableBytes(of: &slots) {
      $0.storeBytes(of: value, toByteOffset: index * 8, as: Double.self)
    }
  }

  static func == (lhs: SampleRing, rhs: SampleRing) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for age in 0..<lhs.count where lhs[age: age] != rhs[age: age] { return false }
    return true
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for age in 0..<count {
      let sample = self[age: age]
      hasher.combine(sample.time)
      hasher.combine(sample.position)
    }
  }
}

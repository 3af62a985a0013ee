extension RandomAccessCollection {
  /// The index of the first element in the second part of a collection split in two by
  /// `isInSecondPart`, which is `false` for a prefix of the elements and `true` for the rest (a
  /// binary search, as on sorted times); `endIndex` when it holds for none.
  ///
  /// ```swift
  /// [0.0, 0.5, 1.0, 2.0].partitioningIndex { $0 >= 1 }  // 2
  /// ```
  ///
  /// - Parameter isInSecondPart: whether an element belongs to the second part.
  /// - Returns: the first index of the second part.
  func partitioningIndex(where isInSecondPart: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = distance(from: startIndex, to: endIndex)
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if isInSecondPart(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}

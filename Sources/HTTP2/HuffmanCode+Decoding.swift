extension HuffmanCode {
  /// The code as a binary tree walked one bit at a time: node `n`'s children are `decodingTree[2n]` (bit 0)
  /// and `decodingTree[2n + 1]` (bit 1); a child ≥ 0 is a node, a child < 0 is the leaf of symbol
  /// `-child - 1`. Node 0 is the root. The code is complete, so every child is set.
  static let decodingTree: [Int16] = {
    var tree: [Int16] = [0, 0]
    for symbol in 0..<codes.count {
      let code = codes[symbol]
      var node = 0
      for bit in stride(from: Int(lengths[symbol]) - 1, through: 0, by: -1) {
        let slot = node * 2 + Int((code >> UInt32(bit)) & 1)
        if bit == 0 {
          tree[slot] = Int16(-(symbol + 1))
        } else {
          if tree[slot] == 0 {
            tree[slot] = Int16(tree.count / 2)
            tree.append(contentsOf: [0, 0])
          }
          node = Int(tree[slot])
        }
      }
    }
    return tree
  }()

  /// The symbol EOS, which must never be decoded (RFC 7541 §5.2).
  static let endOfString = 256

  /// Appends the decoding of `bytes` to `out`; false when they hold EOS, or end in padding longer than
  /// 7 bits or not all ones (RFC 7541 §5.2).
  static func decode(_ bytes: ArraySlice<UInt8>, into out: inout [UInt8]) -> Bool {
    decodingTree.withUnsafeBufferPointer { tree in
      var node = 0
      // Bits read since the last symbol, and whether they were all ones: that is the padding at the end.
      var pending = 0
      var allOnes = true
      for byte in bytes {
        var mask: UInt8 = 0x80
        while mask != 0 {
          let one = byte & mask != 0
          mask >>= 1
          let child = Int(tree[node &* 2 &+ (one ? 1 : 0)])
          if child < 0 {
            let symbol = -child &- 1
            guard symbol != endOfString else { return false }
            out.append(UInt8(truncatingIfNeeded: symbol))
            node = 0
            pending = 0
            allOnes = true
          } else {
            node = child
            pending &+= 1
            allOnes = allOnes && one
          }
        }
      }
      return pending <= 7 && allOnes
    }
  }
}

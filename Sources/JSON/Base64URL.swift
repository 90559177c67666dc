/// Base64url (RFC 4648 §5), as JWTs write their parts: `-` and `_` for `+` and `/`, padding optional.
public enum Base64URL {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// The bytes of base64url (or base64) text, padding optional; nil when it holds another character.
  public static func decode(_ text: some StringProtocol) -> [UInt8]? {
    var bits: UInt32 = 0
    var count = 0
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3 / 4)
    for byte in text.utf8 {
      let value: UInt32
      switch byte {
      case 0x41...0x5A: value = UInt32(byte) - 0x41
      case 0x61...0x7A: value = UInt32(byte) - 0x61 + 26
      case 0x30...0x39: value = UInt32(byte) - 0x30 + 52
      case 0x2D, 0x2B: value = 62
      case 0x5F, 0x2F: value = 63
      case 0x3D: continue
      default: return nil
      }
      bits = (bits << 6) | value
      count += 6
      if count >= 8 {
        count -= 8
        bytes.append(UInt8((bits >> UInt32(count)) & 0xFF))
      }
    }
    return bytes
  }

  /// `bytes` as base64 (RFC 4648 §4, `+` and `/`, padded with `=`), as a `data:` URL takes them.
  public static func encodeStandard(_ bytes: some Collection<UInt8>) -> String {
    let url = encode(bytes)
    let padding = String(repeating: "=", count: (4 - url.utf8.count % 4) % 4)
    return String(url.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 }) + padding
  }

  /// `bytes` as base64url without padding.
  public static func encode(_ bytes: some Collection<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count * 4 + 2) / 3)
    var bits: UInt32 = 0
    var count = 0
    for byte in bytes {
      bits = (bits << 8) | UInt32(byte)
      count += 8
      while count >= 6 {
        count -= 6
        out.append(alphabet[Int((bits >> UInt32(count)) & 0x3F)])
      }
    }
    if count > 0 { out.append(alphabet[Int((bits << UInt32(6 - count)) & 0x3F)]) }
    return String(decoding: out, as: UTF8.self)
  }
}

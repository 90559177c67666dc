import Views

extension LayoutEngine {
  /// SwiftUI's image sizing: its own size unless `.resizable()`; resizable, the size offered (its own on an
  /// axis offered nothing), or with a content mode, its own size scaled to fit inside the offer or to cover it.
  static func imageSize(_ asset: ImageAsset, _ proposal: ProposedSize) -> Size {
    let own = Size(width: asset.width.sane, height: asset.height.sane)
    guard asset.resizable else { return own }
    let width = proposal.width?.sane
    let height = proposal.height?.sane
    guard let mode = asset.contentMode else {
      return Size(width: width ?? own.width, height: height ?? own.height)
    }
    guard own.width > 0, own.height > 0 else { return Size(width: width ?? 0, height: height ?? 0) }
    let scales = [width.map { $0 / own.width }, height.map { $0 / own.height }].compactMap { $0 }
    guard let first = scales.first else { return own }
    let scale = mode == .fit ? scales.min() ?? first : scales.max() ?? first
    return Size(width: own.width * scale, height: own.height * scale)
  }
}

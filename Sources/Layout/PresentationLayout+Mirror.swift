import Views

extension PresentationLayout {
  /// `layoutDirection = .rightToLeft`: SwiftUI lays out as it would left to right and flips the x axis, so
  /// stacks run from the right, leading and trailing swap (alignments, padding, frames, regions: compact
  /// leading sits right of the camera), and a bar fills from the right. Text is not flipped.
  mutating func mirror() {
    let width = size.width
    for index in elements.indices {
      var element = elements[index]
      element.rect.x = width - element.rect.maxX
      element.anchor = element.anchor.mirrored
      element.isMirrored = true
      elements[index] = element
    }
    for index in contentRects.indices {
      contentRects[index].x = width - contentRects[index].maxX
    }
    if var rect = camera {
      rect.x = width - rect.maxX
      camera = rect
    }
  }
}

extension Alignment {
  /// Leading and trailing swapped.
  var mirrored: Alignment {
    switch self {
    case .leading: .trailing
    case .center: .center
    case .trailing: .leading
    }
  }
}

import Views

extension Alignment {
  /// Where something `length` wide starts in `rect` when aligned so.
  func x(of length: Double, in rect: Rect) -> Double {
    switch self {
    case .leading: rect.x
    case .center: rect.midX - length / 2
    case .trailing: rect.maxX - length
    }
  }
}

extension VerticalAlignment {
  /// Where something `length` tall starts in `rect` when aligned so.
  func y(of length: Double, in rect: Rect) -> Double {
    switch self {
    case .top: rect.y
    case .center: rect.midY - length / 2
    case .bottom: rect.maxY - length
    }
  }
}

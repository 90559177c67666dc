extension NamedColor {
  /// The colour iOS draws for this name in `scheme`: the label colours and the system colours of the Human
  /// Interface Guidelines' colour tables (iOS, default contrast; DECISIONS.md, "Colours as iOS draws them").
  /// `white` and `black` are the same in both schemes; `gray` is `systemGray`, also the same in both.
  public func resolved(in scheme: ColorScheme) -> ResolvedColor {
    let light = scheme == .light
    switch self {
    case .primary: return light ? ResolvedColor(0, 0, 0) : ResolvedColor(255, 255, 255)
    case .secondary:
      return light ? ResolvedColor(60, 60, 67, alpha: 0.6) : ResolvedColor(235, 235, 245, alpha: 0.6)
    case .tertiary:
      return light ? ResolvedColor(60, 60, 67, alpha: 0.3) : ResolvedColor(235, 235, 245, alpha: 0.3)
    case .white: return ResolvedColor(255, 255, 255)
    case .black: return ResolvedColor(0, 0, 0)
    case .gray: return ResolvedColor(142, 142, 147)
    case .red: return light ? ResolvedColor(255, 59, 48) : ResolvedColor(255, 69, 58)
    case .orange: return light ? ResolvedColor(255, 149, 0) : ResolvedColor(255, 159, 10)
    case .yellow: return light ? ResolvedColor(255, 204, 0) : ResolvedColor(255, 214, 10)
    case .green: return light ? ResolvedColor(52, 199, 89) : ResolvedColor(48, 209, 88)
    case .mint: return light ? ResolvedColor(0, 199, 190) : ResolvedColor(102, 212, 207)
    case .teal: return light ? ResolvedColor(48, 176, 199) : ResolvedColor(64, 200, 224)
    case .cyan: return light ? ResolvedColor(50, 173, 230) : ResolvedColor(100, 210, 255)
    case .blue: return light ? ResolvedColor(0, 122, 255) : ResolvedColor(10, 132, 255)
    case .indigo: return light ? ResolvedColor(88, 86, 214) : ResolvedColor(94, 92, 230)
    case .purple: return light ? ResolvedColor(175, 82, 222) : ResolvedColor(191, 90, 242)
    case .pink: return light ? ResolvedColor(255, 45, 85) : ResolvedColor(255, 55, 95)
    case .brown: return light ? ResolvedColor(162, 132, 94) : ResolvedColor(172, 142, 104)
    }
  }

  /// SwiftUI's `Color.accentColor` when the app sets none: blue. An untinted `ProgressView` fills with it.
  public static let accent = NamedColor.blue
}

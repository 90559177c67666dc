extension NumberFormat {
  /// The en_US symbols of the currencies that have one other than their ISO code (ICU's `en` data, as
  /// Foundation formats them); any other code is written as itself, `CHF 12.34`.
  static let currencySymbols: [String: String] = [
    "AUD": "A$", "BRL": "R$", "CAD": "CA$", "CNY": "CN\u{A5}", "EUR": "\u{20AC}", "GBP": "\u{A3}",
    "HKD": "HK$", "ILS": "\u{20AA}", "INR": "\u{20B9}", "JPY": "\u{A5}", "KRW": "\u{20A9}", "MXN": "MX$",
    "NZD": "NZ$", "PHP": "\u{20B1}", "TWD": "NT$", "USD": "$", "VND": "\u{20AB}", "XAF": "FCFA",
    "XCD": "EC$", "XCG": "Cg.", "XOF": "F\u{202F}CFA", "XPF": "CFPF", "XXX": "\u{A4}",
  ]

  /// The currencies that show other than two fraction digits by default (ICU's currency data): the yen,
  /// the won and most others with no minor unit show none; the dinars of Bahrain, Jordan, Kuwait, Libya,
  /// Tunisia and the Omani rial three.
  static let currencyFractionDigits: [String: Int] = [
    "ADP": 0, "AFN": 0, "ALL": 0, "BHD": 3, "BIF": 0, "BYR": 0, "CLF": 4, "CLP": 0, "COP": 0, "DJF": 0,
    "ESP": 0, "GNF": 0, "IDR": 0, "IQD": 0, "IRR": 0, "ISK": 0, "ITL": 0, "JOD": 3, "JPY": 0, "KMF": 0,
    "KPW": 0, "KRW": 0, "KWD": 3, "LAK": 0, "LBP": 0, "LUF": 0, "LYD": 3, "MGA": 0, "MGF": 0, "MMK": 0,
    "MRO": 0, "OMR": 3, "PKR": 0, "PYG": 0, "RSD": 0, "RWF": 0, "SLL": 0, "SOS": 0, "STD": 0, "SYP": 0,
    "TMM": 0, "TND": 3, "TRL": 0, "UGX": 0, "UYI": 0, "UYW": 4, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0,
    "XPF": 0, "YER": 0, "ZMK": 0, "ZWD": 0,
  ]

  /// `$12.34`, `-€1.50`, `CHF 12.34`: the sign, then the symbol, then the number. As ICU's currency
  /// spacing does, a no-break space separates a symbol that ends in a letter or other non-symbol from a
  /// digit (`CHF 12.34`, but `CHFNaN` and `$12.34`).
  static func currencyText(_ number: String, code: String) -> String {
    let symbol = currencySymbols[code] ?? code
    let endsInSymbol = symbol.unicodeScalars.last.map(isSymbol) ?? true
    let startsWithDigit =
      number.utf8.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    return !endsInSymbol && startsWithDigit ? symbol + "\u{A0}" + number : symbol + number
  }

  private static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: true
    default: false
    }
  }
}

extension DateTimeFormat {
  /// The ICU skeleton swift-foundation asks the pattern generator for
  /// (`DateFieldCollection.formatterTemplate`): year `y`/`yy`, month `M` to `MMMMM`, day `d`/`dd`, weekday
  /// `EEE` to `EEEEEE`, hour `j` (with AM/PM: abbreviated `j`/`jj`, wide `jjj`/`jjjj`, narrow
  /// `jjjjj`/`jjjjjj`) or `J`/`JJ` without, minute `m`/`mm`, second `s`/`ss`, in that order.
  public var skeleton: String {
    var text = year == .twoDigits ? "yy" : year == nil ? "" : "y"
    switch month {
    case .defaultDigits: text += "M"
    case .twoDigits: text += "MM"
    case .abbreviated: text += "MMM"
    case .wide: text += "MMMM"
    case .narrow: text += "MMMMM"
    case nil: break
    }
    text += day == .twoDigits ? "dd" : day == nil ? "" : "d"
    switch weekday {
    case .abbreviated: text += "EEE"
    case .wide: text += "EEEE"
    case .narrow: text += "EEEEE"
    case .short: text += "EEEEEE"
    case nil: break
    }
    if let hour {
      let twoDigits = hour.digits == .twoDigits
      switch hour.amPM {
      case .omitted: text += twoDigits ? "JJ" : "J"
      case .abbreviated: text += twoDigits ? "jj" : "j"
      case .wide: text += twoDigits ? "jjjj" : "jjj"
      case .narrow: text += twoDigits ? "jjjjjj" : "jjjjj"
      }
    }
    text += minute == .twoDigits ? "mm" : minute == nil ? "" : "m"
    return text + (second == .twoDigits ? "ss" : second == nil ? "" : "s")
  }

  /// The same fields at their default widths, whose pattern the table always holds: a numeric field with
  /// as few digits as needed, an abbreviated weekday, an hour with abbreviated AM/PM (or none, if none was
  /// asked for); a month in words keeps its width, since languages write those differently.
  var canonical: DateTimeFormat {
    var format = DateTimeFormat()
    format.year = year.map { _ in .defaultDigits }
    format.month = month.map { $0.isNumeric ? .defaultDigits : $0 }
    format.day = day.map { _ in .defaultDigits }
    format.weekday = weekday.map { _ in .abbreviated }
    format.hour = hour.map {
      Hour(digits: .defaultDigits, amPM: $0.amPM == .omitted ? .omitted : .abbreviated)
    }
    format.minute = minute.map { _ in .defaultDigits }
    format.second = second.map { _ in .defaultDigits }
    return format
  }

  /// Year, month, day and weekday alone.
  var dateFields: DateTimeFormat {
    var format = DateTimeFormat()
    (format.year, format.month, format.day, format.weekday) = (year, month, day, weekday)
    return format
  }

  /// Hour, minute and second alone.
  var timeFields: DateTimeFormat {
    var format = DateTimeFormat()
    (format.hour, format.minute, format.second) = (hour, minute, second)
    return format
  }
}

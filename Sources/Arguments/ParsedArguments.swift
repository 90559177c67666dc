import JSON

/// What a command accepts: options that take a value, flags, and how many positional arguments.
package struct ArgumentSpec {
  package var options: [String] = []
  package var flags: [String] = []
  package var positional: ClosedRange<Int> = 0...0
  /// Options that may be given more than once.
  package var repeatable: [String] = []
  /// Flags that may carry a value written `--name=VALUE` (`--serve` or `--serve=127.0.0.1:2197`); the value
  /// is then the option's.
  package var optionalValues: [String] = []

  package init(
    options: [String] = [], flags: [String] = [], positional: ClosedRange<Int> = 0...0,
    repeatable: [String] = [],
    optionalValues: [String] = []
  ) {
    self.options = options
    self.flags = flags
    self.positional = positional
    self.repeatable = repeatable
    self.optionalValues = optionalValues
  }
}

/// Arguments split into positional values, options with values and flags, checked against a spec.
package struct ParsedArguments {
  package var positional: [String] = []
  package var options: [String: [String]] = [:]
  package var flags: Set<String> = []

  package init(_ arguments: [String], spec: ArgumentSpec) throws(CLIError) {
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      // `-h` is `--help` after a command as before one (`la-sim -h`): the short option a person types first.
      if argument == "-h", !onlyPositional {
        flags.insert("help")
        continue
      }
      if onlyPositional || !argument.hasPrefix("--") || argument == "-" {
        if argument.hasPrefix("-"), argument != "-", !onlyPositional, Double(argument) == nil {
          throw Self.unknownOption(argument, spec: spec)
        }
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if spec.optionalValues.contains(name) {
        flags.insert(name)
        if let value { options[name] = [value] }
      } else if name == "help" || spec.flags.contains(name) {
        guard value == nil else { throw CLIError.usage("option '--\(name)' takes no value") }
        flags.insert(name)
      } else if spec.options.contains(name) {
        if value == nil {
          guard index < arguments.count else { throw CLIError.usage("option '--\(name)' needs a value") }
          value = arguments[index]
          index += 1
        }
        if options[name] != nil, !spec.repeatable.contains(name) {
          throw CLIError.usage("option '--\(name)' given twice")
        }
        options[name, default: []].append(value!)
      } else {
        throw Self.unknownOption("--\(name)", spec: spec)
      }
    }
    if flags.contains("help") { return }
    guard spec.positional.contains(positional.count) else {
      if positional.count > spec.positional.upperBound {
        throw CLIError.usage("unexpected argument '\(positional[spec.positional.upperBound])'")
      }
      // `review DIR` takes exactly one: "at least 1" would read as if it took more.
      let exactly = spec.positional.lowerBound == spec.positional.upperBound
      let count = String.counted(spec.positional.lowerBound, "argument")
      throw CLIError.usage(
        (exactly ? "expected \(count)" : "expected at least \(count)")
          + (positional.isEmpty ? ", found none" : ", found \(positional.count)"))
    }
    // An empty value (a script's unset variable, `--out "$OUT"`) names no file, device or language: it is
    // said by its option or its place, before it reaches the file system as a path of no name.
    for name in spec.options + spec.optionalValues where options[name]?.contains("") == true {
      throw CLIError.usage("option '--\(name)' needs a value, found ''")
    }
    if let empty = positional.firstIndex(of: "") {
      throw CLIError.usage("argument \(empty + 1) is '' (empty); expected a path or a name")
    }
  }

  /// `unknown option '--devce'; did you mean '--device'? (known: …)`: the option meant, within la-sim's
  /// did-you-mean limit (`Spelling.nearest`), as a mistyped command or value is answered; a long option
  /// written with one dash (`-dir`) is answered with its two.
  static func unknownOption(_ written: String, spec: ArgumentSpec) -> CLIError {
    let names = spec.options + spec.flags + ["help"]
    let bare = String(written.drop { $0 == "-" })
    let meant = names.contains(bare) ? bare : Spelling.nearest(to: bare, in: names)
    let hint = meant.map { "; did you mean '--\($0)'?" } ?? ""
    let known = names.map { "--\($0)" }.joined(separator: ", ")
    return CLIError.usage("unknown option '\(written)'\(hint) (known: \(known))")
  }

  /// The single value of an option.
  package func value(_ name: String) -> String? { options[name]?.last }

  /// One of `choices`, or `fallback` when the option is absent.
  package func choice(_ name: String, _ choices: [String], default fallback: String) throws(CLIError)
    -> String
  {
    guard let value = value(name) else { return fallback }
    guard choices.contains(value) else {
      throw CLIError.invalidValue(value, for: "--\(name)", choices)
    }
    return value
  }
}

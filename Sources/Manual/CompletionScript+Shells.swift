/// The three shells' scripts.
extension CompletionScript {
  /// `source <(la-sim --generate-completion-script bash)`.
  var bash: String {
    var lines = [
      "# bash completion for la-sim: source <(la-sim --generate-completion-script bash)",
      "_la_sim() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=run word",
      "  for word in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do",
      "    case \"$word\" in \(commands.map(\.name).joined(separator: "|"))) command=\"$word\"; break ;; esac",
      "  done",
      "  case \"$command:$prev\" in",
    ]
    for command in commands {
      for option in command.options {
        let words = choices(option, command: command.name)
        let reply: String
        if !words.isEmpty {
          reply = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        } else if Self.directoryOptions.contains(option) {
          reply = "COMPREPLY=($(compgen -d -- \"$cur\"))"
        } else if Self.pathOptions.contains(option) {
          reply = "COMPREPLY=($(compgen -f -- \"$cur\"))"
        } else {
          reply = "COMPREPLY=()"
        }
        lines.append("    \(command.name):--\(option)) \(reply); return ;;")
      }
    }
    lines += ["  esac", "  case \"$command\" in"]
    for command in commands {
      lines.append("    \(command.name)) local options=\"\(command.words.joined(separator: " "))\" ;;")
    }
    lines += [
      "  esac",
      "  if [[ \"$cur\" == -* ]]; then",
      "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
      "  elif [ \"$COMP_CWORD\" -eq 1 ]; then",
      "    COMPREPLY=($(compgen -W \"\(commandNames) \(fixtureNames) --help --version"
        + " --generate-completion-script --generate-man-page\" -- \"$cur\") $(compgen -f -- \"$cur\"))",
      "  elif [ \"$prev\" = --generate-completion-script ]; then",
      "    COMPREPLY=($(compgen -W \"\(Self.shells.joined(separator: " "))\" -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -W \"\(fixtureNames)\" -- \"$cur\") $(compgen -f -- \"$cur\"))",
      "  fi",
      "}",
      "complete -o filenames -F _la_sim la-sim",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Saved as `_la-sim` in a directory of `$fpath`, or `source <(la-sim --generate-completion-script zsh)`.
  var zsh: String {
    var lines = [
      "#compdef la-sim",
      "# zsh completion for la-sim: la-sim --generate-completion-script zsh > \"${fpath[1]}/_la-sim\"",
      "_la_sim_fixtures() { compadd -- \(fixtureNames); _files }",
      "_la_sim() {",
      "  local -a commands",
      "  commands=(",
    ]
    for command in commands {
      lines.append("    '\(command.name):\(command.abstract.replacingQuote)'")
    }
    lines += [
      "  )",
      "  local command=run",
      "  if (( CURRENT == 2 )); then",
      "    _describe command commands",
      "    compadd -- --help --version --generate-completion-script --generate-man-page",
      "    _la_sim_fixtures",
      "    return",
      "  fi",
      "  if [[ ${words[2]} == --generate-completion-script ]]; then compadd -- \(Self.shells.joined(separator: " ")); return; fi",
      "  if (( ${+commands[(r)${words[2]}:*]} )); then command=${words[2]}; shift words; (( CURRENT-- )); fi",
      "  case $command in",
    ]
    for command in commands {
      var specs = command.options.map { option -> String in
        let words = choices(option, command: command.name)
        let action =
          !words.isEmpty
          ? "(\(words.joined(separator: " ")))"
          : Self.directoryOptions.contains(option)
            ? "_directories" : Self.pathOptions.contains(option) ? "_files" : " "
        let repeats = command.repeatable.contains(option) ? "*" : ""
        return "'\(repeats)--\(option)=:\(option):\(action)'"
      }
      specs += command.flags.map { "'--\($0)'" }
      specs.append("'*:fixture:_la_sim_fixtures'")
      lines.append("    \(command.name)) _arguments -S \(specs.joined(separator: " ")) ;;")
    }
    lines += ["  esac", "}", "compdef _la_sim la-sim 2>/dev/null || _la_sim \"$@\""]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Saved as `~/.config/fish/completions/la-sim.fish`.
  var fish: String {
    var lines = [
      "# fish completion for la-sim: la-sim --generate-completion-script fish > ~/.config/fish/completions/la-sim.fish",
      "complete -c la-sim -f",
      "complete -c la-sim -n __fish_use_subcommand -a '\(fixtureNames)' -d 'built-in fixture'",
      "complete -c la-sim -n __fish_use_subcommand -F",
      "complete -c la-sim -n __fish_use_subcommand -l generate-completion-script -x -a '\(Self.shells.joined(separator: " "))'",
      "complete -c la-sim -n __fish_use_subcommand -l version",
      "complete -c la-sim -n __fish_use_subcommand -l generate-man-page",
      "complete -c la-sim -l help -d 'describe the command'",
    ]
    for command in commands {
      let seen = "'__fish_seen_subcommand_from \(command.name)'"
      lines.append(
        "complete -c la-sim -n __fish_use_subcommand -a \(command.name) -d '\(command.abstract.replacingQuote)'"
      )
      lines.append("complete -c la-sim -n \(seen) -a '\(fixtureNames)' -F")
      for option in command.options {
        let words = choices(option, command: command.name)
        let values =
          !words.isEmpty
          ? "-x -a '\(words.joined(separator: " "))'" : Self.pathOptions.contains(option) ? "-r -F" : "-x"
        lines.append("complete -c la-sim -n \(seen) -l \(option) \(values)")
      }
      for flag in command.flags { lines.append("complete -c la-sim -n \(seen) -l \(flag)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// Safe inside a shell's single quotes: `'` becomes `’`.
  fileprivate var replacingQuote: String { String(map { $0 == "'" ? "’" : $0 }) }
}

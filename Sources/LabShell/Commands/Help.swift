import LabCore

extension Command {
    static let help = Command(
        name: "help", group: .session, changesDevice: false,
        summary: "List the commands, or explain one (or a UIKit type)",
        arguments: [.optional([.value(.command)]), .option("--all", nil)],
        example: "launch",
        details: "Usage lines use UPPERCASE for values, [brackets] for optional parts and a|b for either.\nQuote names with spaces: launch \"Empty Window\". Tab completes commands and arguments.\n`help UIKit` lists what the simulated SDK offers; `help UIWindow` (any of its types) lists its members; `help SpriteKit`, `help WebKit` and `help RealmSwift` list those frameworks' types."
    ) { invocation, session throws(CommandError) in
        if invocation.flag("--all") {
            session.print(HelpText.overview(session.registry, style: session.style).joined(separator: "\n"))
        } else if let topic = invocation.positionals.first {
            let lifecycle = LifecycleAPI.entries(named: topic)
            if !lifecycle.isEmpty {
                session.print(QuickHelpText.lines(lifecycle, device: session.device, lessonsDirectory: session.lessonsDirectory).joined(separator: "\n"))
                return
            }
            if let lines = try SDKHelp.lines(for: topic) {
                session.print(lines.joined(separator: "\n"))
                return
            }
            guard let command = session.registry.command(named: topic) else {
                if let lines = SDKHelp.realmLines(for: topic) {
                    session.print(lines.joined(separator: "\n"))
                    return
                }
                let suggestions = NameMatch.closest(to: topic, among: session.registry.names.sorted())
                let quoted = InputLine.quoted(topic)
                throw CommandError(suggestions.isEmpty ? tr("no command named %@ (`help` lists commands)", quoted)
                    : tr("no command named %@ — did you mean %@? (`help` lists commands)", quoted, Suggestion.alternatives(suggestions.map { "\"\($0)\"" })))
            }
            session.print(HelpText.detail(of: command, style: session.style).joined(separator: "\n"))
        } else {
            session.print(HelpText.summary(session.registry, style: session.style).joined(separator: "\n"))
        }
    }
}

/// The text `help` shows.
enum HelpText {
    /// `help` alone: each group's command names, a screen's worth (`help --all` has their summaries).
    static func summary(_ registry: CommandRegistry, style: Styler, width: Int = 78) -> [String] {
        var lines: [String] = []
        for group in CommandGroup.allCases {
            let names = registry.commands.filter { $0.group == group }.map(\.name)
            guard !names.isEmpty else { continue }
            lines.append(style.paint(translated(group.rawValue), .bold))
            var row = ""
            var columns = 0
            for name in names {
                if columns > 0, 2 + columns + 2 + name.count > width {
                    lines.append("  " + row)
                    (row, columns) = ("", 0)
                }
                row += (columns == 0 ? "" : "  ") + style.paint(name, .cyan)
                columns += (columns == 0 ? 0 : 2) + name.count
            }
            if !row.isEmpty { lines.append("  " + row) }
        }
        lines.append("")
        lines.append(tr("`help COMMAND` shows details and an example; `help --all` lists every command with what it does."))
        lines.append(tr("Tab completes; ↑ recalls earlier lines."))
        return lines
    }

    /// Commands grouped under their `CommandGroup`, in group order, each with its usage and summary.
    static func overview(_ registry: CommandRegistry, style: Styler) -> [String] {
        let width = min(32, registry.commands.map(\.usage.count).max() ?? 0)
        var lines: [String] = []
        for group in CommandGroup.allCases {
            let commands = registry.commands.filter { $0.group == group }
            guard !commands.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(style.paint(translated(group.rawValue), .bold))
            for command in commands {
                let usage = command.usage
                if usage.count > width {
                    lines.append("  " + style.paint(usage, .cyan))
                    lines.append("  " + String(repeating: " ", count: width) + "  " + translated(command.summary))
                } else {
                    let padding = String(repeating: " ", count: width - usage.count)
                    lines.append("  " + style.paint(usage, .cyan) + padding + "  " + translated(command.summary))
                }
            }
        }
        lines.append("")
        lines.append(tr("`help COMMAND` shows details and an example. Tab completes; ↑ recalls earlier lines."))
        return lines
    }

    /// Usage, summary, example and details of one command.
    static func detail(of command: Command, style: Styler) -> [String] {
        var lines = [tr("usage: %@", style.paint(command.usage, .cyan)), "  " + translated(command.summary), "", tr("example:"), "  lab> " + command.example]
        if !command.details.isEmpty {
            lines.append("")
            lines += translated(command.details).split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
        }
        return lines
    }
}

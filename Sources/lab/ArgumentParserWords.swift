import ArgumentParser
import Foundation
import LabShell

/// ArgumentParser writes its headings and its own option texts in English and has no way to
/// name them otherwise (its HelpGenerator's `OVERVIEW:`, `USAGE:`, `OPTIONS:`… are literals).
/// `lab` asks it for the whole message (`fullMessage(for:)`) and words those pieces through the
/// catalogs before printing, so `lab --help --lang ru` has no English heading; the layout
/// (column widths, wrapping) is ArgumentParser's. docs/formats.md, "Message catalogs".
enum ArgumentParserWords {
    /// Headings at the start of a line, and whole texts ArgumentParser supplies.
    static let headings = ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "Error:", "Usage:", "Help:"]

    /// `message` with ArgumentParser's own words in the language of `lab --help`.
    static func worded(_ message: String) -> String {
        var lines = message.components(separatedBy: "\n")
        for index in lines.indices {
            var line = lines[index]
            if let heading = headings.first(where: { line.hasPrefix($0) }) {
                let rest = line.dropFirst(heading.count)
                let worded = words(heading)
                // A full-width colon (Chinese) carries its own space.
                line = worded + (worded.hasSuffix("：") && rest.hasPrefix(" ") ? rest.dropFirst() : rest)
            }
            for text in ["Show the version.", "Show help information.", "Show subcommand help information."] where line.hasSuffix(text) {
                line = line.dropLast(text.count) + words(text)
            }
            if line.hasPrefix("  See '"), line.hasSuffix(" <subcommand>' for detailed help.") {
                let command = line.dropFirst("  See '".count).dropLast(" <subcommand>' for detailed help.".count)
                line = "  " + tr("See '%@ <subcommand>' for detailed help.", String(command))
            }
            if line.hasPrefix("  See '"), line.hasSuffix(" --help' for more information.") {
                let command = line.dropFirst("  See '".count).dropLast(" --help' for more information.".count)
                line = "  " + tr("See '%@ --help' for more information.", String(command))
            }
            lines[index] = line
        }
        return lines.joined(separator: "\n")
    }

    private static func words(_ english: String) -> String {
        switch english {
        case "OVERVIEW:": tr("OVERVIEW:")
        case "USAGE:": tr("USAGE:")
        case "ARGUMENTS:": tr("ARGUMENTS:")
        case "OPTIONS:": tr("OPTIONS:")
        case "SUBCOMMANDS:": tr("SUBCOMMANDS:")
        case "Error:": tr("Error:")
        case "Usage:": tr("Usage:")
        case "Help:": tr("Help:")
        case "Show the version.": tr("Show the version.")
        case "Show help information.": tr("Show help information.")
        case "Show subcommand help information.": tr("Show subcommand help information.")
        default: english
        }
    }

    /// Parses and runs `command` as ArgumentParser's `main` does, printing its messages worded.
    static func main<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String]) {
        do {
            var parsed = try command.parseAsRoot(arguments)
            try parsed.run()
        } catch {
            let message = command.fullMessage(for: error)
            let code = command.exitCode(for: error)
            guard !message.isEmpty, Words.language != .en else { command.exit(withError: error) }
            let worded = worded(message)
            if code == .success {
                print(worded)
            } else {
                FileHandle.standardError.write(Data((worded + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}

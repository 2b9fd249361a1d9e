import Foundation
import LabCore

/// The Mac's mouse and keyboard inside windows: `click` and `type` (docs/lifecycle.md, "The Mac",
/// Views and events).
extension CommandRegistry {
    static var macInputCommands: [Command] { [.click, .type] }
}

extension Command {
    static let click = Command(
        .click, group: .apps,
        summary: "Mac: click a view in the active app's windows — a button sends its action, a text field takes the keys",
        arguments: [.value(.title)],
        example: "Greet",
        details: """
        A button goes by its title, a text field by its text or placeholder, a label by its text, a view of the app's
        own class by the class's name. Its window becomes key; a view that accepts first responder (an editable text
        field) becomes the window's first responder; then the view gets mouseDown(with:) and mouseUp(with:): a button
        sends its action to its target, or up the responder chain when it has none. `views` shows each window's views.
        """,
        logLine: { arguments, device in device.isMac ? "▸ " + tr("click \"%@\"", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        let title = invocation.positionals[0]
        try session.onDevice { device throws(DeviceError) in try device.macClick(title, entry: .record(arguments: [title])) }
    }

    static let type = Command(
        .type, group: .apps,
        summary: "Mac: type on the keyboard — the keys go to the key window's first responder",
        arguments: [.value(.text("TEXT"))],
        example: "\"Ada\"",
        details: """
        One key down per character, to the active app's key window: its first responder takes them (an editable text
        field inserts the text; a view of the app's class gets keyDown(with:)) or passes them up the responder chain;
        a key that no responder takes beeps. {return}, {tab}, {delete} and {escape} are those keys: Return sends a text
        field's action (or clicks the window's default button), Tab moves to the next view of the key view loop.
        """,
        logLine: { arguments, device in device.isMac ? "▸ " + tr("type \"%@\"", arguments.first ?? "") : nil }
    ) { invocation, session throws(CommandError) in
        let typed = invocation.positionals[0]
        try session.onDevice { device throws(DeviceError) in try device.macType(MacKeys.characters(typed), entry: .record(arguments: [typed])) }
    }
}

/// The keys `type` spells in braces, and back for the log.
enum MacKeys {
    static let named: [(name: String, character: String)] = [("{return}", "\r"), ("{tab}", "\t"), ("{delete}", "\u{7f}"), ("{escape}", "\u{1b}")]

    /// `Ada{return}` → "Ada\r".
    static func characters(_ typed: String) -> String {
        named.reduce(typed) { $0.replacingOccurrences(of: $1.name, with: $1.character) }
    }

    /// "Ada\r" → `Ada{return}`.
    static func typed(_ characters: String) -> String {
        named.reduce(characters) { $0.replacingOccurrences(of: $1.character, with: $1.name) }
    }
}

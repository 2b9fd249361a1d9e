extension Command {
    static let quit = Command(
        name: "quit", group: .session,
        summary: "Leave lab (Ctrl-D on an empty line does the same)",
        usage: "quit",
        example: "quit",
        details: "History is saved for next time; a recording in progress is already on disk."
    ) { _, session throws(CommandError) in
        session.finish()
    }
}

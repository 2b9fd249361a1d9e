/// What the user did on the Mac, as the log's `▸` line says it (the iPhone's words are `ActionText`).
enum MacActionText {
    static func describe(_ action: String, _ arguments: [String]) -> String? {
        let app = arguments.first ?? ""
        return switch action {
        case "launch": tr("double-click \"%@\" in the Finder (launch)", app)
        case "activate": tr("click a window of \"%@\" (activate)", app)
        case "hide": tr("Cmd-H: hide \"%@\"", app)
        case "close-window": tr("click the close button of \"%@\"'s front window", app)
        case "quit": tr("Cmd-Q: quit \"%@\"", app)
        case "reopen": tr("click \"%@\" in the Dock (reopen)", app)
        case "force-quit": tr("Option-Cmd-Esc: force quit \"%@\"", app)
        case "logout": tr("Apple menu ▸ Log Out")
        default: nil
        }
    }
}

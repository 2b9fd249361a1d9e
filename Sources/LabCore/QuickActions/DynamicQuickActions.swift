/// Each app's dynamic quick actions (`UIApplication.shared.shortcutItems = …`), kept for the
/// app across launches as the JSON the SDK sends; the Home screen lists them after Info.plist's.
struct DynamicQuickActions: Sendable {
    private var json: [String: String] = [:]

    /// The app's items as the SDK wrote them (`[]` for none).
    func json(of identifier: String) -> String { json[identifier] ?? "[]" }

    /// The app's items.
    func items(of identifier: String) -> [ShortcutItem] { ShortcutItem.items(fromJSON: json(of: identifier)) }

    mutating func set(_ items: String, for identifier: String) { json[identifier] = items }

    /// An uninstalled app's items go with it.
    mutating func forget(_ identifier: String) { json[identifier] = nil }
}

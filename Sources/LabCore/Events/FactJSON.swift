/// A fact — an enum case with its arguments (`SystemEvent.installed(app:bundleIdentifier:update:)`,
/// `CrashCause.watchdog(.launch)`) — as JSON: the case's name and its arguments by label, read
/// with `Mirror` so every case is covered without a hand-written line per case. No words: a
/// message reworded in LabShell changes nothing here (docs/formats.md, "Events: JSON Lines").
public enum FactJSON {
    /// The case name of an enum value (`installed`).
    public static func name(of fact: Any) -> String {
        let mirror = Mirror(reflecting: fact)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        return String(describing: fact)
    }

    /// The arguments of an enum case as a JSON object, each under its label; an unlabeled one
    /// under `value` when it is alone, else under its position (`0`, `1`, …).
    public static func arguments(of fact: Any) -> JSONScalar {
        let mirror = Mirror(reflecting: fact)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return .object([]) }
        let parts = Mirror(reflecting: payload)
        if parts.displayStyle == .tuple {
            return .object(parts.children.enumerated().map { index, child in
                (label(child.label, position: index), value(child.value))
            })
        }
        return .object([(singleLabel(of: fact) ?? "value", value(payload))])
    }

    /// A value inside a fact: strings, numbers, truth values, null, arrays, and nested facts
    /// (a case without arguments as its name — never its raw value, which may be words — one
    /// with arguments as `{"fact":…,"arguments":…}`).
    static func value(_ any: Any) -> JSONScalar {
        switch any {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .int(int)
        case let double as Double: return .double(double)
        default: break
        }
        let mirror = Mirror(reflecting: any)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { value($0.value) } ?? .null
        case .collection, .set:
            return .array(mirror.children.map { value($0.value) })
        case .enum:
            if mirror.children.isEmpty { return .string(String(describing: any)) }
            return .object([("fact", .string(name(of: any))), ("arguments", arguments(of: any))])
        case .struct, .class, .tuple:
            return .object(mirror.children.enumerated().map { index, child in (label(child.label, position: index), value(child.value)) })
        default:
            return .string(String(describing: any))
        }
    }

    private static func label(_ label: String?, position: Int) -> String {
        guard let label, !label.hasPrefix(".") else { return String(position) }
        return label
    }

    /// The label of a case's only argument: a one-element payload is not a tuple, so `Mirror`
    /// loses it; the value's description (`removed(app: "Radio")`) still shows it.
    private static func singleLabel(of fact: Any) -> String? {
        let description = String(describing: fact)
        guard let open = description.firstIndex(of: "(") else { return nil }
        let rest = description[description.index(after: open)...]
        guard let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix(": ") else { return nil }
        let label = rest[..<colon]
        guard let first = label.first, first.isLetter || first == "_",
              label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(label)
    }
}

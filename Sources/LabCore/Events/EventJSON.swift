/// The JSON Lines form of events, written by hand so that key order is fixed
/// (`seq`, `t`, `app`, `kind`, then the kind's fields) and output is byte-stable. Facts carry
/// their case and arguments (`FactJSON`), never words: rewording a message changes no line.
extension Event {
    public var jsonLine: String {
        var fields: [(String, JSONScalar)] = [
            ("seq", .int(seq)), ("t", .int(t)),
            ("app", app.map(JSONScalar.string) ?? .null), ("kind", .string(kind.name)),
        ]
        switch kind {
        case let .action(name, arguments):
            fields.append(("name", .string(name)))
            fields.append(("arguments", .strings(arguments)))
        case let .state(from, to):
            fields.append(("from", .string(from.rawValue)))
            fields.append(("to", .string(to.rawValue)))
        case let .sceneState(scene, from, to):
            fields.append(("scene", .string(scene)))
            fields.append(("from", .string(from.rawValue)))
            fields.append(("to", .string(to.rawValue)))
        case let .callback(receiver, name, implemented):
            fields.append(("receiver", .string(receiver)))
            fields.append(("name", .string(name)))
            fields.append(("implemented", .bool(implemented)))
        case let .notification(name):
            fields.append(("name", .string(name)))
        case let .system(note):
            fields.append(("fact", .string(FactJSON.name(of: note))))
            fields.append(("arguments", FactJSON.arguments(of: note)))
        case let .console(text), let .warning(text):
            fields.append(("text", .string(text)))
        case let .advice(advice):
            fields.append(("name", .string(advice.name)))
            fields += advice.fields
        case let .crash(cause, code):
            fields.append(("cause", .string(FactJSON.name(of: cause))))
            fields.append(("arguments", FactJSON.arguments(of: cause)))
            fields.append(("code", .string(code)))
        case let .lesson(name, lesson, step):
            fields.append(("name", .string(name)))
            fields.append(("lesson", .string(lesson)))
            fields.append(("step", .string(step)))
        case let .push(title, body, silent):
            fields.append(("title", title.map(JSONScalar.string) ?? .null))
            fields.append(("body", body.map(JSONScalar.string) ?? .null))
            fields.append(("silent", .bool(silent)))
        case let .wake(reason):
            fields.append(("reason", .string(reason)))
        case let .deadline(what, met):
            fields.append(("what", .string(what.call)))
            fields.append(("met", .bool(met)))
        case let .mac(.state(from, to)):
            fields.append(("from", .string(from.rawValue)))
            fields.append(("to", .string(to.rawValue)))
        case let .mac(event):
            // The case's name (`windowClosed`, `logoutCancelled`), its facts after it as Swift prints them.
            let described = "\(event)"
            fields.append(("event", .string(String(described.prefix { $0 != "(" }))))
            fields.append(("facts", .string(String(described.drop { $0 != "(" }))))
        }
        // Added field: present only inside app code, so top-level lines keep the documented shape.
        if depth > 0 { fields.append(("depth", .int(depth))) }
        // Added field: the row of the lifecycle tables that produced the event, when one did.
        if let rule { fields.append(("rule", .string(rule.rawValue))) }
        return "{" + fields.map { "\(JSONScalar.quote($0.0)):\($0.1.encoded)" }.joined(separator: ",") + "}"
    }
}

/// The few JSON values an event line needs.
public enum JSONScalar: Sendable {
    case null, bool(Bool), int(Int), double(Double), string(String), strings([String])
    indirect case array([JSONScalar])
    /// Keys in the order given.
    indirect case object([(String, JSONScalar)])

    public var encoded: String {
        switch self {
        case .null: "null"
        case let .bool(b): b ? "true" : "false"
        case let .int(i): String(i)
        case let .string(s): JSONScalar.quote(s)
        case let .strings(list): "[" + list.map(JSONScalar.quote).joined(separator: ",") + "]"
        case let .double(d): d.isFinite ? (d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)) : "null"
        case let .array(items): "[" + items.map(\.encoded).joined(separator: ",") + "]"
        case let .object(fields): "{" + fields.map { JSONScalar.quote($0.0) + ":" + $0.1.encoded }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

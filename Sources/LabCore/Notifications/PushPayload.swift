import Foundation

/// A remote notification's payload (docs/lifecycle.md "Remote notifications"): a JSON object of
/// at most 4096 bytes with an `aps` dictionary, as APNs and `xcrun simctl push` take it.
public struct PushPayload: Sendable, Equatable {
    /// The payload as compact JSON, as the app receives it (`userInfo`).
    public var json: String
    public var title: String?
    public var body: String?
    public var badge: Int?
    public var sound: String?
    /// `content-available: 1`.
    public var contentAvailable: Bool
    /// `"Simulator Target Bundle"` of a `.apns` file.
    public var targetBundle: String?
    /// A local notification's request identifier (nil for a push).
    public var requestIdentifier: String? = nil
    /// The notification's category (`aps.category`, or the content's `categoryIdentifier`).
    public var category: String? = nil

    /// A silent push wakes the app and shows nothing: content-available with no alert, badge or sound.
    public var isSilent: Bool { contentAvailable && title == nil && body == nil && badge == nil && sound == nil }
    public var hasAlert: Bool { title != nil || body != nil }

    /// APNs refuses a payload over 4 KB.
    public static let maximumSize = 4096

    /// Reads and checks a payload; `source` names it in messages (`alert.json`).
    public static func parse(_ data: Data, source: String) throws(DeviceError) -> PushPayload {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            // Foundation's own words for what is wrong (`Invalid value`), as swiftc's errors are kept.
            var detail = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? ""
            while detail.hasSuffix(".") { detail.removeLast() }
            if let range = detail.range(of: #"around character \d+"#, options: .regularExpression),
               let offset = Int(detail[range].split(separator: " ").last ?? "") {
                // The parser counts bytes from the start; a learner looks for a line and column.
                let before = data.prefix(offset)
                let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
                let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
                let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
                detail.removeSubrange(range)
                throw DeviceError.badPayload(source: source, .notJSON(parserReason: trimmed(detail), line: line, column: column))
            }
            // The parser names no place for a file that stops early: its end is the place.
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            throw DeviceError.badPayload(source: source, .notJSON(parserReason: trimmed(detail), line: lines.count,
                                                                  column: (lines.last?.count ?? 0) + 1))
        }
        guard let dictionary = object as? [String: Any] else {
            throw DeviceError.badPayload(source: source, .notObject(found: jsonType(of: object)))
        }
        guard let aps = dictionary["aps"] as? [String: Any] else {
            throw DeviceError.badPayload(source: source, .noAPS)
        }
        let compact = (try? JSONSerialization.data(withJSONObject: dictionary.filter { $0.key != "Simulator Target Bundle" },
                                                   options: [.sortedKeys])) ?? data
        guard compact.count <= maximumSize else {
            throw DeviceError.badPayload(source: source, .tooLarge(bytes: compact.count, limit: maximumSize))
        }
        if let problem = wrongType(in: dictionary, aps: aps) { throw DeviceError.badPayload(source: source, problem) }
        var badge: Int?
        if let raw = aps["badge"] {
            // APNs takes a whole number, 0 or more: "x", -5, 1.5 and 1e100 are no badge.
            guard !isBoolean(raw), let number = raw as? Int, number >= 0 else {
                let json = (try? JSONSerialization.data(withJSONObject: [raw], options: [.fragmentsAllowed])).map {
                    String(decoding: $0.dropFirst().dropLast(), as: UTF8.self)
                }
                throw DeviceError.badPayload(source: source, .badBadge(found: json ?? "\(raw)"))
            }
            badge = number
        }
        var payload = PushPayload(json: String(decoding: compact, as: UTF8.self), title: nil, body: nil,
                                  badge: badge, sound: aps["sound"] as? String,
                                  contentAvailable: (aps["content-available"] as? Int) == 1,
                                  targetBundle: dictionary["Simulator Target Bundle"] as? String)
        payload.category = aps["category"] as? String
        if let text = aps["alert"] as? String {
            payload.body = text
        } else if let alert = aps["alert"] as? [String: Any] {
            payload.title = alert["title"] as? String
            payload.body = (alert["body"] as? String) ?? (alert["subtitle"] as? String)
        }
        guard payload.hasAlert || payload.badge != nil || payload.sound != nil || payload.contentAvailable else {
            throw DeviceError.badPayload(source: source, .showsNothing)
        }
        return payload
    }

    /// The first key whose value APNs would not take: an alert is a string or a dictionary of
    /// strings, a sound a string (or a critical alert's dictionary), content-available a number,
    /// a .apns file's target bundle a string. Before, a number there was silently read as no alert.
    static func wrongType(in dictionary: [String: Any], aps: [String: Any]) -> DeviceError.PayloadProblem? {
        func problem(_ key: String, _ value: Any?, _ expected: [DeviceError.JSONType], _ fits: (Any) -> Bool) -> DeviceError.PayloadProblem? {
            guard let value, !fits(value) else { return nil }
            return .wrongType(key: key, expected: expected, found: jsonType(of: value))
        }
        let isString: (Any) -> Bool = { $0 is String }
        if let found = problem("Simulator Target Bundle", dictionary["Simulator Target Bundle"], [.string], isString) { return found }
        if let found = problem("aps.alert", aps["alert"], [.string, .dictionary], { $0 is String || $0 is [String: Any] }) { return found }
        if let alert = aps["alert"] as? [String: Any] {
            for key in ["title", "subtitle", "body"] {
                if let found = problem("aps.alert.\(key)", alert[key], [.string], isString) { return found }
            }
        }
        if let found = problem("aps.sound", aps["sound"], [.string], { $0 is String || $0 is [String: Any] }) { return found }
        if let found = problem("aps.content-available", aps["content-available"], [.number], { !isBoolean($0) && $0 is Int }) { return found }
        return problem("aps.category", aps["category"], [.string], isString)
    }

    /// JSON's `true` and `false`: Foundation hands them over as numbers that also read as Int.
    public static func isBoolean(_ value: Any) -> Bool {
        String(describing: type(of: value)).contains("Boolean") || type(of: value) == Bool.self
    }

    static func jsonType(of value: Any) -> DeviceError.JSONType {
        if isBoolean(value) { return .boolean }
        switch value {
        case is String: return .string
        case is [Any]: return .array
        case is [String: Any]: return .dictionary
        case is NSNull: return .null
        default: return .number
        }
    }

    /// The parser's reason without the place (given as line and column) or a final full stop.
    private static func trimmed(_ detail: String) -> String {
        var text = detail.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix(".") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `push APP --alert TEXT [--badge N] [--sound NAME]` or `--silent`, without a file.
    public static func make(alert: String?, badge: Int?, sound: String?, silent: Bool) throws(DeviceError) -> PushPayload {
        guard alert != nil || badge != nil || sound != nil || silent else {
            throw DeviceError.emptyPush
        }
        // Written by hand, keys sorted as JSONSerialization's .sortedKeys writes them: the same
        // compact JSON a file would give, without a round trip through Foundation's JSON.
        var fields: [String] = []
        if let alert { fields.append("\"alert\":" + jsonString(alert)) }
        if let badge { fields.append("\"badge\":\(badge)") }
        if silent { fields.append("\"content-available\":1") }
        if let sound { fields.append("\"sound\":" + jsonString(sound)) }
        return PushPayload(json: "{\"aps\":{" + fields.joined(separator: ",") + "}}", title: nil, body: alert, badge: badge,
                           sound: sound, contentAvailable: silent, targetBundle: nil)
    }

    /// A JSON string literal, escaped as JSONSerialization escapes it (the event log's
    /// quoting, plus `\/` for a slash).
    static func jsonString(_ text: String) -> String {
        JSONScalar.quote(text).replacingOccurrences(of: "/", with: "\\/")
    }
}

/// A notification in Notification Centre.
public struct DeliveredNotification: Sendable, Equatable {
    public var app: String
    public var payload: PushPayload
    /// Virtual time of delivery.
    public var at: Int
}

import LabCore

extension PlistValue {
    /// The value as lesson.yaml writes a scalar: strings as they are, numbers in decimal,
    /// booleans `true`/`false`; nil for dates, data and dictionaries.
    var lessonScalar: String? {
        switch self {
        case let .string(text): text
        case let .integer(number): String(number)
        case let .real(number): String(number)
        case let .bool(flag): flag ? "true" : "false"
        default: nil
        }
    }

    /// The value as a ✗ line shows it: a scalar as written, an array as `[a, b]`.
    var lessonShown: String {
        if case let .array(items) = self { return "[" + items.map(\.lessonShown).joined(separator: ", ") + "]" }
        return lessonScalar ?? "…"
    }

    /// Whether the value is `expected`, or an array holding it (`UIBackgroundModes` has `fetch`).
    func holds(_ expected: String) -> Bool {
        if case let .array(items) = self { return items.contains { $0.lessonScalar == expected } }
        return lessonScalar == expected
    }
}

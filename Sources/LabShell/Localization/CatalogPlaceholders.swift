import Foundation

/// The placeholders of a catalog entry, as `.strings` files write them: `%@` a text, `%d` a
/// whole number, `%1$@` / `%2$d` the same by position (a translation may reorder them), `%%` a
/// percent sign. Nothing else is a placeholder the lab fills.
public struct CatalogPlaceholders: Equatable, Sendable {
    public enum Kind: Character, Sendable { case text = "@", number = "d" }

    /// The kind of each argument, by position (first argument first).
    public var kinds: [Kind]

    /// The placeholders of `format`, or nil when it has one the lab cannot fill (`%s`, a lone `%`,
    /// a position given twice with two kinds, a position skipped).
    public init?(_ format: String) {
        var byPosition: [Int: Kind] = [:]
        var next = 1
        for piece in CatalogPlaceholders.pieces(format) {
            if piece == .unknown { return nil }
            guard case let .placeholder(position, kind) = piece else { continue }
            let index = position ?? next
            if position == nil { next += 1 }
            if let known = byPosition[index], known != kind { return nil }
            byPosition[index] = kind
        }
        guard byPosition.keys.sorted() == Array(1..<(byPosition.count + 1)) else { return nil }
        kinds = byPosition.keys.sorted().map { byPosition[$0]! }
    }

    enum Piece: Equatable {
        case literal(String)
        case placeholder(position: Int?, kind: Kind)
        /// `%` followed by something that is not a placeholder the lab fills.
        case unknown
    }

    /// `format` as literal runs and placeholders.
    static func pieces(_ format: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else { literal.append(character); continue }
            guard index < format.endIndex else { pieces.append(.unknown); break }
            if format[index] == "%" { literal.append("%"); index = format.index(after: index); continue }
            // An optional position: digits then `$`.
            var digits = ""
            var scan = index
            while scan < format.endIndex, let digit = format[scan].wholeNumberValue, format[scan].isASCII {
                digits.append(String(digit)); scan = format.index(after: scan)
            }
            var position: Int?
            if !digits.isEmpty, scan < format.endIndex, format[scan] == "$" {
                position = Int(digits)
                index = format.index(after: scan)
            }
            guard index < format.endIndex, let kind = Kind(rawValue: format[index]) else { pieces.append(.unknown); continue }
            index = format.index(after: index)
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
            pieces.append(.placeholder(position: position, kind: kind))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }
}

/// A value a catalog entry's placeholder takes: a text (`%@`) or a whole number (`%d`).
public protocol CatalogArgument: Sendable {
    var catalogKind: CatalogPlaceholders.Kind { get }
    var catalogText: String { get }
}

extension String: CatalogArgument {
    public var catalogKind: CatalogPlaceholders.Kind { .text }
    public var catalogText: String { self }
}

extension Substring: CatalogArgument {
    public var catalogKind: CatalogPlaceholders.Kind { .text }
    public var catalogText: String { String(self) }
}

extension Int: CatalogArgument {
    public var catalogKind: CatalogPlaceholders.Kind { .number }
    public var catalogText: String { String(self) }
}

extension CatalogPlaceholders {
    /// `format` with its placeholders filled from `arguments`, or nil when they do not fit
    /// (a count or a kind that differs).
    static func fill(_ format: String, with arguments: [any CatalogArgument]) -> String? {
        guard let parsed = ParsedFormats.shared.parsed(format), parsed.kinds == arguments.map(\.catalogKind) else { return nil }
        var text = ""
        var next = 0
        for piece in parsed.pieces {
            switch piece {
            case let .literal(run): text += run
            case let .placeholder(position, _):
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                text += arguments[index].catalogText
            case .unknown: return nil
            }
        }
        return text
    }
}

/// Each format read once: the narration words every event through `tr`, thousands of times a
/// second, and reading a format's placeholders each time was a sixth of a command's time.
final class ParsedFormats: @unchecked Sendable {
    static let shared = ParsedFormats()

    struct Parsed {
        var kinds: [CatalogPlaceholders.Kind]
        var pieces: [CatalogPlaceholders.Piece]
    }

    private var formats: [String: Parsed?] = [:]
    private let lock = NSLock()

    /// The format's placeholders and pieces; nil when it has one the lab cannot fill.
    func parsed(_ format: String) -> Parsed? {
        lock.lock()
        defer { lock.unlock() }
        if let known = formats[format] { return known }
        let parsed = CatalogPlaceholders(format).map { Parsed(kinds: $0.kinds, pieces: CatalogPlaceholders.pieces(format)) }
        formats[format] = .some(parsed)
        return parsed
    }
}

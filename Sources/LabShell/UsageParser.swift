/// Reads the usage notation (see `UsagePattern`) into a small tree.
struct UsageParser {
    private var tokens: [String]
    private var position = 0

    init(_ usage: String) {
        var tokens: [String] = []
        var word = ""
        for character in usage {
            if character == " " || "[]|".contains(character) {
                if !word.isEmpty { tokens.append(word) }
                word = ""
                if character != " " { tokens.append(String(character)) }
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { tokens.append(word) }
        self.tokens = tokens
    }

    var atEnd: Bool { position == tokens.count }

    mutating func name() -> String? {
        guard let first = tokens.first, !"[]|".contains(first) else { return nil }
        position = 1
        return first
    }

    /// alternatives := sequence ('|' sequence)*
    mutating func alternatives() -> UsageNode? {
        var branches: [UsageNode] = []
        repeat {
            if position < tokens.count, tokens[position] == "|" { position += 1 }
            guard let sequence = sequence() else { return nil }
            branches.append(sequence)
        } while position < tokens.count && tokens[position] == "|"
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    /// sequence := item*, where `--name VALUE` pairs become options.
    private mutating func sequence() -> UsageNode? {
        var items: [UsageNode] = []
        while position < tokens.count {
            let token = tokens[position]
            if token == "|" || token == "]" { break }
            position += 1
            if token == "[" {
                guard let inner = alternatives(), position < tokens.count, tokens[position] == "]" else { return nil }
                position += 1
                items.append(.optional(inner))
            } else if UsagePattern.isOptionName(token) {
                var value: String?
                if position < tokens.count, Self.isPlaceholder(tokens[position]) {
                    value = tokens[position]
                    position += 1
                }
                items.append(.option(token, value: value))
            } else {
                let repeats = token.hasSuffix("...")
                let text = repeats ? String(token.dropLast(3)) : token
                guard !text.isEmpty else { return nil }
                items.append(.word(UsagePattern.Slot(text: text, isLiteral: !Self.isPlaceholder(text), repeats: repeats)))
            }
        }
        return .sequence(items)
    }

    static func isPlaceholder(_ token: String) -> Bool {
        token.first.map { $0.isUppercase } ?? false
    }
}

/// The usage notation as a tree.
indirect enum UsageNode: Equatable {
    case word(UsagePattern.Slot)
    /// `--name VALUE` keeps its placeholder (`DIR`, `N`), for completing the value; a flag has none.
    case option(String, value: String?)
    case sequence([UsageNode])
    case choice([UsageNode])
    case optional(UsageNode)

    func collectOptions(into options: inout [String: String?]) {
        switch self {
        case .word: break
        case let .option(name, value): options[name] = .some(value)
        case let .sequence(items), let .choice(items): for item in items { item.collectOptions(into: &options) }
        case let .optional(inner): inner.collectOptions(into: &options)
        }
    }

    /// Every linear layout of positional slots this tree allows (options left out).
    func layouts() -> [[UsagePattern.Slot]] {
        switch self {
        case let .word(slot): return [[slot]]
        case .option: return [[]]
        case let .sequence(items):
            return items.reduce([[]]) { partial, item in
                partial.flatMap { head in item.layouts().map { head + $0 } }
            }
        case let .choice(items): return items.flatMap { $0.layouts() }
        case let .optional(inner): return [[]] + inner.layouts()
        }
    }
}

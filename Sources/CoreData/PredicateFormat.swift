@_spi(LifecycleLab) import UIKit
import Foundation

/// `NSPredicate(format:)`, which swift-corelibs-foundation leaves out (it has no key-value
/// coding). CoreData brings back the predicate language fetch requests use: comparisons
/// (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`), string operators (`CONTAINS`,
/// `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`, with `[c]`, `[d]`, `[cd]`), `AND`, `OR`,
/// `NOT`, `ANY`/`ALL`/`NONE`, key paths with `@count`, `SELF`, `%@`, `%K` and the number
/// formats, string, number, `TRUE`/`FALSE`/`NIL` and `{…}` literals. A format it cannot
/// read raises NSInvalidArgumentException, as Foundation's parser does.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let expression: PredicateFormat.Node
        do { expression = try PredicateFormat.parse(predicateFormat, arguments: arguments ?? []) } catch {
            AppRuntimeBridge.raise("NSInvalidArgumentException", "Unable to parse the format string \"\(predicateFormat)\" (\(error.message))")
        }
        self.init(block: { object, _ in PredicateFormat.evaluate(expression, on: object) })
    }
}

enum PredicateFormat {
    struct ParseError: Error { var message: String }

    indirect enum Node {
        case constant(Bool)
        case and(Node, Node)
        case or(Node, Node)
        case not(Node)
        case comparison(Quantifier, Operand, Operator, Options, Operand)
    }

    enum Quantifier { case none, any, all, noneOf }

    indirect enum Operand {
        case keyPath(String)
        case value(Any?)
        case aggregate([Operand])
    }

    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }

    struct Options {
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    // MARK: Parsing

    static func parse(_ format: String, arguments: [Any]) throws(ParseError) -> Node {
        var parser = Parser(tokens: try tokenize(format), arguments: arguments)
        let node = try parser.orExpression()
        guard parser.atEnd else { throw ParseError(message: "unexpected \"\(parser.current?.text ?? "")\"") }
        return node
    }

    struct Token {
        enum Kind { case word, symbol, string, number, argument }
        var kind: Kind
        var text: String
    }

    static func tokenize(_ format: String) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "\"" || character == "'" {
                var text = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw ParseError(message: "a quoted string is not closed") }
                index += 1
                tokens.append(Token(kind: .string, text: text))
            } else if character == "%" {
                var text = "%"
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index] == "@" {
                    text.append(characters[index])
                    index += 1
                    if text == "%@" || text == "%K" { break }
                }
                tokens.append(Token(kind: .argument, text: text))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                                                && (tokens.last.map { $0.kind == .symbol || $0.kind == .word && keywords.contains($0.text.uppercased()) } ?? true)) {
                var text = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." { text.append(characters[index]); index += 1 }
                tokens.append(Token(kind: .number, text: text))
            } else if character.isLetter || character == "_" || character == "@" || character == "$" || character == "#" {
                var text = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber
                        || "_.@$#".contains(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .word, text: text))
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(Token(kind: .symbol, text: two))
                    index += 2
                } else if "=<>!(){},[]".contains(character) {
                    tokens.append(Token(kind: .symbol, text: String(character)))
                    index += 1
                } else {
                    throw ParseError(message: "unexpected character \"\(character)\"")
                }
            }
        }
        return tokens
    }

    static let keywords: Set<String> = ["AND", "OR", "NOT", "ANY", "ALL", "NONE", "SOME", "CONTAINS", "BEGINSWITH", "ENDSWITH",
                                        "LIKE", "MATCHES", "IN", "BETWEEN", "TRUEPREDICATE", "FALSEPREDICATE"]

    struct Parser {
        var tokens: [Token]
        var arguments: [Any]
        var position = 0
        var argumentIndex = 0

        var atEnd: Bool { position >= tokens.count }
        var current: Token? { atEnd ? nil : tokens[position] }

        func isWord(_ word: String) -> Bool { current?.kind == .word && current?.text.uppercased() == word }
        func isSymbol(_ symbol: String) -> Bool { current?.kind == .symbol && current?.text == symbol }

        mutating func orExpression() throws(ParseError) -> Node {
            var node = try andExpression()
            while isWord("OR") || isSymbol("||") {
                position += 1
                node = .or(node, try andExpression())
            }
            return node
        }

        mutating func andExpression() throws(ParseError) -> Node {
            var node = try notExpression()
            while isWord("AND") || isSymbol("&&") {
                position += 1
                node = .and(node, try notExpression())
            }
            return node
        }

        mutating func notExpression() throws(ParseError) -> Node {
            if isWord("NOT") || isSymbol("!") {
                position += 1
                return .not(try notExpression())
            }
            if isSymbol("(") {
                let saved = position
                position += 1
                if let node = try? orExpression(), isSymbol(")") {
                    position += 1
                    return node
                }
                position = saved
            }
            if isWord("TRUEPREDICATE") { position += 1; return .constant(true) }
            if isWord("FALSEPREDICATE") { position += 1; return .constant(false) }
            return try comparison()
        }

        mutating func comparison() throws(ParseError) -> Node {
            var quantifier = Quantifier.none
            if isWord("ANY") || isWord("SOME") { quantifier = .any; position += 1 }
            else if isWord("ALL") { quantifier = .all; position += 1 }
            else if isWord("NONE") { quantifier = .noneOf; position += 1 }
            let left = try operand()
            guard let token = current else { throw ParseError(message: "the comparison after \(describe(left)) has no operator") }
            position += 1
            let op: Operator
            switch (token.kind, token.text.uppercased()) {
            case (.symbol, "="), (.symbol, "=="): op = .equal
            case (.symbol, "!="), (.symbol, "<>"): op = .notEqual
            case (.symbol, "<"): op = .less
            case (.symbol, "<="), (.symbol, "=<"): op = .lessOrEqual
            case (.symbol, ">"): op = .greater
            case (.symbol, ">="), (.symbol, "=>"): op = .greaterOrEqual
            case (.word, let word):
                guard let found = Operator(rawValue: word) else { throw ParseError(message: "\"\(token.text)\" is not an operator") }
                op = found
            default: throw ParseError(message: "\"\(token.text)\" is not an operator")
            }
            var options = Options()
            if isSymbol("[") {
                position += 1
                guard let flags = current, flags.kind == .word else { throw ParseError(message: "expected c, d or cd inside [ ]") }
                options.caseInsensitive = flags.text.lowercased().contains("c")
                options.diacriticInsensitive = flags.text.lowercased().contains("d")
                position += 1
                guard isSymbol("]") else { throw ParseError(message: "expected ]") }
                position += 1
            }
            let right = try operand()
            return .comparison(quantifier, left, op, options, right)
        }

        mutating func operand() throws(ParseError) -> Operand {
            guard let token = current else { throw ParseError(message: "the format ends where a value was expected") }
            position += 1
            switch token.kind {
            case .string: return .value(token.text)
            case .number: return .value(NSNumber(value: Double(token.text) ?? 0))
            case .argument:
                guard argumentIndex < arguments.count else { throw ParseError(message: "\(token.text) has no argument") }
                let argument = arguments[argumentIndex]
                argumentIndex += 1
                if token.text == "%K" { return .keyPath("\(argument)") }
                return .value(ManagedValue.unwrap(argument))
            case .symbol:
                if token.text == "{" {
                    var items: [Operand] = []
                    while !isSymbol("}") {
                        items.append(try operand())
                        if isSymbol(",") { position += 1 }
                        else if !isSymbol("}") { throw ParseError(message: "expected , or } in a {…} list") }
                    }
                    position += 1
                    return .aggregate(items)
                }
                throw ParseError(message: "unexpected \"\(token.text)\"")
            case .word:
                switch token.text.uppercased() {
                case "TRUE", "YES": return .value(NSNumber(value: true))
                case "FALSE", "NO": return .value(NSNumber(value: false))
                case "NIL", "NULL": return .value(nil)
                case "SELF": return .keyPath("self")
                default:
                    if PredicateFormat.keywords.contains(token.text.uppercased()) { throw ParseError(message: "\"\(token.text)\" where a value was expected") }
                    return .keyPath(token.text.hasPrefix("#") ? String(token.text.dropFirst()) : token.text)
                }
            }
        }

        func describe(_ operand: Operand) -> String {
            switch operand {
            case let .keyPath(path): return path
            case let .value(value): return "\(value ?? "nil")"
            case .aggregate: return "{…}"
            }
        }
    }

    // MARK: Evaluating

    static func evaluate(_ node: Node, on object: Any?) -> Bool {
        switch node {
        case let .constant(value): return value
        case let .and(left, right): return evaluate(left, on: object) && evaluate(right, on: object)
        case let .or(left, right): return evaluate(left, on: object) || evaluate(right, on: object)
        case let .not(inner): return !evaluate(inner, on: object)
        case let .comparison(quantifier, leftOperand, op, options, rightOperand):
            let left = value(of: leftOperand, on: object)
            let right = value(of: rightOperand, on: object)
            if quantifier != .none {
                let items = collection(left) ?? []
                switch quantifier {
                case .any: return items.contains { compare($0, op, right, options) }
                case .all: return items.allSatisfy { compare($0, op, right, options) }
                default: return !items.contains { compare($0, op, right, options) }
                }
            }
            // A to-many key path without ANY compares each member, as Foundation does for CONTAINS etc.
            if case .keyPath = leftOperand, let items = collection(left), op != .contains, op != .in {
                if op == .equal || op == .notEqual, collection(right) != nil { return compare(left, op, right, options) }
                return items.contains { compare($0, op, right, options) }
            }
            return compare(left, op, right, options)
        }
    }

    static func value(of operand: Operand, on object: Any?) -> Any? {
        switch operand {
        case let .keyPath(path): return path == "self" ? object : KeyPathValue.value(of: object, keyPath: path)
        case let .value(value): return value
        case let .aggregate(items): return items.map { value(of: $0, on: object) ?? NSNull() }
        }
    }

    static func collection(_ value: Any?) -> [Any]? {
        switch ManagedValue.unwrap(value) {
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as [Any]: return array
        default: return nil
        }
    }

    static func compare(_ left: Any?, _ op: Operator, _ right: Any?, _ options: Options) -> Bool {
        let left = ManagedValue.unwrap(left), right = ManagedValue.unwrap(right)
        switch op {
        case .equal: return equal(left, right, options)
        case .notEqual: return !equal(left, right, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard left != nil, right != nil else { return false }
            let order = KeyPathValue.compare(fold(left, options), fold(right, options))
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .contains:
            if let items = collection(left) { return items.contains { equal($0, right, options) } }
            guard let l = fold(left, options) as? String, let r = fold(right, options) as? String else { return false }
            return r.isEmpty ? false : l.contains(r)
        case .beginsWith:
            guard let l = fold(left, options) as? String, let r = fold(right, options) as? String else { return false }
            return l.hasPrefix(r)
        case .endsWith:
            guard let l = fold(left, options) as? String, let r = fold(right, options) as? String else { return false }
            return l.hasSuffix(r)
        case .like:
            guard let l = fold(left, options) as? String, let r = fold(right, options) as? String else { return false }
            return like(Array(l), Array(r))
        case .matches:
            guard let l = fold(left, options) as? String, let r = right as? String,
                  let regex = try? NSRegularExpression(pattern: "^(?:" + r + ")$", options: options.caseInsensitive ? [.caseInsensitive] : []) else { return false }
            return regex.firstMatch(in: l, range: NSRange(l.startIndex..., in: l)) != nil
        case .in:
            if let items = collection(right) { return items.contains { equal(left, $0, options) } }
            guard let l = fold(left, options) as? String, let r = fold(right, options) as? String else { return false }
            return r.contains(l)
        case .between:
            guard let bounds = collection(right), bounds.count == 2 else { return false }
            return KeyPathValue.compare(left, bounds[0]) != .orderedAscending && KeyPathValue.compare(left, bounds[1]) != .orderedDescending
        }
    }

    static func equal(_ left: Any?, _ right: Any?, _ options: Options) -> Bool {
        let left = ManagedValue.unwrap(left), right = ManagedValue.unwrap(right)
        if left == nil || right == nil { return left == nil && right == nil }
        if let l = left as? NSManagedObject { return (right as? NSManagedObject) === l || (right as? NSManagedObjectID)?.uri == l.objectID.uri }
        if let l = KeyPathValue.number(left), let r = KeyPathValue.number(right) { return l == r }
        if let l = fold(left, options) as? String, let r = fold(right, options) as? String { return l == r }
        if let l = left as? Date, let r = right as? Date { return l == r }
        if let l = left as? UUID, let r = right as? UUID { return l == r }
        if let l = left as? UUID, let r = right as? String { return l.uuidString == r.uppercased() }
        if let l = left as? Data, let r = right as? Data { return l == r }
        if let l = left as? URL, let r = right as? URL { return l == r }
        if let l = left as? NSObject, let r = right as? NSObject { return l.isEqual(r) }
        return false
    }

    /// A string with the `[c]`/`[d]` options applied.
    static func fold(_ value: Any?, _ options: Options) -> Any? {
        guard var string = value as? String else { return value }
        if options.diacriticInsensitive { string = string.folding(options: .diacriticInsensitive, locale: nil) }
        if options.caseInsensitive { string = string.lowercased() }
        return string
    }

    /// `LIKE`: `*` is any run of characters, `?` one character.
    static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ t: Int, _ p: Int) -> Bool {
            let key = t * (pattern.count + 1) + p
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count { result = t == text.count }
            else if pattern[p] == "*" { result = match(t, p + 1) || (t < text.count && match(t + 1, p)) }
            else { result = t < text.count && (pattern[p] == "?" || pattern[p] == text[t]) && match(t + 1, p + 1) }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}

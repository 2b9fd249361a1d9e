import Foundation

/// Reads property lists the way the build and the loader need them: XML plists element by
/// element, so a mistake is reported with its line (`Info.plist:12: error: …`); binary plists
/// (`bplist00`) through Foundation's `PropertyListSerialization`.
public enum PlistReader {
    /// Why a property list could not be read.
    public struct Failure: Error, Sendable, Equatable {
        public var line: Int
        public var problem: PlistProblem

        public init(line: Int, problem: PlistProblem) {
            self.line = line
            self.problem = problem
        }
    }

    public static func read(_ data: Data) throws(Failure) -> PlistValue {
        if data.starts(with: Array("bplist".utf8)) { return try readBinary(data) }
        let root: XMLTreeElement
        do { root = try XMLTree.parse(data) } catch { throw Failure(line: error.line, problem: .xml(error.problem)) }
        guard root.name == "plist" else {
            throw Failure(line: root.line, problem: .notAPlistDocument(root: root.name))
        }
        let values = root.children
        guard values.count == 1 else {
            throw Failure(line: root.line, problem: .notOneValue(count: values.count))
        }
        return try value(from: values[0])
    }

    /// How deep a property list's arrays and dictionaries may nest; an Info.plist nests a few levels.
    public static let maximumDepth = 128

    private static func readBinary(_ data: Data) throws(Failure) -> PlistValue {
        if let problem = BinaryPlistNesting.problem(in: data, limit: maximumDepth) { throw Failure(line: 1, problem: problem) }
        let object: Any
        do { object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw Failure(line: 1, problem: .binaryDamaged)
        }
        guard let value = PlistValue(foundation: object) else {
            throw Failure(line: 1, problem: .binaryValueNotAPlistValue)
        }
        return value
    }

    private static func value(from element: XMLTreeElement) throws(Failure) -> PlistValue {
        let text = element.text
        switch element.name {
        case "string": return .string(text)
        case "true", "false":
            try requireEmpty(element)
            return .bool(element.name == "true")
        case "integer":
            guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw Failure(line: element.line, problem: .notAWholeNumber(text))
            }
            return .integer(number)
        case "real":
            guard let number = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw Failure(line: element.line, problem: .notANumber(text))
            }
            return .real(number)
        case "date":
            guard let date = ISO8601DateFormatter().date(from: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw Failure(line: element.line, problem: .notADate(text))
            }
            return .date(date)
        case "data":
            let base64 = text.filter { !$0.isWhitespace }
            guard let bytes = Data(base64Encoded: base64) else {
                throw Failure(line: element.line, problem: .notBase64)
            }
            return .data([UInt8](bytes))
        case "array":
            var items: [PlistValue] = []
            for child in element.children { items.append(try value(from: child)) }
            return .array(items)
        case "dict": return try dictionary(from: element)
        default:
            throw Failure(line: element.line, problem: .notAPlistElement(element.name))
        }
    }

    private static func dictionary(from element: XMLTreeElement) throws(Failure) -> PlistValue {
        var dict: [String: PlistValue] = [:]
        var pendingKey: XMLTreeElement?
        for child in element.children {
            if let key = pendingKey {
                if child.name == "key" {
                    throw Failure(line: key.line, problem: .keyWithoutValue(key.text, atEnd: false))
                }
                if dict[key.text] != nil {
                    throw Failure(line: key.line, problem: .keyTwice(key.text))
                }
                dict[key.text] = try value(from: child)
                pendingKey = nil
            } else {
                guard child.name == "key" else {
                    throw Failure(line: child.line, problem: .valueWithoutKey(element: child.name))
                }
                pendingKey = child
            }
        }
        if let key = pendingKey {
            throw Failure(line: key.line, problem: .keyWithoutValue(key.text, atEnd: true))
        }
        return .dictionary(dict)
    }

    private static func requireEmpty(_ element: XMLTreeElement) throws(Failure) {
        if !element.children.isEmpty || !element.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw Failure(line: element.line, problem: .notEmpty(element: element.name))
        }
    }
}

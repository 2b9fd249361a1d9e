import Foundation

/// A `Contents.json` of an asset catalog, read with errors that name the line.
struct AssetJSON {
    var object: [String: Any]
    var text: String

    static func read(_ file: String, root: String) throws(BuildFailure) -> AssetJSON {
        guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
            throw BuildFailure(.error(file, tr("cannot read the file")))
        }
        let text = String(decoding: data, as: UTF8.self)
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            let (line, detail) = location(of: error, in: text)
            throw BuildFailure(.error(file, line: line, detail.isEmpty ? tr("Contents.json is not valid JSON") : tr("Contents.json is not valid JSON: %@", detail)))
        }
        guard let object = parsed as? [String: Any] else {
            throw BuildFailure(.error(file, line: 1, tr("Contents.json must hold a JSON object ({ … })")))
        }
        return AssetJSON(object: object, text: text)
    }

    /// The line of the first occurrence of `needle`, for messages about a value.
    func line(of needle: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(needle) } ?? 0) + 1
    }

    /// Foundation reports "around line L, column C" or "around character N"; turn either into a line,
    /// with Foundation's words before it (lower-cased, as the detail after a colon).
    private static func location(of error: Error, in text: String) -> (Int, String) {
        let description = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        let scanner = description.components(separatedBy: CharacterSet.decimalDigits.inverted).compactMap { Int($0) }
        let problem = description.components(separatedBy: " around").first.map { $0.lowercased() } ?? ""
        let detail = problem.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        if description.contains("line"), let line = scanner.first { return (line, detail) }
        if description.contains("character"), let offset = scanner.first {
            let prefix = text.utf8.prefix(offset)
            let line = prefix.filter { $0 == 0x0A }.count + 1
            return (line, detail)
        }
        return (1, detail)
    }
}

import Foundation
import LabCore

extension Command {
    static let plist = Command(
        name: "plist", group: .inspection, changesDevice: false,
        summary: "Show an app's Info.plist, or one key of it",
        arguments: [.value(.appOrBundle), .optional([.value(.infoKey)])],
        example: "\"Empty Window\" UIApplicationSceneManifest.UISceneConfigurations",
        details: "KEY may be a dotted path into dictionaries and arrays (numbers index arrays). The plist is read from the bundle on disk."
    ) { invocation, session throws(CommandError) in
        let (path, title) = try session.inspectedBundle(invocation.required(.appOrBundle))
        let layout = BundleLayout.of(bundleAt: path)
        guard let data = FileManager.default.contents(atPath: path + "/" + layout.infoPlist) else {
            throw CommandError(tr("%@ has no %@", "\(title)", "\(layout.infoPlist)"))
        }
        let value: PlistValue
        do throws(PlistReader.Failure) { value = try PlistReader.read(data) } catch {
            throw CommandError("\(title)/\(layout.infoPlist):\(error.line): \(error.message)")
        }
        guard invocation.positionals.count > 1 else {
            session.print(PlistText.render(value))
            return
        }
        let key = invocation.positionals[1]
        guard let found = value.value(atPath: key) else {
            let keys = (value.dictionary?.keys.sorted() ?? []).filter { $0.lowercased().contains(key.split(separator: ".").first.map { $0.lowercased() } ?? "") }
            let hint = keys.isEmpty ? tr("`plist APP` lists every key") : tr("did you mean %@?", keys.prefix(3).map { "\"\($0)\"" }.joined(separator: ", "))
            throw CommandError(tr("Info.plist of %@ has no key \"%@\" — %@", "\(title)", "\(key)", "\(hint)"))
        }
        session.print(PlistText.render(found))
    }
}

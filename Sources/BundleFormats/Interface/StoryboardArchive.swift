import Foundation

/// How a compiled storyboard folder (`Main.storyboardc/`) is written and read: the real
/// `Info.plist` keys plus the simulated nibs (see `NibArchive`).
public enum StoryboardArchive {
    /// The `UIStoryboardVersion` Xcode writes.
    public static let version = 1

    /// The folder's Info.plist.
    public static func infoPlist(for storyboard: CompiledStoryboard) -> PlistValue {
        var dict: [String: PlistValue] = [
            "UIStoryboardVersion": .integer(version),
            "UIViewControllerIdentifiersToNibNames": .dictionary(storyboard.identifiersToNibNames.mapValues(PlistValue.string)),
        ]
        if let entry = storyboard.entryPointIdentifier {
            dict["UIStoryboardDesignatedEntryPointIdentifier"] = .string(entry)
        }
        return .dictionary(dict)
    }

    /// Reads `folder` (a `.storyboardc`); every nib it holds is loaded.
    public static func read(folder: String, name: String) throws(DamagedArchive) -> CompiledStoryboard {
        guard let data = FileManager.default.contents(atPath: folder + "/Info.plist") else {
            throw DamagedArchive(.storyboardInfoMissing)
        }
        let info: [String: PlistValue]
        do {
            guard let dict = try PlistReader.read(data).dictionary else { throw DamagedArchive(.storyboardInfoNotADictionary) }
            info = dict
        } catch let error as DamagedArchive { throw error } catch {
            throw DamagedArchive(.notAPropertyList)
        }
        var nibs: [String: Nib] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        for entry in entries where entry.hasSuffix(".nib") {
            guard let nibData = FileManager.default.contents(atPath: folder + "/" + entry) else { continue }
            do { nibs[String(entry.dropLast(4))] = try NibArchive.nib(from: try PlistReader.read(nibData)) } catch let error as DamagedArchive {
                throw DamagedArchive(error.damage, entry: entry)
            } catch {
                throw DamagedArchive(.notAPropertyList, entry: entry)
            }
        }
        let mapping = (info["UIViewControllerIdentifiersToNibNames"]?.dictionary ?? [:]).compactMapValues(\.string)
        for (identifier, nibName) in mapping where nibs[nibName] == nil {
            throw DamagedArchive(.controllerNibMissing(controller: identifier, nib: nibName + ".nib"))
        }
        return CompiledStoryboard(name: name, entryPointIdentifier: info["UIStoryboardDesignatedEntryPointIdentifier"]?.string,
                                  identifiersToNibNames: mapping, nibs: nibs)
    }
}

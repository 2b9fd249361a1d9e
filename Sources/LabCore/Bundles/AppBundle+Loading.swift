import BundleFormats
import Foundation

/// Reading a built `.app` folder from disk into an `AppBundle`.
///
/// Loading is lenient on purpose: a bundle with no Info.plist or a missing executable still
/// loads (and installs), and the problem is kept in `defects` so the launch can fail the way
/// iOS fails it. Only a path that is not an app folder at all is an error.
extension AppBundle {
    public static func load(from path: String) throws(BundleError) -> AppBundle {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw BundleError.noBundleFolder(shortName(path))
        }
        let layout = BundleLayout.of(bundleAt: path)
        var bundle = AppBundle(path: path, info: [:], program: nil, linkedFrameworks: [], layout: layout)
        let name = shortName(path)
        bundle.readInfoPlist(named: name)
        bundle.readExecutable(named: name)
        bundle.readInterfaceFiles()
        return bundle
    }

    private static func shortName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private mutating func readInfoPlist(named name: String) {
        guard let data = read(layout.infoPlist) else {
            defects.append(LaunchProblem(kind: .infoPlistMissing, bundle: bundleFolderName, outcome: .notLaunched))
            return
        }
        do throws(PlistReader.Failure) {
            guard let dict = try PlistReader.read(data).dictionary else {
                throw PlistReader.Failure(line: 1, problem: .topLevelNotADictionary)
            }
            info = dict
        } catch {
            defects.append(LaunchProblem(kind: .infoPlistUnreadable(path: "\(name)/\(layout.infoPlist)", error),
                                         bundle: bundleFolderName, outcome: .notLaunched))
        }
    }

    private mutating func readExecutable(named name: String) {
        guard defects.isEmpty else { return }
        guard let executable = info["CFBundleExecutable"]?.string, !executable.isEmpty else {
            defects.append(LaunchProblem(kind: .executableKeyMissing, bundle: bundleFolderName, outcome: .notLaunched))
            return
        }
        let relative = layout.executables + executable
        guard (try? ContainedPath.resolve(relative, inside: path!)) != nil, let data = read(relative) else {
            defects.append(LaunchProblem(kind: .executableMissing(executable), bundle: bundleFolderName, outcome: .notLaunched))
            return
        }
        do throws(DamagedArchive) {
            let image = try SimulatedExecutable(image: [UInt8](data))
            program = image.program
            linkedFrameworks = image.linkedFrameworks
        } catch {
            defects.append(LaunchProblem(kind: .executableUnreadable(executable, path: "\(name)/\(relative)", error),
                                         bundle: bundleFolderName, outcome: .notLaunched))
        }
    }

    /// Storyboards and xib nibs at the top of the resources folder and in its `.lproj` folders;
    /// `Base.lproj` wins over other languages, as it does for a device set to the development language.
    private mutating func readInterfaceFiles() {
        let resources = path! + "/" + layout.resources
        let top = (try? FileManager.default.contentsOfDirectory(atPath: resources))?.sorted() ?? []
        let localized = top.filter { $0.hasSuffix(".lproj") }.sorted { a, b in a == "Base.lproj" || (b != "Base.lproj" && a < b) }
        for folder in [""] + localized.map({ $0 + "/" }) {
            let entries = folder.isEmpty ? top : ((try? FileManager.default.contentsOfDirectory(atPath: resources + folder))?.sorted() ?? [])
            for entry in entries {
                let relative = layout.resources + folder + entry
                if entry.hasSuffix(".storyboardc") {
                    let storyboardName = String(entry.dropLast(".storyboardc".count))
                    guard storyboards[storyboardName] == nil else { continue }
                    do { storyboards[storyboardName] = try StoryboardArchive.read(folder: path! + "/" + relative, name: storyboardName) } catch {
                        defects.append(LaunchProblem(kind: .storyboardUnreadable(storyboardName), bundle: bundleFolderName,
                                                     outcome: .crash(exception: "NSInternalInconsistencyException")))
                    }
                } else if entry.hasSuffix(".nib") {
                    let nibName = String(entry.dropLast(4))
                    guard nibs[nibName] == nil, let data = read(relative) else { continue }
                    if let nib = try? NibArchive.nib(from: PlistReader.read(data)) { nibs[nibName] = nib }
                }
            }
        }
    }

    private func read(_ relative: String) -> Data? {
        guard let path, let full = try? ContainedPath.resolve(relative, inside: path) else { return nil }
        return FileManager.default.contents(atPath: full)
    }
}

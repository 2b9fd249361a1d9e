import Foundation
import LabCore
import LabToolchain

extension Command {
    static let cat = Command(
        name: "cat", group: .inspection, changesDevice: false,
        summary: "Print a file from an app's bundle or sandbox container",
        arguments: [.value(.appOrBundle), .value(.path)],
        example: "\"Empty Window\" Base.lproj/Main.storyboardc/Info.plist",
        details: """
        Paths starting with Documents/, Library/ or tmp/ are read from the app's container, others from its
        bundle; neither may leave its folder. Plists are pretty-printed, the simulated executable and Assets.car
        are described, binary files get a hex summary, and text over 64 KB is refused.
        """
    ) { invocation, session throws(CommandError) in
        let ref = invocation.positionals[0]
        let relative = invocation.positionals[1]
        let inContainer = ["Documents", "Library", "tmp"].contains(relative.split(separator: "/").first.map(String.init) ?? "")
        let inspected: InspectedApp = invocation.required(.appOrBundle)
        let root: String
        switch (inContainer, inspected) {
        case let (true, .installed(app)): root = try session.container(of: app).path
        // A .app folder on the host has no container: the word is read as an app's name, as `container` reads it.
        case (true, .folder): root = try session.container(of: session.installedApp(ref)).path
        case (false, _): root = try session.inspectedBundle(inspected).path
        }
        let full: String
        do throws(PathRefusal) { full = try ContainedPath.resolve(relative, inside: root) } catch { throw CommandError(error.text) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
            throw CommandError(inContainer
                ? tr("no file %@ in the container of %@ (`container %@` lists them)", relative, ref, AppNames.typed(ref))
                : tr("no file %@ in the bundle of %@ (`bundle %@` lists them)", relative, ref, AppNames.typed(ref)))
        }
        guard !isFolder.boolValue else {
            let listing = inContainer ? "container \(AppNames.typed(ref)) \(Tokenizer.quote(relative))" : "bundle \(AppNames.typed(ref))"
            throw CommandError(tr("%@ is a folder — `%@` lists what it holds", "\(relative)", "\(listing)"))
        }
        let data = FileManager.default.contents(atPath: full) ?? Data()
        for line in CatText.lines(for: data, name: relative) { session.print(line) }
    }
}

/// What `cat` prints for a file's bytes.
enum CatText {
    static func lines(for data: Data, name: String) -> [String] {
        switch FileContents(data) {
        case let .executable(image): return ExecutableDescription.lines(image, name: name)
        case let .assetCatalog(catalog):
            var lines = [tr("%@: LifecycleLab simulated asset catalog (format 1), standing in for actool's binary Assets.car", name)]
            for asset in catalog.assets {
                lines.append("  \(asset.name)  (\(asset.type))")
                for rendition in asset.renditions {
                    let details = [rendition.idiom, rendition.size, rendition.scale].compactMap { $0 }.joined(separator: " ")
                    lines.append("    \(rendition.file)  \(details)  \(ByteCount.format(rendition.bytes.count))  sha256 \(rendition.sha256.prefix(16))…")
                }
                if !asset.color.isEmpty {
                    lines.append("    color " + asset.color.keys.sorted().map { "\($0)=\(asset.color[$0]!)" }.joined(separator: " "))
                }
            }
            return lines
        case let .plist(value, _): return [PlistText.render(value)]
        case .nib:
            // A simulated nib is a plist that says what it is; show it as one.
            return [(try? PlistReader.read(data)).map(PlistText.render) ?? ""]
        case let .text(text):
            guard data.count <= FileContents.printableLimit else {
                return [tr("%@ is %@ of text — too long to print here (cat prints up to 64 KB)", name, ByteCount.format(data.count))]
            }
            return [text.hasSuffix("\n") ? String(text.dropLast()) : text]
        case let .png(width, height):
            return [tr("%@: PNG image, %d×%d, %@ — binary, first bytes:", name, width, height, ByteCount.format(data.count))]
                + FileContents.hexSummary(data)
        case .binary:
            return [tr("%@: binary, %@ — first bytes:", name, ByteCount.format(data.count))] + FileContents.hexSummary(data)
        }
    }
}

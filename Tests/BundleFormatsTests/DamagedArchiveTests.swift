import Foundation
import Testing
import BundleFormats

/// The files the lab's build writes read back as written, and a damaged one is refused with
/// what is wrong with it and, inside a folder, which file (docs/formats.md).
@Suite struct DamagedArchiveTests {
    static let view = NibObject(id: "8bC-Xf-vdC", uikitClass: "UIView", attributes: ["backgroundColor": "systemBackgroundColor"],
                                children: [NibObject(id: "lbl-1", uikitClass: "UILabel", attributes: ["text": "Hello"])])
    static let controller = NibObject(id: "BYZ-38-t0r", uikitClass: "UIViewController", customClass: "ViewController",
                                      customModule: "Empty_Window", attributes: [CompiledStoryboard.viewNibAttribute: "BYZ-38-t0r-view-8bC-Xf-vdC"])

    @Test func aNibReadsBackAsWritten() throws {
        let nib = Nib(objects: [Self.controller, Self.view])
        let read = try NibArchive.nib(from: PlistReader.read(PlistWriter.xml(NibArchive.plist(for: nib))))
        #expect(read == nib)
    }

    @Test func aNibWithoutItsKeysOrAnObjectWithoutItsClassIsDamaged() {
        #expect(throws: DamagedArchive(.notANib)) { try NibArchive.nib(from: .dictionary(["objects": .array([])])) }
        let noClass = PlistValue.dictionary(["LifecycleLabNib": .string(NibArchive.formatNote),
                                             "objects": .array([.dictionary(["id": .string("a")])])])
        #expect(throws: DamagedArchive(.nibObjectIncomplete)) { try NibArchive.nib(from: noClass) }
    }

    /// Writes a `.storyboardc` folder of `files` and reads it back.
    private func readStoryboard(_ files: [String: Data]) throws(DamagedArchive) -> CompiledStoryboard {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleFormatsTests-\(UUID().uuidString)/Main.storyboardc").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        for (name, data) in files { FileManager.default.createFile(atPath: folder + "/" + name, contents: data) }
        return try StoryboardArchive.read(folder: folder, name: "Main")
    }

    @Test func aCompiledStoryboardReadsBackWithItsControllerAndView() throws {
        let storyboard = CompiledStoryboard(name: "Main", entryPointIdentifier: "BYZ-38-t0r",
                                            identifiersToNibNames: ["BYZ-38-t0r": "UIViewController-BYZ-38-t0r"],
                                            nibs: ["UIViewController-BYZ-38-t0r": Nib(objects: [Self.controller]),
                                                   "BYZ-38-t0r-view-8bC-Xf-vdC": Nib(objects: [Self.view])])
        var files = ["Info.plist": PlistWriter.xml(StoryboardArchive.infoPlist(for: storyboard))]
        for (name, nib) in storyboard.nibs { files[name + ".nib"] = PlistWriter.xml(NibArchive.plist(for: nib)) }
        let read = try readStoryboard(files)
        #expect(read == storyboard)
        #expect(read.initialController?.children.first == Self.view)
    }

    @Test func aDamagedNibInAStoryboardIsNamed() {
        let info = PlistWriter.xml(.dictionary(["UIStoryboardVersion": .integer(1)]))
        #expect(throws: DamagedArchive(.notANib, entry: "A.nib")) {
            try readStoryboard(["Info.plist": info, "A.nib": PlistWriter.xml(.dictionary([:]))])
        }
        #expect(throws: DamagedArchive(.notAPropertyList, entry: "B.nib")) {
            try readStoryboard(["Info.plist": info, "B.nib": Data("not a plist".utf8)])
        }
        #expect(throws: DamagedArchive(.storyboardInfoMissing)) { try readStoryboard([:]) }
        #expect(throws: DamagedArchive(.storyboardInfoNotADictionary)) {
            try readStoryboard(["Info.plist": PlistWriter.xml(.array([]))])
        }
        let missing = PlistWriter.xml(.dictionary(["UIViewControllerIdentifiersToNibNames": .dictionary(["Start": .string("Gone")])]))
        #expect(throws: DamagedArchive(.controllerNibMissing(controller: "Start", nib: "Gone.nib"))) {
            try readStoryboard(["Info.plist": missing])
        }
    }

    @Test func theClassTableReadsBackFromTheExecutable() throws {
        let program = AppProgram(sources: [SourceFile(path: "AppDelegate.swift", text: "")],
                                 classes: [DeclaredClass(name: "AppDelegate", superclass: "UIResponder", conformances: ["UIApplicationDelegate"],
                                                         methods: ["application(_:didFinishLaunchingWithOptions:)"], file: "AppDelegate.swift", line: 3)],
                                 entryPoint: .attributedDelegate(delegateClass: "AppDelegate"), module: "Empty_Window")
        let table = SimulatedExecutable(module: "Empty_Window", platform: .iOS, minimumOSVersion: "17.0",
                                        linkedFrameworks: ["Foundation", "UIKit"], program: program)
        let elf: [UInt8] = [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]
        #expect(try SimulatedExecutable(image: table.image(elf: elf)) == table)
    }

    @Test func anExecutableTheBuildDidNotMakeIsNamedAsSuch() {
        #expect(throws: DamagedArchive(.notAnExecutable)) { try SimulatedExecutable(image: Array("#!/bin/sh\n".utf8)) }
        #expect(throws: DamagedArchive(.noClassTable)) { try SimulatedExecutable(image: [0x7f, 0x45, 0x4c, 0x46] + [UInt8](repeating: 0, count: 20)) }
        let noModule = PlistValue.dictionary(["LifecycleLabExecutable": .string(SimulatedExecutable.formatNote)])
        #expect(throws: DamagedArchive(.classTableIncomplete)) { try SimulatedExecutable(plist: noModule) }
    }

    @Test func anAssetCatalogWithoutItsMarkerOrAnAssetWithoutItsNameIsDamaged() {
        #expect(throws: DamagedArchive(.notAnAssetCatalog)) { try AssetCatalogArchive(plist: .dictionary(["assets": .array([])])) }
        let nameless = PlistValue.dictionary(["LifecycleLabAssetCatalog": .string(AssetCatalogArchive.formatNote),
                                              "assets": .array([.dictionary(["type": .string("image")])])])
        #expect(throws: DamagedArchive(.assetIncomplete)) { try AssetCatalogArchive(plist: nameless) }
    }
}

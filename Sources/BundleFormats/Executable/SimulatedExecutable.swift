import Foundation

/// The app's executable: a real ELF program compiled by swiftc, with the class table the build
/// recorded appended after it — what a Mach-O's `__objc_classlist` and load commands tell iOS:
/// the classes and methods (so the system knows which delegate methods the app implements),
/// the entry point, and the frameworks it links.
///
/// Layout: the ELF file, then the class table as an XML property list, then its length as 8
/// bytes little-endian, then the 8 bytes `LABCLS02`. The ELF runs as it is (the kernel maps
/// only what its headers name). The class table's keys (format 2):
/// ```
/// LifecycleLabExecutable  string  names the format and says it is simulated, not machine code
/// module                  string  PRODUCT_MODULE_NAME (Empty_Window)
/// platform                string  iOS or macOS
/// minimumOSVersion        string  deployment target
/// linkedFrameworks        array   sorted framework names (Foundation, MapKit, UIKit)
/// entryPoint              dict    kind = attributedDelegate | mainFunction | none,
///                                 delegateClass, principalClass (optional strings)
/// classes                 array   dicts: name, superclass?, conformances, methods, properties,
///                                 attributes, file, line
/// sources                 array   dicts: path (the compiled files, for inspection)
/// entitlements            dict    the code signature's entitlements (only when the project has them)
/// ```
public struct SimulatedExecutable: Sendable, Equatable {
    public static let formatNote =
        "LifecycleLab class table, format 2: the classes, methods and entry point of the ELF executable it follows."
    /// The trailer's last 8 bytes.
    static let magic = Array("LABCLS02".utf8)

    public var module: String
    public var platform: BundleLayout
    public var minimumOSVersion: String
    public var linkedFrameworks: [String]
    public var program: AppProgram

    public init(module: String, platform: BundleLayout, minimumOSVersion: String, linkedFrameworks: [String],
                program: AppProgram) {
        self.module = module
        self.platform = platform
        self.minimumOSVersion = minimumOSVersion
        self.linkedFrameworks = linkedFrameworks
        self.program = program
    }

    public var plist: PlistValue {
        var table: [String: PlistValue] = [
            "LifecycleLabExecutable": .string(Self.formatNote),
            "module": .string(module),
            "platform": .string(platform.rawValue),
            "minimumOSVersion": .string(minimumOSVersion),
            "linkedFrameworks": .array(linkedFrameworks.sorted().map(PlistValue.string)),
            "entryPoint": Self.plist(for: program.entryPoint),
            "classes": .array(program.classes.map(Self.plist(for:))),
            "sources": .array(program.sources.map { .dictionary(["path": .string($0.path)]) }),
        ]
        if !program.entitlements.isEmpty { table["entitlements"] = .dictionary(program.entitlements) }
        return .dictionary(table)
    }

    public init(plist value: PlistValue) throws(DamagedArchive) {
        guard let dict = value.dictionary, dict["LifecycleLabExecutable"] != nil else {
            throw DamagedArchive(.classTableDamaged)
        }
        guard let module = dict["module"]?.string, let platform = dict["platform"]?.string.flatMap(BundleLayout.init),
              let minimum = dict["minimumOSVersion"]?.string else {
            throw DamagedArchive(.classTableIncomplete)
        }
        var classes: [DeclaredClass] = []
        for entry in dict["classes"]?.array ?? [] { classes.append(try Self.declaredClass(from: entry)) }
        var sources: [SourceFile] = []
        for entry in dict["sources"]?.array ?? [] {
            guard let path = entry.dictionary?["path"]?.string else {
                throw DamagedArchive(.classTableSourceIncomplete)
            }
            sources.append(SourceFile(path: path, text: entry.dictionary?["text"]?.string ?? ""))
        }
        self.init(module: module, platform: platform, minimumOSVersion: minimum,
                  linkedFrameworks: (dict["linkedFrameworks"]?.array ?? []).compactMap(\.string),
                  program: AppProgram(sources: sources, classes: classes,
                                      entryPoint: Self.entryPoint(from: dict["entryPoint"]), module: module,
                                      entitlements: dict["entitlements"]?.dictionary ?? [:]))
    }

    /// The executable file: `elf` followed by this class table.
    public func image(elf: [UInt8]) -> [UInt8] {
        let table = [UInt8](PlistWriter.xml(plist))
        var length = UInt64(table.count).littleEndian
        let lengthBytes = withUnsafeBytes(of: &length) { Array($0) }
        return elf + table + lengthBytes + Self.magic
    }

    /// Reads the class table at the end of an executable file.
    public init(image bytes: [UInt8]) throws(DamagedArchive) {
        guard bytes.count >= 4, bytes[0..<4] == [0x7f, 0x45, 0x4c, 0x46] else {
            throw DamagedArchive(.notAnExecutable)
        }
        guard bytes.count >= 16, Array(bytes[(bytes.count - 8)...]) == Self.magic else {
            throw DamagedArchive(.noClassTable)
        }
        var length: UInt64 = 0
        for (index, byte) in bytes[(bytes.count - 16)..<(bytes.count - 8)].enumerated() { length |= UInt64(byte) << (8 * UInt64(index)) }
        guard length <= UInt64(bytes.count - 16) else { throw DamagedArchive(.classTableDamaged) }
        let start = bytes.count - 16 - Int(length)
        let value: PlistValue
        do { value = try PlistReader.read(Data(bytes[start..<(bytes.count - 16)])) } catch {
            throw DamagedArchive(.classTableDamaged)
        }
        try self.init(plist: value)
    }

    private static func plist(for entry: EntryPoint) -> PlistValue {
        switch entry {
        case let .attributedDelegate(delegate):
            .dictionary(["kind": .string("attributedDelegate"), "delegateClass": .string(delegate)])
        case let .mainFunction(principal, delegate):
            .dictionary(["kind": .string("mainFunction")]
                .merging(principal.map { ["principalClass": .string($0)] } ?? [:]) { a, _ in a }
                .merging(delegate.map { ["delegateClass": .string($0)] } ?? [:]) { a, _ in a })
        case .none: .dictionary(["kind": .string("none")])
        }
    }

    private static func entryPoint(from value: PlistValue?) -> EntryPoint {
        let dict = value?.dictionary ?? [:]
        switch dict["kind"]?.string {
        case "attributedDelegate":
            if let delegate = dict["delegateClass"]?.string { return .attributedDelegate(delegateClass: delegate) }
            return .none
        case "mainFunction":
            return .mainFunction(principalClass: dict["principalClass"]?.string, delegateClass: dict["delegateClass"]?.string)
        default: return .none
        }
    }

    private static func plist(for declared: DeclaredClass) -> PlistValue {
        var dict: [String: PlistValue] = [
            "name": .string(declared.name),
            "conformances": .array(declared.conformances.map(PlistValue.string)),
            "methods": .array(declared.methods.map(PlistValue.string)),
            "properties": .array(declared.properties.map(PlistValue.string)),
            "attributes": .array(declared.attributes.map(PlistValue.string)),
            "file": .string(declared.file),
            "line": .integer(declared.line),
        ]
        if let superclass = declared.superclass { dict["superclass"] = .string(superclass) }
        return .dictionary(dict)
    }

    private static func declaredClass(from value: PlistValue) throws(DamagedArchive) -> DeclaredClass {
        guard let dict = value.dictionary, let name = dict["name"]?.string else {
            throw DamagedArchive(.classIncomplete)
        }
        func strings(_ key: String) -> [String] { (dict[key]?.array ?? []).compactMap(\.string) }
        return DeclaredClass(name: name, superclass: dict["superclass"]?.string, conformances: strings("conformances"),
                             methods: strings("methods"), properties: strings("properties"),
                             attributes: strings("attributes"), file: dict["file"]?.string ?? "",
                             line: dict["line"]?.integer ?? 0)
    }
}

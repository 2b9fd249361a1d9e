/// The simulated executable format: what the build writes under `CFBundleExecutable` and the
/// loader reads back into an `AppProgram`.
///
/// LifecycleLab does not compile Swift to machine code. The "executable" is a property list
/// that says so in its first key and holds what a real one is made from: the checked sources,
/// the classes and methods the build recorded (what the Objective-C runtime would know), the
/// entry point, and the frameworks the loader must link (a real binary's load commands).
/// Layout (format 1):
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
/// sources                 array   dicts: path, text
/// ```
public struct SimulatedExecutable: Sendable, Equatable {
    public static let formatNote =
        "LifecycleLab simulated executable, format 1: not machine code. It holds the app's checked Swift sources and the declarations the build recorded; LifecycleLab's interpreter runs them."

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
        .dictionary([
            "LifecycleLabExecutable": .string(Self.formatNote),
            "module": .string(module),
            "platform": .string(platform.rawValue),
            "minimumOSVersion": .string(minimumOSVersion),
            "linkedFrameworks": .array(linkedFrameworks.sorted().map(PlistValue.string)),
            "entryPoint": Self.plist(for: program.entryPoint),
            "classes": .array(program.classes.map(Self.plist(for:))),
            "sources": .array(program.sources.map { .dictionary(["path": .string($0.path), "text": .string($0.text)]) }),
        ])
    }

    public init(plist value: PlistValue) throws(BundleError) {
        guard let dict = value.dictionary, dict["LifecycleLabExecutable"] != nil else {
            throw BundleError("not a LifecycleLab simulated executable")
        }
        guard let module = dict["module"]?.string, let platform = dict["platform"]?.string.flatMap(BundleLayout.init),
              let minimum = dict["minimumOSVersion"]?.string else {
            throw BundleError("the simulated executable lacks its module, platform or minimumOSVersion")
        }
        var classes: [DeclaredClass] = []
        for entry in dict["classes"]?.array ?? [] { classes.append(try Self.declaredClass(from: entry)) }
        var sources: [SourceFile] = []
        for entry in dict["sources"]?.array ?? [] {
            guard let path = entry.dictionary?["path"]?.string, let text = entry.dictionary?["text"]?.string else {
                throw BundleError("a source in the simulated executable lacks its path or text")
            }
            sources.append(SourceFile(path: path, text: text))
        }
        self.init(module: module, platform: platform, minimumOSVersion: minimum,
                  linkedFrameworks: (dict["linkedFrameworks"]?.array ?? []).compactMap(\.string),
                  program: AppProgram(sources: sources, classes: classes,
                                      entryPoint: Self.entryPoint(from: dict["entryPoint"])))
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

    private static func declaredClass(from value: PlistValue) throws(BundleError) -> DeclaredClass {
        guard let dict = value.dictionary, let name = dict["name"]?.string else {
            throw BundleError("a class in the simulated executable lacks its name")
        }
        func strings(_ key: String) -> [String] { (dict[key]?.array ?? []).compactMap(\.string) }
        return DeclaredClass(name: name, superclass: dict["superclass"]?.string, conformances: strings("conformances"),
                             methods: strings("methods"), properties: strings("properties"),
                             attributes: strings("attributes"), file: dict["file"]?.string ?? "",
                             line: dict["line"]?.integer ?? 0)
    }
}

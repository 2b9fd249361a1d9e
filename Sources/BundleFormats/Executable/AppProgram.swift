/// What an app's executable holds: its checked Swift sources and the declarations the
/// build recorded from them.
///
/// The lifecycle engine reads `classes` to know which callbacks an app implements; the
/// build compiled `sources` into the executable the runtime starts.
public struct AppProgram: Sendable, Equatable {
    public var sources: [SourceFile]
    public var classes: [DeclaredClass]
    public var entryPoint: EntryPoint
    /// The Swift module the classes live in (`Empty_Window`); empty before the build names it.
    public var module: String
    /// The entitlements signed into the executable (the project's `.entitlements` file):
    /// on the Mac, `com.apple.security.app-sandbox` puts the app in a container.
    public var entitlements: [String: PlistValue]

    public init(sources: [SourceFile], classes: [DeclaredClass], entryPoint: EntryPoint, module: String = "",
                entitlements: [String: PlistValue] = [:]) {
        self.sources = sources
        self.classes = classes
        self.entryPoint = entryPoint
        self.module = module
        self.entitlements = entitlements
    }

    public func declaredClass(named name: String) -> DeclaredClass? {
        classes.first { $0.name == name }
    }

    /// Stored and computed properties of `className` and its app superclasses.
    public func properties(of className: String) -> [String] {
        var names: [String] = []
        var visited: Set<String> = []
        var current = declaredClass(named: className)
        while let declared = current, visited.insert(declared.name).inserted {
            names += declared.properties
            current = declared.superclass.flatMap(declaredClass(named:))
        }
        return names
    }

    /// Whether `className`, or one of its superclasses declared in the app, defines `selector`
    /// (`application(_:didFinishLaunchingWithOptions:)`, `viewDidLoad()`).
    public func implements(_ selector: String, in className: String) -> Bool {
        var visited: Set<String> = []
        var current = declaredClass(named: className)
        while let declared = current, visited.insert(declared.name).inserted {
            if declared.methods.contains(selector) { return true }
            current = declared.superclass.flatMap(declaredClass(named:))
        }
        return false
    }
}

/// One Swift file as the build checked it.
public struct SourceFile: Sendable, Equatable {
    /// Path inside the project (`AppDelegate.swift`, `Sources/ViewController.swift`).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A class (or extension of one) declared in the app's sources.
public struct DeclaredClass: Sendable, Equatable {
    public var name: String
    /// First inherited type that is a class (`UIResponder`, `UIViewController`, an app class).
    public var superclass: String?
    /// Protocols named in the inheritance clause (`UIApplicationDelegate`, `UIWindowSceneDelegate`).
    public var conformances: [String]
    /// Method selectors in `#selector` spelling: `viewDidLoad()`, `scene(_:willConnectTo:options:)`.
    public var methods: [String]
    /// Stored and computed property names (`window`).
    public var properties: [String]
    /// `main`, `UIApplicationMain`, `objc` — attributes on the declaration — and `private` or
    /// `fileprivate` when the class is.
    public var attributes: [String]
    /// The file that declares it, and the line.
    public var file: String
    public var line: Int

    public init(name: String, superclass: String?, conformances: [String] = [], methods: [String] = [],
                properties: [String] = [], attributes: [String] = [], file: String, line: Int) {
        self.name = name
        self.superclass = superclass
        self.conformances = conformances
        self.methods = methods
        self.properties = properties
        self.attributes = attributes
        self.file = file
        self.line = line
    }
}

/// How the app starts (docs/lifecycle.md, "Cold launch" steps 1–2).
public enum EntryPoint: Sendable, Equatable {
    /// `@main` or `@UIApplicationMain` on the app delegate class.
    case attributedDelegate(delegateClass: String)
    /// `main.swift` calling `UIApplicationMain(argc, argv, principal, delegate)`;
    /// a nil principal class means `UIApplication`.
    case mainFunction(principalClass: String?, delegateClass: String?)
    /// No entry point was found; launching fails the way a link error would.
    case none
}

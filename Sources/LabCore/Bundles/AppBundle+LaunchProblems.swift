import BundleFormats

/// The checks the system makes, in the order it meets them, when it launches a bundle
/// (docs/lifecycle.md, "Cold launch", and issue 4's invalid-bundle cases).
extension AppBundle {
    /// The first problem the launch meets, or nil when the bundle can launch. A problem with
    /// outcome `.logged` does not stop the launch; `launchProblems()` lists any that follow it.
    public func launchProblem() -> LaunchProblem? { launchProblems().first }

    /// Every problem the launch meets, in order: first what stops the process from starting
    /// (Info.plist, executable, entry point), then what happens inside `UIApplicationMain`
    /// when it loads the main storyboard.
    public func launchProblems() -> [LaunchProblem] {
        if isSystemApp { return [] }
        if !defects.isEmpty {
            let blocking = defects.filter { $0.outcome == .notLaunched }
            if !blocking.isEmpty { return blocking }
        }
        guard let program else {
            return [LaunchProblem(kind: .executableMissing(info["CFBundleExecutable"]?.string ?? ""),
                                  bundle: bundleFolderName, outcome: .notLaunched)]
        }
        if program.entryPoint == .none {
            return [LaunchProblem(kind: .entryPointMissing, bundle: bundleFolderName, outcome: .notLaunched)]
        }
        guard let storyboardName = mainStoryboardName else { return [] }
        let storyboard: CompiledStoryboard
        do throws(ResourceNotLoaded) { storyboard = try self.storyboard(named: storyboardName) } catch {
            let kind: LaunchProblem.Kind = storyboards[storyboardName] == nil && defects.contains { $0.kind == .storyboardUnreadable(storyboardName) }
                ? .storyboardUnreadable(storyboardName) : .storyboardMissing(storyboardName)
            return [LaunchProblem(kind: kind, bundle: bundleFolderName, outcome: .crash(exception: "NSInvalidArgumentException"))]
        }
        guard let controller = storyboard.initialController else {
            return [LaunchProblem(kind: .noInitialViewController(storyboard: storyboardName, key: storyboardKey),
                                  bundle: bundleFolderName, outcome: .logged)]
        }
        return classProblems(in: controller, program: program)
    }

    /// `UIMainStoryboardFile`, or the default scene configuration's `UISceneStoryboardFile`.
    public var mainStoryboardName: String? {
        if let name = info["UIMainStoryboardFile"]?.string { return name }
        let manifest = PlistValue.dictionary(info)
        return manifest.value(atPath: "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication.0.UISceneStoryboardFile")?.string
    }

    private var storyboardKey: String {
        info["UIMainStoryboardFile"] != nil ? "UIMainStoryboardFile" : "UISceneStoryboardFile"
    }

    /// Walks a controller and its view tree the way the nib unarchiver instantiates it.
    private func classProblems(in object: NibObject, program: AppProgram) -> [LaunchProblem] {
        var problems: [LaunchProblem] = []
        let declares = { (name: String) in program.declaredClass(named: name) != nil }
        let (instantiated, unknown) = object.instantiatedClass(appDeclares: declares)
        if let unknown {
            problems.append(LaunchProblem(kind: .unknownClass(unknown), bundle: bundleFolderName, outcome: .logged))
        }
        if let framework = SDKFrameworks.unlinkedFramework(for: instantiated, linked: linkedFrameworks, appDeclares: declares) {
            problems.append(LaunchProblem(kind: .classNotLinked(className: instantiated, framework: framework),
                                          bundle: bundleFolderName, outcome: .crash(exception: "NSInvalidUnarchiveOperationException")))
            return problems
        }
        for child in object.children {
            problems += classProblems(in: child, program: program)
            if problems.contains(where: { $0.outcome != .logged }) { break }
        }
        return problems
    }
}

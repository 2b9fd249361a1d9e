/// The apps on the device, in install order (its system apps first), found by bundle identifier
/// (the engine looks an app up for every event it records) or by the name a learner types; and
/// the host project each app was last built from, as Xcode's scheme knows it.
public struct InstalledApps: Sendable {
    /// Installed apps in install order.
    public private(set) var all: [InstalledApp]
    /// Each app's place in `all`, by bundle identifier.
    private var places: [String: Int] = [:]
    /// Each app's name under its icon, by bundle identifier: every event the device records
    /// carries it, and reading it from the bundle's Info.plist each time copied the whole app.
    private var names: [String: String] = [:]
    /// The host project folder each app was last built from (bundle identifier → folder): a
    /// lesson reads the project the learner edited, not only the bundle. Kept after an uninstall,
    /// as Xcode's scheme keeps it.
    public internal(set) var projectFolders: [String: String] = [:]

    /// A device's apps before anything is installed: its system apps.
    init(systemApps: [AppBundle]) {
        all = systemApps.map { InstalledApp(bundle: $0, containerPath: nil) }
        reindex()
    }

    /// The installed app with this bundle identifier.
    public subscript(identifier: String) -> InstalledApp? { places[identifier].map { all[$0] } }

    /// The name under the icon of the app with this bundle identifier.
    public func displayName(of identifier: String) -> String? { names[identifier] }

    /// The app's place in install order.
    func place(of identifier: String) -> Int? { places[identifier] }

    /// Adds `app`, or replaces the installed app with its bundle identifier in its place; true
    /// when it replaced one (an update).
    mutating func add(_ app: InstalledApp) -> Bool {
        names[app.bundleIdentifier] = app.displayName
        if let place = places[app.bundleIdentifier] {
            all[place] = app
            return true
        }
        all.append(app)
        places[app.bundleIdentifier] = all.count - 1
        return false
    }

    /// Removes the app with this bundle identifier; false when none is installed.
    mutating func remove(_ identifier: String) -> Bool {
        guard let place = places[identifier] else { return false }
        all.remove(at: place)
        reindex()
        return true
    }

    private mutating func reindex() {
        places = Dictionary(all.enumerated().map { ($1.bundleIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        names = Dictionary(all.map { ($0.bundleIdentifier, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    }

    /// The app a learner means by `ref`: a bundle identifier or a display name, exactly or
    /// ignoring case. A display name two apps share names neither: the error lists both ids.
    public func app(matching ref: String) throws(DeviceError) -> InstalledApp {
        let lowered = ref.lowercased()
        for matches in [{ (s: String) in s == ref }, { (s: String) in s.lowercased() == lowered }] {
            if let byIdentifier = all.first(where: { matches($0.bundleIdentifier) }) { return byIdentifier }
            let named = all.filter { matches($0.displayName) }
            if named.count > 1 { throw DeviceError.ambiguousApp(named[0].displayName, bundleIdentifiers: named.map(\.bundleIdentifier)) }
            if let app = named.first { return app }
        }
        let names = all.map(\.displayName)
        let ids = all.map(\.bundleIdentifier)
        let guess = NameMatch.closest(to: ref, among: ref.contains(".") ? ids : names).first
            ?? NameMatch.closest(to: ref, among: names + ids).first
        throw DeviceError.noSuchApp(ref, guess: guess)
    }
}

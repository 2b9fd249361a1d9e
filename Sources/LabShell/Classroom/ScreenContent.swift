import LabCore

/// What the device's screen shows, read from the device's state (never from the terminal
/// drawing): the layer underneath (home screen, an app, the lock screen, a call), what lies over
/// it (an overlay, a banner) and, for an app, its navigation bar, tab bar, the texts of its view
/// tree and what it presents (alerts, sheets). `ScreenPicture` draws it as SVG; `ScreenDrawing`
/// takes its navigation bar, alert and banner for the terminal.
struct ScreenContent {
    enum Base {
        case home(icons: [Icon])
        case app(AppScreen)
        /// An app in front with nothing to show: not running, no visible window, a zero-size window.
        case black(app: String, reason: String)
        case lock
        case call(caller: String)
    }

    enum Overlay {
        case notificationCenter([NotificationEntry])
        case controlCenter
        case switcher([Card])
        case multitaskingBar([Icon])
    }

    struct Icon: Equatable { var name: String; var badge: Int }
    struct Card: Equatable { var name: String; var state: AppState }
    struct NotificationEntry: Equatable { var app: String; var text: String }
    struct BannerContent: Equatable { var app: String; var title: String; var body: String }

    /// One thing of a view tree the screen shows.
    enum Item: Equatable {
        case label(String)
        case button(String, enabled: Bool)
        case field(String?)
        /// An SKView's scene: its class and what its labels say.
        case scene(name: String, texts: [String])
    }

    struct NavigationBar: Equatable {
        var title: String?
        /// The title of the controller beneath on the stack (a back button), if any.
        var back: String?
        var left: [String]
        var right: [String]
    }

    /// A controller presented over another: an alert or action sheet, a sheet, or one covering the screen.
    struct Presentation: Equatable {
        enum Kind: Equatable { case alert, sheet, fullScreen }
        var kind: Kind
        var className: String
        var background: String?
        var items: [Item]
    }

    struct AppScreen: Equatable {
        var name: String
        var state: AppState
        var background: String?
        /// The controller on screen (the innermost visible child).
        var controllerClass: String?
        var navigationBar: NavigationBar?
        /// The tab bar's item titles (nil where a tab has no title) and the selected index.
        var tabs: [String?]
        var selectedTab: Int
        var items: [Item]
        var presentations: [Presentation]
    }

    var statusTime: String
    var callInProgress: Bool
    var base: Base
    var overlay: Overlay?
    var banner: BannerContent?
    /// A call ringing in iOS 14's compact banner.
    var callBanner: String?
    /// Notification Centre's entries, newest first, which the lock screen lists too.
    var lockScreenNotifications: [NotificationEntry]

    init(device: Device) {
        let board = device.springboard
        let minutes = 9 * 60 + 41 + device.clock.now / 60_000
        statusTime = "\(minutes / 60 % 24):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        callInProgress = board.call?.isAnswered == true
        if let call = board.call, !call.isAnswered, !call.isBanner {
            base = .call(caller: call.caller)
        } else if board.isLocked {
            base = .lock
        } else if let front = board.foregroundApp, let app = device.installedApp(withIdentifier: front) {
            base = Self.appBase(app, on: device)
        } else {
            base = .home(icons: device.installedApps.map { Icon(name: $0.displayName, badge: board.badges[$0.bundleIdentifier] ?? 0) })
        }
        lockScreenNotifications = board.notifications.map {
            NotificationEntry(app: AppNames.display($0.app, on: device), text: $0.payload.title ?? $0.payload.body ?? tr("badge"))
        }
        switch board.overlay {
        case .notificationCenter?:
            overlay = .notificationCenter(lockScreenNotifications)
        case .controlCenter?: overlay = .controlCenter
        case .switcher?:
            let apps = board.switcherCards.compactMap(device.installedApp(withIdentifier:))
            if device.dial.hasCardSwitcher {
                overlay = .switcher(apps.map { Card(name: $0.displayName, state: device.state(of: $0)) })
            } else {
                overlay = .multitaskingBar(apps.filter { $0.bundleIdentifier != board.foregroundApp }
                    .map { Icon(name: $0.displayName, badge: board.badges[$0.bundleIdentifier] ?? 0) })
            }
        case nil: overlay = nil
        }
        banner = board.banner.map { BannerContent(app: AppNames.display($0.app, on: device), title: $0.title, body: $0.body) }
        if let call = board.call, !call.isAnswered, call.isBanner { callBanner = call.caller }
    }

    private static func appBase(_ app: InstalledApp, on device: Device) -> Base {
        guard let process = device.process(for: app) else { return .black(app: app.displayName, reason: tr("%@ is not running", app.displayName)) }
        guard let window = process.objects.keyWindow ?? process.objects.windows.first(where: { !$0.isHidden }), !window.isHidden else {
            return .black(app: app.displayName, reason: tr("(black: no window)"))
        }
        guard window.frame.width > 0, window.frame.height > 0 else {
            return .black(app: app.displayName, reason: tr("(black: a zero-size window)"))
        }
        var screen = AppScreen(name: app.displayName, state: process.state, background: window.backgroundColor, controllerClass: nil,
                               navigationBar: nil, tabs: [], selectedTab: 0, items: [], presentations: [])
        guard let root = window.rootViewController else {
            return .app(screen)
        }
        describe(chain: root, into: &screen)
        // Presentations: the controllers each visible chain presents, one over the other.
        var presenter: UIViewController? = root
        while let current = presenter, let presenting = visibleChain(from: current).last(where: { $0.presented != nil }),
              let presented = presenting.presented {
            let kind: Presentation.Kind
            if presented.baseClass == "UIAlertController" || presented.className == "UIAlertController" {
                // The device keeps no alert's preferred style: an action sheet is drawn as an alert too.
                kind = .alert
            } else if presented.coversPresenter {
                kind = .fullScreen
            } else {
                kind = .sheet
            }
            if kind == .fullScreen {
                // A full-screen presentation replaces what was beneath.
                screen.navigationBar = nil
                screen.tabs = []
                screen.presentations = []
                describe(chain: presented, into: &screen)
            } else {
                var top = presented
                while let child = top.visibleChild { top = child }
                screen.presentations.append(Presentation(kind: kind, className: top.className, background: top.view?.backgroundColor,
                                                         items: top.view.map(items(in:)) ?? []))
            }
            presenter = presented
        }
        return .app(screen)
    }

    /// Fills in the navigation bar, tab bar, background and texts of the controllers `root` shows.
    private static func describe(chain root: UIViewController, into screen: inout AppScreen) {
        let chain = visibleChain(from: root)
        let top = chain.last ?? root
        screen.controllerClass = top.className
        screen.background = top.view?.backgroundColor ?? screen.background
        screen.items = top.view.map(items(in:)) ?? []
        screen.navigationBar = nil
        screen.tabs = []
        if let tabs = chain.last(where: { $0.baseClass == "UITabBarController" }) {
            screen.tabs = tabs.children.map { $0.archive?.attributes["tabBarItem.title"] ?? navigationTitle(of: $0) }
            screen.selectedTab = min(max(0, tabs.selectedIndex), max(0, tabs.children.count - 1))
        }
        if let navigation = chain.last(where: { $0.baseClass == "UINavigationController" }), let shown = navigation.children.last {
            let beneath = navigation.children.count > 1 ? navigation.children[navigation.children.count - 2] : nil
            screen.navigationBar = NavigationBar(title: navigationTitle(of: shown),
                                                 back: beneath.map { navigationTitle(of: $0) ?? tr("Back") },
                                                 left: shown.leftBarButtonItems.compactMap(\.text),
                                                 right: shown.rightBarButtonItems.compactMap(\.text))
        }
    }

    /// A controller's title as app code set it, else as its storyboard scene's navigation item gives it.
    static func navigationTitle(of controller: UIViewController) -> String? {
        var current: UIViewController? = controller
        while let shown = current {
            if let title = shown.navigationTitle, !title.isEmpty { return title }
            if let title = shown.archive?.attributes["navigationItem.title"], !title.isEmpty { return title }
            current = shown.visibleChild
        }
        return nil
    }

    /// `root` and the children it shows, outermost first.
    static func visibleChain(from root: UIViewController) -> [UIViewController] {
        var chain = [root]
        while let child = chain.last?.visibleChild { chain.append(child) }
        return chain
    }

    /// The texts of a view tree, depth first: labels, buttons, text fields, sprite scenes.
    static func items(in view: UIView) -> [Item] {
        var found: [Item] = []
        if let scene = view.spriteScene {
            found.append(.scene(name: scene.className, texts: scene.nodes.filter { !$0.isHidden }.compactMap(\.text)))
        } else if view.className.contains("TextField") || view.className.contains("TextView") {
            found.append(.field(view.text))
        } else if let text = view.text {
            let isButton = view.className.hasSuffix("Button") || view.actions["touchUpInside"] != nil
            found.append(isButton ? .button(text, enabled: view.isEnabled) : .label(text))
        }
        return found + view.subviews.flatMap(items(in:))
    }
}

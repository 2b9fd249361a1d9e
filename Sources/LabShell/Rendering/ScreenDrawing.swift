import LabCore

/// `screen`: a plain-text drawing of what the device shows — the home screen grid, the app
/// in front (its window's background colour and root controller), the call screen, the lock
/// screen, a banner, the switcher's cards, the overlays.
struct ScreenDrawing {
    let device: Device
    let style: Styler
    /// Columns inside the frame.
    static let width = 30
    /// Rows inside the frame, below the status bar.
    static let height = 14

    func lines() -> [String] {
        let board = device.springboard
        var body: [String]
        var caption: String
        if let call = board.call, !call.isAnswered, !call.isBanner {
            body = callScreen(call)
            caption = tr("incoming call from %@ — `answer` or `decline`", call.caller)
        } else if board.isLocked, let overlay = board.overlay {
            body = centered([overlay.words, ""] + (overlay == .notificationCenter ? notificationLines() : ["✈  ◉  ☀  ♪"]))
            caption = tr("%@ over the lock screen — `dismiss` closes it, `unlock` too", overlay.words)
        } else if board.isLocked {
            body = lockScreen()
            caption = tr("locked — `unlock`")
        } else if board.overlay == .switcher, !device.dial.hasCardSwitcher {
            body = multitaskingBar()
            caption = tr("multitasking bar — `launch APP` taps an icon, `kill APP` removes one (long press, −), `dismiss` goes back")
        } else if board.overlay == .switcher {
            body = switcher()
            caption = tr("app switcher — `launch APP` picks a card, `kill APP` swipes one away, `dismiss` goes back")
        } else if let overlay = board.overlay {
            body = centered([overlay.words, ""] + (overlay == .notificationCenter ? notificationLines() : ["✈  ◉  ☀  ♪"]))
            caption = frontName.map { tr("%@ over %@ — `dismiss` closes it", overlay.words, $0) }
                ?? tr("%@ over the home screen — `dismiss` closes it", overlay.words)
        } else if let front = board.foregroundApp, let app = device.installedApp(withIdentifier: front) {
            (body, caption) = appScreen(app)
        } else {
            body = homeScreen()
            caption = tr("home screen")
        }
        if let banner = board.banner {
            // The app's name, then the title when it says more than the name, then the message.
            let name = AppNames.display(banner.app, on: device)
            body[0] = box("▣ " + (banner.title == name ? name : "\(name): \(banner.title)"))
            if !banner.body.isEmpty { body[1] = box("  " + banner.body) }
        }
        if let call = board.call, !call.isAnswered, call.isBanner {
            body[0] = box("☎ \(String(call.caller.prefix(12)))  " + tr("(decline) (answer)"))
            caption += tr(" · call from %@ ringing in a banner — `answer` or `decline`", call.caller)
        }
        let bar = "│ " + DisplayWidth.fitted(statusTime, to: Self.width - 2) + " │"
        let top = "┌" + String(repeating: "─", count: Self.width) + "┐"
        let bottom = "└" + String(repeating: "─", count: Self.width) + "┘"
        return [top, bar] + body.map { "│" + $0 + "│" } + [bottom, "  " + caption]
    }

    /// 9:41 plus the virtual minutes since boot.
    var statusTime: String {
        let minutes = 9 * 60 + 41 + device.clock.now / 60_000
        let hour = (minutes / 60) % 24, minute = minutes % 60
        return "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)" + (device.springboard.call?.isAnswered == true ? tr("   ☎ call in progress") : "")
    }

    var frontName: String? { device.springboard.foregroundApp.map { AppNames.display($0, on: device) } }

    /// Notification Centre's entries, newest first.
    func notificationLines() -> [String] {
        let list = device.springboard.notifications
        guard !list.isEmpty else { return [tr("no notifications")] }
        return list.prefix(5).enumerated().map { index, entry in
            let text = entry.payload.title ?? entry.payload.body ?? tr("badge")
            return DisplayWidth.prefix("\(index + 1). \(AppNames.display(entry.app, on: device)): \(text)", columns: ScreenDrawing.width - 4)
        }
    }

    /// Four icons per row (a badge beside the icon), names cut to fit.
    func homeScreen() -> [String] {
        var rows: [String] = [blank]
        let apps = device.installedApps
        for start in stride(from: 0, to: apps.count, by: 4) {
            let row = apps[start..<min(start + 4, apps.count)]
            rows.append(" " + row.map { app in
                let badge = device.springboard.badges[app.bundleIdentifier].map { $0 > 0 ? "(\($0))" : "" } ?? ""
                return cell("[" + String(app.displayName.prefix(2)) + "]" + badge)
            }.joined() + pad(4 - row.count))
            rows.append(" " + row.map { cell(String($0.displayName.prefix(6))) }.joined() + pad(4 - row.count))
            rows.append(blank)
        }
        return fill(rows)
    }

    func appScreen(_ app: InstalledApp) -> ([String], String) {
        guard let process = device.process(for: app) else {
            return (fill([]), tr("%@ is not running", app.displayName))
        }
        guard let window = process.objects.keyWindow ?? process.objects.windows.first(where: { !$0.isHidden }),
              !window.isHidden else {
            return (fill(centered(["", tr("(black: no window)")])), tr("%@ · %@ · no visible window", app.displayName, process.state.words))
        }
        // A window with an empty frame covers no pixels: UIKit draws nothing of it, and what
        // shows is the black behind it (`UIWindow()` before iOS 9 has a zero frame).
        guard window.frame.width > 0, window.frame.height > 0 else {
            return (fill(centered(["", tr("(black: a zero-size window)"), tr("frame %@", "\(window.frame)")])),
                    tr("%@ · %@ · %@ key window, zero size: nothing drawn", app.displayName, process.state.words, window.className))
        }
        // What is on screen is the innermost visible controller (a tab's navigation stack's top).
        var controller = window.rootViewController
        while let child = controller?.visibleChild { controller = child }
        let color = controller?.view?.backgroundColor ?? window.backgroundColor
        var content = ["", controller?.className ?? tr("(no rootViewController)")]
        if let view = controller?.view {
            content += texts(in: view).map { "\"\($0)\"" }
            for scene in view.allViews.compactMap(\.spriteScene) { content += ScreenDrawing.sceneLines(scene) }
        }
        content.append("")
        content.append(color.map { $0.count > ScreenDrawing.width - 12 ? $0 : tr("background: %@", $0) } ?? tr("background: none (black)"))
        let shade: Character = ScreenDrawing.isLight(color) ? " " : "░"
        var rows = fill(centered(content), with: shade)
        var overlaid: Set<Int> = []
        if case let .app(shown) = ScreenContent(device: device).base {
            if let bar = shown.navigationBar {
                rows[0] = navigationBarLine(bar)
                overlaid.insert(0)
            }
            for presentation in shown.presentations where presentation.kind != .fullScreen {
                overlaid.formUnion(overlay(presentation, on: &rows))
            }
        }
        let painted = rows.enumerated().map { overlaid.contains($0.offset) ? $0.element : style.paint($0.element, ScreenDrawing.isLight(color) || style.highContrast ? .bold : .dim) }
        // Turned: the drawing stays upright; the line says which way the interface is.
        let turned = process.interfaceOrientation == .portrait ? ""
            : tr(" · interface .%@, %@ × %@", process.interfaceOrientation.rawValue, Rect.format(window.frame.width), Rect.format(window.frame.height))
        return (painted, tr("%@ · %@ · %@ key window", app.displayName, process.state.words, window.className) + turned)
    }

    /// `‹ Back   Title   Edit`: the navigation bar of the controller on screen.
    func navigationBarLine(_ bar: ScreenContent.NavigationBar) -> String {
        let left = ((bar.back.map { ["‹ " + $0] } ?? []) + bar.left).joined(separator: " ")
        let right = bar.right.joined(separator: " ")
        let title = bar.title ?? ""
        let room = Self.width - 2 - DisplayWidth.of(left) - DisplayWidth.of(right)
        let titleText = DisplayWidth.prefix(title, columns: max(0, room - 2))
        let gap = max(0, room - DisplayWidth.of(titleText))
        let line = " " + left + String(repeating: " ", count: gap / 2) + titleText + String(repeating: " ", count: gap - gap / 2) + right + " "
        return DisplayWidth.fitted(DisplayWidth.prefix(line, columns: Self.width), to: Self.width)
    }

    /// An alert or a sheet drawn in a frame over the rows it covers (an alert in the middle, a
    /// sheet from the third row down); returns the rows it drew.
    func overlay(_ presentation: ScreenContent.Presentation, on rows: inout [String]) -> Set<Int> {
        let inner = Self.width - 6
        var lines: [String] = []
        var buttons: [String] = []
        if presentation.kind == .sheet { lines.append(presentation.className) }
        for item in presentation.items {
            switch item {
            case let .label(text): lines.append(text)
            case let .button(text, _): presentation.kind == .alert ? buttons.append("(\(text))") : lines.append("[\(text)]")
            case let .field(text): lines.append("[" + (text ?? "") + "_]")
            case let .scene(name, _): lines.append("[\(name)]")
            }
        }
        if !buttons.isEmpty { lines.append(buttons.joined(separator: " ")) }
        let framed = ["┌" + String(repeating: "─", count: inner) + "┐"]
            + lines.map { "│" + DisplayWidth.fitted(" " + DisplayWidth.prefix($0, columns: inner - 1), to: inner) + "│" }
            + ["└" + String(repeating: "─", count: inner) + "┘"]
        let shown = Array(framed.prefix(Self.height - 1))
        let first = presentation.kind == .alert ? max(1, (Self.height - shown.count) / 2) : 2
        var drawn: Set<Int> = []
        for (offset, line) in shown.enumerated() where first + offset < rows.count {
            rows[first + offset] = "  " + line + "  "
            drawn.insert(first + offset)
        }
        return drawn
    }

    func lockScreen() -> [String] {
        let lines = ["", "🔒", "", statusTime, "", tr("swipe up to unlock")]
        return fill(centered(lines))
    }

    func callScreen(_ call: PhoneCall) -> [String] {
        fill(centered(["", tr("incoming call"), "", call.caller, "", "", tr("(decline)    (answer)")]))
    }

    func switcher() -> [String] {
        let cards = device.springboard.switcherCards.compactMap(device.installedApp(withIdentifier:))
        guard !cards.isEmpty else { return fill(centered(["", tr("no cards")])) }
        var rows: [String] = [blank]
        for app in cards.prefix(4) {
            let state = device.state(of: app).words
            rows.append(box("╭ \(String(app.displayName.prefix(14))) · \(state)"))
        }
        if cards.count > 4 { rows.append(box(tr("  … %d more", cards.count - 4))) }
        return fill(rows)
    }

    /// iOS 4–6: the screen slides up over a row of icons, which leaves out the app in front.
    func multitaskingBar() -> [String] {
        let icons = device.springboard.switcherCards.filter { $0 != device.springboard.foregroundApp }
            .compactMap(device.installedApp(withIdentifier:))
        let above = fill(centered(["", frontName ?? tr("home screen"), tr("(slid up)")]), with: " ").prefix(Self.height - 3)
        let row = icons.isEmpty ? tr("no icons") : icons.prefix(4).map { "[" + String($0.displayName.prefix(2)) + "]" }.joined(separator: " ")
        let names = icons.prefix(4).map { cell(String($0.displayName.prefix(6))) }.joined()
        return Array(above) + [String(repeating: "─", count: Self.width), box(row), box(names)]
    }

    // MARK: Layout helpers

    var blank: String { String(repeating: " ", count: Self.width) }
    func pad(_ cells: Int) -> String { String(repeating: " ", count: max(0, cells) * 7 + 1) }
    func cell(_ text: String) -> String { DisplayWidth.fitted(text, to: 7) }
    func box(_ text: String) -> String { DisplayWidth.fitted(" " + text, to: Self.width) }

    func centered(_ lines: [String]) -> [String] {
        lines.map { line in
            let text = DisplayWidth.prefix(line, columns: Self.width)
            let width = DisplayWidth.of(text)
            let left = (Self.width - width) / 2
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: Self.width - left - width)
        }
    }

    /// Pads to the screen's height; empty space drawn with `shade`.
    func fill(_ rows: [String], with shade: Character = " ") -> [String] {
        let padded = rows + Array(repeating: blank, count: max(0, Self.height - rows.count))
        return padded.prefix(Self.height).map { row in
            shade == " " ? row : String(row.map { $0 == " " ? shade : $0 })
        }
    }

    /// An SKView's scene: its class (and whether it is paused), its labels' texts, and the names
    /// of its other shown nodes (a few; `views` lists them all).
    static func sceneLines(_ scene: SpriteScene) -> [String] {
        let shown = scene.nodes.filter { !$0.isHidden }
        var lines = ["[\(scene.className)\(scene.isPaused ? " · paused" : "")]"] + shown.compactMap(\.text).map { "\"\($0)\"" }
        var seen = Set<String>()
        let names = shown.filter { $0.text == nil }.compactMap(\.name).filter { !$0.isEmpty && seen.insert($0).inserted }
        if !names.isEmpty { lines.append(names.prefix(6).joined(separator: " · ") + (names.count > 6 ? " …" : "")) }
        return lines
    }

    func texts(in view: UIView) -> [String] { (view.text.map { [$0] } ?? []) + view.subviews.flatMap(texts(in:)) }

    /// White and the system backgrounds draw as blank; other colours are shaded.
    static func isLight(_ color: String?) -> Bool {
        guard let color = color?.lowercased() else { return false }
        return color.contains("white") || color.contains("systembackground") || color.contains("light")
    }
}

import LabCore

/// `screen --svg`: the phone's screen as an SVG picture, drawn from `ScreenContent` (the
/// device's state): status bar, the home screen's icons, an app's background, navigation bar,
/// texts and buttons, tab bar, alerts and sheets over it, a banner, the lock screen, a call,
/// Notification Centre, Control Centre and the switcher. Every part carries a `data-role`
/// (`status-time`, `nav-title`, `button`, `alert`, `banner`…) that tests and pages read.
struct ScreenPicture {
    let content: ScreenContent

    init(content: ScreenContent) { self.content = content }
    init(device: Device) { self.init(content: ScreenContent(device: device)) }

    static let width = 320.0, height = 700.0
    /// The screen inside the phone's frame.
    static let left = 10.0, top = 10.0, screenWidth = 300.0, screenHeight = 640.0
    static var right: Double { left + screenWidth }
    static var bottom: Double { top + screenHeight }
    static let blue = "#007aff"

    var svg: String {
        var canvas = SVGCanvas(width: Self.width, height: Self.height, title: tr("the device's screen"))
        canvas.rect(x: 0, y: 0, width: Self.width, height: Self.height - 40, radius: 42, fill: "#1c1c1e", role: "phone")
        var caption = ""
        var statusInk = "#000000"
        switch content.base {
        case let .home(icons):
            canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#3a6ea5", role: "home")
            statusInk = "#ffffff"
            drawIcons(icons, top: 70, on: &canvas)
            caption = tr("home screen")
        case let .app(screen):
            statusInk = drawApp(screen, on: &canvas)
            caption = [screen.name, screen.state.words, screen.controllerClass].compactMap { $0 }.joined(separator: " · ")
        case let .black(app, reason):
            canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#000000", role: "black")
            canvas.text(reason, x: 160, y: 330, size: 14, fill: "#bbbbbb", anchor: .middle, role: "reason")
            statusInk = "#ffffff"
            caption = app
        case .lock:
            drawLock(on: &canvas)
            statusInk = "#ffffff"
            caption = tr("locked — `unlock`")
        case let .call(caller):
            drawCall(caller, on: &canvas)
            statusInk = "#ffffff"
            caption = tr("incoming call from %@ — `answer` or `decline`", caller)
        }
        if let overlay = content.overlay {
            drawOverlay(overlay, on: &canvas)
            statusInk = "#ffffff"
        }
        drawStatusBar(ink: statusInk, on: &canvas)
        if let banner = content.banner { drawBanner(banner, on: &canvas) }
        if let caller = content.callBanner { drawCallBanner(caller, on: &canvas) }
        canvas.text(SVGCanvas.fitted(caption, width: Self.width - 10, size: 13), x: Self.width / 2, y: Self.height - 14,
                    size: 13, fill: "#333333", anchor: .middle, role: "caption")
        return canvas.document
    }

    // MARK: Parts

    private func drawStatusBar(ink: String, on canvas: inout SVGCanvas) {
        canvas.text(content.statusTime, x: 44, y: 38, size: 15, fill: ink, anchor: .middle, bold: true, role: "status-time")
        if content.callInProgress {
            canvas.rect(x: 74, y: 24, width: 70, height: 20, radius: 10, fill: "#34c759", role: "call-in-progress")
            canvas.text(tr("call"), x: 109, y: 38, size: 12, fill: "#ffffff", anchor: .middle, bold: true)
        }
        for bar in 0..<4 {
            let height = 4.0 + Double(bar) * 3
            canvas.rect(x: 236 + Double(bar) * 6, y: 40 - height, width: 4, height: height, radius: 1, fill: ink)
        }
        canvas.rect(x: 266, y: 28, width: 24, height: 12, radius: 3, fill: "none", stroke: ink, strokeWidth: 1.5)
        canvas.rect(x: 268, y: 30, width: 17, height: 8, radius: 1.5, fill: ink)
    }

    private func drawIcons(_ icons: [ScreenContent.Icon], top: Double, on canvas: inout SVGCanvas) {
        for (index, icon) in icons.prefix(24).enumerated() {
            let x = 28 + Double(index % 4) * 70, y = top + Double(index / 4) * 86
            canvas.beginGroup(role: "icon", data: [("name", icon.name)])
            canvas.rect(x: x, y: y, width: 54, height: 54, radius: 13, fill: Self.iconColor(icon.name))
            canvas.text(String(icon.name.prefix(2)), x: x + 27, y: y + 35, size: 20, fill: "#ffffff", anchor: .middle, bold: true)
            canvas.text(SVGCanvas.fitted(icon.name, width: 68, size: 11), x: x + 27, y: y + 70, size: 11, fill: "#ffffff", anchor: .middle)
            if icon.badge > 0 {
                canvas.circle(x: x + 52, y: y + 2, radius: 10, fill: "#ff3b30")
                canvas.text("\(icon.badge)", x: x + 52, y: y + 6.5, size: 12, fill: "#ffffff", anchor: .middle, bold: true, role: "badge")
            }
            canvas.endGroup()
        }
    }

    /// The app's screen; returns the status bar's ink.
    private func drawApp(_ screen: ScreenContent.AppScreen, on canvas: inout SVGCanvas) -> String {
        let css = CSSColor.css(screen.background)
        let fill = css ?? "#000000"
        canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: fill, role: "app-background")
        var ink = CSSColor.isLight(fill) ? "#000000" : "#ffffff"
        var top = 56.0
        if let bar = screen.navigationBar {
            // The bar's colour reaches up behind the status bar, as on iOS.
            canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: 60, radius: 32, fill: "#f7f7f8")
            canvas.rect(x: Self.left, y: 40, width: Self.screenWidth, height: 56, fill: "#f7f7f8", role: "navigation-bar")
            canvas.line(from: (Self.left, 96), to: (Self.right, 96), stroke: "#c6c6c8", width: 1)
            if let title = bar.title {
                canvas.text(SVGCanvas.fitted(title, width: 130, size: 17), x: 160, y: 79, size: 17, fill: "#000000", anchor: .middle, bold: true, role: "nav-title")
            }
            var x = 20.0
            if let back = bar.back {
                canvas.text("‹ " + SVGCanvas.fitted(back, width: 70, size: 16), x: x, y: 79, size: 16, fill: Self.blue, role: "nav-back")
                x += 80
            }
            for item in bar.left {
                canvas.text(SVGCanvas.fitted(item, width: 60, size: 16), x: x, y: 79, size: 16, fill: Self.blue, role: "bar-button")
                x += 64
            }
            var end = 300.0
            for item in bar.right.reversed() {
                canvas.text(SVGCanvas.fitted(item, width: 60, size: 16), x: end, y: 79, size: 16, fill: Self.blue, anchor: .end, role: "bar-button")
                end -= 64
            }
            top = 104
            ink = ink == "#000000" || CSSColor.isLight(fill) ? "#000000" : ink
        }
        let bottom = screen.tabs.isEmpty ? Self.bottom - 30 : Self.bottom - 60
        if css == nil {
            let words = screen.background.map { tr("background: %@", $0) } ?? tr("background: none (black)")
            canvas.text(SVGCanvas.fitted(words, width: 280, size: 12), x: 160, y: bottom - 6, size: 12, fill: "#bbbbbb", anchor: .middle, role: "background-name")
        }
        drawItems(screen.items, top: top, bottom: bottom, ink: ink, on: &canvas)
        if !screen.tabs.isEmpty {
            canvas.rect(x: Self.left, y: Self.bottom - 58, width: Self.screenWidth, height: 58, radius: 0, fill: "#f7f7f8", role: "tab-bar")
            canvas.line(from: (Self.left, Self.bottom - 58), to: (Self.right, Self.bottom - 58), stroke: "#c6c6c8", width: 1)
            let slot = Self.screenWidth / Double(screen.tabs.count)
            for (index, title) in screen.tabs.enumerated() {
                let x = Self.left + slot * (Double(index) + 0.5)
                let color = index == screen.selectedTab ? Self.blue : "#8e8e93"
                canvas.circle(x: x, y: Self.bottom - 40, radius: 8, fill: color)
                if let title {
                    canvas.text(SVGCanvas.fitted(title, width: slot - 4, size: 11), x: x, y: Self.bottom - 18, size: 11, fill: color, anchor: .middle,
                                role: index == screen.selectedTab ? "tab-selected" : "tab")
                }
            }
        }
        for presentation in screen.presentations { drawPresentation(presentation, on: &canvas) }
        let lightStatus = screen.navigationBar == nil && !CSSColor.isLight(fill)
        return lightStatus ? "#ffffff" : "#000000"
    }

    /// Labels, buttons, fields and scenes one under the other, centred, as many as fit.
    private func drawItems(_ items: [ScreenContent.Item], top: Double, bottom: Double, ink: String, left: Double = ScreenPicture.left,
                           width: Double = ScreenPicture.screenWidth, on canvas: inout SVGCanvas) {
        let middle = left + width / 2
        var y = top + 20
        for (index, item) in items.enumerated() {
            guard y + 30 < bottom else {
                canvas.text(tr("… %d more", items.count - index), x: middle, y: y, size: 13, fill: "#8e8e93", anchor: .middle, role: "more")
                return
            }
            switch item {
            case let .label(text):
                canvas.text(SVGCanvas.fitted(text, width: width - 24, size: 17), x: middle, y: y, size: 17, fill: ink, anchor: .middle, role: "label")
                y += 30
            case let .button(text, enabled):
                canvas.text(SVGCanvas.fitted(text, width: width - 24, size: 17), x: middle, y: y, size: 17, fill: enabled ? Self.blue : "#8e8e93",
                            anchor: .middle, role: "button")
                y += 34
            case let .field(text):
                canvas.rect(x: left + 20, y: y - 20, width: width - 40, height: 30, radius: 6, fill: "#ffffff", stroke: "#c6c6c8", role: "field")
                if let text, !text.isEmpty {
                    canvas.text(SVGCanvas.fitted(text, width: width - 60, size: 15), x: left + 28, y: y, size: 15, fill: "#000000", role: "field-text")
                }
                y += 40
            case let .scene(name, texts):
                let height = 30.0 + Double(min(texts.count, 4)) * 22
                canvas.rect(x: left + 16, y: y - 18, width: width - 32, height: height, radius: 4, fill: "none", stroke: "#8e8e93", dashed: true, role: "scene")
                canvas.text(name, x: middle, y: y, size: 13, fill: "#8e8e93", anchor: .middle)
                for (line, text) in texts.prefix(4).enumerated() {
                    canvas.text(SVGCanvas.fitted(text, width: width - 48, size: 15), x: middle, y: y + 22 * Double(line + 1), size: 15, fill: ink,
                                anchor: .middle, role: "label")
                }
                y += height + 12
            }
        }
    }

    private func drawPresentation(_ presentation: ScreenContent.Presentation, on canvas: inout SVGCanvas) {
        canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#000000",
                    opacity: 0.4, role: "dimming")
        switch presentation.kind {
        case .alert:
            // Title (the first label) bold, the message, then one row per action.
            let labels = presentation.items.compactMap { if case let .label(text) = $0 { text } else { nil } }
            let buttons = presentation.items.compactMap { item -> (String, Bool)? in
                if case let .button(text, enabled) = item { (text, enabled) } else { nil }
            }
            let fields = presentation.items.filter { if case .field = $0 { true } else { false } }
            let textHeight = 24.0 + Double(labels.count) * 24 + Double(fields.count) * 34
            let height = textHeight + Double(buttons.count) * 44
            let x = 40.0, width = 240.0, y = max(60, 330 - height / 2)
            canvas.beginGroup(role: "alert")
            canvas.rect(x: x, y: y, width: width, height: height, radius: 14, fill: "#f2f2f2")
            var line = y + 30
            for (index, label) in labels.enumerated() {
                canvas.text(SVGCanvas.fitted(label, width: width - 20, size: index == 0 ? 17 : 14), x: 160, y: line, size: index == 0 ? 17 : 14,
                            fill: "#000000", anchor: .middle, bold: index == 0, role: index == 0 ? "alert-title" : "alert-message")
                line += 24
            }
            for case let .field(text) in fields {
                canvas.rect(x: x + 12, y: line - 14, width: width - 24, height: 26, radius: 5, fill: "#ffffff", stroke: "#c6c6c8", role: "field")
                if let text, !text.isEmpty { canvas.text(SVGCanvas.fitted(text, width: width - 40, size: 13), x: x + 18, y: line + 4, size: 13, fill: "#000000") }
                line += 34
            }
            var row = y + textHeight
            for (title, enabled) in buttons {
                canvas.line(from: (x, row), to: (x + width, row), stroke: "#c6c6c8", width: 1)
                canvas.text(SVGCanvas.fitted(title, width: width - 20, size: 17), x: 160, y: row + 28, size: 17, fill: enabled ? Self.blue : "#8e8e93",
                            anchor: .middle, role: "alert-button")
                row += 44
            }
            canvas.endGroup()
        case .sheet, .fullScreen:
            let top = presentation.kind == .sheet ? 64.0 : Self.top
            let fill = CSSColor.css(presentation.background) ?? "#ffffff"
            canvas.beginGroup(role: presentation.kind == .sheet ? "sheet" : "full-screen", data: [("controller", presentation.className)])
            canvas.rect(x: Self.left, y: top, width: Self.screenWidth, height: Self.bottom - top, radius: 14, fill: fill)
            canvas.rect(x: 140, y: top + 8, width: 40, height: 5, radius: 2.5, fill: "#c6c6c8")
            canvas.text(presentation.className, x: 160, y: top + 34, size: 12, fill: "#8e8e93", anchor: .middle, role: "sheet-controller")
            drawItems(presentation.items, top: top + 44, bottom: Self.bottom - 20, ink: CSSColor.isLight(fill) ? "#000000" : "#ffffff", on: &canvas)
            canvas.endGroup()
        }
    }

    private func drawLock(on canvas: inout SVGCanvas) {
        canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#1d2b53", role: "lock-screen")
        canvas.rect(x: 151, y: 70, width: 18, height: 14, radius: 3, fill: "#ffffff")
        canvas.rect(x: 154, y: 60, width: 12, height: 16, radius: 6, fill: "none", stroke: "#ffffff", strokeWidth: 2.5)
        canvas.text(content.statusTime, x: 160, y: 160, size: 64, fill: "#ffffff", anchor: .middle, bold: true, role: "lock-time")
        drawNotificationList(content.lockScreenNotifications, top: 200, on: &canvas)
        canvas.text(tr("swipe up to unlock"), x: 160, y: 620, size: 14, fill: "#ffffff", anchor: .middle, role: "lock-hint")
    }

    private func drawNotificationList(_ entries: [ScreenContent.NotificationEntry], top: Double, on canvas: inout SVGCanvas) {
        for (index, entry) in entries.prefix(5).enumerated() {
            let y = top + Double(index) * 62
            canvas.beginGroup(role: "notification", data: [("app", entry.app)])
            canvas.rect(x: 22, y: y, width: 276, height: 54, radius: 12, fill: "#ffffff")
            canvas.text(SVGCanvas.fitted(entry.app, width: 250, size: 12), x: 34, y: y + 20, size: 12, fill: "#6d6d72", bold: true)
            canvas.text(SVGCanvas.fitted(entry.text, width: 250, size: 15), x: 34, y: y + 42, size: 15, fill: "#000000", role: "notification-text")
            canvas.endGroup()
        }
    }

    private func drawCall(_ caller: String, on canvas: inout SVGCanvas) {
        canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#2c2c2e", role: "call-screen")
        canvas.text(tr("incoming call"), x: 160, y: 130, size: 15, fill: "#d1d1d6", anchor: .middle)
        canvas.text(SVGCanvas.fitted(caller, width: 270, size: 30), x: 160, y: 175, size: 30, fill: "#ffffff", anchor: .middle, role: "caller")
        canvas.circle(x: 90, y: 540, radius: 34, fill: "#ff3b30")
        canvas.text(tr("decline"), x: 90, y: 596, size: 14, fill: "#ffffff", anchor: .middle, role: "call-button")
        canvas.circle(x: 230, y: 540, radius: 34, fill: "#34c759")
        canvas.text(tr("answer"), x: 230, y: 596, size: 14, fill: "#ffffff", anchor: .middle, role: "call-button")
    }

    private func drawOverlay(_ overlay: ScreenContent.Overlay, on canvas: inout SVGCanvas) {
        switch overlay {
        case let .notificationCenter(entries):
            canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#1c1c1e", role: "notification-centre")
            canvas.text(tr("Notification Centre"), x: 160, y: 100, size: 20, fill: "#ffffff", anchor: .middle, bold: true)
            if entries.isEmpty {
                canvas.text(tr("no notifications"), x: 160, y: 160, size: 15, fill: "#d1d1d6", anchor: .middle)
            }
            drawNotificationList(entries, top: 130, on: &canvas)
        case .controlCenter:
            canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#2c2c2e", role: "control-centre")
            canvas.text(tr("Control Centre"), x: 160, y: 100, size: 20, fill: "#ffffff", anchor: .middle, bold: true)
            for (index, color) in ["#ff9500", "#007aff", "#8e8e93", "#ff2d55"].enumerated() {
                let x = 40 + Double(index % 2) * 130, y = 130 + Double(index / 2) * 130
                canvas.rect(x: x, y: y, width: 110, height: 110, radius: 22, fill: "#48484a")
                canvas.circle(x: x + 55, y: y + 55, radius: 22, fill: color)
            }
        case let .switcher(cards):
            canvas.rect(x: Self.left, y: Self.top, width: Self.screenWidth, height: Self.screenHeight, radius: 32, fill: "#3a3a3c", role: "switcher")
            canvas.text(tr("app switcher"), x: 160, y: 90, size: 18, fill: "#ffffff", anchor: .middle, bold: true)
            if cards.isEmpty { canvas.text(tr("no cards"), x: 160, y: 300, size: 15, fill: "#d1d1d6", anchor: .middle) }
            for (index, card) in cards.prefix(4).enumerated() {
                let y = 120 + Double(index) * 122
                canvas.beginGroup(role: "card", data: [("name", card.name), ("state", card.state.rawValue)])
                canvas.rect(x: 40, y: y, width: 240, height: 110, radius: 16, fill: "#ffffff")
                canvas.text(SVGCanvas.fitted(card.name, width: 210, size: 18), x: 160, y: y + 46, size: 18, fill: "#000000", anchor: .middle, bold: true)
                canvas.text(card.state.words, x: 160, y: y + 76, size: 15, fill: StatePalette.ink(card.state), anchor: .middle, bold: true)
                canvas.endGroup()
            }
            if cards.count > 4 {
                canvas.text(tr("… %d more", cards.count - 4), x: 160, y: 620, size: 14, fill: "#ffffff", anchor: .middle, role: "more")
            }
        case let .multitaskingBar(icons):
            canvas.rect(x: Self.left, y: Self.bottom - 130, width: Self.screenWidth, height: 120, fill: "#2c2c2e", role: "multitasking-bar")
            if icons.isEmpty {
                canvas.text(tr("no icons"), x: 160, y: Self.bottom - 70, size: 15, fill: "#d1d1d6", anchor: .middle)
            } else {
                drawIcons(Array(icons.prefix(4)), top: Self.bottom - 115, on: &canvas)
            }
        }
    }

    private func drawBanner(_ banner: ScreenContent.BannerContent, on canvas: inout SVGCanvas) {
        let hasBody = !banner.body.isEmpty
        canvas.beginGroup(role: "banner", data: [("app", banner.app)])
        canvas.rect(x: 18, y: 52, width: 284, height: hasBody ? 82 : 62, radius: 16, fill: "#f9f9f9", stroke: "#c6c6c8")
        canvas.text(SVGCanvas.fitted(banner.app, width: 250, size: 12), x: 32, y: 72, size: 12, fill: "#6d6d72", bold: true, role: "banner-app")
        canvas.text(SVGCanvas.fitted(banner.title, width: 250, size: 15), x: 32, y: 96, size: 15, fill: "#000000", bold: true, role: "banner-title")
        if hasBody {
            canvas.text(SVGCanvas.fitted(banner.body, width: 250, size: 15), x: 32, y: 120, size: 15, fill: "#000000", role: "banner-body")
        }
        canvas.endGroup()
    }

    private func drawCallBanner(_ caller: String, on canvas: inout SVGCanvas) {
        canvas.beginGroup(role: "call-banner")
        canvas.rect(x: 18, y: 52, width: 284, height: 60, radius: 30, fill: "#2c2c2e")
        canvas.text(SVGCanvas.fitted(caller, width: 150, size: 16), x: 40, y: 88, size: 16, fill: "#ffffff", bold: true, role: "caller")
        canvas.circle(x: 230, y: 82, radius: 20, fill: "#ff3b30")
        canvas.circle(x: 276, y: 82, radius: 20, fill: "#34c759")
        canvas.endGroup()
    }

    /// An icon's colour, the same for the same name (a sum of its bytes picks one of eight).
    static func iconColor(_ name: String) -> String {
        let colors = ["#ff9500", "#34c759", "#007aff", "#af52de", "#ff2d55", "#5ac8fa", "#5856d6", "#a2845e"]
        return colors[name.utf8.reduce(0) { $0 + Int($1) } % colors.count]
    }
}

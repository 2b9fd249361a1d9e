/// The device's screen and model, by era: the phone a learner would have held running that
/// iOS version (bounds in points).
public struct UIScreen: Sendable, Equatable {
    public let model: String
    public let bounds: Rect
    /// `Code Type` in crash reports.
    public let codeType: String

    /// iOS versions and the phone that stands for them.
    static let models: [(versions: ClosedRange<Int>, screen: UIScreen)] = [
        (3...6, UIScreen(model: "iPhone 4", bounds: Rect(x: 0, y: 0, width: 320, height: 480), codeType: "ARM")),
        (7...8, UIScreen(model: "iPhone 5s", bounds: Rect(x: 0, y: 0, width: 320, height: 568), codeType: "ARM-64")),
        (9...12, UIScreen(model: "iPhone 8", bounds: Rect(x: 0, y: 0, width: 375, height: 667), codeType: "ARM-64")),
        (13...99, UIScreen(model: "iPhone 15", bounds: Rect(x: 0, y: 0, width: 393, height: 852), codeType: "ARM-64")),
    ]

    /// The bounds an app sees with its interface in `orientation`: width and height swap in
    /// landscape (iOS 8 made the screen's coordinates follow the interface).
    public func bounds(in orientation: InterfaceOrientation) -> Rect {
        let short = min(bounds.width, bounds.height), long = max(bounds.width, bounds.height)
        return orientation.isLandscape ? Rect(x: 0, y: 0, width: long, height: short) : Rect(x: 0, y: 0, width: short, height: long)
    }

    /// The safe area's insets (top, left, bottom, right) with the interface in `orientation`:
    /// the sensor housing and Home indicator of a phone without a Home button; the status bar
    /// of one with (none in landscape, where an iPhone hides it).
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> [Double] {
        let notched = bounds.height >= 812
        switch (notched, orientation) {
        case (true, .portrait): return [59, 0, 34, 0]
        case (true, .portraitUpsideDown): return [34, 0, 59, 0]
        case (true, _): return [0, 59, 21, 59]
        case (false, .portrait), (false, .portraitUpsideDown): return [20, 0, 0, 0]
        case (false, _): return [0, 0, 0, 0]
        }
    }

    /// `UIScreen.main` on a device running `iosVersion`.
    public static func main(iosVersion: Int) -> UIScreen {
        models.first { $0.versions.contains(iosVersion) }?.screen ?? models[models.count - 1].screen
    }
}

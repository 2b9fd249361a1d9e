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

    /// `UIScreen.main` on a device running `iosVersion`.
    public static func main(iosVersion: Int) -> UIScreen {
        models.first { $0.versions.contains(iosVersion) }?.screen ?? models[models.count - 1].screen
    }
}

/// The apps every fresh device comes with. They have no bundle folder and no program of the
/// learner's: the lifecycle engine moves them through their states without offering any
/// callbacks, since their code is Apple's.
public enum SystemApps {
    public static let phone = "com.apple.mobilephone"
    public static let settings = "com.apple.Preferences"
    public static let messages = "com.apple.MobileSMS"

    /// Phone, Settings, Messages, in home-screen order.
    public static var all: [AppBundle] {
        [bundle(phone, name: "Phone", executable: "MobilePhone"),
         bundle(settings, name: "Settings", executable: "Preferences"),
         bundle(messages, name: "Messages", executable: "MobileSMS")]
    }

    static func bundle(_ identifier: String, name: String, executable: String) -> AppBundle {
        AppBundle(path: nil, info: [
            "CFBundleIdentifier": .string(identifier),
            "CFBundleDisplayName": .string(name),
            "CFBundleExecutable": .string(executable),
            "CFBundleShortVersionString": .string("1.0"),
            "CFBundleVersion": .string("1"),
        ], program: nil)
    }
}

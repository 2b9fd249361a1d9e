import Foundation

/// The share sheet. The simulated device has no other apps to share with: once presented,
/// the sheet lists the items it would share and offers Copy and Close (`tap Copy`, `tap
/// Close`). Copy reports `.copyToPasteboard` as completed (the simulated device keeps no
/// pasteboard); Close reports no activity, not completed. Either dismisses the sheet and calls
/// `completionWithItemsHandler`, as UIKit does.
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    private var shown = false

    open override func __labDidPresent() {
        guard !shown, let root = view else { return }
        shown = true
        for item in activityItems {
            let label = UILabel()
            label.text = (item as? String) ?? (item as? URL)?.absoluteString ?? "\(type(of: item))"
            root.addSubview(label)
        }
        var titles = ["Close"]
        if !(excludedActivityTypes ?? []).contains(.copyToPasteboard) { titles.insert("Copy", at: 0) }
        for title in titles {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: Selector(title == "Copy" ? "copyTapped:" : "closeTapped:"), for: .touchUpInside)
            root.addSubview(button)
        }
    }

    open override func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool {
        let copied = selector == "copyTapped:"
        guard copied || selector == "closeTapped:" else { return super.__labPerformAction(selector, sender) }
        let handler = completionWithItemsHandler
        dismiss(animated: true) {
            handler?(copied ? .copyToPasteboard : nil, copied, nil, nil)
        }
        return true
    }
}

/// A service the share sheet offers.
open class UIActivity: NSObject {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open class var activityCategory: Category { .action }
    public enum Category: Int, Sendable { case action, share }
}

/// What bar button items and tab bar items share: a title, images, a tag, whether it is
/// enabled, and its title's text attributes by state (set on the item or on its class's
/// appearance proxy; the device draws no bars, so they are kept and answered).
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    /// The image the large content viewer shows (accessibility text sizes), kept.
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// An integer the app chooses (a storyboard's `tag`), to tell items apart.
    open var tag: Int = 0
    open var isEnabled: Bool = true
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes set for `state` on this item, else on its class's appearance proxy.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        AppearanceProxies.value(of: self) { $0.titleAttributes[state.rawValue] }
    }
}

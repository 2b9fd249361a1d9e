/// Social and Accounts: the system's Twitter, Facebook, Sina Weibo and Tencent Weibo accounts
/// (removed from iOS 11's Settings). The simulated device has none: the composer is not
/// available for any service, access to accounts is not granted, and a request fails as offline.
extension DeclaredFrameworks {
    static let accounts = """
        public let ACAccountTypeIdentifierTwitter = "com.apple.twitter"
        public let ACAccountTypeIdentifierFacebook = "com.apple.facebook"
        public let ACAccountTypeIdentifierSinaWeibo = "com.apple.sinaweibo"
        public let ACAccountTypeIdentifierTencentWeibo = "com.apple.tencentweibo"
        public let ACFacebookAppIdKey = "ACFacebookAppIdKey"
        public let ACFacebookPermissionsKey = "ACFacebookPermissionsKey"
        public let ACFacebookAudienceKey = "ACFacebookAudienceKey"
        public let ACErrorDomain = "com.apple.accounts"
        open class ACAccountType: NSObject {
            public let identifier: String
            open var accountTypeDescription: String { identifier }
            /// Access is never granted on the simulated device.
            open var accessGranted: Bool { false }
            init(identifier: String) { self.identifier = identifier }
        }
        open class ACAccountCredential: NSObject {
            open var oauthToken: String?
            public init(oAuthToken token: String, tokenSecret secret: String) { oauthToken = token }
            public init(oAuth2Token token: String, refreshToken: String, expiryDate: Date) { oauthToken = token }
        }
        open class ACAccount: NSObject {
            open var accountType: ACAccountType!
            open var accountDescription: String?
            open var username: String!
            open var userFullName: String { username ?? "" }
            open var credential: ACAccountCredential?
            open var identifier: String? { nil }
            public init(accountType type: ACAccountType) { accountType = type }
        }
        public typealias ACAccountStoreRequestAccessCompletionHandler = (Bool, Error?) -> Void
        /// The device's accounts: none.
        open class ACAccountStore: NSObject {
            open var accounts: [ACAccount] { [] }
            public override init() { super.init() }
            open func accountType(withAccountTypeIdentifier typeIdentifier: String) -> ACAccountType! { ACAccountType(identifier: typeIdentifier) }
            open func accounts(with accountType: ACAccountType) -> [ACAccount]! { [] }
            open func account(withIdentifier identifier: String) -> ACAccount! { nil }
            /// Not granted, in a later turn of the main run loop.
            open func requestAccessToAccounts(with accountType: ACAccountType, options: [AnyHashable: Any]? = nil,
                                              completion: @escaping ACAccountStoreRequestAccessCompletionHandler) {
                __LabNotSimulated.say("Accounts (\\(accountType.identifier))", instead: "the simulated device has no such account: access is not granted")
                DispatchQueue.main.async { completion(false, nil) }
            }
        }
        """

    static let social = """
        import FoundationNetworking
        public let SLServiceTypeTwitter = "com.apple.social.twitter"
        public let SLServiceTypeFacebook = "com.apple.social.facebook"
        public let SLServiceTypeSinaWeibo = "com.apple.social.sinaweibo"
        public let SLServiceTypeTencentWeibo = "com.apple.social.tencentweibo"
        public let SLServiceTypeLinkedIn = "com.apple.social.linkedin"
        public enum SLRequestMethod: Int, Sendable { case GET = 0, POST, DELETE, PUT }
        public enum SLComposeViewControllerResult: Int, Sendable { case cancelled = 0, done }
        public typealias SLRequestHandler = (Data?, HTTPURLResponse?, Error?) -> Void
        /// A request to a service's API, signed with an account: it fails as offline.
        open class SLRequest: NSObject {
            public let serviceType: String
            public let requestMethod: SLRequestMethod
            public let url: URL!
            public let parameters: [AnyHashable: Any]
            open var account: ACAccount!
            public init!(forServiceType serviceType: String!, requestMethod: SLRequestMethod, url: URL!, parameters: [AnyHashable: Any]!) {
                self.serviceType = serviceType
                self.requestMethod = requestMethod
                self.url = url
                self.parameters = parameters ?? [:]
            }
            open func addMultipartData(_ data: Data!, withName name: String!, type: String!, filename: String!) {}
            open func preparedURLRequest() -> URLRequest! { URLRequest(url: url) }
            /// Fails as on a device offline, in a later turn of the main run loop.
            open func perform(handler: @escaping SLRequestHandler) {
                __LabNotSimulated.say("a network (SLRequest)", instead: "the simulated device has no network: the request fails as offline (NSURLErrorNotConnectedToInternet)")
                DispatchQueue.main.async {
                    handler(nil, nil, NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                                              userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."]))
                }
            }
        }
        /// The posting sheet: no service is available on the simulated device. Presented anyway,
        /// it shows the text with Cancel and Post; either ends it (Post sends nothing).
        open class SLComposeViewController: UIViewController {
            open class func isAvailable(forServiceType serviceType: String!) -> Bool {
                __LabNotSimulated.say("Social (\\(serviceType ?? ""))", instead: "the simulated device has no such account: isAvailable(forServiceType:) is false")
                return false
            }
            public let serviceType: String?
            open var completionHandler: ((SLComposeViewControllerResult) -> Void)?
            private var text = ""
            public init!(forServiceType serviceType: String!) {
                self.serviceType = serviceType
                super.init(nibName: nil, bundle: nil)
            }
            public required init?(coder: NSCoder) { fatalError("SLComposeViewController is not archived") }
            @discardableResult open func setInitialText(_ text: String!) -> Bool { self.text = text ?? ""; return true }
            @discardableResult open func add(_ image: UIImage!) -> Bool { true }
            @discardableResult open func add(_ url: URL!) -> Bool { true }
            open func removeAllImages() -> Bool { true }
            open func removeAllURLs() -> Bool { true }
            open override func __labDidPresent() {
                guard view.subviews.isEmpty else { return }
                let label = UILabel(frame: CGRect(x: 20, y: 70, width: 350, height: 30))
                label.text = text
                view.addSubview(label)
                for (index, (title, result)) in [("Cancel", SLComposeViewControllerResult.cancelled), ("Post", .done)].enumerated() {
                    let button = UIButton(type: .system)
                    button.frame = CGRect(x: 20 + CGFloat(index) * 260, y: 20, width: 80, height: 44)
                    button.setTitle(title, for: .normal)
                    button.addAction(UIAction { [weak self] _ in
                        guard let self else { return }
                        if let handler = self.completionHandler { handler(result) } else { self.dismiss(animated: true) }
                    }, for: .touchUpInside)
                    view.addSubview(button)
                }
            }
        }
        """
}

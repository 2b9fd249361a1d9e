/// Frameworks the lab declares so that an app using them compiles, but does not simulate: each
/// one's first use says so on the console ("LifecycleLab does not simulate X yet: …", once per
/// process), and what it would have done does not happen — no peer is ever found, no item
/// reaches Spotlight or iCloud, no watch is paired. Each source compiles into the framework's
/// stub module (`FrameworkStubs.source(for:)`), which re-exports UIKit.
enum DeclaredFrameworks {
    static let sources: [String: String] = [
        "MultipeerConnectivity": multipeerConnectivity, "CoreSpotlight": coreSpotlight,
        "WatchConnectivity": watchConnectivity, "CloudKit": cloudKit, "MobileCoreServices": uniformTypes,
        "SafariServices": safariServices, "MessageUI": messageUI, "MediaPlayer": mediaPlayer,
        "SystemConfiguration": systemConfiguration, "Accounts": accounts, "Social": social,
        "HealthKit": healthKit, "AVKit": avKit, "UniformTypeIdentifiers": uniformTypeIdentifiers,
        "CommonCrypto": commonCrypto, "Accelerate": accelerate,
    ]

    /// CommonCrypto's one-shot digests (MD5, SHA-1, SHA-256), computed by the system's
    /// libcrypto (OpenSSL), which the app loads when it first asks for one.
    static let commonCrypto = """
        #if canImport(Glibc)
        import Glibc
        #endif
        public typealias CC_LONG = UInt32
        public let CC_MD5_DIGEST_LENGTH: Int32 = 16
        public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
        public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
        private typealias Digest = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?
        nonisolated(unsafe) private let libcrypto: UnsafeMutableRawPointer? = dlopen("libcrypto.so.3", RTLD_NOW) ?? dlopen("libcrypto.so", RTLD_NOW)
        private func digest(_ name: String, _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?, _ length: Int32) -> UnsafeMutablePointer<UInt8>? {
            guard let symbol = libcrypto.flatMap({ dlsym($0, name) }) else {
                __LabNotSimulated.say("CommonCrypto (\\(name))", instead: "the system's libcrypto is not there: the digest is zeros")
                md?.initialize(repeating: 0, count: Int(length))
                return md
            }
            return unsafeBitCast(symbol, to: Digest.self)(data, Int(len), md)
        }
        @discardableResult
        public func CC_MD5(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
            digest("MD5", data, len, md, CC_MD5_DIGEST_LENGTH)
        }
        @discardableResult
        public func CC_SHA1(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
            digest("SHA1", data, len, md, CC_SHA1_DIGEST_LENGTH)
        }
        @discardableResult
        public func CC_SHA256(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
            digest("SHA256", data, len, md, CC_SHA256_DIGEST_LENGTH)
        }
        """

    static let multipeerConnectivity = """
        private func notSimulated(_ api: String) {
            __LabNotSimulated.say("Multipeer Connectivity (\\(api))", instead: "the simulated device finds no peers nearby and none finds it")
        }
        open class MCPeerID: NSObject {
            public let displayName: String
            public init(displayName myDisplayName: String) { displayName = myDisplayName }
        }
        public enum MCSessionState: Int, Sendable { case notConnected = 0, connecting, connected }
        public enum MCSessionSendDataMode: Int, Sendable { case reliable = 0, unreliable }
        public enum MCEncryptionPreference: Int, Sendable { case optional = 0, required, none }
        public struct MCError: Error, Sendable {
            public enum Code: Int, Sendable { case unknown = 0, notConnected, invalidParameter, unsupported, timedOut, cancelled, unavailable }
            public let code: Code
        }
        public protocol MCSessionDelegate: AnyObject {
            func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState)
            func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID)
            func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID)
            func session(_ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, with progress: Progress)
            func session(_ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, at localURL: URL?, withError error: Error?)
        }
        open class MCSession: NSObject {
            public let myPeerID: MCPeerID
            public let securityIdentity: [Any]?
            public let encryptionPreference: MCEncryptionPreference
            open weak var delegate: MCSessionDelegate?
            open var connectedPeers: [MCPeerID] { [] }
            public convenience init(peer myPeerID: MCPeerID) { self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .required) }
            public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
                self.myPeerID = myPeerID
                securityIdentity = identity
                self.encryptionPreference = encryptionPreference
            }
            /// No peer is ever connected: sending to one fails as iOS fails it.
            open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
                notSimulated("MCSession.send(_:toPeers:with:)")
                throw MCError(code: .notConnected)
            }
            open func disconnect() {}
        }
        open class MCAdvertiserAssistant: NSObject {
            public let serviceType: String
            public let discoveryInfo: [String: String]?
            public let session: MCSession
            open weak var delegate: AnyObject?
            public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {
                self.serviceType = serviceType
                discoveryInfo = info
                self.session = session
            }
            open func start() { notSimulated("MCAdvertiserAssistant.start()") }
            open func stop() {}
        }
        open class MCNearbyServiceAdvertiser: NSObject {
            public let myPeerID: MCPeerID
            public let serviceType: String
            open weak var delegate: AnyObject?
            public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
                self.myPeerID = myPeerID
                self.serviceType = serviceType
            }
            open func startAdvertisingPeer() { notSimulated("MCNearbyServiceAdvertiser.startAdvertisingPeer()") }
            open func stopAdvertisingPeer() {}
        }
        open class MCNearbyServiceBrowser: NSObject {
            public let myPeerID: MCPeerID
            public let serviceType: String
            open weak var delegate: AnyObject?
            public init(peer myPeerID: MCPeerID, serviceType: String) {
                self.myPeerID = myPeerID
                self.serviceType = serviceType
            }
            open func startBrowsingForPeers() { notSimulated("MCNearbyServiceBrowser.startBrowsingForPeers()") }
            open func stopBrowsingForPeers() {}
        }
        public protocol MCBrowserViewControllerDelegate: AnyObject {
            func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController)
            func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController)
        }
        /// The system's peer picker: it lists no peers; Cancel tells the delegate.
        open class MCBrowserViewController: UIViewController {
            public let session: MCSession
            public let serviceType: String
            open weak var delegate: MCBrowserViewControllerDelegate?
            open var maximumNumberOfPeers = 8
            open var minimumNumberOfPeers = 2
            public init(serviceType: String, session: MCSession) {
                self.serviceType = serviceType
                self.session = session
                super.init(nibName: nil, bundle: nil)
            }
            public required init?(coder: NSCoder) { fatalError("MCBrowserViewController is not archived") }
            /// Its content, once presented (the device runs no method of the SDK's own classes).
            open override func __labDidPresent() {
                guard view.subviews.isEmpty else { return }
                notSimulated("MCBrowserViewController")
                let label = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 30))
                label.text = "Searching for peers…"
                view.addSubview(label)
                let cancel = UIButton(type: .system)
                cancel.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
                cancel.setTitle("Cancel", for: .normal)
                cancel.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.delegate?.browserViewControllerWasCancelled(self)
                }, for: .touchUpInside)
                view.addSubview(cancel)
            }
        }
        """

    static let coreSpotlight = """
        public let CSSearchableItemActionType = "com.apple.corespotlightitem"
        public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
        public let CSQueryContinuationActionType = "com.apple.corespotlightquery"
        public let CSSearchQueryString = "kCSSearchQueryString"
        open class CSSearchableItemAttributeSet: NSObject {
            open var title: String?
            open var contentDescription: String?
            open var displayName: String?
            open var keywords: [String]?
            open var thumbnailData: Data?
            open var thumbnailURL: URL?
            public let contentType: String
            public init(itemContentType: String) { contentType = itemContentType }
        }
        open class CSSearchableItem: NSObject {
            open var uniqueIdentifier: String
            open var domainIdentifier: String?
            open var attributeSet: CSSearchableItemAttributeSet
            open var expirationDate: Date?
            public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
                self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
                self.domainIdentifier = domainIdentifier
                self.attributeSet = attributeSet
            }
        }
        /// The device's Spotlight index: nothing reaches it; the completion handlers hear success.
        open class CSSearchableIndex: NSObject {
            nonisolated(unsafe) private static let shared = CSSearchableIndex()
            open class func `default`() -> CSSearchableIndex { shared }
            open class func isIndexingAvailable() -> Bool { true }
            public override init() { super.init() }
            public init(name: String) { super.init() }
            private func notSimulated(_ api: String, _ completionHandler: ((Error?) -> Void)?) {
                __LabNotSimulated.say("Core Spotlight (\\(api))", instead: "nothing is indexed and no search finds the app's items; the completion handler hears no error")
                completionHandler?(nil)
            }
            open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: ((Error?) -> Void)? = nil) {
                notSimulated("indexSearchableItems", completionHandler)
            }
            open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
                notSimulated("deleteSearchableItems", completionHandler)
            }
            open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
                notSimulated("deleteSearchableItems", completionHandler)
            }
            open func deleteAllSearchableItems(completionHandler: ((Error?) -> Void)? = nil) {
                notSimulated("deleteAllSearchableItems", completionHandler)
            }
        }
        """

    static let watchConnectivity = """
        public enum WCSessionActivationState: Int, Sendable { case notActivated = 0, inactive, activated }
        public protocol WCSessionDelegate: AnyObject {
            func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?)
            func sessionDidBecomeInactive(_ session: WCSession)
            func sessionDidDeactivate(_ session: WCSession)
            func sessionReachabilityDidChange(_ session: WCSession)
            func session(_ session: WCSession, didReceiveMessage message: [String: Any])
            func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
            func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
            func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
        }
        extension WCSessionDelegate {
            public func sessionReachabilityDidChange(_ session: WCSession) {}
            public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
            public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
            public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
            public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
        }
        /// The session with a paired Apple Watch. The simulated iPhone has none: activation
        /// completes, the session is never paired or reachable, and the first activation says so.
        open class WCSession: NSObject {
            nonisolated(unsafe) private static let shared = WCSession()
            open class var `default`: WCSession { shared }
            open class func isSupported() -> Bool { true }
            open weak var delegate: WCSessionDelegate?
            open private(set) var activationState: WCSessionActivationState = .notActivated
            open var isPaired: Bool { false }
            open var isWatchAppInstalled: Bool { false }
            open var isComplicationEnabled: Bool { false }
            open var isReachable: Bool { false }
            open var applicationContext: [String: Any] { [:] }
            open var receivedApplicationContext: [String: Any] { [:] }
            open func activate() {
                __LabNotSimulated.say("a paired Apple Watch (WatchConnectivity)", instead: "the session activates but is never paired or reachable")
                activationState = .activated
                DispatchQueue.main.async { self.delegate?.session(self, activationDidCompleteWith: .activated, error: nil) }
            }
            open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((Error) -> Void)? = nil) {
                errorHandler?(NSError(domain: "WCErrorDomain", code: 7007, userInfo: [NSLocalizedDescriptionKey: "WatchConnectivity session on paired device is not reachable."]))
            }
            open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
                throw NSError(domain: "WCErrorDomain", code: 7005, userInfo: [NSLocalizedDescriptionKey: "Companion app is not installed."])
            }
        }
        """

    static let cloudKit = """
        private func notSimulated(_ api: String) {
            __LabNotSimulated.say("CloudKit (\\(api))", instead: "the simulated device has no iCloud account, so operations fail with CKError.notAuthenticated")
        }
        public struct CKError: Error, Sendable {
            public enum Code: Int, Sendable { case internalError = 1, networkUnavailable = 3, networkFailure = 4, notAuthenticated = 9, unknownItem = 11 }
            public let code: Code
            public static let notAuthenticated = Code.notAuthenticated
            public static let networkUnavailable = Code.networkUnavailable
            public static let unknownItem = Code.unknownItem
        }
        public protocol CKRecordValue {}
        extension String: CKRecordValue {}
        extension Int: CKRecordValue {}
        extension Double: CKRecordValue {}
        extension Date: CKRecordValue {}
        extension Data: CKRecordValue {}
        extension NSString: CKRecordValue {}
        extension NSNumber: CKRecordValue {}
        extension Array: CKRecordValue where Element: CKRecordValue {}
        public enum CKAccountStatus: Int, Sendable { case couldNotDetermine = 0, available, restricted, noAccount, temporarilyUnavailable }
        open class CKRecord: NSObject {
            public struct ID: Hashable, Sendable {
                public let recordName: String
                public init(recordName: String) { self.recordName = recordName }
            }
            public typealias RecordType = String
            public let recordType: RecordType
            public let recordID: ID
            open var creationDate: Date?
            private var values: [String: CKRecordValue] = [:]
            public init(recordType: RecordType) { self.recordType = recordType; recordID = ID(recordName: UUID().uuidString) }
            public init(recordType: RecordType, recordID: ID) { self.recordType = recordType; self.recordID = recordID }
            open subscript(key: String) -> CKRecordValue? {
                get { values[key] }
                set { values[key] = newValue }
            }
            /// CloudKit's Swift overlay reads a field as the type the context asks for (`let name: String? = record["name"]`).
            public subscript<T: CKRecordValue>(key: String) -> T? { values[key] as? T }
            open func object(forKey key: String) -> CKRecordValue? { values[key] }
            open func setObject(_ object: CKRecordValue?, forKey key: String) { values[key] = object }
        }
        public typealias CKRecordID = CKRecord.ID
        open class CKAsset: NSObject, CKRecordValue {
            public let fileURL: URL?
            public init(fileURL: URL) { self.fileURL = fileURL }
        }
        open class CKReference: NSObject, CKRecordValue {
            public enum Action: UInt, Sendable { case none = 0, deleteSelf }
            public let recordID: CKRecord.ID
            public init(recordID: CKRecord.ID, action: Action) { self.recordID = recordID }
        }
        open class CKQuery: NSObject {
            public let recordType: CKRecord.RecordType
            public let predicate: NSPredicate
            open var sortDescriptors: [NSSortDescriptor]?
            public init(recordType: CKRecord.RecordType, predicate: NSPredicate) { self.recordType = recordType; self.predicate = predicate }
        }
        open class CKDatabase: NSObject {
            open func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, Error?) -> Void) {
                notSimulated("CKDatabase.save(_:completionHandler:)")
                DispatchQueue.main.async { completionHandler(nil, CKError(code: .notAuthenticated)) }
            }
            open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, Error?) -> Void) {
                notSimulated("CKDatabase.fetch(withRecordID:completionHandler:)")
                DispatchQueue.main.async { completionHandler(nil, CKError(code: .notAuthenticated)) }
            }
            open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, Error?) -> Void) {
                notSimulated("CKDatabase.delete(withRecordID:completionHandler:)")
                DispatchQueue.main.async { completionHandler(nil, CKError(code: .notAuthenticated)) }
            }
            open func perform(_ query: CKQuery, inZoneWith zoneID: AnyObject?, completionHandler: @escaping ([CKRecord]?, Error?) -> Void) {
                notSimulated("CKDatabase.perform(_:inZoneWith:completionHandler:)")
                DispatchQueue.main.async { completionHandler(nil, CKError(code: .notAuthenticated)) }
            }
            open func add(_ operation: CKDatabaseOperation) {
                notSimulated("CKDatabase.add(_:)")
                DispatchQueue.main.async { operation.fail(CKError(code: .notAuthenticated)) }
            }
        }
        open class CKDatabaseOperation: NSObject {
            func fail(_ error: Error) {}
        }
        open class CKQueryOperation: CKDatabaseOperation {
            public final class Cursor: NSObject, @unchecked Sendable {}
            open var query: CKQuery?
            open var cursor: Cursor?
            open var desiredKeys: [String]?
            open var resultsLimit = 0
            open var recordFetchedBlock: ((CKRecord) -> Void)?
            open var queryCompletionBlock: ((Cursor?, Error?) -> Void)?
            public init(query: CKQuery) { self.query = query }
            public init(cursor: Cursor) { self.cursor = cursor }
            override func fail(_ error: Error) { queryCompletionBlock?(nil, error) }
        }
        open class CKSubscription: NSObject {
            public struct NotificationInfo {
                public var alertBody: String?
                public var shouldBadge = false
                public var soundName: String?
                public init() {}
            }
            open var notificationInfo: NotificationInfo?
        }
        open class CKQuerySubscription: CKSubscription {
            public struct Options: OptionSet, Sendable {
                public let rawValue: UInt
                public init(rawValue: UInt) { self.rawValue = rawValue }
                public static let firesOnRecordCreation = Options(rawValue: 1)
                public static let firesOnRecordUpdate = Options(rawValue: 2)
                public static let firesOnRecordDeletion = Options(rawValue: 4)
            }
            public init(recordType: CKRecord.RecordType, predicate: NSPredicate, options: Options) {}
            public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: String, options: Options) {}
        }
        open class CKContainer: NSObject {
            nonisolated(unsafe) private static let shared = CKContainer()
            open class func `default`() -> CKContainer { shared }
            public override init() { super.init() }
            public init(identifier: String) { super.init() }
            open var publicCloudDatabase: CKDatabase { CKDatabase() }
            open var privateCloudDatabase: CKDatabase { CKDatabase() }
            open var sharedCloudDatabase: CKDatabase { CKDatabase() }
            open func accountStatus(completionHandler: @escaping (CKAccountStatus, Error?) -> Void) {
                notSimulated("CKContainer.accountStatus(completionHandler:)")
                DispatchQueue.main.async { completionHandler(.noAccount, nil) }
            }
        }
        """

    /// MobileCoreServices' uniform type identifiers, as the CFStrings iOS gives them.
    static let uniformTypes = """
        import Security
        public let kUTTypeText: CFString = "public.text"
        public let kUTTypePlainText: CFString = "public.plain-text"
        public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
        public let kUTTypeURL: CFString = "public.url"
        public let kUTTypeImage: CFString = "public.image"
        public let kUTTypeJPEG: CFString = "public.jpeg"
        public let kUTTypePNG: CFString = "public.png"
        public let kUTTypeGIF: CFString = "com.compuserve.gif"
        public let kUTTypeMovie: CFString = "public.movie"
        public let kUTTypeVideo: CFString = "public.video"
        public let kUTTypeAudio: CFString = "public.audio"
        public let kUTTypeData: CFString = "public.data"
        public let kUTTypeContent: CFString = "public.content"
        public let kUTTypeItem: CFString = "public.item"
        public let kUTTypePDF: CFString = "com.adobe.pdf"
        public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
        public let kUTTagClassMIMEType: CFString = "public.mime-type"
        \(fileTypes)
        /// The type a tag (a file name extension or a MIME type) names, from the table of the
        /// common types; a dynamic type (`dyn.`) for another, as iOS makes one.
        public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?) -> Unmanaged<CFString>? {
            let tag = String(describing: inTag).lowercased()
            let byExtension = String(describing: inTagClass) == String(describing: kUTTagClassFilenameExtension)
            let found = knownFileTypes.first { byExtension ? $0.extensions.contains(tag) : $0.mime == tag }
            return Unmanaged.passRetained(NSString(string: found?.identifier ?? "dyn.\\(tag)"))
        }
        /// A type's preferred file name extension or MIME type, from the same table; nil for a type not in it.
        public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
            guard let type = knownFileTypes.first(where: { $0.identifier == String(describing: inUTI) }) else { return nil }
            let byExtension = String(describing: inTagClass) == String(describing: kUTTagClassFilenameExtension)
            guard let tag = byExtension ? type.extensions.first : type.mime else { return nil }
            return Unmanaged.passRetained(NSString(string: tag))
        }
        """

    /// The common file types: their identifiers, file name extensions and MIME types, as iOS
    /// declares them (MobileCoreServices' tags and UniformTypeIdentifiers' `UTType` read it).
    static let fileTypes = """
        let knownFileTypes: [(identifier: String, extensions: [String], mime: String?)] = [
            ("public.jpeg", ["jpeg", "jpg"], "image/jpeg"), ("public.png", ["png"], "image/png"),
            ("com.compuserve.gif", ["gif"], "image/gif"), ("public.heic", ["heic"], "image/heic"),
            ("public.plain-text", ["txt", "text"], "text/plain"), ("public.html", ["html", "htm"], "text/html"),
            ("public.json", ["json"], "application/json"), ("public.xml", ["xml"], "application/xml"),
            ("com.adobe.pdf", ["pdf"], "application/pdf"), ("public.zip-archive", ["zip"], "application/zip"),
            ("public.mpeg-4", ["mp4"], "video/mp4"), ("com.apple.quicktime-movie", ["mov", "qt"], "video/quicktime"),
            ("public.mp3", ["mp3"], "audio/mpeg"), ("public.mpeg-4-audio", ["m4a"], "audio/mp4"),
            ("public.comma-separated-values-text", ["csv"], "text/csv"), ("public.data", [], nil),
        ]
        """

    /// `UTType` for the common file types (`fileTypes`); another extension or MIME type makes
    /// a dynamic type with no preferred tags, as iOS does for a type it does not know.
    static let uniformTypeIdentifiers = """
        import Security
        \(fileTypes)
        public struct UTType: Hashable, Sendable, CustomStringConvertible {
            public let identifier: String
            public init?(_ identifier: String) {
                guard !identifier.isEmpty else { return nil }
                self.identifier = identifier
            }
            public init?(filenameExtension: String) {
                let tag = filenameExtension.lowercased()
                self.identifier = knownFileTypes.first { $0.extensions.contains(tag) }?.identifier ?? "dyn.\\(tag)"
            }
            public init?(mimeType: String) {
                let tag = mimeType.lowercased()
                self.identifier = knownFileTypes.first { $0.mime == tag }?.identifier ?? "dyn.\\(tag)"
            }
            private var known: (identifier: String, extensions: [String], mime: String?)? { knownFileTypes.first { $0.identifier == identifier } }
            public var preferredFilenameExtension: String? { known?.extensions.first }
            public var preferredMIMEType: String? { known?.mime }
            public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
            public var description: String { identifier }
            public static let jpeg = UTType("public.jpeg")!
            public static let png = UTType("public.png")!
            public static let gif = UTType("com.compuserve.gif")!
            public static let plainText = UTType("public.plain-text")!
            public static let json = UTType("public.json")!
            public static let pdf = UTType("com.adobe.pdf")!
            public static let image = UTType("public.image")!
            public static let data = UTType("public.data")!
        }
        """

    /// Safari's view controller, presented as a sheet: the simulated device has no network, so
    /// the page is not loaded — the sheet shows its address and a Done button, which dismisses it
    /// and tells the delegate, as Safari's does.
    static let safariServices = """
        public protocol SFSafariViewControllerDelegate: AnyObject {
            func safariViewControllerDidFinish(_ controller: SFSafariViewController)
            func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
        }
        extension SFSafariViewControllerDelegate {
            public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
            public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
        }
        open class SFSafariViewController: UIViewController {
            open class Configuration: NSObject {
                open var entersReaderIfAvailable = false
                open var barCollapsingEnabled = true
                public override init() { super.init() }
            }
            public enum DismissButtonStyle: Int, Sendable { case done = 0, close, cancel }
            public let configuration: Configuration
            public let url: URL
            open weak var delegate: SFSafariViewControllerDelegate?
            open var preferredBarTintColor: UIColor?
            open var preferredControlTintColor: UIColor?
            open var dismissButtonStyle: DismissButtonStyle = .done
            public init(url URL: URL, configuration: Configuration) {
                url = URL
                self.configuration = configuration
                super.init(nibName: nil, bundle: nil)
            }
            public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }
            @available(iOS, deprecated: 11.0, renamed: "init(url:configuration:)")
            public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
                let configuration = Configuration()
                configuration.entersReaderIfAvailable = entersReaderIfAvailable
                self.init(url: URL, configuration: configuration)
            }
            public required init?(coder: NSCoder) { fatalError("SFSafariViewController is not archived") }
            /// Its content, once presented (the device runs no method of the SDK's own classes).
            open override func __labDidPresent() {
                guard view.subviews.isEmpty else { return }
                __LabNotSimulated.say("SFSafariViewController's web page", instead: "the simulated device has no network, so the sheet shows the address and Done")
                let address = UILabel(frame: CGRect(x: 20, y: 70, width: 350, height: 30))
                address.text = url.host ?? url.absoluteString
                view.addSubview(address)
                let done = UIButton(type: .system)
                done.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
                done.setTitle(["Done", "Close", "Cancel"][dismissButtonStyle.rawValue], for: .normal)
                done.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.dismiss(animated: true)
                    self.delegate?.safariViewControllerDidFinish(self)
                }, for: .touchUpInside)
                view.addSubview(done)
                delegate?.safariViewController(self, didCompleteInitialLoad: false)
            }
        }
        """
}

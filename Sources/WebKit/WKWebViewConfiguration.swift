import Foundation
@_weakLinked import FoundationNetworking
import UIKit

open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true
}

open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
}

/// A message a page's script posts (`window.webkit.messageHandlers.NAME.postMessage`).
open class WKScriptMessage: NSObject {
    public let body: Any
    public let name: String
    init(body: Any, name: String) { self.body = body; self.name = name; super.init() }
}

public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

open class WKUserScript: NSObject {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// The scripts and message handlers a configuration gives its pages: kept; pages run no script
/// in the lab (WKWebView says so), so no message arrives.
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: WKScriptMessageHandler] = [:]
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

open class WKWebsiteDataStore: NSObject {
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
}

open class WKProcessPool: NSObject {}

open class WKWebViewConfiguration: NSObject {
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var processPool = WKProcessPool()
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var applicationNameForUserAgent: String?
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// The pages a web view went through, for going back and forward.
open class WKBackForwardListItem: NSObject {
    public let url: URL
    public let initialURL: URL
    public let title: String?
    init(url: URL, title: String?) { self.url = url; initialURL = url; self.title = title; super.init() }
}

open class WKBackForwardList: NSObject {
    var items: [WKBackForwardListItem] = []
    var index = -1
    open var currentItem: WKBackForwardListItem? { items.indices.contains(index) ? items[index] : nil }
    open var backItem: WKBackForwardListItem? { items.indices.contains(index - 1) ? items[index - 1] : nil }
    open var forwardItem: WKBackForwardListItem? { items.indices.contains(index + 1) ? items[index + 1] : nil }
    open var backList: [WKBackForwardListItem] { index > 0 ? Array(items[..<index]) : [] }
    open var forwardList: [WKBackForwardListItem] { index + 1 < items.count ? Array(items[(index + 1)...]) : [] }
}

import Foundation
@_weakLinked import FoundationNetworking
@_spi(LifecycleLab) import UIKit

/// A web view. Pages come from the app (`loadHTMLString`, a file URL in its bundle or
/// container, `about:blank`); the simulated device has no network, so a remote page fails as on
/// a device offline — `didFailProvisionalNavigation` with NSURLErrorNotConnectedToInternet
/// (-1009) — and pages run no script. Each load's delegate methods come in WebKit's order, one
/// run-loop turn after another, and the observable properties (`title`, `url`, `isLoading`,
/// `estimatedProgress`, `canGoBack`, `canGoForward`) announce their changes to key-value
/// observers. A memory warning while the app is in the background ends the web content process,
/// as iOS ends it under memory pressure: the delegate hears `webViewWebContentProcessDidTerminate`.
open class WKWebView: UIView, __LabObservableValues {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    public let scrollView = UIScrollView(frame: .zero)
    public let backForwardList = WKBackForwardList()

    open private(set) var title: String? { didSet { announce("title", oldValue, title) } }
    open private(set) var url: URL? { didSet { announce("url", oldValue, url) } }
    open private(set) var isLoading = false { didSet { announce("loading", oldValue, isLoading) } }
    open private(set) var estimatedProgress: Double = 0 { didSet { announce("estimatedProgress", oldValue, estimatedProgress) } }
    open private(set) var canGoBack = false { didSet { announce("canGoBack", oldValue, canGoBack) } }
    open private(set) var canGoForward = false { didSet { announce("canGoForward", oldValue, canGoForward) } }
    /// The page's text, for what the lab shows of it.
    private(set) var pageText: String?

    private var current: WKNavigation?
    private var contentProcessEnded = false
    private var memoryObserver: NSObjectProtocol?

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        AppRuntimeBridge.observeLifecycleNotification(UIApplication.didReceiveMemoryWarningNotification)
        memoryObserver = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                                object: nil, queue: nil) { [weak self] _ in
            self?.memoryWarning()
        }
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    // MARK: Loading

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        start(request, type: .other, html: nil)
    }

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        start(URLRequest(url: baseURL ?? URL(string: "about:blank")!), type: .other, html: string)
    }

    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        start(URLRequest(url: URL), type: .other, html: nil)
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        guard let url else { return nil }
        return start(URLRequest(url: url), type: .reload, html: nil, keepsHistory: true)
    }

    @discardableResult
    open func goBack() -> WKNavigation? {
        guard let item = backForwardList.backItem else { return nil }
        backForwardList.index -= 1
        return start(URLRequest(url: item.url), type: .backForward, html: nil, keepsHistory: true)
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
        guard let item = backForwardList.forwardItem else { return nil }
        backForwardList.index += 1
        return start(URLRequest(url: item.url), type: .backForward, html: nil, keepsHistory: true)
    }

    open func stopLoading() {
        current = nil
        if isLoading { isLoading = false }
    }

    /// Pages run no script in the lab: the handler gets WebKit's error for a script that failed.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
        WebKitNotes.once("evaluateJavaScript", "pages run no JavaScript in LifecycleLab; the completion handler gets WKErrorDomain error 4")
        DispatchQueue.main.async {
            completionHandler?(nil, NSError(domain: "WKErrorDomain", code: 4, userInfo: [NSLocalizedDescriptionKey: "A JavaScript exception occurred"]))
        }
    }

    // MARK: The steps of a load

    private func start(_ request: URLRequest, type: WKNavigationType, html: String?, keepsHistory: Bool = false) -> WKNavigation {
        let navigation = WKNavigation()
        current = navigation
        contentProcessEnded = false
        isLoading = true
        estimatedProgress = 0.1
        DispatchQueue.main.async { [self] in
            guard current === navigation else { return }
            let action = WKNavigationAction(request: request, type: type)
            decide(action) { policy in
                guard self.current === navigation else { return }
                guard policy == .allow else { return self.cancel(navigation) }
                self.url = request.url
                self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
                DispatchQueue.main.async { self.fetch(request, html: html, navigation: navigation, keepsHistory: keepsHistory) }
            }
        }
        return navigation
    }

    private func decide(_ action: WKNavigationAction, _ answer: @escaping (WKNavigationActionPolicy) -> Void) {
        guard let delegate = navigationDelegate else { return answer(.allow) }
        delegate.webView(self, decidePolicyFor: action, decisionHandler: answer)
    }

    private func cancel(_ navigation: WKNavigation) {
        current = nil
        isLoading = false
        estimatedProgress = 0
    }

    private func fetch(_ request: URLRequest, html: String?, navigation: WKNavigation, keepsHistory: Bool) {
        guard current === navigation else { return }
        let target = request.url ?? URL(string: "about:blank")!
        let page = webPageText(for: target, html: html)
        guard let page else {
            let offline = target.isFileURL
                ? NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist,
                          userInfo: [NSLocalizedDescriptionKey: "The requested URL was not found on this server."])
                : NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                          userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
            if !target.isFileURL {
                WebKitNotes.once("network", "the simulated device has no network: \(target.host ?? target.absoluteString) fails as offline (NSURLErrorNotConnectedToInternet)")
            }
            current = nil
            // The page shown stays, and so does its address.
            url = backForwardList.currentItem?.url
            isLoading = false
            estimatedProgress = 0
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: offline)
            return
        }
        let response = URLResponse(url: target, mimeType: "text/html", expectedContentLength: page.utf8.count, textEncodingName: "utf-8")
        let respond: (WKNavigationResponsePolicy) -> Void = { policy in
            guard self.current === navigation else { return }
            guard policy == .allow else { return self.cancel(navigation) }
            self.commit(page, at: target, navigation: navigation, keepsHistory: keepsHistory)
        }
        if let delegate = navigationDelegate {
            delegate.webView(self, decidePolicyFor: WKNavigationResponse(response: response), decisionHandler: respond)
        } else {
            respond(.allow)
        }
    }

    private func commit(_ page: String, at target: URL, navigation: WKNavigation, keepsHistory: Bool) {
        estimatedProgress = 0.5
        if !keepsHistory {
            let list = backForwardList
            if list.index + 1 < list.items.count { list.items.removeSubrange((list.index + 1)...) }
            list.items.append(WKBackForwardListItem(url: target, title: nil))
            list.index = list.items.count - 1
        }
        navigationDelegate?.webView(self, didCommit: navigation)
        pageText = HTMLText.visibleText(page)
        title = HTMLText.title(page) ?? ""
        canGoBack = backForwardList.backItem != nil
        canGoForward = backForwardList.forwardItem != nil
        DispatchQueue.main.async { [self] in
            guard current === navigation else { return }
            current = nil
            estimatedProgress = 1
            isLoading = false
            navigationDelegate?.webView(self, didFinish: navigation)
        }
    }

    // MARK: The web content process

    private func memoryWarning() {
        guard UIApplication.shared.applicationState == .background, url != nil, !contentProcessEnded else { return }
        contentProcessEnded = true
        pageText = nil
        navigationDelegate?.webViewWebContentProcessDidTerminate(self)
    }

    // MARK: Key-value observing

    private func announce(_ key: String, _ old: Any?, _ new: Any?) {
        __LabKeyValueObserving.changed(self, key: key, old: old, new: new)
    }

    public func __labObservedValue(forKey key: String) -> Any? {
        switch key {
        case "title": title
        case "url": url
        case "loading": isLoading
        case "estimatedProgress": estimatedProgress
        case "canGoBack": canGoBack
        case "canGoForward": canGoForward
        default: nil
        }
    }
}

/// What the lab says once about what a web view cannot do here.
enum WebKitNotes {
    nonisolated(unsafe) private static var said: Set<String> = []
    static func once(_ topic: String, _ text: String, in view: String = "WKWebView") {
        guard said.insert(topic).inserted else { return }
        print("[LifecycleLab] \(view): \(text)")
    }
}

/// A page's title and visible text, read as a browser shows them (tags dropped, entities kept).
enum HTMLText {
    static func title(_ html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
              let close = html.range(of: ">", range: open.upperBound..<html.endIndex),
              let end = html.range(of: "</title>", options: .caseInsensitive, range: close.upperBound..<html.endIndex) else { return nil }
        return collapse(String(html[close.upperBound..<end.lowerBound]))
    }

    static func visibleText(_ html: String) -> String {
        var text = ""
        var inTag = false
        var skipping: String?
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<" {
                let rest = html[index...].lowercased()
                if let skip = skipping {
                    if rest.hasPrefix("</" + skip) { skipping = nil }
                } else if rest.hasPrefix("<script") { skipping = "script"
                } else if rest.hasPrefix("<style") { skipping = "style"
                } else if rest.hasPrefix("<title") { skipping = "title" }
                inTag = true
                text.append(" ")
            } else if character == ">" {
                inTag = false
            } else if !inTag, skipping == nil {
                text.append(character)
            }
            index = html.index(after: index)
        }
        return collapse(text)
    }

    private static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

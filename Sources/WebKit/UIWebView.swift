import Foundation
@_weakLinked import FoundationNetworking
import UIKit

/// UIKit's old web view (deprecated since iOS 12, still in the SDK Xcode builds against). It
/// loads as `WKWebView` does in the lab: what the app gives it (`loadHTMLString`, a file URL in
/// its bundle or container, `about:blank`), and a remote page fails as on a device offline —
/// `webView(_:didFailLoadWithError:)` with NSURLErrorNotConnectedToInternet (-1009). The
/// delegate hears `webView(_:shouldStartLoadWith:navigationType:)`, then
/// `webViewDidStartLoad(_:)`, then `webViewDidFinishLoad(_:)` or the failure, each in a later
/// turn of the main run loop. Pages run no script. It lives in the simulated WebKit beside
/// `WKWebView`; a file that names it imports WebKit too (the build's `SourceRewriter`).
open class UIWebView: UIView {
    open weak var delegate: UIWebViewDelegate?
    public let scrollView = UIScrollView(frame: .zero)
    open private(set) var request: URLRequest?
    open private(set) var isLoading = false
    open private(set) var canGoBack = false
    open private(set) var canGoForward = false
    open var scalesPageToFit = false
    open var allowsInlineMediaPlayback = false
    open var mediaPlaybackRequiresUserAction = true
    open var allowsLinkPreview = false
    open var keyboardDisplayRequiresUserAction = true
    open var suppressesIncrementalRendering = false
    /// The page's title and text, for what the lab shows of it.
    private(set) var pageTitle: String?
    private(set) var pageText: String?

    private var history: [URL] = []
    private var historyIndex = -1
    /// The load under way: a later load or `stopLoading` makes the earlier one's steps stop.
    private var current = 0

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Loading

    open func loadRequest(_ request: URLRequest) {
        start(request, type: .other, html: nil, keepsHistory: false)
    }

    open func loadHTMLString(_ string: String, baseURL: URL?) {
        start(URLRequest(url: baseURL ?? URL(string: "about:blank")!), type: .other, html: string, keepsHistory: false)
    }

    open func load(_ data: Data, mimeType MIMEType: String, textEncodingName: String, baseURL: URL) {
        start(URLRequest(url: baseURL), type: .other, html: String(decoding: data, as: UTF8.self), keepsHistory: false)
    }

    open func reload() {
        guard let url = request?.url else { return }
        start(URLRequest(url: url), type: .reload, html: nil, keepsHistory: true)
    }

    open func goBack() {
        guard historyIndex > 0 else { return }
        historyIndex -= 1
        start(URLRequest(url: history[historyIndex]), type: .backForward, html: nil, keepsHistory: true)
    }

    open func goForward() {
        guard historyIndex + 1 < history.count else { return }
        historyIndex += 1
        start(URLRequest(url: history[historyIndex]), type: .backForward, html: nil, keepsHistory: true)
    }

    open func stopLoading() {
        current += 1
        isLoading = false
    }

    /// Pages run no script in the lab: the answer is an empty string, as UIWebView's is for a
    /// script that fails.
    open func stringByEvaluatingJavaScript(from script: String) -> String? {
        WebKitNotes.once("UIWebView.script", "pages run no JavaScript in LifecycleLab; stringByEvaluatingJavaScript(from:) answers \"\"",
                         in: "UIWebView")
        return ""
    }

    // MARK: The steps of a load

    private func start(_ request: URLRequest, type: NavigationType, html: String?, keepsHistory: Bool) {
        current += 1
        let load = current
        DispatchQueue.main.async { [self] in
            guard current == load else { return }
            if let delegate, !delegate.webView(self, shouldStartLoadWith: request, navigationType: type) { return }
            self.request = request
            isLoading = true
            delegate?.webViewDidStartLoad(self)
            DispatchQueue.main.async { self.finish(request, html: html, load: load, keepsHistory: keepsHistory) }
        }
    }

    private func finish(_ request: URLRequest, html: String?, load: Int, keepsHistory: Bool) {
        guard current == load else { return }
        let target = request.url ?? URL(string: "about:blank")!
        let page = webPageText(for: target, html: html)
        isLoading = false
        guard let page else {
            if !target.isFileURL {
                WebKitNotes.once("UIWebView.network", "the simulated device has no network: \(target.host ?? target.absoluteString) fails as offline (NSURLErrorNotConnectedToInternet)",
                                 in: "UIWebView")
            }
            let error = target.isFileURL
                ? NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist,
                          userInfo: [NSLocalizedDescriptionKey: "The requested URL was not found on this server."])
                : NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                          userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
            delegate?.webView(self, didFailLoadWithError: error)
            return
        }
        if !keepsHistory {
            if historyIndex + 1 < history.count { history.removeSubrange((historyIndex + 1)...) }
            history.append(target)
            historyIndex = history.count - 1
        }
        canGoBack = historyIndex > 0
        canGoForward = historyIndex + 1 < history.count
        pageTitle = HTMLText.title(page) ?? ""
        pageText = HTMLText.visibleText(page)
        delegate?.webViewDidFinishLoad(self)
    }

    public enum NavigationType: Int, Sendable {
        case linkClicked = 0, formSubmitted, backForward, reload, formResubmitted, other
    }

    public enum PaginationMode: Int, Sendable { case unpaginated = 0, leftToRight, topToBottom, bottomToTop, rightToLeft }
    open var paginationMode: PaginationMode = .unpaginated
}

/// What a `UIWebView` tells of its loads; every method is optional, as in UIKit.
public protocol UIWebViewDelegate: AnyObject {
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool
    func webViewDidStartLoad(_ webView: UIWebView)
    func webViewDidFinishLoad(_ webView: UIWebView)
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error)
}

extension UIWebViewDelegate {
    public func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool { true }
    public func webViewDidStartLoad(_ webView: UIWebView) {}
    public func webViewDidFinishLoad(_ webView: UIWebView) {}
    public func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {}
}

@available(swift, obsoleted: 4.2, renamed: "UIWebView.NavigationType")
public typealias UIWebViewNavigationType = UIWebView.NavigationType

@available(swift, obsoleted: 4.2, renamed: "UIWebView.PaginationMode")
public typealias UIWebPaginationMode = UIWebView.PaginationMode

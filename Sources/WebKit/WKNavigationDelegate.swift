import Foundation
@_exported @_weakLinked import FoundationNetworking
import UIKit

public enum WKNavigationActionPolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// One load: what the navigation delegate's methods are told about.
open class WKNavigation: NSObject {}

/// The frame a navigation happens in (the lab's web views have one, the main frame).
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
    public let request: URLRequest
    init(request: URLRequest) { self.request = request; super.init() }
}

/// What asked for a load, which `decidePolicyFor navigationAction` may allow or cancel.
open class WKNavigationAction: NSObject {
    public let request: URLRequest
    public let navigationType: WKNavigationType
    public let targetFrame: WKFrameInfo?
    public let sourceFrame: WKFrameInfo
    init(request: URLRequest, type: WKNavigationType) {
        self.request = request
        navigationType = type
        targetFrame = WKFrameInfo(request: request)
        sourceFrame = WKFrameInfo(request: request)
        super.init()
    }
}

/// The answer a load got, which `decidePolicyFor navigationResponse` may allow or cancel.
open class WKNavigationResponse: NSObject {
    public let response: URLResponse
    open var isForMainFrame: Bool { true }
    open var canShowMIMEType: Bool { true }
    init(response: URLResponse) { self.response = response; super.init() }
}

/// What a web view tells about its loads, in WebKit's order: the action's policy, the start,
/// the response's policy, the commit, the finish — or a failure before or after the commit.
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Alerts and new windows a page asks for (pages run no script here, so none is asked).
public protocol WKUIDelegate: AnyObject {}

import UIKit

/// UIKit's old web view, as an iOS 11 course app uses it: a page from the bundle, then a remote
/// page, which fails on a device offline.
class BrowserViewController: UIViewController, UIWebViewDelegate {
    let webView = UIWebView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.delegate = self
        view.addSubview(webView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Web", style: .plain, target: self, action: #selector(openWeb))
        let page = Bundle.main.url(forResource: "welcome", withExtension: "html")!
        webView.loadRequest(URLRequest(url: page))
        print("load asked; loading: \(webView.isLoading)")
    }

    @objc func openWeb() {
        webView.loadRequest(URLRequest(url: URL(string: "https://www.example.com/survey")!))
    }

    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebViewNavigationType) -> Bool {
        print("should load \(request.url?.lastPathComponent ?? "")? navigation \(navigationType.rawValue)")
        return true
    }

    func webViewDidStartLoad(_ webView: UIWebView) {
        print("started; loading: \(webView.isLoading)")
    }

    func webViewDidFinishLoad(_ webView: UIWebView) {
        let script = webView.stringByEvaluatingJavaScript(from: "document.title") ?? "nil"
        print("finished \(webView.request?.url?.lastPathComponent ?? ""); script answered \"\(script)\"; can go back: \(webView.canGoBack)")
    }

    func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {
        let error = error as NSError
        print("failed: \(error.domain) \(error.code)")
    }
}

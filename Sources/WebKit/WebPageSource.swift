import Foundation

/// What a web view shows for `url`: the HTML it was given, a local file's text, an empty
/// `about:blank`; nil for a remote page (the device has no network, so it fails as offline).
/// Shared by `WKWebView` and `UIWebView`.
func webPageText(for url: URL, html: String?) -> String? {
    if let html { return html }
    if url.isFileURL { return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) } }
    if url.absoluteString == "about:blank" { return "" }
    return nil
}

import Beacon

/// A file that imports only a pod: the pod's framework brings UIKit and Foundation with it, as its
/// umbrella header imports UIKit, so their names need no import of their own.
struct Requests {
    func send() {
        var request = URLRequest(url: URL(string: "https://example.com/feed")!)
        request.allowsConstrainedNetworkAccess = false
        print("constrained access allowed: \(request.allowsConstrainedNetworkAccess)")
        let spinnerTag = NSIntegerMax - 1
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.tag = spinnerTag
        print("spinner tag: \(spinner.tag == NSIntegerMax - 1), beacon every \(beaconInterval) s")
        URLSession.shared.dataTask(with: request) { _, _, error in
            let reason = (error as? URLError)?.networkUnavailableReason
            print("request failed: \((error as? URLError)?.code == .notConnectedToInternet), unavailable reason: \(reason.map { "\($0)" } ?? "none")")
        }.resume()
    }
}

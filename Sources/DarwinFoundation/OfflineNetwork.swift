import Foundation
@_weakLinked import FoundationNetworking
@_spi(LifecycleLab) import UIKit

/// The simulated device has no network: every http(s) request an app's URLSession makes fails
/// as iOS fails it offline — `NSURLErrorNotConnectedToInternet` (-1009), "The Internet
/// connection appears to be offline." — the same every run, whatever the machine's network.
/// The build routes `URLSession.shared` and `URLSession(configuration:…)` here
/// (`SourceRewriter`): each session's configuration has `OfflineURLProtocol` first.
///
/// The failure reaches the app on URLSession's own queues, as on iOS, but only when the main
/// run loop ends its turn: a request's loading waits for that, and the turn ends only once the
/// requests resumed in it have failed and their sessions' delegate queues have run what that
/// queued, so what the app then queues on the main queue runs in the next turn, every time,
/// however the machine schedules the threads (docs/lifecycle.md, "The network").
public enum __LabOfflineNetwork {
    /// `URLSession.shared`: the default configuration, offline.
    nonisolated(unsafe) public static let shared: URLSession = URLSession(configuration: configured(.default))

    /// A copy of `configuration` whose requests meet the offline network.
    public static func configured(_ configuration: URLSessionConfiguration) -> URLSessionConfiguration {
        let copy = configuration.copy() as? URLSessionConfiguration ?? configuration
        let others = (copy.protocolClasses ?? []).filter { $0 != OfflineURLProtocol.self }
        copy.protocolClasses = [OfflineURLProtocol.self] + others
        waitsAtEndOfTurns()
        return copy
    }

    nonisolated(unsafe) private static var waits = false
    private static let lock = NSCondition()
    /// True while the main thread is at the end of its turn: only then does a request fail, so
    /// the failure lands at the same point of the app's turn however the machine schedules
    /// URLSession's own threads.
    nonisolated(unsafe) private static var turnEnding = false
    /// Requests the main thread resumed that have not failed yet: URLSession asks the protocol
    /// whether it takes a request on the thread that resumes its task, then starts loading it
    /// on a queue of its own.
    nonisolated(unsafe) private static var pending = 0
    /// The delegate queues that failures were handed to since the last turn ended.
    nonisolated(unsafe) private static var queues: [OperationQueue] = []

    private static func waitsAtEndOfTurns() {
        guard !waits else { return }
        waits = true
        AppRuntimeBridge.atEndOfEveryTurn { finishResumedRequests() }
    }

    static func resumed() {
        guard Thread.isMainThread else { return }
        lock.lock()
        pending += 1
        lock.unlock()
    }

    static func failed(delegateQueue: OperationQueue?) {
        lock.lock()
        pending = max(0, pending - 1)
        if let delegateQueue, delegateQueue !== OperationQueue.main, !queues.contains(where: { $0 === delegateQueue }) {
            queues.append(delegateQueue)
        }
        lock.unlock()
    }

    /// Waits (by the real clock, at most two seconds) for the requests resumed so far to fail,
    /// then for their delegate queues to run what the failures queued. A request URLSession
    /// never started (its task cancelled first) is forgotten after the wait.
    private static func finishResumedRequests() {
        lock.lock()
        turnEnding = true
        lock.broadcast()
        lock.unlock()
        var waited = 0
        while waited < 2_000 {
            lock.lock()
            let left = pending
            lock.unlock()
            if left == 0 { break }
            usleep(1000)
            waited += 1
        }
        lock.lock()
        turnEnding = false
        pending = 0
        let drained = queues
        queues = []
        lock.unlock()
        for queue in drained { queue.waitUntilAllOperationsAreFinished() }
    }

    /// On URLSession's loading thread: waits until the main thread ends its turn.
    static func waitForTheEndOfTheTurn() {
        guard !Thread.isMainThread else { return }
        lock.lock()
        while !turnEnding { lock.wait() }
        lock.unlock()
    }

    static func sayOffline(_ url: URL?) {
        __LabNotSimulated.say("a network (URLSession)", instead: "the simulated device has no network: every request fails as offline (NSURLErrorNotConnectedToInternet)")
    }
}

/// The URL protocol of the device's offline network: it takes every http(s) request and fails
/// it at once, as iOS does when no network is there.
final class OfflineURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        guard ["http", "https"].contains(request.url?.scheme?.lowercased() ?? "") else { return false }
        __LabOfflineNetwork.resumed()
        return true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        __LabOfflineNetwork.waitForTheEndOfTheTurn()
        __LabOfflineNetwork.sayOffline(request.url)
        var info: [String: Any] = [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."]
        if let url = request.url {
            info[NSURLErrorFailingURLErrorKey] = url
            info[NSURLErrorFailingURLStringErrorKey] = url.absoluteString
        }
        client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet, userInfo: info))
        __LabOfflineNetwork.failed(delegateQueue: task.flatMap(Self.delegateQueue(of:)))
    }

    override func stopLoading() {}

    /// The delegate queue of the task's session (swift-corelibs-foundation keeps the session
    /// in a stored property the task does not make public).
    private static func delegateQueue(of task: URLSessionTask) -> OperationQueue? {
        var mirror: Mirror? = Mirror(reflecting: task)
        while let current = mirror {
            for child in current.children where child.label == "session" {
                if let session = child.value as? URLSession { return session.delegateQueue }
                if let session = Mirror(reflecting: child.value).children.first?.value as? URLSession { return session.delegateQueue }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

@_weakLinked import FoundationNetworking
import UIKit

// Bonjour services (`NetService`) and stream tasks to them, which swift-corelibs-foundation
// lacks or declares unavailable. The simulated device has no network: a service is never
// published or resolved (its first use says so, and its delegate hears that it failed), and a
// stream task fails as iOS fails it offline.

private func noNetwork(_ api: String) {
    __LabNotSimulated.say("a network (\(api))", instead: "the simulated device has no network: no service is published, found or resolved")
}

public protocol NetServiceDelegate: AnyObject {
    func netServiceDidNotPublish(_ sender: NetService, errorDict: [String: NSNumber])
    func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber])
    func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber])
    func netServiceDidStop(_ sender: NetService)
}

extension NetServiceDelegate {
    public func netServiceDidNotPublish(_ sender: NetService, errorDict: [String: NSNumber]) {}
    public func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber]) {}
    public func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {}
    public func netServiceDidStop(_ sender: NetService) {}
}

open class NetService: NSObject {
    public static let errorCode = "NSNetServicesErrorCode"
    public static let errorDomain = "NSNetServicesErrorDomain"
    /// `NSNetServicesErrorCode`'s values, as iOS numbers them.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -72000, collisionError = -72001, notFoundError = -72002, activityInProgress = -72003,
             badArgumentError = -72004, cancelledError = -72005, invalidError = -72006, timeoutError = -72007,
             missingRequiredConfigurationError = -72008
    }
    public let domain: String
    public let type: String
    public let name: String
    public let port: Int
    open var hostName: String? { nil }
    open var addresses: [Data]? { nil }
    open weak var delegate: NetServiceDelegate?

    public init(domain: String, type: String, name: String, port: Int32) {
        self.domain = domain
        self.type = type
        self.name = name
        self.port = Int(port)
    }

    public convenience init(domain: String, type: String, name: String) {
        self.init(domain: domain, type: type, name: name, port: -1)
    }

    /// Not simulated: nothing is published; the delegate hears it failed, on the main queue
    /// (as iOS calls it on the run loop the service is scheduled in).
    open func publish() {
        noNetwork("NetService.publish()")
        DispatchQueue.main.async {
            self.delegate?.netService(self, didNotPublish: [NetService.errorCode: NSNumber(value: ErrorCode.unknownError.rawValue)])
        }
    }

    /// Not simulated: nothing is resolved; the delegate hears it was not found, on the main queue.
    open func resolve(withTimeout timeout: TimeInterval) {
        noNetwork("NetService.resolve(withTimeout:)")
        DispatchQueue.main.async {
            self.delegate?.netService(self, didNotResolve: [NetService.errorCode: NSNumber(value: ErrorCode.notFoundError.rawValue)])
        }
    }

    open func stop() { delegate?.netServiceDidStop(self) }
}

extension URLSession {
    /// A stream task to a Bonjour service. The device has no network: the task is made, and its
    /// reads and writes fail (`NetService` is never resolved).
    public func streamTask(with service: NetService) -> URLSessionStreamTask {
        noNetwork("URLSession.streamTask(with:)")
        return URLSessionStreamTask()
    }

    /// A stream task to a host and port. The device has no network, as for the service's.
    public func streamTask(withHostName hostname: String, port: Int) -> URLSessionStreamTask {
        noNetwork("URLSession.streamTask(withHostName:port:)")
        return URLSessionStreamTask()
    }
}

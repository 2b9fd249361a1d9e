@_spi(LifecycleLab) import UIKit
import LabWire

/// Schedules background work (iOS 13+). The device keeps the registrations and requests:
/// launch handlers are registered while the app launches, one for each identifier in
/// `BGTaskSchedulerPermittedIdentifiers`; `fetch APP` runs a submitted app refresh request,
/// `bgtask APP [IDENTIFIER]` any submitted request (a processing one too).
open class BGTaskScheduler: NSObject {
    private static let scheduler = BGTaskScheduler()

    open class var shared: BGTaskScheduler { scheduler }

    private override init() { super.init() }

    /// False when Info.plist does not permit `identifier`.
    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping (BGTask) -> Void) -> Bool {
        let handler = AppRuntimeBridge.hand { arguments in
            let name = arguments.first?.string ?? identifier
            let completion = arguments.dropFirst().first ?? .null
            let task: BGTask = arguments.dropFirst(2).first?.string == "processing"
                ? BGProcessingTask(identifier: name, completion: completion)
                : BGAppRefreshTask(identifier: name, completion: completion)
            launchHandler(task)
            return .void
        }
        return AppRuntimeBridge.call(HostCalls.registerBackgroundTask, identifier, handler.closure)
    }

    open func submit(_ taskRequest: BGTaskRequest) throws {
        let after = taskRequest.earliestBeginDate.map { $0.timeIntervalSinceNow }
        let refusal: TaskSchedulerError?
        switch taskRequest {
        case let processing as BGProcessingTaskRequest:
            refusal = AppRuntimeBridge.call(HostCalls.submitProcessingTask, taskRequest.identifier, after,
                                            processing.requiresExternalPower, processing.requiresNetworkConnectivity)
        case is BGAppRefreshTaskRequest:
            refusal = AppRuntimeBridge.call(HostCalls.submitAppRefresh, taskRequest.identifier, after)
        default:
            throw Error(.unavailable)
        }
        if let refusal { throw Error(Error.Code(rawValue: refusal.rawValue) ?? .unavailable) }
    }

    open func cancel(taskRequestWithIdentifier identifier: String) {
        AppRuntimeBridge.call(HostCalls.cancelTaskRequests, identifier)
    }

    open func cancelAllTaskRequests() {
        AppRuntimeBridge.call(HostCalls.cancelTaskRequests, nil)
    }

    /// `BGTaskSchedulerErrorDomain`'s errors.
    public struct Error: Swift.Error, Hashable, CustomStringConvertible {
        public enum Code: Int, Sendable {
            case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3, immediateRunIneligible = 4
        }
        public let code: Code
        init(_ code: Code) { self.code = code }

        public static var unavailable: Code { .unavailable }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var notPermitted: Code { .notPermitted }

        public var description: String { "Error Domain=BGTaskSchedulerErrorDomain Code=\(code.rawValue) \"(null)\"" }
    }
}

/// `catch BGTaskScheduler.Error.notPermitted`.
public func ~= (code: BGTaskScheduler.Error.Code, error: Swift.Error) -> Bool {
    (error as? BGTaskScheduler.Error)?.code == code
}

/// A request to run a task later.
open class BGTaskRequest: NSObject {
    public let identifier: String
    /// Not before this date (nil: as soon as the system likes).
    open var earliestBeginDate: Date?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A short refresh of the app's content (about 30 s), run when the system chooses.
open class BGAppRefreshTaskRequest: BGTaskRequest {
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// Longer work (minutes) run while the device is idle: database maintenance, model training.
/// Needs `processing` in UIBackgroundModes.
open class BGProcessingTaskRequest: BGTaskRequest {
    /// Run only while the device is charging (default false). Recorded; `bgtask` runs the task
    /// regardless, as Xcode's simulated launch does.
    open var requiresExternalPower = false
    /// Run only with a network connection (default false). Recorded, as above.
    open var requiresNetworkConnectivity = false

    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// Running background work: call `setTaskCompleted(success:)` when done.
open class BGTask: NSObject {
    public let identifier: String
    private let completion: WireValue
    private var completed = false

    /// Runs when the task's time is up; complete the task in it.
    open var expirationHandler: (() -> Void)? {
        didSet {
            let handler = expirationHandler.map { body in AppRuntimeBridge.hand { _ in body(); return .void } }?.closure
            AppRuntimeBridge.call(HostCalls.setTaskExpirationHandler, completion.closure, handler)
        }
    }

    init(identifier: String, completion: WireValue) {
        self.identifier = identifier
        self.completion = completion
        super.init()
    }

    open func setTaskCompleted(success: Bool) {
        guard !completed else { return }
        completed = true
        AppRuntimeBridge.call(HostCalls.completeTask, completion.closure, success)
    }
}

/// The task a BGAppRefreshTaskRequest runs.
open class BGAppRefreshTask: BGTask {}

/// The task a BGProcessingTaskRequest runs.
open class BGProcessingTask: BGTask {}

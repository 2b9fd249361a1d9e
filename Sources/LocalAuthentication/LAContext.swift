@_spi(LifecycleLab) import UIKit
@_exported import Foundation
import LabWire

/// Authentication with the device's biometry (docs/lifecycle.md, "Face ID"). The simulated
/// iPhone has Face ID with a face enrolled; whether it recognises the user is the learner's
/// answer (`biometry allow|deny`). The reply comes after the calling code has returned, on the
/// main queue (iOS calls it on a private queue: apps hop to the main queue themselves).
open class LAContext: NSObject {
    open var localizedReason: String = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    private var invalidated = false

    public override init() { super.init() }

    /// The kind of biometry the device has, known once `canEvaluatePolicy` has been asked.
    open private(set) var biometryType: LABiometryType = .none

    /// Whether `policy` can be evaluated now: the simulated device has Face ID enrolled, so yes
    /// (while the context is not invalidated).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        biometryType = .faceID
        guard !invalidated else {
            error?.pointee = LAError(.invalidContext) as NSError
            return false
        }
        return true
    }

    /// Shows the Face ID sheet with `localizedReason`; `reply` hears whether the face matched.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void) {
        guard !invalidated else {
            DispatchQueue.main.async { reply(false, LAError(.invalidContext)) }
            return
        }
        let matched = AppRuntimeBridge.call(HostCalls.evaluateBiometry, localizedReason)
        DispatchQueue.main.async { reply(matched, matched ? nil : LAError(.authenticationFailed)) }
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        guard !invalidated else { throw LAError(.invalidContext) }
        let matched = AppRuntimeBridge.call(HostCalls.evaluateBiometry, localizedReason)
        guard matched else { throw LAError(.authenticationFailed) }
        return true
    }

    open func invalidate() { invalidated = true }
}

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}

public enum LABiometryType: Int, Sendable {
    case none = 0, touchID = 1, faceID = 2, opticID = 4
}

/// LocalAuthentication's errors (`LAErrorDomain`).
public struct LAError: Error, Equatable, CustomNSError, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8, appCancel = -9, invalidContext = -10
        case notInteractive = -1004
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
    public static let invalidContext = Code.invalidContext
    public static var errorDomain: String { "com.apple.LocalAuthentication" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
    public var localizedDescription: String { description }
    public var description: String {
        switch code {
        case .authenticationFailed: "Application retry limit exceeded."
        case .userCancel: "Canceled by user."
        case .userFallback: "Fallback authentication mechanism selected."
        case .systemCancel: "Canceled by another authentication."
        case .passcodeNotSet: "Passcode not set."
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .biometryNotEnrolled: "No identities are enrolled."
        case .biometryLockout: "Biometry is locked out."
        case .appCancel: "Canceled by application."
        case .invalidContext: "Invalid context."
        case .notInteractive: "Not interactive."
        }
    }
}

/// `case LAError.userCancel:` in a `switch` over an error.
public func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }

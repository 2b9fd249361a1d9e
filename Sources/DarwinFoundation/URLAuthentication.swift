@_weakLinked import FoundationNetworking
import Security

// What iOS's Foundation declares for server trust and client certificates, which
// swift-corelibs-foundation declares unavailable (it has no Security framework). The simulated
// device has no network, so no server ever sends an authentication challenge: these names let
// networking code compile, and no challenge reaches them.

public let NSURLAuthenticationMethodServerTrust: String = "NSURLAuthenticationMethodServerTrust"
public let NSURLAuthenticationMethodClientCertificate: String = "NSURLAuthenticationMethodClientCertificate"

/// The key of a failed download's resume data in its error's `userInfo`.
public let NSURLSessionDownloadTaskResumeData: String = "NSURLSessionDownloadTaskResumeData"

extension URLProtectionSpace {
    /// The server's trust, for a server-trust challenge; nil otherwise, and so always in the lab.
    public var serverTrust: SecTrust? { nil }
}

extension URLCredential {
    /// A credential that accepts a server's trust, as an answer to a server-trust challenge.
    /// (None ever comes in the lab: the credential carries no user, and no trust is used.)
    public convenience init(trust: SecTrust) {
        self.init(user: "", password: "", persistence: .none)
    }
}

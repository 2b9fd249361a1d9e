import UIKit

// Certificate trust (`SecTrust`, `SecPolicy`, `SecCertificate`, `SecKey`), as networking code
// names it to pin a server's certificate (Alamofire's server trust evaluators). The simulated
// device has no network, so no server ever presents a trust to evaluate; what an app builds
// itself is kept (its certificates' DER bytes, its policies), but nothing is verified: an
// evaluation fails, and its first use says that LifecycleLab does not simulate it.

/// A certificate: its DER bytes, as `SecCertificateCreateWithData` was given them.
public final class SecCertificate: Hashable {
    let der: Data
    init(der: Data) { self.der = der }
    public static func == (lhs: SecCertificate, rhs: SecCertificate) -> Bool { lhs.der == rhs.der }
    public func hash(into hasher: inout Hasher) { hasher.combine(der) }
}

/// A public key, as a trust's leaf certificate gives it: the certificate it came from.
public final class SecKey: Hashable {
    let certificate: SecCertificate
    init(certificate: SecCertificate) { self.certificate = certificate }
    public static func == (lhs: SecKey, rhs: SecKey) -> Bool { lhs.certificate == rhs.certificate }
    public func hash(into hasher: inout Hasher) { hasher.combine(certificate) }
}

/// An evaluation policy: SSL for a host name, basic X.509, or revocation with its flags.
public final class SecPolicy: Hashable {
    enum Kind: Hashable { case ssl(server: Bool, host: String?), basicX509, revocation(CFOptionFlags) }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
    public static func == (lhs: SecPolicy, rhs: SecPolicy) -> Bool { lhs.kind == rhs.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

/// A trust: certificates to evaluate under policies, with optional anchors.
public final class SecTrust: Hashable {
    var certificates: [SecCertificate]
    var policies: [SecPolicy]
    var anchors: [SecCertificate] = []
    var anchorsOnly = false
    init(certificates: [SecCertificate], policies: [SecPolicy]) {
        self.certificates = certificates
        self.policies = policies
    }
    public static func == (lhs: SecTrust, rhs: SecTrust) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The outcome of `SecTrustEvaluate`, with Security's raw values.
public enum SecTrustResultType: UInt32, Sendable {
    case invalid = 0, proceed = 1, confirm = 2, deny = 3, unspecified = 4, recoverableTrustFailure = 5,
         fatalTrustFailure = 6, otherError = 7
}

public let errSecTrustNotEvaluated: OSStatus = -67808
public let errSecNotTrusted: OSStatus = -67843

public let kSecRevocationOCSPMethod: CFOptionFlags = 1 << 0
public let kSecRevocationCRLMethod: CFOptionFlags = 1 << 1
public let kSecRevocationPreferCRL: CFOptionFlags = 1 << 2
public let kSecRevocationRequirePositiveResponse: CFOptionFlags = 1 << 3
public let kSecRevocationNetworkAccessDisabled: CFOptionFlags = 1 << 4
public let kSecRevocationUseAnyAvailableMethod: CFOptionFlags = kSecRevocationOCSPMethod | kSecRevocationCRLMethod

private func notEvaluated(_ api: String) {
    __LabNotSimulated.say("certificate trust evaluation (\(api))", instead: "no certificate is verified, so the trust is not trusted")
}

/// A certificate from DER bytes (nil for none).
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    data.length == 0 ? nil : SecCertificate(der: Data(referencing: data))
}

public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der as NSData }

public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy(.ssl(server: server, host: hostname.map { String(describing: $0) }))
}

public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy(.basicX509) }

public func SecPolicyCreateRevocation(_ revocationFlags: CFOptionFlags) -> SecPolicy? { SecPolicy(.revocation(revocationFlags)) }

/// `certificates` is one certificate or an array of them; `policies` one policy, an array, or nil.
public func SecTrustCreateWithCertificates(_ certificates: CFTypeRef, _ policies: CFTypeRef?,
                                           _ trust: UnsafeMutablePointer<SecTrust?>) -> OSStatus {
    let given = certificates as? SecCertificate
    let list = given.map { [$0] } ?? ((certificates as? [Any])?.compactMap { $0 as? SecCertificate } ?? [])
    guard !list.isEmpty else { return errSecParam }
    trust.pointee = SecTrust(certificates: list, policies: policyList(policies))
    return errSecSuccess
}

private func policyList(_ policies: CFTypeRef?) -> [SecPolicy] {
    if let one = policies as? SecPolicy { return [one] }
    return (policies as? [Any])?.compactMap { $0 as? SecPolicy } ?? []
}

@discardableResult
public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: CFTypeRef) -> OSStatus {
    trust.policies = policyList(policies)
    return errSecSuccess
}

@discardableResult
public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray) -> OSStatus {
    trust.anchors = (anchorCertificates as [AnyObject]).compactMap { $0 as? SecCertificate }
    trust.anchorsOnly = true
    return errSecSuccess
}

@discardableResult
public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool) -> OSStatus {
    trust.anchorsOnly = anchorCertificatesOnly
    return errSecSuccess
}

public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }

public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ ix: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(ix) ? trust.certificates[ix] : nil
}

public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { NSArray(array: trust.certificates) }

/// The leaf certificate's key.
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? { trust.certificates.first.map(SecKey.init(certificate:)) }

public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? { SecTrustCopyKey(trust) }

/// Not simulated: nothing is verified, so the result is `.recoverableTrustFailure`.
public func SecTrustEvaluate(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    notEvaluated("SecTrustEvaluate")
    result.pointee = .recoverableTrustFailure
    return errSecSuccess
}

/// Not simulated: nothing is verified, so the trust is not trusted (`errSecNotTrusted`).
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    notEvaluated("SecTrustEvaluateWithError")
    error?.pointee = NSError(domain: NSOSStatusErrorDomain, code: Int(errSecNotTrusted),
                             userInfo: [NSLocalizedDescriptionKey: "The certificate was not trusted."])
    return false
}

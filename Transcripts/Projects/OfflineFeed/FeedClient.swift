import Foundation
import MobileCoreServices
import UniformTypeIdentifiers

/// A client written as a networking library writes one, importing only Foundation: a session
/// with a delegate, server trust, Core Foundation's names and Darwin's.
final class FeedClient: NSObject, URLSessionDataDelegate {
    private var session: URLSession?
    private let lock: os_unfair_lock_t = {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        return lock
    }()
    private var finished = 0

    func upload(_ body: Data) {
        var request = URLRequest(url: URL(string: "https://api.example.com/upload")!)
        request.httpMethod = "POST"
        request.httpBody = body
        let session = self.session ?? URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
        self.session = session
        session.dataTask(with: request).resume()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        os_unfair_lock_lock(lock)
        finished += 1
        os_unfair_lock_unlock(lock)
        let resumeData = (error as NSError?)?.userInfo[NSURLSessionDownloadTaskResumeData]
        print("upload \(finished) finished: \((error as NSError?)?.code ?? 0), resume data \(resumeData == nil ? "none" : "some")")
    }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
              let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        completionHandler(.useCredential, URLCredential(trust: trust))
    }

    /// Pins a certificate as a library's trust evaluator does.
    func pin() {
        guard let certificate = SecCertificateCreateWithData(nil, Data([0x30, 0x82, 0x01, 0x0a]) as CFData) else { return }
        var trust: SecTrust?
        let status = SecTrustCreateWithCertificates(certificate, SecPolicyCreateSSL(true, "api.example.com" as CFString), &trust)
        guard status == errSecSuccess, let trust else { return }
        SecTrustSetAnchorCertificates(trust, [certificate] as CFArray)
        var error: CFError?
        let trusted = SecTrustEvaluateWithError(trust, &error)
        let copied = SecCertificateCopyData(certificate) as Data
        print("certificates \(SecTrustGetCertificateCount(trust)), \(copied.count) bytes; trusted \(trusted); error \(error?.code ?? 0)")
        print("revocation flags \(kSecRevocationUseAnyAvailableMethod); result \(SecTrustResultType.proceed.rawValue)")
    }

    /// Core Foundation's and Darwin's names, as a networking library spells them.
    func names() {
        let encoding = CFStringConvertEncodingToNSStringEncoding(CFStringConvertIANACharSetNameToEncoding("UTF-8" as CFString))
        print("utf-8 is \(String.Encoding(rawValue: encoding) == .utf8 ? "UTF-8" : "unknown")")
        let version = Bundle.main.infoDictionary?[kCFBundleVersionKey as String] ?? "none"
        print("build \(version)")
        let flag = NSNumber(value: true)
        print("true is a boolean: \(CFBooleanGetTypeID() == CFGetTypeID(flag)); 1 is: \(CFBooleanGetTypeID() == CFGetTypeID(NSNumber(value: 1)))")
        var address = sockaddr_in()
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        print("address length \(address.sin_len)")
        print("png is \(UTType(filenameExtension: "png")?.preferredMIMEType ?? "?")")
        if let id = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "jpg" as CFString, nil)?.takeRetainedValue(),
           let mime = UTTypeCopyPreferredTagWithClass(id, kUTTagClassMIMEType)?.takeRetainedValue() {
            print("jpg is \(id), \(mime)")
        }
        let file = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("notes.txt")
        try? Data("notes".utf8).write(to: file)
        print("promised item reachable: \((try? file.checkPromisedItemIsReachable()) ?? false)")
        let service = NetService(domain: "local.", type: "_feed._tcp.", name: "Feed")
        service.delegate = self
        service.resolve(withTimeout: 5)
        print("responds to a delegate method: \(responds(to: Selector("urlSession(_:task:didCompleteWithError:)")))")
    }

    /// As a session delegate class answers which delegate methods it implements.
    override func responds(to selector: Selector) -> Bool {
        if selector == Selector("urlSession(_:task:didCompleteWithError:)") { return true }
        return type(of: self).instancesRespond(to: selector)
    }
}

extension FeedClient: NetServiceDelegate {
    func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {
        print("\(sender.name) not resolved: \(errorDict[NetService.errorCode] ?? 0)")
    }
}

import CLibCrypto
import Foundation

/// SHA-1 and SHA-256, as `CodeResources` and `Assets.car` record them, from the system's libcrypto.
enum Digest {
    static func sha1(_ data: Data) -> [UInt8] { digest(data, EVP_sha1(), length: 20) }
    static func sha256(_ data: Data) -> [UInt8] { digest(data, EVP_sha256(), length: 32) }
    static func sha256(_ bytes: [UInt8]) -> [UInt8] { sha256(Data(bytes)) }

    private static func digest(_ data: Data, _ algorithm: OpaquePointer?, length: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var size: UInt32 = 0
        let ok = data.withUnsafeBytes { raw in
            EVP_Digest(raw.baseAddress, raw.count, &output, &size, algorithm, nil)
        }
        precondition(ok == 1 && Int(size) == length, "libcrypto's EVP_Digest failed")
        return Array(output.prefix(length))
    }
}

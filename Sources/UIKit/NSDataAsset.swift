import Foundation
import LabWire

/// A data set of the app's asset catalog (`Assets.xcassets/NAME.dataset`), by its name —
/// with its folders' namespaces (`music/theme`) where they provide one.
open class NSDataAsset: NSObject {
    public let name: String
    public let data: Data

    /// The data set `name` of the app's asset catalog; nil when there is none.
    public init?(name: String) {
        guard let text = AppRuntime.shared.call(HostCalls.dataAsset, name), let bytes = Data(base64Encoded: text) else { return nil }
        self.name = name
        data = bytes
        super.init()
    }

    /// In another bundle than the app's: the lab reads the app's catalog only, so any other
    /// bundle has no data sets (**choice**).
    public convenience init?(name: String, bundle: Bundle) {
        guard bundle.bundlePath == Bundle.main.bundlePath else { return nil }
        self.init(name: name)
    }
}

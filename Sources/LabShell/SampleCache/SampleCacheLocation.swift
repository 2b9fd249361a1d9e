import Foundation

/// Where the built sample bundles are kept between runs: under `--data-dir DIR` when given
/// (`DIR/cache`), else `$XDG_CACHE_HOME/lab`, else `~/.cache/lab`.
public enum SampleCacheLocation {
    public static func resolve(dataDirectory: String?, environment: [String: String], home: String) -> String {
        if let dataDirectory, !dataDirectory.isEmpty {
            return (dataDirectory as NSString).appendingPathComponent("cache")
        }
        // The XDG spec says a relative XDG_CACHE_HOME is invalid and must be ignored.
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return (cache as NSString).appendingPathComponent("lab")
        }
        return (home as NSString).appendingPathComponent(".cache/lab")
    }

    /// The location for this process's environment, without `--data-dir`.
    static var standard: String {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return resolve(dataDirectory: nil, environment: environment, home: home)
    }
}

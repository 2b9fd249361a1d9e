@_spi(LifecycleLab) import UIKit
import Foundation
import LabWire
#if canImport(Glibc)
import Glibc
#endif

/// Where the app's compiled models are: its bundle, as the device launched it.
enum CoreDataBundle {
    static var path: String {
        ProcessInfo.processInfo.environment["LAB_BUNDLE_PATH"] ?? Bundle.main.bundlePath
    }

    static func url(forModel name: String) -> URL? {
        for ext in ["momd", "mom"] {
            let url = URL(fileURLWithPath: path).appendingPathComponent(name + "." + ext)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    static func modelURLs() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".momd") || $0.hasSuffix(".mom") }.map { URL(fileURLWithPath: path).appendingPathComponent($0) }
    }
}

/// Core Data's console lines (`CoreData: error: …`), on standard error as os_log puts them.
enum CoreDataLog {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("CoreData: error: \(message)\n".utf8))
    }
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("CoreData: warning: \(message)\n".utf8))
    }
}

/// The `os` module as app code uses it for logging: `os_log` with a format and `OSLog`, and
/// `Logger` with its privacy-marked interpolation (`import os`, `import os.log`). Swift on Linux
/// has no unified logging system, so the build compiles this source as the app's `os` module.
/// Each message becomes one line of the app's console output, as `log stream --style compact`
/// shows a device's log (docs/lifecycle.md "Logging"): the virtual time, the level, the process
/// and `[subsystem:category]`, with dynamic strings and objects `<private>` unless marked public,
/// numbers and Booleans shown, as the device's console shows them without a debugger.
enum UnifiedLoggingModule {
    static let source = #"""
        import Foundation

        /// A log's level (`OSLogType`).
        public struct OSLogType: Equatable, RawRepresentable, Sendable {
            public let rawValue: UInt8
            public init(rawValue: UInt8) { self.rawValue = rawValue }
            public init(_ rawValue: UInt8) { self.rawValue = rawValue }
            public static let `default` = OSLogType(rawValue: 0x00)
            public static let info = OSLogType(rawValue: 0x01)
            public static let debug = OSLogType(rawValue: 0x02)
            public static let error = OSLogType(rawValue: 0x10)
            public static let fault = OSLogType(rawValue: 0x11)
            /// The level as `log stream --style compact` abbreviates it.
            var compact: String {
                switch self {
                case .info: return "I "
                case .debug: return "Db"
                case .error: return "E "
                case .fault: return "F "
                default: return "Df"
                }
            }
        }

        /// A log object: a subsystem and a category (`OSLog(subsystem:category:)`).
        open class OSLog: NSObject, @unchecked Sendable {
            public let subsystem: String
            public let category: String
            let enabled: Bool
            public init(subsystem: String, category: String) {
                self.subsystem = subsystem
                self.category = category
                enabled = true
                super.init()
            }
            init(disabled: Bool) {
                subsystem = ""
                category = ""
                enabled = !disabled
                super.init()
            }
            public static let `default` = OSLog(disabled: false)
            public static let disabled = OSLog(disabled: true)
            public func isEnabled(type: OSLogType) -> Bool { enabled }
        }

        /// Privacy of an interpolated value: `.auto` shows numbers and Booleans and hides the rest.
        public struct OSLogPrivacy: Equatable, Sendable {
            let shown: Bool?
            public static let auto = OSLogPrivacy(shown: nil)
            public static let `public` = OSLogPrivacy(shown: true)
            public static let `private` = OSLogPrivacy(shown: false)
            public static let sensitive = OSLogPrivacy(shown: false)
            public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }
            public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
            public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
            public struct Mask: Equatable, Sendable {
                public static let hash = Mask()
                public static let none = Mask()
            }
        }

        /// How a console shows a value: hidden values are `<private>`.
        enum LogValue {
            static func text(_ value: Any, privacy: OSLogPrivacy) -> String {
                let isScalar = value is any BinaryInteger || value is any BinaryFloatingPoint || value is Bool
                guard privacy.shown ?? isScalar else { return "<private>" }
                return describe(value)
            }

            /// An object's description without its address (it would differ from run to run).
            static func describe(_ value: Any) -> String {
                var text = String(describing: value)
                while let range = text.range(of: #": 0x[0-9a-fA-F]+>"#, options: .regularExpression) {
                    text.replaceSubrange(range, with: ">")
                }
                return text
            }

            /// One console line, in `log stream --style compact`'s layout.
            static func write(_ message: String, type: OSLogType, log: OSLog) {
                guard log.enabled else { return }
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
                var line = formatter.string(from: Date()) + " " + type.compact + " " + ProcessInfo.processInfo.processName
                if !log.subsystem.isEmpty || !log.category.isEmpty { line += " [\(log.subsystem):\(log.category)]" }
                print(line + " " + message)
            }
        }

        /// A message with privacy-marked interpolations (`Logger`'s and iOS 14's `os_log`'s).
        public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
            var text: String
            public init(stringLiteral value: String) { text = value }
            public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
        }

        public struct OSLogInterpolation: StringInterpolationProtocol {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
                text += LogValue.text(value(), privacy: privacy)
            }
            public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {
                text += LogValue.text(value(), privacy: privacy)
            }
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto) {
                let shown = privacy.shown ?? true
                text += shown ? format.text(Double(value())) : "<private>"
            }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto) {
                let shown = privacy.shown ?? true
                text += shown ? format.text(value()) : "<private>"
            }
        }

        public struct OSLogStringAlignment: Sendable {
            public static let none = OSLogStringAlignment()
            public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
            public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
        }

        public struct OSLogFloatFormatting: Sendable {
            let precision: Int?
            public static let fixed = OSLogFloatFormatting(precision: 6)
            public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(precision: precision) }
            func text(_ value: Double) -> String {
                guard let precision else { return "\(value)" }
                return String(format: "%.\(precision)f", value)
            }
        }

        public struct OSLogIntegerFormatting: Sendable {
            let radix: Int
            public static let decimal = OSLogIntegerFormatting(radix: 10)
            public static let hex = OSLogIntegerFormatting(radix: 16)
            public static let octal = OSLogIntegerFormatting(radix: 8)
            public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
            public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
            func text<T: BinaryInteger>(_ value: T) -> String { String(value, radix: radix) }
        }

        /// `Logger` (iOS 14): one method per level.
        public struct Logger: @unchecked Sendable {
            let log: OSLog
            public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
            public init(_ log: OSLog) { self.log = log }
            public init() { log = .default }
            public func log(_ message: OSLogMessage) { LogValue.write(message.text, type: .default, log: log) }
            public func log(level: OSLogType, _ message: OSLogMessage) { LogValue.write(message.text, type: level, log: log) }
            public func trace(_ message: OSLogMessage) { LogValue.write(message.text, type: .debug, log: log) }
            public func debug(_ message: OSLogMessage) { LogValue.write(message.text, type: .debug, log: log) }
            public func info(_ message: OSLogMessage) { LogValue.write(message.text, type: .info, log: log) }
            public func notice(_ message: OSLogMessage) { LogValue.write(message.text, type: .default, log: log) }
            public func warning(_ message: OSLogMessage) { LogValue.write(message.text, type: .error, log: log) }
            public func error(_ message: OSLogMessage) { LogValue.write(message.text, type: .error, log: log) }
            public func critical(_ message: OSLogMessage) { LogValue.write(message.text, type: .fault, log: log) }
            public func fault(_ message: OSLogMessage) { LogValue.write(message.text, type: .fault, log: log) }
        }

        /// `os_log("%{public}@ took %d ms", log: log, type: .info, name, 12)`: printf-style, with
        /// `{public}` / `{private}` in a conversion; `%@` and `%s` are private unless public.
        public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: Any...) {
            LogValue.write(LogFormat.render("\(message)", args), type: type, log: log)
        }

        /// `os_log(.info, log: log, "text \(value, privacy: .public)")` (iOS 14).
        public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
            LogValue.write(message.text, type: type, log: log)
        }

        enum LogFormat {
            /// Replaces each conversion of `format` by its argument, as the console shows it.
            static func render(_ format: String, _ args: [Any]) -> String {
                var output = ""
                var remaining = args[...]
                var characters = format[...]
                while let percent = characters.firstIndex(of: "%") {
                    output += characters[..<percent]
                    characters = characters[characters.index(after: percent)...]
                    if characters.first == "%" { output += "%"; characters = characters.dropFirst(); continue }
                    var privacy = OSLogPrivacy.auto
                    if characters.first == "{", let close = characters.firstIndex(of: "}") {
                        let marks = characters[characters.index(after: characters.startIndex)..<close].split(separator: ",")
                            .map { $0.trimmingCharacters(in: .whitespaces) }
                        if marks.contains("public") { privacy = .public }
                        if marks.contains("private") { privacy = .private }
                        characters = characters[characters.index(after: close)...]
                    }
                    // Flags, width, precision and length, then the conversion character.
                    var spec = "%"
                    while let next = characters.first, "0123456789.-+ #lhqjztL".contains(next) {
                        spec.append(next)
                        characters = characters.dropFirst()
                    }
                    guard let conversion = characters.first else { output += spec; break }
                    characters = characters.dropFirst()
                    guard let argument = remaining.popFirst() else { output += "<decode: missing data>"; continue }
                    output += text(argument, conversion: conversion, spec: spec, privacy: privacy)
                }
                return output + characters
            }

            static func text(_ argument: Any, conversion: Character, spec: String, privacy: OSLogPrivacy) -> String {
                switch conversion {
                case "@", "s":
                    return (privacy.shown ?? false) ? LogValue.describe(argument) : "<private>"
                case "d", "i", "u", "x", "X", "o", "c":
                    guard privacy.shown ?? true else { return "<private>" }
                    let value = (argument as? any BinaryInteger).map { Int64(truncatingIfNeeded: $0) } ?? ((argument as? Bool).map { $0 ? 1 : 0 } ?? 0)
                    if conversion == "c" { return String(UnicodeScalar(UInt8(truncatingIfNeeded: value))) }
                    let flags = spec.filter { !"lhqjztL".contains($0) }
                    return String(format: flags + "ll" + String(conversion), value)
                case "f", "e", "g", "F", "E", "G", "a":
                    guard privacy.shown ?? true else { return "<private>" }
                    let value = (argument as? any BinaryFloatingPoint).map { Double($0) } ?? 0
                    return String(format: spec.filter { !"lhqjztL".contains($0) } + String(conversion), value)
                default:
                    return LogValue.describe(argument)
                }
            }
        }
        """#
}

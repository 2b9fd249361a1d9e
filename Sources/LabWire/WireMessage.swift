/// One line of the protocol: a verb and its fields.
///
/// Device to app: `perform <t> <receiver> <selector> <args…>`, `new <t> <id> <class>`,
/// `get <t> <id> <property>`, `set <t> <id> <property> <value>`, `call <t> <closure> <args…>`,
/// `sync <t>` (write out what must survive the process: UserDefaults); each is answered by
/// `return <value>`. `t` is the device's virtual time in milliseconds.
/// App to device: `hello <module> <principal> <delegate>` once, then `host <name> <args…>`
/// from inside app code, answered by `reply <t> <value>`.
public struct WireMessage: Equatable, Sendable {
    public var verb: String
    public var fields: [String]

    public init(_ verb: String, _ fields: [String] = []) {
        self.verb = verb
        self.fields = fields
    }

    public init(_ verb: String, values: [WireValue], prefix: [String] = []) {
        self.init(verb, prefix + values.map(\.token))
    }

    /// The line without its newline.
    public var line: String { ([verb] + fields).joined(separator: "\t") }

    public init(line: Substring) {
        let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
        verb = parts.first.map(String.init) ?? ""
        fields = parts.dropFirst().map(String.init)
    }

    /// Field `index` read as a value token.
    public func value(_ index: Int) -> WireValue {
        index < fields.count ? WireValue(token: Substring(fields[index])) : .void
    }

    /// Fields from `index` on, read as value tokens.
    public func values(from index: Int) -> [WireValue] {
        index < fields.count ? fields[index...].map { WireValue(token: Substring($0)) } : []
    }
}

/// Durations as learners type them (`500ms`, `30s`, `10m`, `1m30s`, `1h`) and as the shell
/// shows virtual time.
public enum DurationText {
    /// The longest duration accepted: a week of virtual time.
    public static let maximumMilliseconds = 7 * 24 * 3_600_000

    private static let units: [(name: String, milliseconds: Int)] = [("h", 3_600_000), ("m", 60_000), ("s", 1000), ("ms", 1)]
    private static var examples: String { tr("such as 500ms, 30s, 10m or 1m30s") }

    /// Milliseconds in `text`, or a one-line error saying how to write it.
    /// Parts go from larger units to smaller (`1m30s`); a part may have decimals if the
    /// result is whole milliseconds (`1.5s`).
    public static func milliseconds(_ text: String) throws(CommandError) -> Int {
        let shown = InputLine.quoted(text)
        guard !text.isEmpty else { throw CommandError(tr("a duration is needed, %@", "\(examples)")) }
        if text.hasPrefix("-") { throw CommandError(tr("%@ is negative; time only moves forward: write a duration %@", "\(shown)", "\(examples)")) }
        var rest = Substring(text)
        var total = 0.0
        var lastUnitIndex = -1
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, let value = Double(number) else {
                throw CommandError(tr("%@ is not a duration; write a number and a unit, %@", "\(shown)", "\(examples)"))
            }
            rest = rest.dropFirst(number.count)
            let unitText = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unitText.count)
            guard !unitText.isEmpty else {
                throw CommandError(tr("%@ needs a unit: write %@s for seconds or %@ms for milliseconds", "\(shown)", "\(number)", "\(number)"))
            }
            guard let unitIndex = units.firstIndex(where: { $0.name == unitText.lowercased() }) else {
                throw CommandError(tr("%@ has an unknown unit \"%@\"; use ms, s, m or h, %@", "\(shown)", "\(unitText)", "\(examples)"))
            }
            guard unitIndex > lastUnitIndex else {
                throw CommandError(tr("%@ repeats a unit or puts a smaller one first; write larger units first, such as 1m30s", "\(shown)"))
            }
            lastUnitIndex = unitIndex
            total += value * Double(units[unitIndex].milliseconds)
            guard total <= Double(maximumMilliseconds) else {
                throw CommandError(tr("%@ is too long; the longest duration is 7 days (168h)", "\(shown)"))
            }
        }
        guard total == total.rounded() else {
            throw CommandError(tr("%@ is not a whole number of milliseconds; the clock counts milliseconds", "\(shown)"))
        }
        return Int(total)
    }

    /// `1m30s`, `500ms`, `2h5m`, `0ms`: the shortest spelling `milliseconds(_:)` reads back.
    public static func format(_ milliseconds: Int) -> String {
        guard milliseconds > 0 else { return "0ms" }
        var rest = milliseconds
        var text = ""
        for unit in units where rest >= unit.milliseconds {
            text += "\(rest / unit.milliseconds)\(unit.name)"
            rest %= unit.milliseconds
        }
        return text
    }

    /// A point on the virtual clock: `0:01.500` (minutes:seconds.milliseconds), with hours
    /// in front from one hour on (`1:00:00.000`).
    public static func clock(_ milliseconds: Int) -> String {
        let hours = milliseconds / 3_600_000
        let minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1000 % 60
        let millis = milliseconds % 1000
        let tail = "\(twoDigits(seconds)).\(threeDigits(millis))"
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(tail)" : "\(minutes):\(tail)"
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    private static func threeDigits(_ n: Int) -> String { n < 10 ? "00\(n)" : n < 100 ? "0\(n)" : "\(n)" }
}

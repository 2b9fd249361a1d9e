/// Global options stand anywhere, as git's do: `lab --no-color build DIR` is read as
/// `lab build --no-color DIR`. Every subcommand declares the options (`GlobalOptions`);
/// this only moves those written before the subcommand's name to just after it.
enum GlobalArguments {
    /// Global options that take a value (`--events FILE` or `--events=FILE`).
    static let valued: Set<String> = ["--events", "--data-dir", "--ios", "--lang", "--lessons"]
    /// Global flags.
    static let flags: Set<String> = ["--no-color"]

    /// The arguments with leading global options moved after the subcommand, when one follows them.
    static func reordered(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var leading: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if flags.contains(argument) || (valued.contains(name) && argument.contains("=")) {
                leading.append(argument)
                index += 1
            } else if valued.contains(argument), index + 1 < arguments.endIndex {
                leading += arguments[index...(index + 1)]
                index += 2
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.endIndex, subcommands.contains(arguments[index]) else { return arguments }
        return [arguments[index]] + leading + arguments[(index + 1)...]
    }
}

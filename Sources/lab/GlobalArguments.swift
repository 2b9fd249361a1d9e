/// Global options stand anywhere, as git's do: `lab --no-color build DIR` is read as
/// `lab build --no-color DIR`. Every subcommand declares the options (`GlobalOptions`);
/// this only moves those written before the subcommand's name to just after it.
enum GlobalArguments {
    /// Global options that take a value (`--events FILE` or `--events=FILE`).
    static let valued: Set<String> = ["--events", "--data-dir", "--ios", "--lang", "--contrast", "--lessons", "--device", "--macos"]
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

    /// A request for help without a subcommand (`lab --help --lang ru`, `lab help replay --lang ru`)
    /// loses its global options: they have chosen the help's language already (`CommandLineWords`),
    /// and ArgumentParser would hand an option the root does not declare to the default
    /// subcommand, showing `lab repl`'s help instead of `lab`'s, or refuse it after `help`.
    static func forHelp(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var rest: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if flags.contains(argument) || (valued.contains(name) && argument.contains("=")) {
                index += 1
            } else if valued.contains(argument) {
                index += 2
            } else {
                rest.append(argument)
                index += 1
            }
        }
        guard rest.count < arguments.count else { return arguments }
        if rest.first == "help" { return rest }
        let asksForHelp = rest.contains("--help") || rest.contains("-h")
        guard asksForHelp, !rest.contains(where: subcommands.contains) else { return arguments }
        return rest
    }
}

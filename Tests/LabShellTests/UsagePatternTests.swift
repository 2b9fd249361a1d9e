import Testing
@testable import LabShell

@Suite struct UsagePatternTests {
    private func check(_ usage: String, _ line: String) throws -> Invocation {
        let pattern = try #require(UsagePattern(usage))
        let invocation = try #require(try Tokenizer.invocation(from: line))
        return try pattern.check(invocation, usage: usage)
    }

    @Test func separatesOptionsFromPositionals() throws {
        let invocation = try check("push APP [FILE] [--alert TEXT] [--silent]", #"push --silent "Empty Window" --alert=hi"#)
        #expect(invocation.positionals == ["Empty Window"])
        #expect(invocation.option("--alert") == "hi")
        #expect(invocation.flag("--silent"))
        #expect(invocation.arguments == ["--silent", "Empty Window", "--alert=hi"])
    }

    @Test func missingAndExtraArguments() {
        #expect(throws: CommandError("launch needs APP — usage: launch APP")) { try check("launch APP", "launch") }
        #expect(throws: CommandError(#"unexpected argument "Window" for launch; a name with spaces goes in quotes: "Empty Window" — usage: launch APP"#)) {
            try check("launch APP", "launch Empty Window")
        }
        #expect(throws: CommandError(#"unexpected arguments "a" "b" for home — usage: home"#)) { try check("home", "home a b") }
        #expect(throws: CommandError("cat needs PATH — usage: cat APP PATH")) { try check("cat APP PATH", "cat x") }
    }

    @Test func alternativesAndLiterals() throws {
        #expect(try check("lesson list|start ID|check", "lesson start intro").positionals == ["start", "intro"])
        #expect(throws: CommandError("lesson needs ID — usage: lesson list|start ID|check")) {
            try check("lesson list|start ID|check", "lesson start")
        }
        #expect(throws: CommandError(#"lesson expects list, start or check here, not "begin" — usage: lesson list|start ID|check"#)) {
            try check("lesson list|start ID|check", "lesson begin")
        }
        #expect(throws: CommandError("record needs FILE or stop — usage: record FILE|stop")) { try check("record FILE|stop", "record") }
        #expect(try check("replay FILE...", "replay a b c").positionals == ["a", "b", "c"])
        #expect(throws: CommandError("replay needs FILE — usage: replay FILE...")) { try check("replay FILE...", "replay") }
    }

    @Test func optionErrors() {
        #expect(throws: CommandError("log has no option --lst — did you mean --last? — usage: log [--last N] [--verbose]")) {
            try check("log [--last N] [--verbose]", "log --lst 3")
        }
        #expect(throws: CommandError("--last needs a value — usage: log [--last N] [--verbose]")) {
            try check("log [--last N] [--verbose]", "log --last")
        }
        #expect(throws: CommandError("--verbose takes no value — usage: log [--last N] [--verbose]")) {
            try check("log [--last N] [--verbose]", "log --verbose=yes")
        }
        #expect(throws: CommandError("--last is given twice — usage: log [--last N] [--verbose]")) {
            try check("log [--last N] [--verbose]", "log --last 1 --last 2")
        }
        #expect(throws: CommandError(#"home takes no options, so "--now" is not understood — usage: home"#)) {
            try check("home", "home --now")
        }
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try check("launch APP", "launch -- --weird").positionals == ["--weird"])
    }

    @Test func malformedUsageIsNotAPattern() {
        #expect(UsagePattern("launch [APP") == nil)
        #expect(UsagePattern("") == nil)
    }

    /// Every registered command's usage follows the notation, and its example passes its own check.
    @Test func everyRegisteredCommandHasAReadableUsageAndAValidExample() throws {
        for command in CommandRegistry.standard.commands {
            #expect(UsagePattern(command.usage) != nil, "usage of \(command.name) is not in the usage notation: \(command.usage)")
            #expect(command.usage.split(separator: " ").first.map(String.init) == command.name)
            let example = try #require(try Tokenizer.invocation(from: command.example), "\(command.name) has no example")
            #expect(example.name == command.name)
            #expect(throws: Never.self, "example of \(command.name) fails its usage") { try command.check(example) }
        }
    }

    @Test func commandNamesAreUnique() {
        let names = CommandRegistry.standard.commands.map(\.name)
        #expect(Set(names).count == names.count)
    }
}

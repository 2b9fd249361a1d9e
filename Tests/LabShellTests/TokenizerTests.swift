import Testing
@testable import LabShell

@Suite struct TokenizerTests {
    @Test func splitsOnBlanksAndKeepsQuotedSpaces() throws {
        #expect(try Tokenizer.words(#"launch "Empty Window""#) == ["launch", "Empty Window"])
        #expect(try Tokenizer.words("  wait\t 30s  ") == ["wait", "30s"])
        #expect(try Tokenizer.words(#"cat 'Truly Empty' "a \"b\" \\ c""#) == ["cat", "Truly Empty", #"a "b" \ c"#])
    }

    @Test func aNoBreakSpacePastedFromAWebPageIsASpace() throws {
        #expect(try Tokenizer.words("launch\u{A0}\"Empty\u{A0}Window\"") == ["launch", "Empty Window"])
        #expect(try Tokenizer.words("wait\u{202F}1s") == ["wait", "1s"])
    }

    @Test func backslashEscapesOutsideQuotesAndStaysLiteralInSingleQuotes() throws {
        #expect(try Tokenizer.words(#"launch Empty\ Window"#) == ["launch", "Empty Window"])
        #expect(try Tokenizer.words(#"x 'a\b' "c\d""#) == ["x", #"a\b"#, #"c\d"#])
        #expect(try Tokenizer.words(#"x "" ''"#) == ["x", "", ""])
        #expect(try Tokenizer.words(#"x a"b c"d"#) == ["x", "ab cd"])
    }

    @Test func unbalancedQuotesAndTrailingBackslashAreErrors() {
        #expect(throws: CommandError(#"unbalanced " quote starting at column 8; close it with " (or write \" for the character itself)"#)) {
            try Tokenizer.words(#"launch "Empty Window"#)
        }
        #expect(throws: CommandError("unbalanced ' quote starting at column 5; close it with ' (or write \\' for the character itself)")) {
            try Tokenizer.words("cat 'x")
        }
        #expect(throws: CommandError(#"the line ends with a lone backslash; write \\ for a backslash"#)) {
            try Tokenizer.words(#"wait 3s\"#)
        }
    }

    @Test func controlCharactersAreRefused() {
        #expect(throws: CommandError("the line contains a NUL byte (character 5); retype it without control characters")) {
            try Tokenizer.words("wait\u{0}3s")
        }
    }

    @Test func commentsAndBlankLinesRunNothing() throws {
        #expect(try Tokenizer.invocation(from: "   # launch it") == nil)
        #expect(try Tokenizer.invocation(from: " \t ") == nil)
        let invocation = try #require(try Tokenizer.invocation(from: "log --last 3"))
        #expect(invocation.name == "log")
        #expect(invocation.arguments == ["--last", "3"])
    }

    @Test func quoteRoundTrips() throws {
        for word in ["Empty Window", #"say "hi""#, #"back\slash"#, "plain", "", "#tag", "it's"] {
            #expect(try Tokenizer.words("x " + Tokenizer.quote(word)) == ["x", word])
        }
        #expect(Tokenizer.quote("plain") == "plain")
        #expect(Tokenizer.quote("Empty Window") == #""Empty Window""#)
    }

    @Test func partialLineForCompletion() {
        let open = Tokenizer.partial(#"launch "Empty W"#)
        #expect(open.words == ["launch"])
        #expect(open.current == "Empty W")
        #expect(open.openQuote == "\"")
        #expect(open.currentStart == 7)
        let fresh = Tokenizer.partial("launch ")
        #expect(fresh.words == ["launch"])
        #expect(fresh.current == "")
        #expect(fresh.currentStart == 7)
        let escaped = Tokenizer.partial(#"launch Empty\ W"#)
        #expect(escaped.current == "Empty W")
        #expect(escaped.currentStart == 7)
    }
}

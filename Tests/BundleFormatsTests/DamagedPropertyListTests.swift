import Foundation
import Testing
import BundleFormats

/// Property lists made to break the reader: each gives one failure naming the line, never a
/// trap or a stack overflow in the lab.
@Suite struct DamagedPropertyListTests {
    @Test func aPropertyListNestedPastTheLimitIsOneError() throws {
        let depth = 100_000
        let text = "<plist version=\"1.0\">\n" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "\n</plist>"
        #expect(throws: PlistReader.Failure(line: 2, problem: .xml(.nestsTooDeep(element: "array", limit: XMLTree.maximumDepth)))) {
            try PlistReader.read(Data(text.utf8))
        }
    }

    /// A binary property list of `count` arrays, each holding the next (the last holds
    /// `last`, an object reference, or nothing).
    private func binaryPlist(arrays count: Int, lastHolds last: Int?) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<count {
            offsets.append(bytes.count)
            if index < count - 1 { bytes += [0xA1] + bigEndian(index + 1, size: 4) }
            else if let last { bytes += [0xA1] + bigEndian(last, size: 4) }
            else { bytes += [0xA0] }
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(count, size: 8) + bigEndian(0, size: 8) + bigEndian(table, size: 8)
        return Data(bytes)
    }

    private func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    @Test func aBinaryPropertyListNestedPastTheLimitOrHoldingItselfIsRefused() throws {
        #expect(try PlistReader.read(binaryPlist(arrays: 3, lastHolds: nil)) == .array([.array([.array([])])]))
        #expect(throws: PlistReader.Failure(line: 1, problem: .binaryNestsTooDeep(limit: PlistReader.maximumDepth))) {
            try PlistReader.read(binaryPlist(arrays: 100_000, lastHolds: nil))
        }
        #expect(throws: PlistReader.Failure(line: 1, problem: .binaryObjectHoldsItself(object: 0))) {
            try PlistReader.read(binaryPlist(arrays: 3, lastHolds: 0))
        }
    }
}

/// Found by Fuzz/run.sh: FoundationXML crashed the process on a processing instruction with
/// no data (`<?x?>`, strlen of a null pointer); such instructions are refused before parsing.
@Suite struct ProcessingInstructionTests {
    @Test func anInstructionPastTheDeclarationIsOneError() {
        let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<?x?>\n</dict>\n</plist>\n"
        #expect(throws: PlistReader.Failure(line: 4, problem: .xml(.processingInstruction))) {
            try PlistReader.read(Data(text.utf8))
        }
        #expect(throws: Never.self) { try PlistReader.read(Data("\u{FEFF}<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>".utf8)) }
    }
}

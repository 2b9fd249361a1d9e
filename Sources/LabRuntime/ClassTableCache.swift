import LabCore

/// Parsed class tables by program, so a cold launch does not parse and fold the app's sources
/// again: the sources do not change between launches of one build.
///
/// One cache serves one device's factory; a rebuilt app (other sources) gets a new table.
public final class ClassTableCache {
    private var tables: [(sources: [SourceFile], table: ClassTable)] = []

    public init() {}

    /// How many programs have been parsed.
    var count: Int { tables.count }

    func table(for program: AppProgram) -> ClassTable {
        if let hit = tables.first(where: { $0.sources == program.sources }) { return hit.table }
        let table = ClassTable(sources: program.sources)
        tables.append((program.sources, table))
        return table
    }
}

import Foundation

/// The league table's order, in a file that imports Foundation alone, as a model file does.
enum Standings {
    static let order = [NSSortDescriptor(key: "points", ascending: false),
                        NSSortDescriptor(key: "name", ascending: true, selector: #selector(NSString.localizedStandardCompare(_:)))]
}

import BundleFormats
import LabCore

/// The Swift Xcode generates for a Core Data model's entities (the model editor's Codegen):
/// "Class Definition" writes `Entity+CoreDataClass.swift` and `Entity+CoreDataProperties.swift`,
/// "Category/Extension" only the properties (the app declares the class), "Manual/None"
/// nothing. Xcode's properties are `@NSManaged`; Swift on Linux has no Objective-C runtime,
/// so each is a computed property over the object's managed values (`__labManagedGet`), which
/// is what `@NSManaged` amounts to. Types follow Xcode's codegen: scalars where the model says
/// "Use Scalar Type", optionals for every object type, `NSSet`/`NSOrderedSet` for to-many.
enum ManagedObjectClassGenerator {
    /// Generated files, with the paths Xcode gives them under DerivedSources.
    static func sources(for model: ManagedObjectModelSource) -> [SourceFile] {
        let version = model.current
        let entities = Dictionary(version.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var files: [SourceFile] = []
        let folder = "DerivedSources/CoreDataGenerated/\(model.name)/"
        for entity in version.entities {
            guard let className = entity.className, let codegen = entity.codeGeneration, codegen == "class" || codegen == "category" else { continue }
            let header = "// Generated from \(model.path) (\(version.name)) by LifecycleLab, as Xcode's Core Data codegen.\nimport Foundation\nimport CoreData\n\n"
            if codegen == "class" {
                let superclass = entity.parent.flatMap { entities[$0]?.className } ?? "NSManagedObject"
                files.append(SourceFile(path: folder + className + "+CoreDataClass.swift",
                                        text: header + "public class \(className): \(superclass) {\n}\n"))
            }
            files.append(SourceFile(path: folder + className + "+CoreDataProperties.swift",
                                    text: header + properties(of: entity, className: className, entities: entities)))
        }
        return files
    }

    private static func properties(of entity: ManagedObjectModelSource.Entity, className: String,
                                   entities: [String: ManagedObjectModelSource.Entity]) -> String {
        var lines = ["extension \(className) {", ""]
        lines.append("    public class func fetchRequest() -> NSFetchRequest<\(className)> {")
        lines.append("        return NSFetchRequest<\(className)>(entityName: \"\(entity.name)\")")
        lines.append("    }")
        lines.append("")
        for attribute in entity.attributes {
            lines += property(attribute.name, type: swiftType(of: attribute))
        }
        for relationship in entity.relationships {
            let destination = entities[relationship.destination]?.className ?? "NSManagedObject"
            let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : destination + "?"
            lines += property(relationship.name, type: type)
        }
        lines.append("}")
        for relationship in entity.relationships where relationship.isToMany {
            let destination = entities[relationship.destination]?.className ?? "NSManagedObject"
            let key = relationship.name
            let capitalized = key.prefix(1).uppercased() + key.dropFirst()
            let set = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            lines.append("")
            lines.append("// MARK: Generated accessors for \(key)")
            lines.append("extension \(className) {")
            if relationship.isOrdered {
                lines.append("    public func insertInto\(capitalized)(_ value: \(destination), at idx: Int) { __labManagedInsert(self, \"\(key)\", value, at: idx) }")
                lines.append("    public func removeFrom\(capitalized)(at idx: Int) { __labManagedRemove(self, \"\(key)\", at: idx) }")
                lines.append("    public func insertInto\(capitalized)(_ values: [\(destination)], at indexes: NSIndexSet) { __labManagedInsert(self, \"\(key)\", values, at: indexes) }")
                lines.append("    public func removeFrom\(capitalized)(at indexes: NSIndexSet) { __labManagedRemove(self, \"\(key)\", at: indexes) }")
                lines.append("    public func replace\(capitalized)(at idx: Int, with value: \(destination)) { __labManagedReplace(self, \"\(key)\", at: idx, with: value) }")
            }
            lines.append("    public func addTo\(capitalized)(_ value: \(destination)) { __labManagedAdd(self, \"\(key)\", value) }")
            lines.append("    public func removeFrom\(capitalized)(_ value: \(destination)) { __labManagedRemove(self, \"\(key)\", value) }")
            lines.append("    public func addTo\(capitalized)(_ values: \(set)) { __labManagedAdd(self, \"\(key)\", values) }")
            lines.append("    public func removeFrom\(capitalized)(_ values: \(set)) { __labManagedRemove(self, \"\(key)\", values) }")
            lines.append("}")
        }
        lines.append("")
        lines.append("extension \(className): Identifiable {")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func property(_ name: String, type: String) -> [String] {
        ["    public var \(name): \(type) {",
         "        get { return __labManagedGet(self, \"\(name)\") }",
         "        set { __labManagedSet(self, \"\(name)\", newValue) }",
         "    }",
         ""]
    }

    /// The Swift type Xcode's codegen gives an attribute.
    static func swiftType(of attribute: ManagedObjectModelSource.Attribute) -> String {
        let scalar: String? = switch attribute.type {
        case "Integer 16": "Int16"
        case "Integer 32": "Int32"
        case "Integer 64": "Int64"
        case "Double": "Double"
        case "Float": "Float"
        case "Boolean": "Bool"
        case "Date": "TimeInterval"
        default: nil
        }
        if attribute.usesScalarValueType, let scalar { return scalar }
        switch attribute.type {
        case "Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Boolean": return "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "String": return "String?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "ObjectID": return "NSManagedObjectID?"
        default: return (attribute.customClassName.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? "NSObject") + "?"
        }
    }
}

import BundleFormats
import Foundation
import LabCore

/// A Core Data model as Xcode's model editor saves it: an `.xcdatamodeld` folder of versions
/// (`Name.xcdatamodel/contents`, XML) and `.xccurrentversion` naming the current one, or a
/// lone `.xcdatamodel`. Read with the checks `momc` makes before compiling.
struct ManagedObjectModelSource: Equatable {
    struct Attribute: Equatable {
        var name: String
        /// The model's spelling: `String`, `Integer 16`, `Boolean`, `Date`, `Binary`, …
        var type: String
        var isOptional: Bool
        var usesScalarValueType: Bool
        var defaultValue: String?
        /// A Transformable attribute's class (`customClassName`).
        var customClassName: String?
    }

    struct Relationship: Equatable {
        var name: String
        var destination: String
        var inverse: String?
        var isToMany: Bool
        var isOrdered: Bool
        var isOptional: Bool
        var deletionRule: String
        var line: Int
    }

    struct Entity: Equatable {
        var name: String
        /// The class the entity's objects are: `representedClassName` without a module
        /// prefix (`.Task`, `MyApp.Task`), or nil for plain `NSManagedObject`.
        var className: String?
        /// `class` (Xcode writes the class and its properties), `category` (only the
        /// properties: the app writes the class) or nil (Manual/None: nothing generated).
        var codeGeneration: String?
        var parent: String?
        var isAbstract: Bool
        var attributes: [Attribute]
        var relationships: [Relationship]
        var line: Int
    }

    struct Version: Equatable {
        /// The version's name without `.xcdatamodel`.
        var name: String
        var file: String
        var entities: [Entity]
    }

    /// The model's name: the `.xcdatamodeld` (or `.xcdatamodel`) folder's without extension.
    var name: String
    /// Project-relative path of the `.xcdatamodeld` or lone `.xcdatamodel` folder.
    var path: String
    var versions: [Version]
    var currentVersion: String

    var current: Version { versions.first { $0.name == currentVersion }! }

    /// Reads the model folder at `path` (project-relative) under `root`.
    static func read(path: String, root: String) throws(BuildFailure) -> ManagedObjectModelSource {
        let name = path.baseName
        let fileManager = FileManager.default
        if path.pathExtension == "xcdatamodel" {
            let version = try readVersion(folder: path, root: root)
            return ManagedObjectModelSource(name: name, path: path, versions: [version], currentVersion: version.name)
        }
        guard let names = try? fileManager.contentsOfDirectory(atPath: root + "/" + path) else {
            throw BuildFailure(.error(path, tr("cannot read the model folder")))
        }
        var versions: [Version] = []
        for entry in names.sorted() where entry.pathExtension == "xcdatamodel" {
            versions.append(try readVersion(folder: path + "/" + entry, root: root))
        }
        guard !versions.isEmpty else {
            throw BuildFailure(.error(path, tr("the model has no version (no .xcdatamodel inside); add one in Xcode's model editor or remove the model")))
        }
        var current = versions.count == 1 ? versions[0].name : versions.last!.name
        let marker = path + "/.xccurrentversion"
        if let data = fileManager.contents(atPath: root + "/" + marker) {
            let plist: PlistValue
            do { plist = try PlistReader.read(data) } catch {
                throw BuildFailure(.error(marker, line: error.line, error.wording))
            }
            guard let named = plist.dictionary?["_XCCurrentVersionName"]?.string else {
                throw BuildFailure(.error(marker, tr("no _XCCurrentVersionName: say which .xcdatamodel is the current version")))
            }
            let bare = named.baseName
            guard versions.contains(where: { $0.name == bare }) else {
                throw BuildFailure(.error(marker, tr("the current version %@ is not in the model; name one of %@", named, versions.map { $0.name + ".xcdatamodel" }.joined(separator: ", "))))
            }
            current = bare
        }
        return ManagedObjectModelSource(name: name, path: path, versions: versions, currentVersion: current)
    }

    private static func readVersion(folder: String, root: String) throws(BuildFailure) -> Version {
        let file = folder + "/contents"
        guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
            throw BuildFailure(.error(folder, tr("the model version has no contents file")))
        }
        let tree: XMLTreeElement
        do { tree = try XMLTree.parse(data) } catch {
            throw BuildFailure(.error(file, line: error.line, error.wording))
        }
        guard tree.name == "model" else {
            throw BuildFailure(.error(file, line: tree.line, tr("not a Core Data model: the root element is <%@>, expected <model>", tree.name)))
        }
        var entities: [Entity] = []
        for element in tree.children where element.name == "entity" {
            entities.append(try entity(element, file: file))
        }
        try check(entities, file: file)
        return Version(name: folder.baseName, file: file, entities: entities)
    }

    static let attributeTypes: Set<String> = [
        "Integer 16", "Integer 32", "Integer 64", "Decimal", "Double", "Float", "String", "Boolean",
        "Date", "Binary", "UUID", "URI", "Transformable", "ObjectID", "Undefined",
    ]

    private static func entity(_ element: XMLTreeElement, file: String) throws(BuildFailure) -> Entity {
        guard let name = element.attributes["name"], !name.isEmpty else {
            throw BuildFailure(.error(file, line: element.line, tr("an entity has no name")))
        }
        // Xcode's model editor refuses these names before momc sees them.
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, isIdentifier(name) else {
            throw BuildFailure(.error(file, line: element.line, tr("the entity name \"%@\" must start with a capital letter and hold only letters, digits and _", name)))
        }
        if let className = element.attributes["representedClassName"], !className.isEmpty,
           !className.split(separator: ".", omittingEmptySubsequences: false).enumerated().allSatisfy({ $0.offset == 0 && $0.element.isEmpty || isIdentifier(String($0.element)) }) {
            throw BuildFailure(.error(file, line: element.line, tr("%@: the class name \"%@\" is not a Swift class name", name, className)))
        }
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
        for child in element.children {
            let yes = { (key: String) in child.attributes[key] == "YES" }
            guard let property = child.attributes["name"], !property.isEmpty, child.name == "attribute" || child.name == "relationship" else {
                if child.name == "attribute" || child.name == "relationship" {
                    throw BuildFailure(.error(file, line: child.line, tr("%@: a property has no name", name)))
                }
                continue
            }
            guard let first = property.unicodeScalars.first, first.properties.isLowercase, isIdentifier(property) else {
                throw BuildFailure(.error(file, line: child.line, tr("%@: a property name must start with a lowercase letter and hold only letters, digits and _", "\(name).\(property)")))
            }
            if reservedPropertyNames.contains(property) {
                throw BuildFailure(.error(file, line: child.line, tr("%@: %@ is reserved (NSManagedObject has it); choose another name", "\(name).\(property)", property)))
            }
            if child.name == "attribute" {
                let type = child.attributes["attributeType"] ?? "Undefined"
                guard attributeTypes.contains(type), type != "Undefined" else {
                    throw BuildFailure(.error(file, line: child.line, tr("%@: attribute type \"%@\" is not one Core Data knows; choose a type in the model editor", "\(name).\(property)", type)))
                }
                attributes.append(Attribute(name: property, type: type, isOptional: yes("optional"), usesScalarValueType: yes("usesScalarValueType"),
                                            defaultValue: child.attributes["defaultValueString"], customClassName: child.attributes["customClassName"]))
            } else {
                guard let destination = child.attributes["destinationEntity"] else {
                    throw BuildFailure(.error(file, line: child.line, tr("%@: the relationship has no destination entity", "\(name).\(property)")))
                }
                relationships.append(Relationship(name: property, destination: destination, inverse: child.attributes["inverseName"],
                                                  isToMany: yes("toMany"), isOrdered: yes("ordered"), isOptional: yes("optional"),
                                                  deletionRule: child.attributes["deletionRule"] ?? "Nullify", line: child.line))
            }
        }
        let represented = element.attributes["representedClassName"].map { $0.split(separator: ".").last.map(String.init) ?? "" }
        return Entity(name: name, className: represented?.isEmpty == false ? represented : nil,
                      codeGeneration: element.attributes["codeGenerationType"], parent: element.attributes["parentEntity"],
                      isAbstract: element.attributes["isAbstract"] == "YES", attributes: attributes, relationships: relationships,
                      line: element.line)
    }

    /// Names NSManagedObject (or Swift) already takes, which Xcode's model editor refuses.
    static let reservedPropertyNames: Set<String> = ["description", "entity", "objectID", "managedObjectContext", "class", "hash", "self",
                                                     "isDeleted", "isInserted", "isUpdated", "hasChanges", "isFault", "faultingState"]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// What `momc` refuses: two entities of one name, a relationship to no entity, a property
    /// named twice.
    private static func check(_ entities: [Entity], file: String) throws(BuildFailure) {
        var names: Set<String> = []
        for entity in entities {
            guard names.insert(entity.name).inserted else {
                throw BuildFailure(.error(file, line: entity.line, tr("the entity %@ is declared twice", entity.name)))
            }
        }
        for entity in entities {
            var properties: Set<String> = []
            for property in entity.attributes.map(\.name) + entity.relationships.map(\.name) where !properties.insert(property).inserted {
                throw BuildFailure(.error(file, line: entity.line, tr("%@: the property %@ is declared twice", entity.name, property)))
            }
            for relationship in entity.relationships where !names.contains(relationship.destination) {
                throw BuildFailure(.error(file, line: relationship.line, tr("%@: no entity named %@ in this model; add it, or choose another destination in the model editor", "\(entity.name).\(relationship.name)", relationship.destination)))
            }
            if let parent = entity.parent, !names.contains(parent) {
                throw BuildFailure(.error(file, line: entity.line, tr("%@: the parent entity %@ is not in this model", entity.name, parent)))
            }
        }
    }
}

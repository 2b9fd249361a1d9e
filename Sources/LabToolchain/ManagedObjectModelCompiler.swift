import BundleFormats
import LabCore

/// What Xcode's `momc` does with a Core Data model: `Name.xcdatamodeld` becomes the folder
/// `Name.momd` in the bundle, one `.mom` per version and `VersionInfo.plist` naming the
/// current one; a lone `Name.xcdatamodel` becomes `Name.mom`. Apple's `.mom` is a binary
/// archive; LifecycleLab's is an XML property list of the same entities (docs/formats.md),
/// which its CoreData module reads.
enum ManagedObjectModelCompiler {
    /// Bundle-relative paths (under the resources folder) and their contents.
    static func compile(_ model: ManagedObjectModelSource) -> [(path: String, data: [UInt8])] {
        guard model.path.pathExtension == "xcdatamodeld" else {
            return [(model.name + ".mom", bytes(mom(model.versions[0], modelName: model.name)))]
        }
        var files: [(path: String, data: [UInt8])] = []
        for version in model.versions {
            files.append((model.name + ".momd/" + version.name + ".mom", bytes(mom(version, modelName: model.name))))
        }
        let info: PlistValue = .dictionary([
            "NSManagedObjectModel_CurrentVersionName": .string(model.currentVersion),
            "NSManagedObjectModel_VersionHashes": .dictionary(Dictionary(uniqueKeysWithValues: model.versions.map { version in
                (version.name, .dictionary(Dictionary(uniqueKeysWithValues: version.entities.map { ($0.name, .string(hash(of: $0))) })))
            })),
        ])
        files.append((model.name + ".momd/VersionInfo.plist", bytes(info)))
        return files
    }

    private static func bytes(_ value: PlistValue) -> [UInt8] { [UInt8](PlistWriter.xml(value)) }

    /// One version's entities, in the form the simulated CoreData module reads.
    static func mom(_ version: ManagedObjectModelSource.Version, modelName: String) -> PlistValue {
        .dictionary([
            "LifecycleLabManagedObjectModel": .integer(1),
            "name": .string(modelName),
            "version": .string(version.name),
            "entities": .array(version.entities.map { entity in
                var fields: [String: PlistValue] = [
                    "name": .string(entity.name),
                    "className": .string(entity.className ?? "NSManagedObject"),
                    "isAbstract": .bool(entity.isAbstract),
                    "attributes": .array(entity.attributes.map { attribute in
                        var fields: [String: PlistValue] = [
                            "name": .string(attribute.name), "type": .string(attribute.type),
                            "optional": .bool(attribute.isOptional), "scalar": .bool(attribute.usesScalarValueType),
                        ]
                        if let value = attribute.defaultValue { fields["default"] = .string(value) }
                        return .dictionary(fields)
                    }),
                    "relationships": .array(entity.relationships.map { relationship in
                        var fields: [String: PlistValue] = [
                            "name": .string(relationship.name), "destination": .string(relationship.destination),
                            "toMany": .bool(relationship.isToMany), "ordered": .bool(relationship.isOrdered),
                            "optional": .bool(relationship.isOptional), "deletionRule": .string(relationship.deletionRule),
                        ]
                        if let inverse = relationship.inverse { fields["inverse"] = .string(inverse) }
                        return .dictionary(fields)
                    }),
                ]
                if let parent = entity.parent { fields["parent"] = .string(parent) }
                return .dictionary(fields)
            }),
        ])
    }

    /// A stable digest of an entity's shape (Apple's version hashes serve migration; here they
    /// only tell versions apart).
    private static func hash(of entity: ManagedObjectModelSource.Entity) -> String {
        var hasher = StableHash()
        hasher.add(entity.name)
        for attribute in entity.attributes { hasher.add(attribute.name + ":" + attribute.type) }
        for relationship in entity.relationships { hasher.add(relationship.name + ">" + relationship.destination + (relationship.isToMany ? "*" : "")) }
        return String(hasher.hex.prefix(16))
    }
}

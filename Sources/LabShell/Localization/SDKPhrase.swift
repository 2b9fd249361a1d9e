/// The phrases the simulated SDK fills into its console notes, each with a catalog entry of
/// its own so that `ConsoleNoteText` words a note whole: SpriteKit's list of what a scene file
/// holds that the lab does not read (`SceneArchive.swift`) and the PNG decoder's reasons for
/// not decoding an image (`PNGCodec.swift`). A phrase of several words is found by its key
/// alone; a one-word phrase is worded only inside a list, where it cannot be a name.
enum SDKPhrase {
    static func words(_ english: String) -> String {
        switch english {
        case "actions": tr("actions")
        case "constraints": tr("constraints")
        case "physics bodies": tr("physics bodies")
        case "shaders": tr("shaders")
        case "an interlaced PNG": tr("an interlaced PNG")
        case "a 1-bit PNG": tr("a 1-bit PNG")
        case "a 2-bit PNG": tr("a 2-bit PNG")
        case "a 4-bit PNG": tr("a 4-bit PNG")
        case "a 16-bit PNG": tr("a 16-bit PNG")
        case "PNG data the system's zlib could not inflate": tr("PNG data the system's zlib could not inflate")
        default: english
        }
    }
}

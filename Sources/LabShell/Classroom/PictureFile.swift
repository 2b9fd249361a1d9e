import Foundation

/// Writes a picture (`screen --svg FILE`, `diagram --svg FILE`) where the learner asked, relative
/// to the session's folder, through a temporary file and a rename so a reader never sees half a picture.
enum PictureFile {
    static func write(_ text: String, to typed: String, session: Session) throws(CommandError) {
        let path = session.hostPath(typed)
        let temporary = path + ".part"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.moveItem(atPath: temporary, toPath: path)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CommandError(tr("cannot write %@; check that its folder exists and is writable", typed))
        }
    }
}

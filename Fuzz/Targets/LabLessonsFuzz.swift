import Foundation

/// libFuzzer's entry for the lesson.yaml loader (compiled into LabLessons by Fuzz/run.sh):
/// each input is written as a lesson folder's lesson.yaml and loaded, as `lesson list` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func labLessonsFuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let folder = NSTemporaryDirectory() + "lab-fuzz-lesson-\(getpid())/fuzz"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? Data(bytes: bytes, count: size).write(to: URL(fileURLWithPath: folder + "/lesson.yaml"))
    _ = try? LessonLoader.load(folder: folder, shownFolder: "Lessons/fuzz")
    return 0
}

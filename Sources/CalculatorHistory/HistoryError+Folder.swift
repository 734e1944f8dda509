import Foundation

extension HistoryError {
    /// What stops the history file's folder from being made, in plain words (Foundation's
    /// message for it names only an error domain): the nearest existing folder above is a
    /// file, or read-only. Nil when neither is the case.
    static func folderProblem(_ path: String) -> String? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard folder.path != "/" else { return nil }
            folder = folder.deletingLastPathComponent()
        }
        if !isFolder.boolValue { return "\(folder.path) is not a folder" }
        if !FileManager.default.isWritableFile(atPath: folder.path) { return "\(folder.path) is read-only" }
        return nil
    }
}

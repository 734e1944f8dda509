import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every connection is a file descriptor, and the usual soft limit (1,024) is below what
/// the server's connection limits allow: the soft limit is raised, within the hard one.
enum FileLimit {
    /// The soft limit now.
    static var current: Int {
        var limit = rlimit()
        return getrlimit(resourceLimit, &limit) == 0 ? Int(clamping: limit.rlim_cur) : 0
    }

    /// - Returns: the soft limit afterwards.
    @discardableResult
    static func raise(toAtLeast wanted: Int, logger: Logger? = nil) -> Int {
        var limit = rlimit()
        guard getrlimit(resourceLimit, &limit) == 0 else { return 0 }
        guard limit.rlim_cur < rlim_t(wanted) else { return Int(clamping: limit.rlim_cur) }
        limit.rlim_cur = min(rlim_t(wanted), limit.rlim_max)
        if setrlimit(resourceLimit, &limit) != 0 || limit.rlim_cur < rlim_t(wanted) {
            logger?.warning(
                "only \(limit.rlim_cur) files may be open at once: fewer connections than \(wanted) can be served")
        }
        return current
    }

    #if canImport(Glibc)
        private static let resourceLimit = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resourceLimit = RLIMIT_NOFILE
    #endif
}

import Foundation

/// How long a pulse lasts, in nanoseconds, as Dispatch's old examples count it.
public let pulseNanoseconds = 2 * NSEC_PER_SEC

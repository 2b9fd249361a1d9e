// The baseline for start-up time: the smallest Swift program that loads Foundation.
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")

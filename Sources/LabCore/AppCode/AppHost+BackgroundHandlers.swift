/// How `AppHost` answers background execution's calls (LabWire's `HostCalls`, Background.swift).
extension AppHost {
    static let backgroundHandlers: [HostHandler] = [
        HostHandler(HostCalls.backgroundTimeRemaining) { host in host.backgroundTimeRemaining },
        HostHandler(HostCalls.beginBackgroundTask) { host, name, handler in host.beginBackgroundTask(name: name, expirationHandler: handler) },
        HostHandler(HostCalls.endBackgroundTask) { host, identifier in host.endBackgroundTask(identifier) },
        HostHandler(HostCalls.setMinimumBackgroundFetchInterval) { host, seconds in host.setMinimumBackgroundFetchInterval(seconds) },
        HostHandler(HostCalls.setAudioPlaying) { host, playing, category in
            host.setBackgroundActivity(.audio, running: playing, obstacle: category.map(BackgroundObstacle.audioSessionCategory))
        },
        HostHandler(HostCalls.registerBackgroundTask) { host, identifier, handler in
            guard let handler else { return false }
            return try host.registerBackgroundTask(identifier, launchHandler: handler)
        },
        HostHandler(HostCalls.submitAppRefresh) { host, identifier, after in host.submitAppRefresh(identifier, earliestBeginAfter: after) },
        HostHandler(HostCalls.submitProcessingTask) { host, identifier, after, power, network in
            host.submitProcessingTask(identifier, earliestBeginAfter: after, requiresExternalPower: power, requiresNetworkConnectivity: network)
        },
        HostHandler(HostCalls.cancelTaskRequests) { host, identifier in host.cancelTaskRequests(identifier: identifier) },
        HostHandler(HostCalls.setTaskExpirationHandler) { host, task, handler in
            if let task { host.setTaskExpirationHandler(handler, of: task) }
        },
        HostHandler(HostCalls.completeTask) { host, task, success in if let task { host.complete(task, result: .task(success: success)) } },
        HostHandler(HostCalls.completeFetch) { host, handler, result in if let handler { host.complete(handler, result: .fetch(result)) } },
        HostHandler(HostCalls.complete) { host, handler in if let handler { host.complete(handler, result: .none) } },
    ]
}

/// How `AppHost` answers the view controllers' calls (LabWire's `HostCalls`, Controllers.swift).
extension AppHost {
    static let controllerHandlers: [HostHandler] = [
        HostHandler(HostCalls.makeViewController) { host, className, nib in try host.makeViewController(className: className, nibName: nib) },
        HostHandler(HostCalls.instantiateViewController) { host, storyboard, identifier in
            try host.instantiateViewController(storyboard: storyboard, identifier: identifier)
        },
        HostHandler(HostCalls.storyboardContains) { host, storyboard, identifier in host.storyboard(storyboard, contains: identifier) },
        HostHandler(HostCalls.view) { host, controller in
            try controller.flatMap { controller throws(ProcessEnded) in try host.view(of: controller) }
        },
        HostHandler(HostCalls.setView) { host, controller, view in if let controller, let view { host.setView(view, of: controller) } },
        HostHandler(HostCalls.isViewLoaded) { host, controller in controller.map(host.isViewLoaded) ?? false },
        HostHandler(HostCalls.loadDefaultView) { host, controller in if let controller { try host.loadDefaultView(of: controller) } },
        HostHandler(HostCalls.storyboardName) { host, controller in controller.flatMap(host.storyboardName(of:)) },
        HostHandler(HostCalls.setRestorationIdentifier) { host, controller, identifier in
            if let controller { host.setRestorationIdentifier(identifier, of: controller) }
        },
        HostHandler(HostCalls.children) { host, controller in controller.map(host.children(of:)) ?? [] },
        HostHandler(HostCalls.parent) { host, controller in controller.flatMap(host.parent(of:)) },
        HostHandler(HostCalls.addChild) { host, child, parent in if let child, let parent { host.addChild(child, to: parent) } },
        HostHandler(HostCalls.removeChild) { host, child, parent in if let child, let parent { host.removeChild(child, from: parent) } },
        HostHandler(HostCalls.showChild) { host, child, parent, animated in
            guard let child, let parent else { return nil }
            return try host.showChild(child, in: parent, animated: animated)
        },
        HostHandler(HostCalls.popChildren) { host, container, keeping, animated in
            guard let container else { return nil }
            return try host.popChildren(of: container, keeping: keeping, animated: animated)
        },
        HostHandler(HostCalls.selectChild) { host, container, index in
            guard let container else { return nil }
            return try host.selectChild(at: index, of: container)
        },
        HostHandler(HostCalls.setPages) { host, container, pages in if let container { try host.setPages(pages, of: container) } },
        HostHandler(HostCalls.transitionChildren) { host, container, old, new in
            if let container, let old, let new { try host.transitionChildren(of: container, from: old, to: new) }
        },
        HostHandler(HostCalls.appearanceTransition) { host, controller, phase in
            if let controller { try host.appearanceTransition(phase, of: controller) }
        },
        HostHandler(HostCalls.present) { host, presented, presenter, style, animated in
            // Objects the device does not know: UIKit says what it says when the presenter already presents.
            guard let presented, let presenter else { return PresentationAnswer(refusal: .alreadyPresenting, presenter: nil, transition: nil) }
            let outcome = try host.present(presented, from: presenter, style: style, animated: animated)
            if let refusal = outcome.refusal { return PresentationAnswer(refusal: refusal, presenter: nil, transition: nil) }
            return PresentationAnswer(refusal: nil, presenter: host.presentingController(of: presented), transition: outcome.transition)
        },
        HostHandler(HostCalls.dismiss) { host, controller, animated in
            guard let controller else { return DismissalAnswer(done: true, transition: nil) }
            let outcome = try host.dismiss(from: controller, animated: animated)
            return DismissalAnswer(done: outcome.done, transition: outcome.transition)
        },
        HostHandler(HostCalls.performSegue) { host, controller, identifier, sender in
            if let controller { try host.performSegue(identifier, from: controller, sender: sender) }
        },
        HostHandler(HostCalls.triggerCellSegue) { host, cell, identifier in if let cell { try host.triggerCellSegue(identifier, from: cell) } },
        HostHandler(HostCalls.implementsAction) { host, controller, action in
            controller.map { host.implementsAction(action, controller: $0) } ?? false
        },
        HostHandler(HostCalls.archivedAttribute) { host, controller, attribute in
            controller.flatMap { host.archivedAttribute(attribute, of: $0) }
        },
        HostHandler(HostCalls.animateNextTransition) { host, controller in host.animateNextTransition(of: controller) },
        HostHandler(HostCalls.endTransition) { host, id in try host.endTransition(id) },
        HostHandler(HostCalls.completeTransition) { host, id in host.completeTransition(id) },
        HostHandler(HostCalls.setNextViewAnimationEnd) { host, milliseconds in host.setNextViewAnimationEnd(at: milliseconds) },
        HostHandler(HostCalls.setNavigationTitle) { host, controller, title in if let controller { host.setNavigationTitle(title, of: controller) } },
        HostHandler(HostCalls.setBarButtonItems) { host, controller, side, items in
            guard let controller else { return }
            host.setBarButtonItems(of: controller, side: side, items: items.compactMap { entry in
                entry.item.map { (item: $0, title: entry.title, action: entry.action, target: entry.target) }
            })
        },
    ]
}

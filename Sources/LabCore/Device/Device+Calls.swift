/// Phone calls: arriving, declined, answered (Phone comes to the front), ended.
extension Device {
    /// `call [FROM]`: a call arrives. The app in front resigns active under the call alert.
    public func call(from caller: String, entry: ActionEntry? = nil) throws(DeviceError) {
        if let call = springboard.call {
            throw DeviceError.callAlreadyThere(caller: call.caller, answered: call.isAnswered)
        }
        record(entry, as: .call, arguments: [caller])
        let front = springboard.isLocked ? nil : frontProcess
        let banner = dial.hasCompactCallBanner && !springboard.isLocked
        springboard.call = PhoneCall(caller: caller, interruptedApp: banner ? nil : front?.bundleIdentifier,
                                     isBanner: banner, ringingSince: clock.now)
        if banner {
            record(.system(.callInBanner), app: nil)
            return
        }
        if let overlay = springboard.overlay {
            springboard.overlay = nil
            record(.system(.overlayClosedForCall(overlay)), app: nil)
        }
        if let front { run(.callArrives, on: front) }
    }

    /// `answer`: the app that was in front leaves (background, or terminated before iOS 4)
    /// and the Phone app comes to the front.
    public func answer(entry: ActionEntry? = nil) throws(DeviceError) {
        let call = try ringingCall(for: DeviceAction.answer.name)
        record(entry, as: .answer)
        springboard.call?.isAnswered = true
        if call.isBanner {
            record(.system(.callAnsweredInBanner), app: nil)
            return
        }
        if let front = frontProcess, front.bundleIdentifier == call.interruptedApp {
            run(.callAnswered, on: front)
        }
        guard !springboard.isLocked, let phone = installedApp(withIdentifier: SystemApps.phone) else {
            record(.system(.callBehindLockScreen), app: nil)
            return
        }
        springboard.foregroundApp = nil
        bringToFront(phone)
    }

    /// `decline`: the call alert goes away; the app in front becomes active again.
    public func decline(entry: ActionEntry? = nil) throws(DeviceError) {
        let call = try ringingCall(for: DeviceAction.decline.name)
        record(entry, as: .decline)
        springboard.call = nil
        if let front = frontProcess, front.bundleIdentifier == call.interruptedApp {
            run(.callDeclined, on: front)
        }
    }

    /// `hangup`: the call ends. Nothing is called for the interrupted app because of the
    /// call; the system takes the user back to it (if it still runs), which returns it as
    /// from the home screen. Otherwise the home screen shows.
    public func hangup(entry: ActionEntry? = nil) throws(DeviceError) {
        guard let call = springboard.call else {
            throw DeviceError.noCall
        }
        guard call.isAnswered else {
            throw DeviceError.callStillRinging(caller: call.caller)
        }
        record(entry, as: .hangup)
        springboard.call = nil
        guard !springboard.isLocked, !call.isBanner else { return }
        if let phone = frontProcess, phone.bundleIdentifier == SystemApps.phone {
            run(.home, on: phone)
            springboard.foregroundApp = nil
        }
        if let identifier = call.interruptedApp, let app = installedApp(withIdentifier: identifier),
           springboard.foregroundApp == nil, processes[identifier] != nil {
            record(.system(.backAfterCall(app: app.displayName)), app: identifier)
            bringToFront(app)
        }
    }

    private func ringingCall(for verb: String) throws(DeviceError) -> PhoneCall {
        guard let call = springboard.call else {
            throw DeviceError.noRingingCall(verb: verb)
        }
        guard !call.isAnswered else {
            throw DeviceError.callAlreadyAnswered(caller: call.caller)
        }
        return call
    }

    /// A call still ringing after about 30 s of virtual time is missed: it stops ringing, and the
    /// app it interrupted becomes active again, as on decline.
    func missRingingCall(upTo target: Int) {
        guard let call = springboard.call, !call.isAnswered,
              call.ringingSince + VersionDial.unansweredCallMilliseconds <= target else { return }
        clock.advance(by: max(0, call.ringingSince + VersionDial.unansweredCallMilliseconds - clock.now))
        springboard.call = nil
        record(.system(.callMissed(caller: call.caller)), app: nil)
        if let front = frontProcess, front.bundleIdentifier == call.interruptedApp, !springboard.isLocked {
            run(.callDeclined, on: front)
        }
    }
}

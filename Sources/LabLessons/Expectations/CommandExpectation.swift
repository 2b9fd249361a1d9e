import LabCore

/// The learner used a command during the step (also one that only looks, or that said no):
/// `home`, or a look at one thing
/// (`plist Variables CFBundleIdentifier`, `cat Postcard Assets.car`), optionally only after an
/// event (a `log` that shows the launch). Each form is the command's name and its arguments,
/// all of them; a last `…` accepts any further ones. An argument naming the lesson's app matches
/// any name of it (display name or bundle identifier).
public struct CommandExpectation: Expectation {
    /// Accepted forms, each `[name, arguments…]`; any one holds.
    public var forms: [[String]]
    /// The command must come after this event (its output could show it).
    public var after: EventPattern?

    public init(forms: [[String]], after: EventPattern? = nil) {
        self.forms = forms
        self.after = after
    }

    public init(name: String, argument: String? = nil) {
        self.init(forms: [[name] + (argument.map { [$0, Self.anyFurther] } ?? [Self.anyFurther])])
    }

    /// Written last in a form: any further arguments are accepted.
    public static let anyFurther = "…"

    /// Reads the commands typed during the step (those that only look leave no event).
    public func isMet(in context: CheckContext) -> Bool {
        let afterSeq = after.map { pattern in context.events.first { pattern.matches($0, app: context.app) }?.seq }
        if afterSeq == .some(nil) { return false }
        return context.commands.contains { used in
            guard forms.contains(where: { Self.matches(used, form: $0, device: context.device, app: context.app) }) else { return false }
            guard case let .some(.some(seq)) = afterSeq else { return true }
            return (used.seq ?? Int.max) >= seq
        }
    }

    /// Whether `used` is the command `form` names (see the type's comment).
    static func matches(_ used: UsedCommand, form: [String], device: Device, app: String) -> Bool {
        guard let name = form.first, name == used.name else { return false }
        var expected = Array(form.dropFirst())
        let openEnded = expected.last == Self.anyFurther
        if openEnded { expected.removeLast() }
        guard openEnded ? used.arguments.count >= expected.count : used.arguments.count == expected.count else { return false }
        return zip(expected, used.arguments).allSatisfy { wanted, typed in
            wanted == typed || (namesLessonApp(wanted, device: device, app: app) && namesLessonApp(typed, device: device, app: app))
        }
    }

    private static func namesLessonApp(_ ref: String, device: Device, app: String) -> Bool {
        ref == app || (try? device.app(matching: ref))?.bundleIdentifier == app
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let typed = forms.first.map { $0.filter { $0 != Self.anyFurther }.joined(separator: " ") } ?? ""
        let head = localized(language, en: "you have not used `\(typed)` in this step yet", zh: "这一步中你还没有使用 `\(typed)`",
                             ru: "на этом шаге вы ещё не использовали `\(typed)`")
        guard let after else { return head }
        return head + localized(language, en: " after \(after.words(in: language))", zh: "（在\(after.words(in: language))之后）",
                                ru: " после того как \(after.words(in: language))")
    }

    public func description(in language: Language) -> String {
        let typed = forms.map { form in
            "`" + form.filter { $0 != Self.anyFurther }.joined(separator: " ") + "`"
        }.joined(separator: localized(language, en: " or ", zh: " 或 ", ru: " или "))
        let head = localized(language, en: "you used \(typed)", zh: "你使用了 \(typed)", ru: "вы использовали \(typed)")
        guard let after else { return head }
        return head + localized(language, en: " after \(after.phrase)", zh: "（在 \(after.phrase) 之后）", ru: " после \(after.phrase)")
    }
}

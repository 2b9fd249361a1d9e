/// The engine's own words in each language. Command names stay English.
public enum EngineText {
    public static func stepPassed(_ number: Int, of total: Int, _ language: Language) -> String {
        switch language {
        case .en: "✓ step \(number) of \(total) passed"
        case .zhHans: "✓ 第 \(number) 步（共 \(total) 步）完成"
        case .ru: "✓ шаг \(number) из \(total) пройден"
        }
    }

    public static func lessonComplete(_ title: String, _ language: Language) -> String {
        switch language {
        case .en: "★ lesson complete: \(title)"
        case .zhHans: "★ 课程完成：\(title)"
        case .ru: "★ урок пройден: \(title)"
        }
    }

    public static func nextLesson(_ id: String?, _ language: Language) -> String {
        guard let id else {
            switch language {
            case .en: return "That was the last lesson. Well done!"
            case .zhHans: return "这是最后一课。做得好！"
            case .ru: return "Это был последний урок. Отлично!"
            }
        }
        switch language {
        case .en: return "`lesson next` opens \(id)."
        case .zhHans: return "`lesson next` 打开 \(id)。"
        case .ru: return "`lesson next` откроет \(id)."
        }
    }

    public static func step(_ number: Int, of total: Int, _ language: Language) -> String {
        switch language {
        case .en: "Step \(number) of \(total)"
        case .zhHans: "第 \(number) 步（共 \(total) 步）"
        case .ru: "Шаг \(number) из \(total)"
        }
    }

    public static func lesson(_ number: Int, _ title: String, _ language: Language) -> String {
        switch language {
        case .en: "Lesson \(number): \(title)"
        case .zhHans: "第 \(number) 课：\(title)"
        case .ru: "Урок \(number): \(title)"
        }
    }

    public static func hint(_ number: Int, of total: Int, _ language: Language) -> String {
        switch language {
        case .en: "Hint \(number) of \(total):"
        case .zhHans: "提示 \(number)/\(total)："
        case .ru: "Подсказка \(number) из \(total):"
        }
    }

    /// After a ✗ that a hint of the step is about.
    public static func hintFor(_ language: Language) -> String {
        switch language {
        case .en: " (`lesson hint` has a hint for this)"
        case .zhHans: "（`lesson hint` 有针对这一点的提示）"
        case .ru: " (у `lesson hint` есть подсказка об этом)"
        }
    }

    public static func hintNotYet(_ typed: String, _ language: Language) -> String {
        switch language {
        case .en: "Hint \(typed) has not been shown yet; `lesson hint` shows the next one."
        case .zhHans: "提示 \(typed) 还没有显示过；`lesson hint` 显示下一条。"
        case .ru: "Подсказка \(typed) ещё не показана; `lesson hint` покажет следующую."
        }
    }

    public static func noSuchHint(_ typed: String, count: Int, _ language: Language) -> String {
        switch language {
        case .en: "No hint \"\(typed)\" in this step; it has \(count == 0 ? "none" : "1 to \(count)")."
        case .zhHans: "这一步没有提示 \"\(typed)\"；\(count == 0 ? "这一步没有提示" : "提示编号是 1 到 \(count)")。"
        case .ru: "Подсказки \"\(typed)\" у этого шага нет; \(count == 0 ? "подсказок нет" : "есть подсказки с 1 по \(count)")."
        }
    }

    public static func noMoreHints(_ language: Language) -> String {
        switch language {
        case .en: "No more hints for this step; `lesson solution` shows one way through."
        case .zhHans: "这一步没有更多提示了；`lesson solution` 给出一种做法。"
        case .ru: "Подсказок к этому шагу больше нет; `lesson solution` покажет одно решение."
        }
    }

    public static func solutionLocked(_ language: Language) -> String {
        switch language {
        case .en: "Try first: `lesson check` or `lesson hint`; then `lesson solution` shows it (or `lesson solution --force`)."
        case .zhHans: "先试一试：`lesson check` 或 `lesson hint`；之后 `lesson solution` 才会显示（或用 `lesson solution --force`）。"
        case .ru: "Сначала попробуйте сами: `lesson check` или `lesson hint`; потом `lesson solution` покажет решение (или `lesson solution --force`)."
        }
    }

    public static func solutionHeader(_ language: Language) -> String {
        switch language {
        case .en: "One way through this step (commands from solution.transcript):"
        case .zhHans: "这一步的一种做法（solution.transcript 中的命令）："
        case .ru: "Один из путей через этот шаг (команды из solution.transcript):"
        }
    }

    public static func solutionProject(_ path: String, _ language: Language) -> String {
        switch language {
        case .en: "The finished project: \(path) (compare it with your workspace)."
        case .zhHans: "完成后的项目：\(path)（和你的工作区对比一下）。"
        case .ru: "Готовый проект: \(path) (сравните со своей рабочей папкой)."
        }
    }

    public static func workspace(_ path: String, _ language: Language) -> String {
        switch language {
        case .en: "Your copy of the starter project: \(path) — edit it in your editor, then `run`."
        case .zhHans: "你的起始项目副本：\(path) —— 在编辑器中修改，然后输入 `run`。"
        case .ru: "Ваша копия стартового проекта: \(path) — правьте её в своём редакторе, затем `run`."
        }
    }

    public static func temporaryWorkspace(_ language: Language) -> String {
        switch language {
        case .en: "The starter project is copied to a temporary workspace (no data directory in this session); `run` builds it."
        case .zhHans: "起始项目已复制到临时工作区（本会话没有数据目录）；`run` 会构建它。"
        case .ru: "Стартовый проект скопирован во временную рабочую папку (у этого сеанса нет папки данных); `run` собирает его."
        }
    }

    public static func fallback(_ language: Language) -> String {
        switch language {
        case .en: "This lesson has no English text."
        case .zhHans: "本课还没有简体中文译文，以下显示英文。"
        case .ru: "У этого урока ещё нет русского перевода; показан английский текст."
        }
    }

    public static func languageChosen(_ language: Language) -> String {
        switch language {
        case .en: "Lessons are now in English."
        case .zhHans: "课程现在使用简体中文。"
        case .ru: "Уроки теперь на русском языке."
        }
    }

    public static func complete(_ language: Language) -> String {
        switch language {
        case .en: "complete"
        case .zhHans: "已完成"
        case .ru: "пройден"
        }
    }

    public static func atStep(_ number: Int, of total: Int, _ language: Language) -> String {
        switch language {
        case .en: "at step \(number) of \(total)"
        case .zhHans: "进行到第 \(number) 步（共 \(total) 步）"
        case .ru: "на шаге \(number) из \(total)"
        }
    }

    public static func noLesson(_ language: Language) -> String {
        switch language {
        case .en: "No lesson in progress. `lesson list` shows the lessons; `lesson start ID` begins one."
        case .zhHans: "当前没有进行中的课程。`lesson list` 列出课程；`lesson start ID` 开始一课。"
        case .ru: "Урок не начат. `lesson list` покажет уроки; `lesson start ID` начнёт урок."
        }
    }

    public static func alreadyComplete(_ language: Language) -> String {
        switch language {
        case .en: "This lesson is complete."
        case .zhHans: "本课已完成。"
        case .ru: "Этот урок пройден."
        }
    }

    public static func quit(_ title: String, _ language: Language) -> String {
        switch language {
        case .en: "Left the lesson \(title); your progress is kept. `lesson start` with its id resumes it."
        case .zhHans: "已退出课程“\(title)”；进度已保存。用 `lesson start` 加课程 id 可以继续。"
        case .ru: "Вы вышли из урока «\(title)»; прогресс сохранён. `lesson start` с его id продолжит урок."
        }
    }

    public static func resetDone(_ language: Language) -> String {
        switch language {
        case .en: "Fresh device and a fresh copy of the starter project; back to step 1."
        case .zhHans: "设备已重置，起始项目已重新复制；回到第 1 步。"
        case .ru: "Новое устройство и свежая копия стартового проекта; снова шаг 1."
        }
    }

    /// After a `never:` that holds but cannot mean anything yet.
    public static func waiting(_ language: Language) -> String {
        switch language {
        case .en: " (checked once the rest has happened)"
        case .zhHans: "（其余条件满足后再检查）"
        case .ru: " (проверяется, когда выполнено остальное)"
        }
    }

    /// At start-up, before the lesson in progress is shown again.
    public static func welcomeBack(_ language: Language) -> String {
        switch language {
        case .en: "Welcome back: the lesson you were in goes on (`lesson quit` leaves it). The device is fresh: `run` your project again, then do this step."
        case .zhHans: "欢迎回来：你上次的课程继续进行（`lesson quit` 可退出）。设备是新的：再次 `run` 你的项目，然后完成这一步。"
        case .ru: "С возвращением: урок, который вы проходили, продолжается (`lesson quit` выходит из него). Устройство новое: снова запустите проект (`run`), затем выполните этот шаг."
        }
    }

    /// A lesson whose device runs another iOS than the one before (or than the default).
    public static func bootedIOS(_ version: Int, _ language: Language) -> String {
        switch language {
        case .en: "This lesson runs on iOS \(version): the device was restarted on it."
        case .zhHans: "本课在 iOS \(version) 上进行：设备已用该版本重新启动。"
        case .ru: "Этот урок идёт на iOS \(version): устройство перезапущено с этой версией."
        }
    }

    /// A Mac lesson (`device: mac`) restarted the device as a Mac; `system` is "macOS 14 Sonoma".
    public static func bootedMac(_ system: String, _ language: Language) -> String {
        switch language {
        case .en: "This lesson runs on the Mac, \(system): the device was restarted as a Mac (`reset --device iphone` goes back)."
        case .zhHans: "本课在 Mac 上进行（\(system)）：设备已作为 Mac 重新启动（`reset --device iphone` 可回到 iPhone）。"
        case .ru: "Этот урок идёт на Mac, \(system): устройство перезапущено как Mac (`reset --device iphone` вернёт iPhone)."
        }
    }

    /// `lesson reset` kept the learner's edited project.
    public static func movedAside(_ path: String, _ language: Language) -> String {
        switch language {
        case .en: "Your edited project was moved aside, not deleted: \(path)"
        case .zhHans: "你修改过的项目已移到一旁，没有删除：\(path)"
        case .ru: "Ваш изменённый проект перенесён в сторону, а не удалён: \(path)"
        }
    }

    /// Opening a lesson that is already complete; `path` is the workspace ("" for a temporary
    /// one, not shown), nil for a lesson without a project.
    public static func completeWorkspace(_ path: String?, _ language: Language) -> String {
        let place: String
        switch (language, path) {
        case (.en, ""?): place = " Your workspace holds your finished code."
        case (.zhHans, ""?): place = "你的工作区保存着你完成的代码。"
        case (.ru, ""?): place = " В рабочей папке — ваш готовый код."
        case let (.en, path?): place = " Your workspace holds your finished code: \(path)."
        case let (.zhHans, path?): place = "你的工作区保存着你完成的代码：\(path)。"
        case let (.ru, path?): place = " В рабочей папке — ваш готовый код: \(path)."
        case (_, nil): place = ""
        }
        switch language {
        case .en: return "This lesson is complete." + place + " `lesson reset` plays it again from step 1 (your files are moved aside first); `lesson next` goes on."
        case .zhHans: return "本课已完成。" + place + "`lesson reset` 从第 1 步重新开始（你的文件会先被移到一旁）；`lesson next` 继续下一课。"
        case .ru: return "Этот урок пройден." + place + " `lesson reset` начнёт его заново с шага 1 (ваши файлы сначала будут перенесены в сторону); `lesson next` — дальше."
        }
    }

    /// `undo` took the lesson back a step.
    public static func stepUndone(_ number: Int, of total: Int, _ language: Language) -> String {
        switch language {
        case .en: "The lesson is back at step \(number) of \(total)."
        case .zhHans: "课程回到第 \(number) 步（共 \(total) 步）。"
        case .ru: "Урок снова на шаге \(number) из \(total)."
        }
    }

    public static func resumed(_ number: Int, _ language: Language) -> String {
        switch language {
        case .en: "Resuming at step \(number) (`lesson reset` starts over)."
        case .zhHans: "从第 \(number) 步继续（`lesson reset` 从头开始）。"
        case .ru: "Продолжаем с шага \(number) (`lesson reset` начнёт заново)."
        }
    }
}

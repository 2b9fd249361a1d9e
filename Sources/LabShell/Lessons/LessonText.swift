import LabLessons

/// The lesson engine's words for predictions, recaps and the curriculum's units, in each
/// language. Command names stay English.
enum LessonText {
    static func predictFirst(_ question: String, _ language: Language) -> String {
        switch language {
        case .en: "Predict first: \(question)"
        case .zhHans: "先预测：\(question)"
        case .ru: "Сначала предскажите: \(question)"
        }
    }

    static func howToAnswer(_ language: Language) -> String {
        switch language {
        case .en: "`lesson answer N` records your guess before you do the step; a wrong guess is not a failure — the lab shows you what happened."
        case .zhHans: "做这一步之前，用 `lesson answer N` 记下你的预测；猜错不算失败——实验室会给你看实际发生了什么。"
        case .ru: "`lesson answer N` записывает ваш прогноз до того, как вы выполните шаг; неверный прогноз — не ошибка: лаборатория покажет, что произошло."
        }
    }

    static func yourGuess(_ number: Int, _ choice: String, _ language: Language) -> String {
        switch language {
        case .en: "Your guess: \(number). \(choice) (`lesson answer N` changes it)"
        case .zhHans: "你的预测：\(number). \(choice)（`lesson answer N` 可以更改）"
        case .ru: "Ваш прогноз: \(number). \(choice) (`lesson answer N` меняет его)"
        }
    }

    static func guessRecorded(_ number: Int, _ choice: String, _ language: Language) -> String {
        switch language {
        case .en: "Your guess: \(number). \(choice) — now do the step and see."
        case .zhHans: "你的预测：\(number). \(choice) —— 现在做这一步，看看结果。"
        case .ru: "Ваш прогноз: \(number). \(choice) — теперь выполните шаг и посмотрите."
        }
    }

    static func noQuestion(_ language: Language) -> String {
        switch language {
        case .en: "This step asks for no prediction; `lesson answer` is for steps that ask you to predict what happens."
        case .zhHans: "这一步不需要预测；`lesson answer` 用于要求你预测结果的步骤。"
        case .ru: "Этот шаг не просит прогноза; `lesson answer` — для шагов, где нужно предсказать, что произойдёт."
        }
    }

    static func unknownChoice(_ typed: String, count: Int, _ language: Language) -> String {
        switch language {
        case .en: "no choice \"\(typed)\"; answer with a number from 1 to \(count), or the words of one choice."
        case .zhHans: "没有选项 \"\(typed)\"；请用 1 到 \(count) 的数字作答，或写出某个选项的文字。"
        case .ru: "Варианта \"\(typed)\" нет; ответьте числом от 1 до \(count) или словами одного из вариантов."
        }
    }

    /// The truth beside the guess, when a step that asked for a prediction passes.
    static func outcome(guess: String?, truth: String?, right: Bool, _ language: Language) -> String {
        switch (guess, truth) {
        case let (guess?, _?) where right:
            switch language {
            case .en: return "◆ You said: \(guess) — right, and so it went."
            case .zhHans: return "◆ 你的预测：\(guess) —— 没错，结果正是如此。"
            case .ru: return "◆ Вы сказали: \(guess) — верно, так и вышло."
            }
        case let (guess?, truth?):
            switch language {
            case .en: return "◆ You said: \(guess); what happened: \(truth). Not a failure — now you have seen it happen."
            case .zhHans: return "◆ 你的预测：\(guess)；实际发生的是：\(truth)。这不算失败——现在你亲眼看到了。"
            case .ru: return "◆ Вы сказали: \(guess); на деле произошло: \(truth). Это не ошибка — теперь вы видели, как это происходит."
            }
        case let (nil, truth?):
            switch language {
            case .en: return "◆ You made no guess; what happened: \(truth)."
            case .zhHans: return "◆ 你没有预测；实际发生的是：\(truth)。"
            case .ru: return "◆ Вы не сделали прогноза; на деле произошло: \(truth)."
            }
        case let (guess, nil):
            let said = guess ?? "—"
            switch language {
            case .en: return "◆ You said: \(said); what happened was none of the choices (`log` shows what the app did)."
            case .zhHans: return "◆ 你的预测：\(said)；实际发生的不在这些选项中（`log` 显示应用做了什么）。"
            case .ru: return "◆ Вы сказали: \(said); произошло не то, что в вариантах (`log` покажет, что сделало приложение)."
            }
        }
    }

    static func recapHeading(_ language: Language) -> String {
        switch language {
        case .en: "What you did and saw:"
        case .zhHans: "你做了什么，看到了什么："
        case .ru: "Что вы сделали и увидели:"
        }
    }

    /// After the title of a lesson the curriculum marks optional.
    static func optional(_ language: Language) -> String {
        switch language {
        case .en: " (optional)"
        case .zhHans: "（选修）"
        case .ru: " (по желанию)"
        }
    }

    static func completeCount(_ done: Int, of total: Int, _ language: Language) -> String {
        switch language {
        case .en: "\(done) of \(total) complete"
        case .zhHans: "已完成 \(done) 课，共 \(total) 课"
        case .ru: "пройдено \(done) из \(total)"
        }
    }

    static func otherLessons(_ language: Language) -> String {
        switch language {
        case .en: "Not in the curriculum yet"
        case .zhHans: "尚未列入课程表"
        case .ru: "Пока не в учебном плане"
        }
    }
}

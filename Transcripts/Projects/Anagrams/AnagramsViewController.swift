import UIKit

/// A word game as first courses build it: make words from the letters of "silkworm". An answer
/// counts when its letters are there, it is not the word itself, and UITextChecker finds no
/// misspelled word in it. The buttons stand for answers a player would type.
class AnagramsViewController: UIViewController {
    let startWord = "silkworm"
    var found: [String] = []
    let foundLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = startWord
        view.backgroundColor = .systemBackground
        foundLabel.frame = CGRect(x: 20, y: 120, width: 350, height: 40)
        foundLabel.text = "Found: none"
        view.addSubview(foundLabel)
        for (index, answer) in ["worm", "wrom", "milks", "Silk", "work", "skill", "mirk"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(answer, for: .normal)
            button.frame = CGRect(x: 20, y: 180 + index * 50, width: 200, height: 44)
            button.addTarget(self, action: #selector(answerTapped(_:)), for: .touchUpInside)
            view.addSubview(button)
        }
        let sentence = UIButton(type: .system)
        sentence.setTitle("Check a sentence", for: .normal)
        sentence.frame = CGRect(x: 20, y: 560, width: 200, height: 44)
        sentence.addTarget(self, action: #selector(checkSentence), for: .touchUpInside)
        view.addSubview(sentence)
        print("languages: \(UITextChecker.availableLanguages)")
    }

    @objc func answerTapped(_ sender: UIButton) {
        guard let answer = sender.title(for: .normal)?.lowercased() else { return }
        if !isPossible(answer) {
            print("\(answer): the letters are not in \(startWord)")
        } else if !isReal(answer) {
            let checker = UITextChecker()
            let guesses = checker.guesses(forWordRange: NSRange(location: 0, length: answer.utf16.count), in: answer, language: "en") ?? []
            print("\(answer): not a real word; did you mean \(guesses.prefix(5).joined(separator: ", "))?")
        } else if found.contains(answer) {
            print("\(answer): already found")
        } else {
            found.insert(answer, at: 0)
            foundLabel.text = "Found: " + found.joined(separator: ", ")
            print("\(answer): a word")
        }
    }

    func isPossible(_ word: String) -> Bool {
        var letters = startWord
        for letter in word {
            guard let index = letters.firstIndex(of: letter) else { return false }
            letters.remove(at: index)
        }
        return word != startWord
    }

    func isReal(_ word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelledRange.location == NSNotFound
    }

    /// A sentence checked word by word, with wrap; completions of a partial word; a word learned.
    @objc func checkSentence() {
        let checker = UITextChecker()
        let sentence = "The silkwrom doesn't spin sylk in Winter."
        let whole = NSRange(location: 0, length: sentence.utf16.count)
        var offset = 0
        var misspelled: [String] = []
        while true {
            let range = checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: offset, wrap: false, language: "en_US")
            if range.location == NSNotFound { break }
            misspelled.append((sentence as NSString).substring(with: range))
            offset = range.location + range.length
        }
        print("misspelled in \"\(sentence)\": \(misspelled.joined(separator: ", "))")
        let wrapped = checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 30, wrap: true, language: "en_US")
        print("from offset 30 with wrap: \((sentence as NSString).substring(with: wrapped)) at \(wrapped.location)")
        checker.ignoreWord("sylk")
        let afterIgnoring = checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 10, wrap: false, language: "en_US")
        print("after ignoreWord(\"sylk\"): \(afterIgnoring.location == NSNotFound ? "none" : (sentence as NSString).substring(with: afterIgnoring)); ignoredWords \(checker.ignoredWords ?? [])")
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "Silk", language: "en_US") ?? []
        print("completions of \"Silk\": \(completions.joined(separator: ", "))")
        print("guesses for \"Wintr\": \(checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "Wintr", language: "en_US") ?? [])")
        UITextChecker.learnWord("mirk")
        print("learned \"mirk\" (a Scots word for dark): \(UITextChecker.hasLearnedWord("Mirk"))")
        let french = checker.rangeOfMisspelledWord(in: "bonjour", range: NSRange(location: 0, length: 7), startingAt: 0, wrap: false, language: "fr")
        print("in French: \(french.location == NSNotFound ? "nothing found" : "a misspelled word")")
    }
}

import LabShell

/// A text of `lab --help` in the learner's language (`Catalog/*.lproj`, keyed by the English);
/// ArgumentParser's own headings (OVERVIEW, USAGE, OPTIONS) stay as the library writes them.
func tr(_ english: String) -> String { CommandLineWords.text(english) }

/// The same with its placeholders (`%@`) filled.
func tr(_ english: String, _ arguments: String...) -> String { CommandLineWords.text(english, arguments) }

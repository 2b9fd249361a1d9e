/// MessageUI: the mail and message composers. The simulated device has no mail account and
/// sends no text messages, as a simulator without accounts: `canSendMail()` and
/// `canSendText()` are false. A composer presented anyway shows what the app filled in, with
/// Cancel (the delegate hears `.cancelled`) and Send (it hears `.failed`: nothing is sent).
extension DeclaredFrameworks {
    static let messageUI = """
        public enum MFMailComposeResult: Int, Sendable { case cancelled = 0, saved, sent, failed }
        public enum MessageComposeResult: Int, Sendable { case cancelled = 0, sent, failed }
        public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"
        public struct MFMailComposeError: Error, Sendable {
            public enum Code: Int, Sendable { case saveFailed = 0, sendFailed }
            public let code: Code
            public static var sendFailed: Code { .sendFailed }
            public static var saveFailed: Code { .saveFailed }
        }
        public protocol MFMailComposeViewControllerDelegate: AnyObject {
            func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
        }
        extension MFMailComposeViewControllerDelegate {
            public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
        }
        public protocol MFMessageComposeViewControllerDelegate: AnyObject {
            func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
        }
        /// A composer's sheet once presented: each filled-in line as a label, Cancel and Send.
        open class __LabComposeSheet: UINavigationController {
            var lines: [String] { [] }
            func finish(sent: Bool) {}
            open override func __labDidPresent() {
                guard view.subviews.isEmpty else { return }
                var y: CGFloat = 70
                for line in lines {
                    let label = UILabel(frame: CGRect(x: 20, y: y, width: 350, height: 30))
                    label.text = line
                    view.addSubview(label)
                    y += 34
                }
                for (index, title) in ["Cancel", "Send"].enumerated() {
                    let button = UIButton(type: .system)
                    button.frame = CGRect(x: 20 + CGFloat(index) * 260, y: 20, width: 80, height: 44)
                    button.setTitle(title, for: .normal)
                    button.addAction(UIAction { [weak self] _ in self?.finish(sent: index == 1) }, for: .touchUpInside)
                    view.addSubview(button)
                }
            }
        }
        open class MFMailComposeViewController: __LabComposeSheet {
            /// The simulated device has no mail account, as a simulator without one.
            open class func canSendMail() -> Bool {
                __LabNotSimulated.say("MessageUI's mail (MFMailComposeViewController.canSendMail())",
                                      instead: "the simulated device has no mail account, as a simulator without one: canSendMail() is false")
                return false
            }
            open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
            private var recipients: [String] = []
            private var ccRecipients: [String] = []
            private var bccRecipients: [String] = []
            private var subject = ""
            private var body = ""
            private var attachments: [String] = []
            public init() { super.init(nibName: nil, bundle: nil) }
            public required init?(coder: NSCoder) { fatalError("MFMailComposeViewController is not archived") }
            open func setSubject(_ subject: String) { self.subject = subject }
            open func setToRecipients(_ toRecipients: [String]?) { recipients = toRecipients ?? [] }
            open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
            open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
            open func setMessageBody(_ body: String, isHTML: Bool) { self.body = body }
            open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) { attachments.append(filename) }
            open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
            override var lines: [String] {
                ["To: " + recipients.joined(separator: ", "), "Subject: " + subject, body] + attachments.map { "Attachment: " + $0 }
            }
            override func finish(sent: Bool) {
                if sent {
                    __LabNotSimulated.say("MessageUI's mail (sending)", instead: "the simulated device has no mail account: the delegate hears .failed")
                }
                mailComposeDelegate?.mailComposeController(self, didFinishWith: sent ? .failed : .cancelled,
                                                           error: sent ? MFMailComposeError(code: .sendFailed) : nil)
            }
        }
        open class MFMessageComposeViewController: __LabComposeSheet {
            /// The simulated device sends no text messages.
            open class func canSendText() -> Bool {
                __LabNotSimulated.say("MessageUI's messages (MFMessageComposeViewController.canSendText())",
                                      instead: "the simulated device sends no text messages: canSendText() is false")
                return false
            }
            open class func canSendSubject() -> Bool { false }
            open class func canSendAttachments() -> Bool { false }
            open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
            open var recipients: [String]?
            open var body: String?
            open var subject: String?
            public init() { super.init(nibName: nil, bundle: nil) }
            public required init?(coder: NSCoder) { fatalError("MFMessageComposeViewController is not archived") }
            override var lines: [String] { ["To: " + (recipients ?? []).joined(separator: ", "), body ?? ""] }
            override func finish(sent: Bool) {
                messageComposeDelegate?.messageComposeViewController(self, didFinishWith: sent ? .failed : .cancelled)
            }
        }
        """
}

import AppKit

class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    let canvas = CanvasView(frame: NSRect(x: 0, y: 0, width: 300, height: 200))

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 300, height: 200), styleMask: [.titled, .closable],
                          backing: .buffered, defer: false)
        window.title = "Sketch"
        let clear = NSButton(title: "Clear", target: self, action: #selector(clear(_:)))
        clear.frame = NSRect(x: 200, y: 10, width: 80, height: 32)
        canvas.caption.frame = NSRect(x: 10, y: 170, width: 200, height: 20)
        canvas.addSubview(canvas.caption)
        canvas.addSubview(clear)
        window.contentView = canvas
        window.makeKeyAndOrderFront(nil)
        print("Sketch: first responder is \(window.firstResponder.map { String(describing: type(of: $0)) } ?? "none")")
    }

    @objc func clear(_ sender: NSButton) {
        canvas.strokes = 0
        canvas.caption.stringValue = "Empty"
        print("Sketch: cleared by \(sender.title)")
    }
}

/// A view that draws strokes where it is clicked and takes keys.
class CanvasView: NSView {
    let caption = NSTextField(labelWithString: "Empty")
    var strokes = 0

    override var acceptsFirstResponder: Bool { true }

    override func mouseDown(with event: NSEvent) {
        let point = convert(event.locationInWindow, from: nil)
        strokes += 1
        caption.stringValue = "\(strokes) stroke(s)"
        print("CanvasView: mouseDown at (\(Int(point.x)), \(Int(point.y))), clicks: \(event.clickCount)")
    }

    override func keyDown(with event: NSEvent) {
        guard let key = event.charactersIgnoringModifiers, key != "x" else {
            // Not ours: up the responder chain, where nobody takes it.
            return super.keyDown(with: event)
        }
        print("CanvasView: keyDown \"\(key)\" (key code \(event.keyCode))")
    }
}

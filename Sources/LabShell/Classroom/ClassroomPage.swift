import Foundation

/// The classroom's HTML page, one self-contained file: its style and script inline, no
/// framework, nothing fetched from the network. Large, high-contrast type for a projector.
/// Two modes share it: `export` embeds every frame of a transcript and adds a step-through
/// player (Back, Play/Pause, Next; ← → Space Home End); `live` starts from the current frame
/// and follows the session through server-sent events from `/events`.
enum ClassroomPage {
    enum Mode { case export, live }

    static func html(title: String, frames: [ClassroomFrame], mode: Mode) -> String {
        let words: [String: String] = [
            "back": tr("Back"), "next": tr("Next"), "play": tr("Play"), "pause": tr("Pause"),
            "screen": tr("Screen"), "diagram": tr("Lifecycle"), "timeline": tr("Timeline"),
            "lesson": tr("Lesson"), "noApp": tr("no app has run yet"),
            "waiting": tr("waiting for the lab…"), "disconnected": tr("the lab stopped serving this page"),
            "keys": tr("keys: ← back, → or Space next, P play or pause, Home first, End last"),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let wordsJSON = ClassroomFrame.scriptSafe(String(decoding: (try? encoder.encode(words)) ?? Data(), as: UTF8.self))
        let framesJSON = "[" + frames.map(\.json).joined(separator: ",\n") + "]"
        let escapedTitle = SVGCanvas.escaped(title)
        let controls = mode == .export ? """
            <nav id="controls">
              <button id="back" type="button">\(SVGCanvas.escaped(words["back"]!))</button>
              <button id="play" type="button">\(SVGCanvas.escaped(words["play"]!))</button>
              <button id="next" type="button">\(SVGCanvas.escaped(words["next"]!))</button>
              <span id="keys">\(SVGCanvas.escaped(words["keys"]!))</span>
            </nav>
            """ : ""
        return """
        <!DOCTYPE html>
        <html lang="\(Words.language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; connect-src 'self'">
        <title>\(escapedTitle)</title>
        <style>
        \(style)
        </style>
        </head>
        <body data-mode="\(mode == .export ? "export" : "live")" data-step="0">
        <header><h1>\(escapedTitle)</h1><span id="position"></span></header>
        \(controls)
        <section id="narration" hidden></section>
        <section id="lesson" hidden><h2>\(SVGCanvas.escaped(words["lesson"]!))</h2><p id="lesson-title"></p><p id="lesson-step"></p></section>
        <main>
          <figure class="panel" id="screen-panel"><figcaption>\(SVGCanvas.escaped(words["screen"]!))</figcaption><div id="screen"></div></figure>
          <div class="column">
            <figure class="panel"><figcaption>\(SVGCanvas.escaped(words["diagram"]!))</figcaption><div id="diagram"></div></figure>
            <figure class="panel"><figcaption>\(SVGCanvas.escaped(words["timeline"]!))</figcaption><div id="timeline"></div></figure>
          </div>
        </main>
        <section id="terminal"><pre id="command"></pre><pre id="output"></pre></section>
        <script type="application/json" id="lab-words">\(wordsJSON)</script>
        <script type="application/json" id="lab-frames">\(framesJSON)</script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    static let style = """
    :root { color-scheme: dark; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 16px 24px; background: #000; color: #fff; font: 22px/1.4 system-ui, -apple-system, "Noto Sans", "Noto Sans CJK SC", sans-serif; }
    header { display: flex; align-items: baseline; gap: 24px; }
    h1 { font-size: 30px; margin: 0 0 8px; }
    h2 { font-size: 20px; margin: 0; color: #ffd60a; }
    #position { font-size: 24px; font-weight: bold; color: #ffd60a; }
    nav { display: flex; gap: 12px; align-items: center; margin: 8px 0 12px; }
    button { font: inherit; font-weight: bold; padding: 8px 22px; border-radius: 10px; border: 3px solid #fff; background: #1c1c1e; color: #fff; cursor: pointer; }
    button:focus-visible { outline: 4px solid #ffd60a; }
    button:disabled { opacity: 0.5; cursor: default; }
    #keys { font-size: 16px; color: #e5e5ea; }
    #narration { border-left: 8px solid #ffd60a; padding: 8px 16px; margin: 8px 0; background: #1c1c1e; font-size: 24px; white-space: pre-wrap; }
    #lesson { border-left: 8px solid #64d2ff; padding: 8px 16px; margin: 8px 0; background: #1c1c1e; }
    #lesson p { margin: 4px 0; white-space: pre-wrap; }
    #lesson-title { font-weight: bold; }
    main { display: flex; gap: 20px; align-items: flex-start; }
    .column { display: flex; flex-direction: column; gap: 20px; flex: 1; min-width: 0; }
    .panel { margin: 0; background: #fff; color: #000; border-radius: 14px; padding: 8px; }
    .panel figcaption { font-size: 16px; font-weight: bold; color: #000; padding: 0 8px 4px; }
    #screen-panel { flex: 0 0 auto; width: 360px; }
    .panel svg { display: block; width: 100%; height: auto; }
    #terminal { margin-top: 16px; background: #111; border: 2px solid #3a3a3c; border-radius: 10px; padding: 8px 16px; }
    #terminal pre { margin: 0; font: 20px/1.35 ui-monospace, "DejaVu Sans Mono", "Noto Sans Mono", monospace; white-space: pre-wrap; color: #fff; }
    #command { font-weight: bold; color: #ffd60a !important; }
    [hidden] { display: none !important; }
    """

    static let script = """
    (function () {
      "use strict";
      var words = JSON.parse(document.getElementById("lab-words").textContent);
      var frames = JSON.parse(document.getElementById("lab-frames").textContent);
      var live = document.body.dataset.mode === "live";
      var index = 0, timer = null;
      function el(id) { return document.getElementById(id); }
      function show(i) {
        if (!frames.length) { el("position").textContent = words.waiting; return; }
        index = Math.max(0, Math.min(frames.length - 1, i));
        var f = frames[index];
        el("screen").innerHTML = f.screen;
        el("diagram").innerHTML = f.diagram || "<p style=\\"padding:8px\\">" + words.noApp + "</p>";
        el("timeline").innerHTML = f.timeline;
        el("command").textContent = f.command ? "lab> " + f.command : "";
        el("output").textContent = (f.output || []).join("\\n");
        el("narration").textContent = (f.narration || []).join("\\n");
        el("narration").hidden = !(f.narration && f.narration.length);
        el("lesson").hidden = !f.lesson;
        el("lesson-title").textContent = f.lesson || "";
        el("lesson-step").textContent = f.lessonStep || "";
        el("position").textContent = f.position;
        document.body.dataset.step = String(index);
        document.body.dataset.state = f.state || "";
        document.body.dataset.time = String(f.time);
        if (!live) {
          el("back").disabled = index === 0;
          el("next").disabled = index === frames.length - 1;
        }
      }
      function pause() { if (timer) { clearInterval(timer); timer = null; } if (!live) { el("play").textContent = words.play; } }
      function play() {
        if (index === frames.length - 1) { show(0); }
        el("play").textContent = words.pause;
        timer = setInterval(function () { if (index >= frames.length - 1) { pause(); } else { show(index + 1); } }, 2500);
      }
      if (live) {
        var source = new EventSource("/events");
        source.onmessage = function (event) { frames = [JSON.parse(event.data)]; show(0); };
        source.onerror = function () { el("position").textContent = words.disconnected; };
      } else {
        el("back").onclick = function () { pause(); show(index - 1); };
        el("next").onclick = function () { pause(); show(index + 1); };
        el("play").onclick = function () { if (timer) { pause(); } else { play(); } };
        document.addEventListener("keydown", function (event) {
          if (event.altKey || event.ctrlKey || event.metaKey) { return; }
          switch (event.key) {
          case "ArrowRight": case " ": case "PageDown": pause(); show(index + 1); break;
          case "ArrowLeft": case "PageUp": case "Backspace": pause(); show(index - 1); break;
          case "Home": pause(); show(0); break;
          case "End": pause(); show(frames.length - 1); break;
          case "p": case "P": if (timer) { pause(); } else { play(); } break;
          default: return;
          }
          event.preventDefault();
        });
      }
      show(0);
      window.labShow = show;
    })();
    """
}

// LabToolchain: projects, Info.plist processing, the Swift front end, storyboards, assets, .app.

// LabRuntime: runs app code against LabCore's simulated UIKit through the AppCode seam.

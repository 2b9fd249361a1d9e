// Tests for LabToolchain.

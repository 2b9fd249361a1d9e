// Tests for LabShell.

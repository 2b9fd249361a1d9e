// Entry point: replaced by the shell's argument parsing and line reader.
print("lab")

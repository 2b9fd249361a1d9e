// libedit's readline-compatible interface. No functions of our own: see Package.swift.
#include <stdio.h>
#include <editline/readline.h>

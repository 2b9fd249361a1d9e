struct Fake {}

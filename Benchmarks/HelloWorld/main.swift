// The baseline for start-up cost: the smallest Swift program that prints.
print("hello, world")

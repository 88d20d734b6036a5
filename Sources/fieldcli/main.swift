import Fields
print("hi")

// Excluded from the GreetingKit target by the synchronized folder's exception set.
#error("Draft.swift is excluded from the GreetingKit target")

import type { Kind } from "./graphqlEntries"

// What each page's entries show and how to read them, said once at the top of that page in its own words.
export const OPENINGS: Record<"queries" | "mutations" | Kind, string> = {
  queries:
    "An argument whose type ends in `!` must be given; the others take the default shown. Under each query, a request you can copy runs on the " +
      "sample workspace of the Inventory Management System, with the JSON response it returns there, and the guide sections that use it.",
  mutations:
    "An argument whose type ends in `!` must be given. Each entry says what the mutation changes besides its result, then shows a request you can " +
      "copy with the JSON response it returns on the sample workspace. An entry marked Deprecated still works; its notice names what to use instead.",
  objects:
    "A field whose type ends in `!` always has a value, and a type in square brackets is a list. Every type name links to its own entry, and Used by " +
      "names the queries, mutations and fields that return the object.",
  "input-objects":
    "A field whose type ends in `!` must be given, and a field with a default gets it when you leave it out. Used by names the arguments and fields " +
      "that take the input.",
  enums: "Each value says what it means; Used by names the fields and arguments of the enum's type.",
  scalars: "Each scalar says the form its values take in JSON, in requests and in responses alike.",
  interfaces: "Each interface lists the fields its objects share.",
}

import type { Kind } from "./graphqlEntries"

// What each page's entries show and how to read them, said once at the top of that page in its own words.
export const OPENINGS: Record<"queries" | "mutations" | Kind, string> = {
  queries:
    "Each query below is a section named after its field in lowercase, such as `#products`: its signature, its arguments with their defaults, its limits, " +
      "the type it returns, who may call it and the errors it can return, then a request you can copy, checked against the schema when the site is built, " +
      "with the JSON response it returns and the guide sections that use it. An argument whose type ends in `!` must be given.",
  mutations:
    "Each mutation below is a section named after its field in lowercase, such as `#createproduct`: its arguments, the type it returns, its side effects, " +
      "who may call it, and the errors it can return with whether sending it again is safe, then a request you can copy with the JSON response it " +
      "returns. An entry marked Deprecated still works; its notice names what to use instead.",
  objects:
    "Each object is a section named after it in lowercase, such as `#product`. Its table lists the fields you can select, with their arguments; a field " +
      "whose type ends in `!` always has a value, and a type in square brackets is a list. Every type name links to its own entry, and Used by names what " +
      "returns the object.",
  "input-objects":
    "Each input object is a section named after it in lowercase, such as `#productcreateinput`. A field whose type ends in `!` must be given, and a field " +
      "with a default gets it when you leave it out. Used by names the arguments and fields that take the input.",
  enums: "Each enum is a section named after it in lowercase, such as `#orderstatus`, with its values and what each one means. Used by names the fields " +
    "and arguments of its type.",
  scalars: "Each scalar is a section named after it in lowercase, such as `#datetime`, with the form its values take in JSON.",
  interfaces: "Each interface is a section named after it in lowercase, with the fields its objects share.",
}

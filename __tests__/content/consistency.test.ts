import fs from "fs"
import path from "path"
import { checkConsistency, checkedText, checkSampleIds, checkSamples, checkWorkspaceIds, statedValues } from "../../src/build/check/prose/consistency"
import { checkContentConsistency, GLOSSARY_FILE, loadConsistencyRules, loadSamples, SAMPLES_FILE } from "../../src/build/check/prose/consistencySources"
import { checkedFiles, ROOT } from "./glossaryRules"

// Names, limits and timeouts as the glossary fixes them, and sample IDs from content/samples.yaml, on every page.
const files = checkedFiles()
const rules = loadConsistencyRules(ROOT)
const samples = loadSamples(ROOT)

describe("one name, one value, one set of sample IDs", () => {
  it("the glossary's checked block has names and facts", () => {
    expect(rules.names.length).toBeGreaterThan(0)
    expect(rules.facts.length).toBeGreaterThan(0)
  })

  it("every page writes the glossary's names and values", () => {
    expect(files.flatMap(([file, source]) => checkConsistency(file, source, rules))).toEqual([])
  })

  // A phrase that matches nowhere checks nothing: it has a typo, or pages word the fact differently.
  it("every fact of the glossary is stated on some page, through each of its phrases", () => {
    const texts = files.map(([, source]) => checkedText(source, { keepInlineCode: true }))
    const unused = rules.facts.flatMap((rule) => rule.phrases.filter((phrase) => !texts.some((text) => statedValues(text, { ...rule, phrases: [phrase] }).length > 0)).map((phrase) => `${rule.name}: ${phrase}`))
    expect(unused).toEqual([])
  })

  it("content/samples.yaml lists each ID once", () => {
    expect(checkSamples(samples, SAMPLES_FILE)).toEqual([])
  })

  it("every ID on a page and in the glossary is a listed sample", () => {
    const glossary: [string, string] = [GLOSSARY_FILE, fs.readFileSync(path.join(ROOT, GLOSSARY_FILE), "utf8")]
    expect([...files, glossary].flatMap(([file, source]) => checkSampleIds(file, source, samples, SAMPLES_FILE))).toEqual([])
  })

  it("a workspace ID never stands next to another workspace's name", () => {
    expect(files.flatMap(([file, source]) => checkWorkspaceIds(file, source, samples))).toEqual([])
  })

  it("the build's content check finds nothing either", () => {
    expect(checkContentConsistency(ROOT, files.map(([file, source]) => ({ file, source })))).toEqual([])
  })
})

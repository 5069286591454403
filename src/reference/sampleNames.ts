import { loadYaml } from "./loadYaml"

// The running example's names (the `names` section of content/samples.yaml): what the workspace, the
// application and the things in each service namespace are called, so that every generated example uses them.

export const SAMPLES_FILE = "content/samples.yaml"

/** One name and the resources of resources.yaml it names (an application and a StrataDB namespace may share one). */
export interface SampleName {
  name: string
  is: string
  of: string[]
}

/** The `names` of samples.yaml; a name without `of` fails naming the file. The sample IDs of the other sections are read by the content checks. */
export function parseSampleNames(text: string): SampleName[] {
  const file = (loadYaml(text, SAMPLES_FILE) ?? {}) as { names?: { id?: unknown; is?: string; of?: unknown }[] }
  return (file.names ?? []).map((entry) => {
    const of = Array.isArray(entry.of) ? entry.of.map(String) : typeof entry.of === "string" ? [entry.of] : []
    if (entry.id === undefined || of.length === 0) {
      throw new Error(`${SAMPLES_FILE}: the name ${JSON.stringify(entry.id)} needs an id and the resources it is "of"`)
    }
    return { name: String(entry.id), is: String(entry.is ?? ""), of }
  })
}

/** The names of a resource (such as "auth_namespace"). */
export function namesOf(names: SampleName[], resource: string): string[] {
  return names.filter((entry) => entry.of.includes(resource)).map((entry) => entry.name)
}

/** A value of parsed YAML or JSON, such as a resource's example. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** A mapping, not an array or null. */
export const isObject = (value: unknown): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value)

import { evaluateCel, holds } from "./celValues"
import { mayCallResolver } from "./permissions"
import type { Session } from "./session"
import type { ResolverConfig } from "./types"
import { ModelRefusal, permissionDenied, StrataError, validationFailed } from "./workspaceErrors"

// A pipeline resolver runs its declared steps in order, as the pipelines guide says: `graphql` steps send
// their operation to the same application as the caller (so the caller's permission rules apply), `validate`
// steps fail with VALIDATION_FAILED and their message, and the first failing step stops the resolver with
// `extensions.step`. Each GraphQL step commits on its own: a later failure leaves earlier writes in place.

/** Runs a GraphQL step's operation as the caller; returns its data, or throws its first error. */
export type StepRunner = (session: Session, query: string, variables: Record<string, unknown>) => Record<string, unknown>

/** Runs a script step's JavaScript; the model can't run scripts without one (browsers refuse eval under our policy). */
export type ScriptRunner = (source: string, variables: Record<string, unknown>) => unknown

export function runResolver(session: Session, resolver: ResolverConfig, args: Record<string, unknown>, runStep: StepRunner, runScript?: ScriptRunner): unknown {
  if (!mayCallResolver(resolver.permissions, session.caller, session.user)) {
    throw permissionDenied(`no permission rule of ${resolver.name} allows this caller`)
  }
  const steps: Record<string, unknown> = {}
  const scope = () => ({ args, steps, user: session.user })
  for (const step of resolver.steps) {
    if (step.kind === "validate") {
      if (!holds(step.condition, scope())) throw validationFailed(step.message, { step: step.name })
    } else if (step.kind === "graphql") {
      const variables = Object.fromEntries(Object.entries(step.variables).map(([name, expression]) => [name, evaluateCel(expression, scope())]))
      try {
        steps[step.name] = runStep(session, step.query, variables)
      } catch (error) {
        if (error instanceof StrataError) throw new StrataError(error.code, error.message, { ...error.details, step: step.name })
        throw error
      }
    } else {
      if (!runScript) throw new ModelRefusal(`the script step ${step.name} of ${resolver.name} needs a script runner`)
      try {
        steps[step.name] = runScript(step.source, scope())
      } catch (error) {
        throw new StrataError("INTERNAL", `script step ${step.name} threw: ${(error as Error).message}`, { step: step.name })
      }
    }
  }
  return evaluateCel(resolver.result, scope())
}

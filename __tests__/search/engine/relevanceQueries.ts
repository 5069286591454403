/**
 * What readers type, and the page(s) they want. Written from the pages, not from the results:
 * a query's routes are where a reader finds the answer. Kinds: topic words, natural phrases, typos,
 * prefixes (as typed so far), and code: identifiers or phrases that stand in code blocks or deep in
 * one section, from every group of the site.
 */
export interface RelevanceQuery {
  query: string
  routes: string[]
  kind: "topic" | "phrase" | "typo" | "prefix" | "code" | "deep" | "entry" | "task"
  /**
   * Where on those pages the answer is, when one place is (an entry or a section): route#anchor. A hit counts
   * for the section measure only if its url is one of these. A reference entry is listed with the type's or
   * operation's section that holds it, which is where it was found before entries had records of their own.
   */
  sections?: string[]
}

const OBJECTS = "/reference/api-references/graphql/objects"
const MUTATIONS = "/reference/api-references/graphql/mutations"
const QUERIES = "/reference/api-references/graphql/queries"
const ERRORS = "/reference/errors"
const LIMITS = "/reference/platform-limits"
/** A field or argument entry of the GraphQL reference: its own anchor, and the section of its type or operation. */
const entry = (route: string, owner: string, name: string) => [`${route}#${owner.toLowerCase()}-${name.toLowerCase()}`, `${route}#${owner.toLowerCase()}`]

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Topic words
  { kind: "topic", query: "filter operators", routes: ["/guides/stratadb/filters"] },
  { kind: "topic", query: "bulk upsert", routes: ["/guides/stratadb/advanced-settings/bulk-upsert"] },
  { kind: "topic", query: "vector search", routes: ["/guides/stratadb/advanced-settings/vector-search"] },
  { kind: "topic", query: "aggregation", routes: ["/guides/stratadb/advanced-settings/aggregation"] },
  { kind: "topic", query: "change data capture", routes: ["/guides/stratadb/advanced-settings/stratadb-cdc"] },
  { kind: "topic", query: "okta", routes: ["/guides/auth/integration/okta"] },
  { kind: "topic", query: "entra id", routes: ["/guides/auth/integration/entra-id"] },
  { kind: "topic", query: "auth0", routes: ["/guides/auth/integration/auth0"] },
  { kind: "topic", query: "platform limits", routes: ["/reference/platform-limits"] },
  { kind: "topic", query: "execution logs", routes: ["/console/execution-logs"] },
  { kind: "topic", query: "data retention", routes: ["/administration/data-retention"] },
  { kind: "topic", query: "static website hosting", routes: ["/guides/static-website-hosting"] },
  { kind: "topic", query: "shell completion", routes: ["/stratactl/completion"] },
  { kind: "topic", query: "terraform import", routes: ["/reference/terraform-import"] },
  { kind: "topic", query: "service lifecycle policy", routes: ["/reference/service-lifecycle-policy"] },
  { kind: "topic", query: "character encodings", routes: ["/reference/character-encodings"] },
  { kind: "topic", query: "stratactl manifest apply", routes: ["/stratactl/manifest"] },
  { kind: "topic", query: "shipstation", routes: ["/guides/integration/shipstation"] },
  // Natural phrases
  { kind: "phrase", query: "how do I rotate a secret", routes: ["/guides/secretmanager"] },
  { kind: "phrase", query: "how to import a csv file", routes: ["/tutorials/manage-data-schema/import-csv-file"] },
  { kind: "phrase", query: "sign users in from a single page application", routes: ["/guides/auth/app-login"] },
  {
    kind: "phrase",
    query: "run a function on a schedule",
    routes: ["/guides/executor/schedule-based-trigger", "/tutorials/setup-executor/schedule-based-trigger", "/guides/executor/job-function-operation"],
  },
  { kind: "phrase", query: "what is the maximum request timeout", routes: ["/reference/timeouts"] },
  {
    kind: "phrase",
    query: "who can invite members to a workspace",
    routes: ["/administration/account-management", "/console/platform-user-role", "/administration/workspace"],
  },
  { kind: "phrase", query: "report a security vulnerability", routes: ["/security"] },
  // Typos
  {
    kind: "typo",
    query: "retry webhok",
    routes: ["/guides/executor/webhook-operation", "/guides/executor/incoming-webhook-trigger", "/tutorials/setup-executor/incoming-webhook-trigger"],
  },
  { kind: "typo", query: "vectr search", routes: ["/guides/stratadb/advanced-settings/vector-search"] },
  { kind: "typo", query: "agregation", routes: ["/guides/stratadb/advanced-settings/aggregation"] },
  { kind: "typo", query: "quikbooks", routes: ["/guides/integration/quickbooks"] },
  { kind: "typo", query: "shipstaton", routes: ["/guides/integration/shipstation"] },
  { kind: "typo", query: "relatonships", routes: ["/guides/stratadb/relationships"] },
  { kind: "typo", query: "secret manger", routes: ["/guides/secretmanager"] },
  // Prefixes, as the reader types
  { kind: "prefix", query: "aggreg", routes: ["/guides/stratadb/advanced-settings/aggregation"] },
  { kind: "prefix", query: "quickb", routes: ["/guides/integration/quickbooks"] },
  { kind: "prefix", query: "bulk ups", routes: ["/guides/stratadb/advanced-settings/bulk-upsert"] },
  { kind: "prefix", query: "stratactl compl", routes: ["/stratactl/completion"] },
  { kind: "prefix", query: "loop retu", routes: ["/guides/integration/loopreturns"] },
  { kind: "prefix", query: "versioni", routes: ["/guides/stratadb/versioning"] },
  // Identifiers and phrases from code
  { kind: "code", query: "oidc-client-ts", routes: ["/guides/auth/app-login"] },
  { kind: "code", query: "signinRedirectCallback", routes: ["/guides/auth/app-login"] },
  { kind: "code", query: "searchApiKey", routes: ["/guides/stratadb/advanced-settings/stratadb-cdc"] },
  { kind: "code", query: "sync-product-changes", routes: ["/guides/stratadb/advanced-settings/stratadb-cdc"] },
  { kind: "code", query: "REALM_ID", routes: ["/guides/integration/quickbooks"] },
  { kind: "code", query: "X-Supplier-Signature", routes: ["/tutorials/setup-executor/incoming-webhook-trigger"] },
  { kind: "code", query: "X-Carrier-Signature", routes: ["/guides/executor/incoming-webhook-trigger"] },
  { kind: "code", query: "X-Loop-Signature", routes: ["/guides/integration/loopreturns"] },
  { kind: "code", query: "authorization_url", routes: ["/guides/auth/authconnection", "/tutorials/setup-auth/login/create-oauth2-client"] },
  { kind: "code", query: "vectorSearchProducts", routes: ["/guides/stratadb/advanced-settings/vector-search"] },
  { kind: "code", query: "aggregateOrders", routes: ["/guides/stratadb/advanced-settings/aggregation"] },
  { kind: "code", query: "expectedVersion", routes: ["/guides/stratadb/versioning"] },
  { kind: "code", query: "inventorySetQuantities", routes: ["/guides/integration/shopify"] },
  { kind: "code", query: "fetchWithRetry", routes: ["/guides/function/sending-requests"] },
  { kind: "code", query: "x-ratelimit-remaining", routes: ["/guides/function/sending-requests"] },
  { kind: "code", query: "onExecutePostLogin", routes: ["/guides/auth/integration/auth0"] },
  { kind: "code", query: "spa_fallback", routes: ["/guides/static-website-hosting"] },
  { kind: "code", query: "prevent_destroy", routes: ["/tutorials/base-template/terraform/step-02"] },
  { kind: "code", query: "skip_empty_lines", routes: ["/tutorials/manage-data-schema/import-csv-file"] },
  { kind: "code", query: "code_challenge_methods_supported", routes: ["/tutorials/setup-auth/setup-identity-provider"] },
  { kind: "code", query: "lowStockLines", routes: ["/tutorials/setup-executor/schedule-based-trigger"] },
  { kind: "code", query: "isStrataError", routes: ["/reference/strata-sdk/core-concepts"] },
  { kind: "code", query: "getIdToken", routes: ["/reference/strata-sdk/configuration"] },
  { kind: "code", query: "generate-config-out", routes: ["/reference/terraform-import"] },
  { kind: "code", query: "transitionOrder", routes: ["/guides/stateflow"] },
  { kind: "code", query: "upsertOrder", routes: ["/guides/function/accessing-stratadb"] },
  { kind: "code", query: "init-stock-record", routes: ["/guides/executor/strata-graphql-operation"] },
  { kind: "code", query: "self_sign_up", routes: ["/guides/auth/integration/built-in-idp"] },
  { kind: "code", query: "Invoke-Expression", routes: ["/stratactl/completion"] },
  { kind: "code", query: "durationMs", routes: ["/guides/events"] },
  { kind: "code", query: "on_delete", routes: ["/guides/stratadb/relationships"] },
  { kind: "code", query: "search api key", routes: ["/guides/stratadb/advanced-settings/stratadb-cdc"] },
  { kind: "code", query: "supplier signature", routes: ["/tutorials/setup-executor/incoming-webhook-trigger"] },
  // Words that stand deep in one section of a page
  { kind: "deep", query: "keychain", routes: ["/stratactl/auth"] },
  { kind: "deep", query: "compinit", routes: ["/stratactl/completion"] },
  { kind: "deep", query: "dotfiles", routes: ["/stratactl/config"] },
  { kind: "deep", query: "unification disjunction", routes: ["/getting-started/cue"] },
  { kind: "deep", query: "getFullYear", routes: ["/reference/cel-scripting"] },
  { kind: "deep", query: "microseconds", routes: ["/reference/timeouts"] },
  { kind: "deep", query: "unicode normalization", routes: ["/reference/character-encodings"] },
  { kind: "deep", query: "token revocation", routes: ["/administration/account-management"] },
  { kind: "deep", query: "vulnerability disclosure", routes: ["/security"] },
  { kind: "deep", query: "synchronously", routes: ["/reference/js-scripting"] },
  // Identifiers the reference defines: a field or argument, an error code, a limit. The defining entry is wanted.
  { kind: "entry", query: "reorderPoint", routes: [OBJECTS], sections: entry(OBJECTS, "Inventory", "reorderPoint") },
  { kind: "entry", query: "lastCountedAt", routes: [OBJECTS], sections: entry(OBJECTS, "Inventory", "lastCountedAt") },
  { kind: "entry", query: "leadTimeDays", routes: [OBJECTS], sections: entry(OBJECTS, "Supplier", "leadTimeDays") },
  { kind: "entry", query: "customerEmail", routes: [OBJECTS], sections: entry(OBJECTS, "Order", "customerEmail") },
  { kind: "entry", query: "shippedAt", routes: [OBJECTS], sections: entry(OBJECTS, "Order", "shippedAt") },
  { kind: "entry", query: "searchName", routes: [OBJECTS], sections: entry(OBJECTS, "Product", "searchName") },
  { kind: "entry", query: "Inventory.reorderPoint", routes: [OBJECTS], sections: entry(OBJECTS, "Inventory", "reorderPoint") },
  { kind: "entry", query: "updateProduct expectedVersion", routes: [MUTATIONS], sections: entry(MUTATIONS, "updateProduct", "expectedVersion") },
  { kind: "entry", query: "setOrderStatus orderNumber", routes: [MUTATIONS], sections: entry(MUTATIONS, "setOrderStatus", "orderNumber") },
  { kind: "entry", query: "vectorSearchProducts topK", routes: [QUERIES], sections: entry(QUERIES, "vectorSearchProducts", "topK") },
  { kind: "entry", query: "RATE_LIMITED", routes: [ERRORS], sections: [`${ERRORS}#rate_limited`] },
  { kind: "entry", query: "PERMISSION_DENIED", routes: [ERRORS], sections: [`${ERRORS}#permission_denied`] },
  { kind: "entry", query: "VERSION_CONFLICT", routes: [ERRORS], sections: [`${ERRORS}#version_conflict`] },
  { kind: "entry", query: "UNIQUE_VIOLATION", routes: [ERRORS], sections: [`${ERRORS}#unique_violation`] },
  { kind: "entry", query: "PAYLOAD_TOO_LARGE", routes: [ERRORS], sections: [`${ERRORS}#payload_too_large`] },
  { kind: "entry", query: "query depth", routes: [LIMITS], sections: [`${LIMITS}#query-depth`, `${LIMITS}#the-graphql-api`] },
  { kind: "entry", query: "record size limit", routes: [LIMITS], sections: [`${LIMITS}#record-size`, `${LIMITS}#stratadb`] },
  { kind: "entry", query: "records per bulk upsert call", routes: [LIMITS], sections: [`${LIMITS}#records-per-bulk-upsert-call`, `${LIMITS}#stratadb`] },
  {
    kind: "entry",
    query: "function memory limit",
    routes: [LIMITS],
    sections: [`${LIMITS}#function-memory`, `${LIMITS}#pipelines-executors-and-functions`],
  },
  { kind: "entry", query: "executors per workspace", routes: [LIMITS], sections: [`${LIMITS}#executors-per-workspace`, `${LIMITS}#pipelines-executors-and-functions`] },
  { kind: "entry", query: "secret value size", routes: [LIMITS], sections: [`${LIMITS}#secret-manager`, `${LIMITS}#secrets-and-retention`] },
  // Tasks: the section that answers the task comes before the one about changing it.
  {
    kind: "task",
    query: "rate limit",
    routes: [LIMITS, ERRORS],
    sections: [`${LIMITS}#requests-per-application`, `${LIMITS}#management-api-requests`, `${LIMITS}#the-graphql-api`, `${ERRORS}#rate_limited`],
  },
  { kind: "task", query: "raise a limit", routes: [LIMITS], sections: [`${LIMITS}#request-a-limit-increase`] },
  {
    kind: "task",
    query: "webhook signature",
    routes: ["/guides/executor/incoming-webhook-trigger"],
    sections: ["/guides/executor/incoming-webhook-trigger#verify-signatures"],
  },
  { kind: "task", query: "prevent lost updates", routes: ["/guides/stratadb/versioning"], sections: ["/guides/stratadb/versioning#prevent-lost-updates"] },
  { kind: "task", query: "find a failed request in the logs", routes: [ERRORS], sections: [`${ERRORS}#request-ids-and-logs`] },
]

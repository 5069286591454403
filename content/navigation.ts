import type { NavGroup } from "../src/navigation/types"

/**
 * The one navigation tree of the site: groups ▸ sections ▸ links, in reading order.
 * Every page under content/docs must appear here (or in unlistedRoutes), and every href must
 * have a page: the build fails otherwise, listing what is missing.
 *
 * A label uses the words of the title it opens, shortened where the section says the rest ("Terraform"
 * under Quickstart, "Overview" first in a section); a label that says something else needs a
 * `labelReason` (__tests__/navigation/labels.test.ts).
 *
 * The Quickstart group keeps Terraform first, though the overview recommends CUE to newcomers: the
 * specification fixes the tree's order (routes.txt, and Previous/Next follow it). So the overview and the
 * home page name CUE first, and the Terraform quickstart's first paragraph sends readers new to Terraform
 * to the CUE one.
 */

/** Pages served on purpose outside the reader's tree (writers' reference). */
export const unlistedRoutes = ["/contributing/components"]

export const navigation: NavGroup[] = [
  {
    title: "Introduction",
    links: [{ title: "Introduction", href: "/" }],
  },
  {
    title: "Getting started",
    links: [
      { title: "Overview", href: "/getting-started/overview" },
      {
        title: "Quickstart",
        links: [
          { title: "Terraform", href: "/getting-started/quickstart/terraform" },
          { title: "CUE", href: "/getting-started/quickstart/cue" },
        ],
      },
      { title: "Console", href: "/getting-started/console" },
      { title: "Core concepts", href: "/getting-started/core-concepts" },
      { title: "GraphQL", href: "/getting-started/graphql" },
      { title: "CUE", href: "/getting-started/cue" },
    ],
  },
  {
    title: "Tutorials",
    links: [
      { title: "Overview", href: "/tutorials/overview" },
      {
        title: "Manage the data schema",
        links: [
          { title: "Overview", href: "/tutorials/manage-data-schema/overview" },
          { title: "Data schema basics", href: "/tutorials/manage-data-schema/data-schema-basics" },
          { title: "Modify a type", href: "/tutorials/manage-data-schema/modify-data-schema" },
          { title: "Create a type", href: "/tutorials/manage-data-schema/create-data-schema" },
          { title: "Validate field data", href: "/tutorials/manage-data-schema/validate-field-data" },
          { title: "Import a CSV file", href: "/tutorials/manage-data-schema/import-csv-file" },
        ],
      },
      { title: "Activate services", href: "/tutorials/activate-services" },
      { title: "Pipelines", href: "/tutorials/pipelines" },
      {
        title: "Set up auth",
        links: [
          { title: "Overview", href: "/tutorials/setup-auth/overview" },
          { title: "Set up an identity provider", href: "/tutorials/setup-auth/setup-identity-provider" },
          { title: "Register the identity provider", href: "/tutorials/setup-auth/register-identity-provider" },
          {
            title: "Log in",
            links: [
              { title: "Create a user", href: "/tutorials/setup-auth/login/create-user" },
              { title: "Create an OAuth2 client", href: "/tutorials/setup-auth/login/create-oauth2-client" },
              { title: "Get an ID token", href: "/tutorials/setup-auth/login/id-token" },
            ],
          },
        ],
      },
      {
        title: "Set up an executor",
        links: [
          { title: "Overview", href: "/tutorials/setup-executor/overview" },
          { title: "React to low stock", href: "/tutorials/setup-executor/event-based-trigger" },
          { title: "Update stock from a webhook", href: "/tutorials/setup-executor/incoming-webhook-trigger" },
          { title: "Send a nightly report", href: "/tutorials/setup-executor/schedule-based-trigger" },
        ],
      },
      {
        title: "Base template",
        links: [
          {
            title: "Terraform",
            links: [
              { title: "Overview", href: "/tutorials/base-template/terraform/overview" },
              { title: "Step 1", href: "/tutorials/base-template/terraform/step-01" },
              { title: "Step 2", href: "/tutorials/base-template/terraform/step-02" },
              { title: "Step 3", href: "/tutorials/base-template/terraform/step-03" },
              { title: "Step 4", href: "/tutorials/base-template/terraform/step-04" },
              { title: "Step 5", href: "/tutorials/base-template/terraform/step-05" },
              { title: "Step 6", href: "/tutorials/base-template/terraform/step-06" },
            ],
          },
          {
            title: "CUE",
            links: [
              { title: "Overview", href: "/tutorials/base-template/cue/overview" },
              { title: "Manage data", href: "/tutorials/base-template/cue/manage-data" },
              { title: "Set up auth", href: "/tutorials/base-template/cue/setup-auth" },
              { title: "Add a pipeline", href: "/tutorials/base-template/cue/add-pipeline" },
              { title: "Use an executor", href: "/tutorials/base-template/cue/use-executor" },
            ],
          },
        ],
      },
    ],
  },
  {
    title: "Using the platform",
    links: [
      { title: "stratactl", href: "/guides/stratactl" },
      { title: "Application", href: "/guides/application" },
      {
        title: "StrataDB",
        links: [
          { title: "Overview", href: "/guides/stratadb/overview" },
          { title: "Auto-generated API", href: "/guides/stratadb/auto-generated-api" },
          { title: "Filters", href: "/guides/stratadb/filters" },
          { title: "Fields", href: "/guides/stratadb/fields" },
          { title: "File type", href: "/guides/stratadb/file-type", preview: true },
          { title: "Relationships", href: "/guides/stratadb/relationships" },
          { title: "Indexes", href: "/guides/stratadb/indexes" },
          { title: "Validations", href: "/guides/stratadb/validations" },
          { title: "Hooks", href: "/guides/stratadb/hooks" },
          { title: "Permission", href: "/guides/stratadb/permission" },
          { title: "Legacy permission", href: "/guides/stratadb/legacy-permission", deprecated: true },
          { title: "Versioning", href: "/guides/stratadb/versioning" },
          {
            title: "Advanced settings",
            links: [
              { title: "Overview", href: "/guides/stratadb/advanced-settings/overview" },
              { title: "Aggregation", href: "/guides/stratadb/advanced-settings/aggregation" },
              { title: "Bulk upsert", href: "/guides/stratadb/advanced-settings/bulk-upsert" },
              { title: "Uncountable nouns", href: "/guides/stratadb/advanced-settings/uncountable-nouns" },
              { title: "Draft record", href: "/guides/stratadb/advanced-settings/draft-record", deprecated: true },
              { title: "Change data capture", href: "/guides/stratadb/advanced-settings/stratadb-cdc" },
              { title: "Vector search", href: "/guides/stratadb/advanced-settings/vector-search" },
            ],
          },
        ],
      },
      {
        title: "Auth",
        links: [
          { title: "Overview", href: "/guides/auth/overview" },
          { title: "AuthConnection", href: "/guides/auth/authconnection", preview: true },
          {
            title: "Integration",
            links: [
              { title: "Okta", href: "/guides/auth/integration/okta" },
              { title: "Entra ID", href: "/guides/auth/integration/entra-id" },
              { title: "Google Workspace", href: "/guides/auth/integration/google-workspace" },
              { title: "Auth0", href: "/guides/auth/integration/auth0" },
              {
                title: "Built-in IdP",
                href: "/guides/auth/integration/built-in-idp",
                preview: true,
                labelReason: "IdP is the common abbreviation of identity provider; the full title would wrap beside the preview badge in the sidebar",
              },
            ],
          },
          { title: "App login", href: "/guides/auth/app-login" },
        ],
      },
      { title: "Pipeline", href: "/guides/pipeline" },
      { title: "Stateflow", href: "/guides/stateflow", deprecated: true },
      {
        title: "Executor",
        links: [
          { title: "Overview", href: "/guides/executor/overview" },
          { title: "Event-based trigger", href: "/guides/executor/event-based-trigger" },
          { title: "Incoming webhook trigger", href: "/guides/executor/incoming-webhook-trigger" },
          { title: "Schedule-based trigger", href: "/guides/executor/schedule-based-trigger" },
          { title: "Strata GraphQL operation", href: "/guides/executor/strata-graphql-operation" },
          { title: "Webhook operation", href: "/guides/executor/webhook-operation" },
          { title: "Function operation", href: "/guides/executor/function-operation" },
          { title: "Job function operation", href: "/guides/executor/job-function-operation" },
        ],
      },
      { title: "Events", href: "/guides/events" },
      {
        title: "Function",
        links: [
          { title: "Overview", href: "/guides/function/overview" },
          { title: "Sending requests", href: "/guides/function/sending-requests" },
          { title: "Accessing StrataDB", href: "/guides/function/accessing-stratadb" },
          { title: "Examples", href: "/guides/function/examples" },
          { title: "Debugging", href: "/guides/function/debugging" },
          { title: "Appendix", href: "/guides/function/appendix" },
        ],
      },
      { title: "Secret Manager", href: "/guides/secretmanager" },
      { title: "Static website hosting", href: "/guides/static-website-hosting", preview: true },
      { title: "Seeding", href: "/guides/seeding" },
      {
        title: "Integration",
        links: [
          { title: "Overview", href: "/guides/integration/overview" },
          { title: "Pipedream and Shopify", href: "/guides/integration/pipedream-shopify" },
          { title: "Shopify", href: "/guides/integration/shopify" },
          { title: "QuickBooks", href: "/guides/integration/quickbooks" },
          { title: "ShipStation", href: "/guides/integration/shipstation" },
          { title: "Loop Returns", href: "/guides/integration/loopreturns" },
        ],
      },
    ],
  },
  {
    title: "Administration",
    links: [
      { title: "Workspace", href: "/administration/workspace" },
      { title: "Account management", href: "/administration/account-management" },
      { title: "Data retention", href: "/administration/data-retention" },
    ],
  },
  {
    title: "References",
    links: [
      {
        title: "stratactl",
        href: "/stratactl",
        links: [
          { title: "workspace", href: "/stratactl/workspace" },
          { title: "auth", href: "/stratactl/auth" },
          { title: "config", href: "/stratactl/config" },
          { title: "completion", href: "/stratactl/completion" },
          { title: "manifest", href: "/stratactl/manifest" },
          { title: "version", href: "/stratactl/version" },
        ],
      },
      {
        title: "API references",
        href: "/reference/api-references",
        links: [
          {
            title: "GraphQL API",
            href: "/reference/api-references/graphql",
            links: [
              { title: "Queries", href: "/reference/api-references/graphql/queries" },
              { title: "Mutations", href: "/reference/api-references/graphql/mutations" },
              { title: "Objects", href: "/reference/api-references/graphql/objects" },
              { title: "Input objects", href: "/reference/api-references/graphql/input-objects" },
              { title: "Enums", href: "/reference/api-references/graphql/enums" },
              { title: "Scalars", href: "/reference/api-references/graphql/scalars" },
            ],
          },
          { title: "API changelog", href: "/reference/api-references/changelog" },
          { title: "Management API", href: "/reference/api-references/management-api" },
          { title: "Error codes", href: "/reference/errors" },
        ],
      },
      {
        title: "Terraform provider",
        href: "/reference/terraform-provider",
        links: [
          { title: "strata_workspace", href: "/reference/terraform-provider/resources/workspace" },
          { title: "strata_application", href: "/reference/terraform-provider/resources/application" },
          { title: "strata_stratadb", href: "/reference/terraform-provider/resources/stratadb" },
          { title: "strata_stratadb_type", href: "/reference/terraform-provider/resources/stratadb_type" },
          { title: "strata_auth", href: "/reference/terraform-provider/resources/auth" },
          { title: "strata_auth_connection", href: "/reference/terraform-provider/resources/auth_connection" },
          { title: "strata_pipeline", href: "/reference/terraform-provider/resources/pipeline" },
          { title: "strata_pipeline_resolver", href: "/reference/terraform-provider/resources/pipeline_resolver" },
          { title: "strata_executor", href: "/reference/terraform-provider/resources/executor" },
          { title: "strata_function", href: "/reference/terraform-provider/resources/function" },
          { title: "strata_secret_manager", href: "/reference/terraform-provider/resources/secret_manager" },
          { title: "strata_secret", href: "/reference/terraform-provider/resources/secret" },
          { title: "strata_static_website", href: "/reference/terraform-provider/resources/static_website" },
          { title: "strata_stateflow", href: "/reference/terraform-provider/resources/stateflow" },
        ],
      },
      {
        title: "CUE SDK",
        href: "/reference/cue-sdk",
        links: [
          { title: "manifest", href: "/reference/cue-sdk/manifest" },
          { title: "application", href: "/reference/cue-sdk/application" },
          { title: "stratadb", href: "/reference/cue-sdk/stratadb" },
          { title: "auth", href: "/reference/cue-sdk/auth" },
          { title: "pipeline", href: "/reference/cue-sdk/pipeline" },
          { title: "executor", href: "/reference/cue-sdk/executor" },
          { title: "function", href: "/reference/cue-sdk/function" },
          { title: "secretmanager", href: "/reference/cue-sdk/secretmanager" },
          { title: "staticwebsite", href: "/reference/cue-sdk/staticwebsite" },
          { title: "stateflow", href: "/reference/cue-sdk/stateflow" },
        ],
      },
      { title: "Release notes", href: "/reference/release-notes" },
      { title: "Character encodings", href: "/reference/character-encodings" },
      { title: "Terraform import", href: "/reference/terraform-import" },
      { title: "Platform limits", href: "/reference/platform-limits" },
      { title: "Timeouts", href: "/reference/timeouts" },
      { title: "Service lifecycle policy", href: "/reference/service-lifecycle-policy" },
      {
        title: "Strata SDK",
        links: [
          { title: "Quickstart", href: "/reference/strata-sdk/quickstart" },
          { title: "Configuration", href: "/reference/strata-sdk/configuration" },
          { title: "Core concepts", href: "/reference/strata-sdk/core-concepts" },
          { title: "CLI reference", href: "/reference/strata-sdk/cli-reference" },
        ],
      },
      {
        title: "Console",
        links: [
          { title: "Execution logs", href: "/console/execution-logs" },
          { title: "Platform user role", href: "/console/platform-user-role" },
        ],
      },
      { title: "JavaScript scripting", href: "/reference/js-scripting" },
      { title: "CEL scripting", href: "/reference/cel-scripting" },
      { title: "Security", href: "/security" },
    ],
  },
]

import type { Grammar } from "prismjs"

/** CUE, which Prism does not ship: comments, strings, definitions (#Name), fields, builtins. */
export const cueGrammar: Grammar = {
  comment: { pattern: /\/\/.*/, greedy: true },
  string: { pattern: /"""[\s\S]*?"""|"(?:\\.|[^"\\\r\n])*"|'(?:\\.|[^'\\\r\n])*'/, greedy: true },
  keyword: /\b(?:package|import|for|in|if|let|null)\b/,
  boolean: /\b(?:true|false)\b/,
  builtin: /\b(?:string|int|float|bool|bytes|number|uint|uint8|int64|float64)\b/,
  "class-name": /#[A-Za-z_]\w*/,
  property: /\b[A-Za-z_$][\w$-]*(?=[?!]?\s*:)/,
  number: /\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/,
  operator: /=~|!~|[=!<>]=?|&&|\|\||[+\-*/&|]/,
  punctuation: /[{}[\](),.:?]/,
}

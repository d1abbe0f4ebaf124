/** Characters that could end the script element or break a JavaScript string, as JSON escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Data the app reads at once (never run: CSP still allows no inline script), e.g. the profiles, so no page waits for a query. */
export function jsonScript(id: string, value: unknown, lang?: string): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character]);
  // `lang` names the language of words in the data (the profiles'): the app takes them only for a page in it.
  const language = lang ? ` lang="${lang}"` : '';
  return `<script type="application/json" id="${id}"${language}>${json}</script>`;
}

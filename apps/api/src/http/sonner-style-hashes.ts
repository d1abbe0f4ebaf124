/**
 * The stylesheet that sonner (the web app's toasts) inserts as a <style> element, allowed by its hash
 * so the CSP needs no 'unsafe-inline'. sonner-style-hashes.spec.ts recomputes it from the installed sonner.
 */
export const SONNER_STYLE_HASHES = ["'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='"];

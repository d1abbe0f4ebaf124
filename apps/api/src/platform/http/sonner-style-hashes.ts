/**
 * The stylesheet that sonner (the web app's toasts) inserts as a <style> element, allowed by hash so the
 * CSP needs no 'unsafe-inline'. The element is checked once empty, as sonner appends it before its text,
 * hence the hash of ''. sonner-style-hashes.spec.ts recomputes both from the installed sonner.
 */
export const SONNER_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
];

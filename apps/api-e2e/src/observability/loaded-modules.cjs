// Preloaded into the server by the tracing spec (NODE_OPTIONS=--require): on exit, says which OpenTelemetry
// modules the process had loaded, from require's own cache, so "nothing is loaded" is seen, not assumed.
const { writeSync } = require('node:fs');

process.on('exit', () => {
  const files = Object.keys(require.cache);
  const otel = files.filter((file) => /[/\\]node_modules[/\\](@opentelemetry|@fastify[/\\]otel)[/\\]/.test(file));
  writeSync(2, `${JSON.stringify({ probe: 'loaded-modules', modules: files.length, otel })}\n`);
});

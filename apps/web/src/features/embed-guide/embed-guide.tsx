import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { API_EXAMPLE, EMBED_OPTIONS, embedSnippet } from './embed-snippet';
import { LivePreview } from './live-preview';

/** The publishers' guide: the snippet to copy, its options, and the quiz as their readers will see it. */
export function EmbedGuide() {
  const snippet = embedSnippet(window.location.origin);
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(snippet).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <h1 className="text-3xl font-bold sm:text-4xl">Embed the TasteType food quiz</h1>
      <p className="text-lg text-stone-700">
        Put the quiz inside your own page with two lines of HTML. It grows with its content, never moves your page, and
        works without cookies. Your site must be on this server's allow-list (EMBED_ALLOWED_ORIGINS).
      </p>
      <Card>
        <h2 className="text-xl font-bold">1. Paste this where the quiz should appear</h2>
        <pre className="mt-4 rounded-xl bg-stone-900 p-4 text-sm break-all whitespace-pre-wrap text-stone-50">
          <code>{snippet}</code>
        </pre>
        <Button className="mt-4" onClick={copy}>
          {copied ? 'Copied!' : 'Copy the snippet'}
        </Button>
      </Card>
      <Card>
        <h2 className="text-xl font-bold">2. Options</h2>
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr>
              <th className="py-1 pr-4">Attribute / option</th>
              <th className="py-1">What it does</th>
            </tr>
          </thead>
          <tbody>
            {EMBED_OPTIONS.map(([name, what]) => (
              <tr key={name} className="border-t border-stone-200">
                <td className="py-2 pr-4 font-mono">{name}</td>
                <td className="py-2">{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4">
          For callbacks, call the JS API once the script has loaded (types at <code>/embed.d.ts</code>):
        </p>
        <pre className="mt-2 rounded-xl bg-stone-900 p-4 text-sm break-all whitespace-pre-wrap text-stone-50">
          <code>{API_EXAMPLE}</code>
        </pre>
      </Card>
      <Card>
        <h2 className="text-xl font-bold">3. Live preview</h2>
        <LivePreview />
      </Card>
    </div>
  );
}

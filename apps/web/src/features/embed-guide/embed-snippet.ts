/**
 * The two lines a publisher pastes: the no-JS link stays if the script is blocked, and the reserved
 * height (the frame's least) keeps their page from moving when the quiz arrives.
 */
export function embedSnippet(origin: string): string {
  return [
    `<div data-tastetype-quiz style="min-height: 600px"><a href="${origin}/">Take the TasteType food quiz</a></div>`,
    `<script src="${origin}/embed.js" async></script>`,
  ].join('\n');
}

export const EMBED_OPTIONS: [name: string, what: string][] = [
  ['data-min-height / minHeight', 'Least height of the frame in pixels, also held while it loads (default 600)'],
  ['data-max-height / maxHeight', 'Most height; beyond it the quiz scrolls inside the frame (default: none)'],
  ['data-lazy="false" / lazy: false', 'Load at once instead of when the quiz nears the screen'],
  ['onReady, onStart, onAnswer, onResult, onShare', 'Called as the visitor goes through the quiz (JS API only)'],
  ['onHeightChange', 'Called with each new height of the frame (JS API only)'],
];

export const API_EXAMPLE = `const quiz = TasteType.embed(document.getElementById('quiz'), {
  onResult: ({ personality, title }) => console.log('They are a', title),
});
// Later: quiz.destroy();`;

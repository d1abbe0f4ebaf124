import { DEFAULT_LOCALE, type Locale, localizedPath } from '@tastetype/quiz-domain';

/**
 * The two lines a publisher pastes: the no-JS link stays if the script is blocked, and the reserved
 * height (the frame's least) keeps their page from moving when the quiz arrives. A language names itself,
 * and the link leads to the site in it.
 */
export function embedSnippet(origin: string, locale: Locale, linkText: string): string {
  const language = locale === DEFAULT_LOCALE ? '' : ` data-locale="${locale}"`;
  return [
    `<div data-tastetype-quiz${language} style="min-height: 600px"><a href="${origin}${localizedPath(locale, '/')}">${linkText}</a></div>`,
    `<script src="${origin}/embed.js" async></script>`,
  ].join('\n');
}

/** Each option's name (code, never translated) and the message that says what it does. */
export const EMBED_OPTIONS = [
  ['data-min-height / minHeight', 'guide.option.minHeight'],
  ['data-max-height / maxHeight', 'guide.option.maxHeight'],
  ['data-lazy="false" / lazy: false', 'guide.option.lazy'],
  ['data-locale="es" / locale: \'es\'', 'guide.option.locale'],
  ['onReady, onStart, onAnswer, onResult, onShare', 'guide.option.events'],
  ['onHeightChange', 'guide.option.height'],
] as const;

export const API_EXAMPLE = `const quiz = TasteType.embed(document.getElementById('quiz'), {
  onResult: ({ personality, title }) => console.log('They are a', title),
});
// Later: quiz.destroy();`;

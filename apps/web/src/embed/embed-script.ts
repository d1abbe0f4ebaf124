import {
  DEFAULT_LOCALE,
  EMBED_HOST_PARAM,
  localizedPath,
  PAGE_PATHS,
  readEmbedMessage,
  type Locale,
  toLocale,
} from '@tastetype/quiz-domain';
import type { EmbedHandle, EmbedOptions } from '../../public/embed';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import ptBR from './messages/pt-BR.json';

/** The frame's name for assistive technology, in the quiz's language: one short message each, so all six ride along. */
const MESSAGES: Record<Locale, typeof en> = { en, es, de, fr, 'pt-BR': ptBR, ar };

const DEFAULT_MIN_HEIGHT = 600;
/** How near the viewport a lazy quiz starts loading: early enough to be there when scrolled to. */
const LOAD_MARGIN = '400px';

// The quiz lives where this script came from: publishers load it from the TasteType site itself.
const self = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector('script[src$="/embed.js"]');
const quizOrigin = new URL(self?.src ?? window.location.href).origin;

export const version = 1;

/** Replaces `element`'s content with the quiz, sized by its content and telling `options` what happens. */
export function embed(element: HTMLElement, options: EmbedOptions = {}): EmbedHandle {
  const { minHeight = DEFAULT_MIN_HEIGHT, maxHeight = Infinity, lazy = true, locale = '' } = options;
  const quizLocale = toLocale(locale) ?? DEFAULT_LOCALE;
  const quizPath = localizedPath(quizLocale, PAGE_PATHS.embedQuiz);
  const fallback = [...element.childNodes];
  const iframe = document.createElement('iframe');
  iframe.title = MESSAGES[quizLocale]['embed.frameTitle'];
  // The name is read in its own language even on a page in another one.
  iframe.lang = quizLocale;
  iframe.allow = 'clipboard-write; web-share';
  iframe.style.cssText = `display:block;width:100%;border:0;height:${minHeight}px`;
  element.replaceChildren(iframe);
  const load = () => {
    iframe.src = `${quizOrigin}${quizPath}?${EMBED_HOST_PARAM}=${encodeURIComponent(window.location.origin)}`;
  };
  let nearViewport: IntersectionObserver | undefined;
  if (lazy && 'IntersectionObserver' in window) {
    nearViewport = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearViewport?.disconnect();
        load();
      },
      { rootMargin: LOAD_MARGIN },
    );
    nearViewport.observe(iframe);
  } else load();

  // Only our own frame, from the quiz's origin, speaking our protocol, is listened to.
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== quizOrigin || event.source !== iframe.contentWindow) return;
    const message = readEmbedMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        return options.onReady?.();
      case 'resize': {
        const height = Math.min(Math.max(message.height, minHeight), maxHeight);
        iframe.style.height = `${height}px`;
        return options.onHeightChange?.(height);
      }
      case 'start':
        return options.onStart?.();
      case 'answer':
        return options.onAnswer?.({ question: message.question, option: message.option });
      case 'result':
        return options.onResult?.({ personality: message.personality, title: message.title });
      case 'share':
        return options.onShare?.({ personality: message.personality });
    }
  };
  window.addEventListener('message', onMessage);
  return {
    iframe,
    destroy() {
      nearViewport?.disconnect();
      window.removeEventListener('message', onMessage);
      element.replaceChildren(...fallback);
    },
  };
}

const pixels = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** Every `<div data-tastetype-quiz>` on the page, once, with its options from data- attributes. */
function embedAll(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-tastetype-quiz]')) {
    if (element.dataset['tastetypeEmbedded']) continue;
    element.dataset['tastetypeEmbedded'] = 'true';
    const { minHeight, maxHeight, lazy, locale } = element.dataset;
    embed(element, { minHeight: pixels(minHeight), maxHeight: pixels(maxHeight), lazy: lazy !== 'false', locale });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', embedAll);
else embedAll();

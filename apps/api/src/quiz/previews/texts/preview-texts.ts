import type { Locale } from '@tastetype/quiz-domain';
import { AR } from './ar';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import type { PreviewWords } from './preview-words';
import { PT_BR } from './pt-br';

/** The heads' and share pictures' words in every language the site speaks. */
export const PREVIEW_TEXTS: Record<Locale, PreviewWords> = { en: EN, es: ES, de: DE, fr: FR, 'pt-BR': PT_BR, ar: AR };

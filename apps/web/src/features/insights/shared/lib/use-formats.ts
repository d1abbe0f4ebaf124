import { useLocale } from '../../../../i18n/use-locale';
import { type Formats, formatsIn } from './format';

/** The page's language's formats (its path's prefix decides, as for every text on it). */
export const useFormats = (): Formats => formatsIn(useLocale());

import type { SecretTexts } from '../../shared/components/one-time-secret';
import { useInsightsT } from '../../shared/insights-messages';

/** The one-time panel's words for an endpoint's signing secret: just added, or just rotated. */
export function useSecretTexts(
  heading: 'insights.webhooks.secret.addedHeading' | 'insights.webhooks.secret.rotatedHeading',
  url: string,
): SecretTexts {
  const t = useInsightsT();
  return {
    heading: t(heading, { url }),
    warning: t('insights.webhooks.secret.warning'),
    label: t('insights.webhooks.secret.label'),
    copy: t('insights.webhooks.secret.copy'),
    copied: t('insights.webhooks.secret.copied'),
    copyFailed: t('insights.webhooks.secret.copyFailed'),
    done: t('insights.webhooks.secret.done'),
  };
}

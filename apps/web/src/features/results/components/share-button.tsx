import { isPersonalityKey } from '@tastetype/quiz-domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/check-icon';
import { notify } from '../../../components/ui/toaster';
import { arrival } from '../../../lib/arrival/arrival';
import { useFramed } from '../../../lib/embed/framed';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/site-messages';
import { useLocalize } from '../../../i18n/use-locale';
import { notifyHost } from '../../../lib/embed/embed-frame';
import { track } from '../../../lib/funnel-events';
import { markLocalResultShared } from '../../../lib/result-saving/local-results';
import { useMarkShared } from '../api/use-mark-shared';
import { isServerResultId, shareResult } from '../lib/share-result';

interface Props {
  personality: string;
  title: string;
  description: string;
  resultId?: string;
}

export function ShareButton({ personality, title, description, resultId }: Props) {
  const markShared = useMarkShared();
  const framed = useFramed();
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const localize = useLocalize();

  async function share() {
    if (busy) return;
    setBusy(true);
    // The share is recorded first, but not awaited: browsers (iOS above all) only open the share
    // sheet straight from the tap. A record that fails is the server's loss, not the visitor's.
    track('share_click');
    if (resultId && isServerResultId(resultId)) markShared(resultId).catch(() => undefined);
    else if (resultId) shareKeptResult(resultId);
    try {
      const text = t('share.text', { title, description });
      const outcome = await shareResult({
        title: t('share.title'),
        text,
        copiedText: t('share.copied', { text, origin: window.location.origin }),
        url: `${window.location.origin}${localize(paths.results.shareHref(personality, framed, arrival()))}`,
      });
      if (outcome === 'shared') {
        track('share_success');
        if (isPersonalityKey(personality)) notifyHost({ type: 'share', personality });
        setShared(true);
        notify({ title: t('toast.shared.title'), description: t('toast.shared.description') });
      }
    } catch {
      notify({
        title: t('toast.shareFailed.title'),
        description: t('toast.shareFailed.description'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  // aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-share.
  return (
    <Button onClick={share} aria-disabled={busy}>
      {shared ? (
        <>
          <CheckIcon /> {t('share.done')}
        </>
      ) : (
        t('share.button')
      )}
    </Button>
  );
}

/** A result kept on the device is marked shared there; once the server has it, the share is recorded there too. */
function shareKeptResult(localId: string) {
  if (!markLocalResultShared(localId)?.serverId) return;
  import('../../../lib/result-saving/resync-local-results')
    .then(({ resyncLocalResults }) => resyncLocalResults())
    .catch(() => undefined);
}

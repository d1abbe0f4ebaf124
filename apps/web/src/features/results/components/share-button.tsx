import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/check-icon';
import { notify } from '../../../components/ui/toaster';
import { markLocalResultShared } from '../../../lib/local-results';
import { useMarkShared } from '../api/use-mark-shared';
import { isServerResultId, shareResult } from '../lib/share-result';

interface Props {
  title: string;
  description: string;
  resultId?: string;
}

export function ShareButton({ title, description, resultId }: Props) {
  const markShared = useMarkShared();
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      // The share is recorded before the sheet opens: on the server, or on the local fallback record.
      if (resultId && isServerResultId(resultId)) await markShared(resultId);
      else if (resultId) markLocalResultShared(resultId);
      const outcome = await shareResult({ title, description, url: window.location.href, origin: window.location.origin });
      if (outcome === 'shared') {
        setShared(true);
        notify({ title: 'Shared successfully!', description: 'Your food personality has been shared.' });
      }
    } catch {
      notify({ title: 'Share failed', description: 'Unable to share at this time.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={share} disabled={busy}>
      {shared ? (
        <>
          <CheckIcon /> Shared!
        </>
      ) : (
        'Share My Results'
      )}
    </Button>
  );
}

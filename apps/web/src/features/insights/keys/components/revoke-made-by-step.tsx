import { ConfirmStep } from '../../shared/components/confirm-step';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useRevokeKeysMadeBy } from '../api/use-keys';

/** The confirm step of revoking every key a person made, and the keys those keys made: when someone leaves. */
export function RevokeMadeByStep({
  maker,
  onCancel,
  onDone,
  onRefused,
}: {
  /** The person as the list names them, and their subject at the identity provider. */
  maker: { name: string; subject: string };
  onCancel: () => void;
  /** How many keys were revoked now. */
  onDone: (count: number) => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const { failure, attempt } = useAttempt(onRefused);
  const [revoke, { loading }] = useRevokeKeysMadeBy();

  async function confirm() {
    const answer = await attempt(() => revoke({ variables: { subject: maker.subject } }));
    if (answer?.data) onDone(answer.data.revokeKeysMadeBy.length);
  }

  return (
    <ConfirmStep
      question={t('insights.keys.revokeMadeBy.question', { name: maker.name })}
      confirm={t('insights.keys.revokeMadeBy.confirm')}
      busyLabel={t('insights.keys.revoke.revoking')}
      failedTitle={t('insights.keys.revokeMadeBy.failed')}
      busy={loading}
      failure={failure}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {t('insights.keys.revokeMadeBy.effect')}
    </ConfirmStep>
  );
}

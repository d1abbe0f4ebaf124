import { isPersonalityKey } from '@tastetype/quiz-domain';
import { useEffect } from 'react';
import { markArrivedFromShare, track } from '../../../lib/funnel-events';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toaster';
import { useQuizPaths } from '../../../config/quiz-paths';
import { t as say, useT } from '../../../i18n/site-messages';
import { usePersonalities } from '../api/use-personalities';
import { FriendInvitation } from './friend-invitation';
import { PersonalityReveal } from './personality-reveal';

interface Props {
  personality?: string;
  resultId?: string;
  /** Opened from a link a visitor shared: someone else's result, shown to a friend. */
  fromSharedLink?: boolean;
}

export function ResultsPage({ personality, resultId, fromSharedLink = false }: Props) {
  const known = isPersonalityKey(personality);
  const { data, loading, error } = usePersonalities();
  const profile = data?.personalities.find((p) => p.key === personality);
  useLandingEvents(fromSharedLink, known && profile ? profile.key : undefined);

  useEffect(() => {
    if (error)
      notify({
        title: say('toast.error.title'),
        description: say('toast.loadFailed.description'),
        variant: 'destructive',
      });
  }, [error]);

  if (!known) return <PersonalityNotFound />;
  if (loading) return <LoadingCard />;
  if (!profile) return <PersonalityNotFound />;
  return (
    <>
      {fromSharedLink && <FriendInvitation />}
      <PersonalityReveal profile={profile} resultId={resultId} />
    </>
  );
}

/** A landing from a shared link is counted on arrival; a visitor's own result once it is shown. */
function useLandingEvents(fromSharedLink: boolean, shown: string | undefined) {
  useEffect(() => {
    if (!fromSharedLink) return;
    markArrivedFromShare();
    track('shared_link_landing');
  }, [fromSharedLink]);
  useEffect(() => {
    if (shown && !fromSharedLink) track('result_view');
  }, [shown, fromSharedLink]);
}

function LoadingCard() {
  const t = useT();
  return (
    <Card className="mx-auto mt-10 max-w-md text-center" role="status">
      <div
        className="mx-auto size-12 rounded-full border-4 border-orange-200 border-t-orange-700 motion-safe:animate-spin"
        aria-hidden="true"
      />
      <p className="mt-4 text-lg font-semibold">{t('results.loading')}</p>
    </Card>
  );
}

function PersonalityNotFound() {
  const quizPaths = useQuizPaths();
  const t = useT();
  return (
    <Card className="mx-auto mt-10 max-w-md text-center">
      <h1 className="text-2xl font-bold">{t('results.notFound.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('results.notFound.text')}</p>
      {quizPaths.home ? (
        <ButtonLink to={quizPaths.home} className="mt-6">
          {t('results.goHome')}
        </ButtonLink>
      ) : (
        <ButtonLink to={quizPaths.test} className="mt-6">
          {t('results.takeTest')}
        </ButtonLink>
      )}
    </Card>
  );
}

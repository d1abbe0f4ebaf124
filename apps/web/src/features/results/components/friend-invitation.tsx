import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useQuizPaths } from '../../../config/quiz-paths';
import { useT } from '../../../i18n/site-messages';

/** Above a result opened from a shared link: the visitor is a friend who has not taken the quiz yet. */
export function FriendInvitation() {
  const t = useT();
  const quizPaths = useQuizPaths();
  return (
    <Card className="mx-auto mt-4 flex max-w-3xl flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
      <p className="flex-1 text-lg">
        <strong className="block text-xl">{t('friend.heading')}</strong>
        {t('friend.text')}
      </p>
      <ButtonLink to={quizPaths.test}>{t('results.takeTest')}</ButtonLink>
    </Card>
  );
}

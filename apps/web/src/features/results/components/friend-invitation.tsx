import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useQuizPaths } from '../../../config/quiz-paths';

/** Above a result opened from a shared link: the visitor is a friend who has not taken the quiz yet. */
export function FriendInvitation() {
  return (
    <Card className="mx-auto mt-4 flex max-w-3xl flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <p className="flex-1 text-lg">
        <strong className="block text-xl">A friend shared their food personality with you.</strong>
        What's yours? Three picture questions, about 2 minutes.
      </p>
      <ButtonLink to={useQuizPaths().test}>Take the Test</ButtonLink>
    </Card>
  );
}

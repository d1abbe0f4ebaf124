import { Button } from '../../../../components/ui/button';
import { useInsightsT } from '../../shared/insights-messages';
import { useFormats } from '../../shared/lib/use-formats';
import type { SignOut } from '../lib/use-session-sign-out';

/** Beside the heading: who is signed in, a person's scopes (a key's show only where they fall short), and the way out. */
export function SignedInAs({
  name,
  personScopes,
  signOut,
}: {
  name?: string;
  /** Given for a person signed in through the provider. */
  personScopes?: readonly string[];
  signOut: SignOut;
}) {
  const t = useInsightsT();
  const { list } = useFormats();
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {name !== undefined && (
          <div className="text-sm text-stone-700">
            <p>{t('insights.key.signedInAs', { name })}</p>
            {personScopes && <p>{t('insights.session.scopes', { scopes: list(personScopes) })}</p>}
          </div>
        )}
        {/* aria-disabled, not disabled: the button keeps the keyboard's focus while the server answers. */}
        <Button
          variant="outline"
          aria-disabled={signOut.pending || undefined}
          onClick={() => !signOut.pending && signOut.run()}
        >
          {t(signOut.pending ? 'insights.session.signingOut' : 'insights.signOut')}
        </Button>
      </div>
      {signOut.failed && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('insights.session.signOutFailed')}
        </p>
      )}
    </div>
  );
}

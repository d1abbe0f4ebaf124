import { type IdeAccess, loginHref } from './ide-access';

// GraphiQL's footer has a border and no padding of its own.
const NOTE_STYLE = { margin: 0, padding: '8px 12px' };

/** Under the response, when the company's identity provider is set up: who is signed in, or the way to sign in. */
export function AccessNote({ access, returnTo }: { access: IdeAccess; returnTo: string }) {
  if (!access.provider || !access.loginUrl) return null;
  if (access.session) {
    return (
      <p style={NOTE_STYLE}>
        Signed in as {access.session.name} through {access.provider}: your queries carry your session, no token needed.
      </p>
    );
  }
  return (
    <p style={NOTE_STYLE}>
      <a href={loginHref(access.loginUrl, returnTo)}>Sign in with {access.provider}</a>, or put a key in the Headers
      tab.
    </p>
  );
}

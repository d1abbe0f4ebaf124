import { IsOptional, IsUrl, Matches } from 'class-validator';
import { Flag, Secret, Setting, WholeNumber } from '../setting';

const LIST = /^[^,\s]+(,[^,\s]+)*$/;

/** Single sign-on for the analysts' pages and the GraphQL IDE, and the sessions it opens. */
export class SignInSettings {
  @Setting(
    "The company's OpenID Connect provider, read by discovery at start; unset, only keys open the analysts' pages.",
    'an http(s) URL',
  )
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_tld: false, require_protocol: true },
    { message: 'OIDC_ISSUER_URL must be the http(s) URL of the provider, as its discovery document names it' },
  )
  OIDC_ISSUER_URL?: string;

  @Setting('The client id registered at the provider for TasteType.')
  @IsOptional()
  OIDC_CLIENT_ID?: string;

  @Setting('The client secret registered at the provider (or OIDC_CLIENT_SECRET_FILE, a file holding it).')
  @Secret()
  @IsOptional()
  OIDC_CLIENT_SECRET?: string;

  @Setting('The scopes asked of the provider, separated by spaces.')
  @Matches(/\bopenid\b/, { message: 'OIDC_SCOPES must include openid' })
  OIDC_SCOPES = 'openid email profile';

  @Setting("The ID token's claim that lists the person's groups.")
  OIDC_GROUPS_CLAIM = 'groups';

  @Setting(
    'Which groups get which key scopes: group=scope,scope;group=scope. A person of no mapped group is refused.',
    'group=scope,…;…',
  )
  @IsOptional()
  @Matches(/^\s*[^=;]+=[^=;]+(;\s*[^=;]+=[^=;]+)*;?\s*$/, {
    message: 'OIDC_GROUP_SCOPES must read group=scope,scope;group=scope',
  })
  OIDC_GROUP_SCOPES?: string;

  @Setting('When set, only people with a verified e-mail address at one of these domains (comma-separated).')
  @IsOptional()
  @Matches(LIST, { message: 'OIDC_ALLOWED_DOMAINS must be domains separated by commas, like example.com,example.org' })
  OIDC_ALLOWED_DOMAINS?: string;

  @Setting('The name on the sign-in button ("Sign in with …"); unset, the host name of OIDC_ISSUER_URL.')
  @IsOptional()
  OIDC_PROVIDER_NAME?: string;

  @Setting('Whom a refused person should ask for access (an e-mail address or a team), shown on the refusal.')
  @IsOptional()
  OIDC_CONTACT?: string;

  @Setting('/insights goes straight to the provider, without showing its sign-in button first.')
  @Flag('OIDC_AUTO_LOGIN')
  OIDC_AUTO_LOGIN = false;

  @Setting("Only single sign-on opens the analysts' pages: the key form is not shown (keys still work for scripts).")
  @Flag('OIDC_ONLY')
  OIDC_ONLY = false;

  @Setting(
    'Sign-ins started (GET /auth/oidc/login) per client address and minute, apart from other limits; 0 turns it off.',
  )
  @WholeNumber('SIGN_INS_PER_MINUTE', 0, 1_000_000)
  SIGN_INS_PER_MINUTE = 20;

  @Setting('Minutes a session lasts without a request before it ends.')
  @WholeNumber('SESSION_IDLE_MINUTES', 1, 10_080)
  SESSION_IDLE_MINUTES = 120;

  @Setting('Hours a session lasts at most, however busy; then the person signs in again.')
  @WholeNumber('SESSION_MAX_HOURS', 1, 720)
  SESSION_MAX_HOURS = 12;
}

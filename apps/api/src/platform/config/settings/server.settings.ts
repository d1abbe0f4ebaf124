import { Transform } from 'class-transformer';
import { IsIP, IsOptional, IsUrl, Matches } from 'class-validator';
import { Flag, OneOf, Setting, WholeNumber } from '../setting';

// The web app is built for the root of its site, so a path would break it.
const PUBLIC_URL_MESSAGE =
  'PUBLIC_URL must be an absolute http(s) URL of the site root, like https://tastetype.example';

/** How the server listens, is reached and stops. */
export class ServerSettings {
  @Setting('`production` serves the built apps with production caching and limits; `test` is for the suites.')
  @OneOf('NODE_ENV', ['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Setting(
    'The port to listen on; 0 asks the system for any free port, which the line "TasteType is running on …" names.',
  )
  @WholeNumber('PORT', 0, 65535)
  PORT = 3000;

  @Setting(
    'The address to listen on: loopback by default, so only a proxy (or you) on this machine reaches it.',
    'an IP address',
  )
  @IsIP(undefined, { message: 'HOST must be an IP address to listen on, like 127.0.0.1, 0.0.0.0 or ::' })
  HOST = '127.0.0.1';

  @Setting(
    "The site's address as visitors reach it, for the absolute URLs of link previews; unset, each request's host.",
    'an http(s) URL of the site root',
  )
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\/$/, '') : value))
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true }, { message: PUBLIC_URL_MESSAGE })
  @Matches(/^https?:\/\/[^/?#@\s]+$/i, { message: PUBLIC_URL_MESSAGE })
  PUBLIC_URL?: string;

  @Setting("How many proxies in front may be believed about the client's address (X-Forwarded-For); 0 believes none.")
  @WholeNumber('TRUST_PROXY', 0, 10)
  TRUST_PROXY = 0;

  @Setting(
    'Sends Strict-Transport-Security, for deployments that are reached over TLS only; unset, on when PUBLIC_URL is https.',
  )
  @IsOptional()
  @Flag('HSTS')
  HSTS?: boolean;

  @Setting('A request must arrive whole (headers and body) within this many milliseconds, or it is cut off with 408.')
  @WholeNumber('REQUEST_TIMEOUT_MS', 1000, 600_000)
  REQUEST_TIMEOUT_MS = 10_000;

  @Setting(
    'On SIGTERM or SIGINT, how many milliseconds requests in flight may take to finish before the server exits anyway.',
  )
  @WholeNumber('SHUTDOWN_TIMEOUT_MS', 0, 600_000)
  SHUTDOWN_TIMEOUT_MS = 10_000;
}

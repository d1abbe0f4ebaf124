import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AppConfig, ConfigError } from '../../platform/config/app-config';
import type { KeyScope } from '../keys/key-scopes';
import { readGroupScopes } from './group-scopes';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const refuse = (why: string): never => {
  throw new ConfigError(`Invalid configuration: ${why}`);
};

/** What the sign-in page needs to know of the provider: nothing when single sign-on is off. */
export interface ProviderFacts {
  provider: string;
  only: boolean;
  autoLogin: boolean;
  contact: string | null;
  loginUrl: string;
}

/**
 * The company's OpenID Provider, found by discovery at start (openid-client, a certified relying party). A
 * setting it cannot work with stops the start in one line: an issuer not discovered, a group mapped to an
 * unknown scope, a PUBLIC_URL that is not https outside loopback.
 */
@Injectable()
export class IdentityProvider implements OnModuleInit {
  private configuration?: oidc.Configuration;
  groupScopes: ReadonlyMap<string, readonly KeyScope[]> = new Map();
  readonly callbackUrl: string;

  constructor(private readonly config: AppConfig) {
    this.callbackUrl = `${config.PUBLIC_URL ?? ''}/auth/oidc/callback`;
  }

  async onModuleInit(): Promise<void> {
    const { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret, PUBLIC_URL } = this.config;
    if (!issuer) return;
    this.groupScopes = readGroupScopes(this.config.OIDC_GROUP_SCOPES);
    if (!clientId || !secret)
      refuse('OIDC_ISSUER_URL needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (or OIDC_CLIENT_SECRET_FILE)');
    if (!PUBLIC_URL) refuse('OIDC_ISSUER_URL needs PUBLIC_URL, the address the provider sends people back to');
    const site = new URL(PUBLIC_URL as string);
    if (site.protocol !== 'https:' && !LOOPBACK.has(site.hostname)) {
      refuse(`PUBLIC_URL must be https for single sign-on (its session cookie is Secure), not ${PUBLIC_URL}`);
    }
    if (this.groupScopes.size === 0) refuse('OIDC_ISSUER_URL needs OIDC_GROUP_SCOPES: which groups get which scopes');
    const url = new URL(issuer);
    // Plain http only for a provider on this machine (a test or a trial): anywhere else tokens would cross in clear.
    const insecure = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
    try {
      this.configuration = await oidc.discovery(url, clientId as string, secret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
    } catch (error) {
      refuse(`OIDC_ISSUER_URL ${issuer} cannot be discovered: ${(error as Error).message}`);
    }
  }

  /** The provider's configuration; only called on routes that exist while single sign-on is on. */
  get client(): oidc.Configuration {
    if (!this.configuration) throw new Error('Single sign-on is off');
    return this.configuration;
  }

  get enabled(): boolean {
    return this.configuration !== undefined;
  }

  get issuer(): string {
    return this.client.serverMetadata().issuer;
  }

  facts(): ProviderFacts | null {
    if (!this.configuration) return null;
    return {
      provider: this.config.OIDC_PROVIDER_NAME ?? new URL(this.issuer).hostname,
      only: this.config.OIDC_ONLY,
      autoLogin: this.config.OIDC_AUTO_LOGIN,
      contact: this.config.OIDC_CONTACT ?? null,
      loginUrl: '/auth/oidc/login',
    };
  }
}

import { categoryOf } from './source-category';

/** Our channel before GA4's: a friend who came through a visitor's shared result. */
export const SHARED_CHANNEL = 'Shared';

export interface Tags {
  source: string;
  medium: string;
  campaign: string;
}

const PAID_MEDIUM = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const SHOPPING_CAMPAIGN = /^(.*(([^a-df-z]|^)shop|shopping).*)$/;
const DISPLAY = ['display', 'banner', 'expandable', 'interstitial', 'cpm'];
const SOCIAL = ['social', 'social-network', 'social-media', 'sm', 'social network', 'social media'];
const EMAIL = ['email', 'e-mail', 'e_mail', 'e mail'];
const REFERRAL = ['referral', 'app', 'link'];
const VIDEO_SOURCES = /(^|\.)(youtube|vimeo|dailymotion|twitch|wistia)(\.|$)/;
const SHOPPING_SOURCES = /(^|\.)(amazon|ebay|etsy|shopify|walmart|google shopping)(\.|$)/;

/**
 * GA4's default channel group, its rules in its own order (the first that matches wins), with the source's
 * category from Ghost's kept list; `(direct)` / `(none)` is Direct. docs/analytics.md carries the table.
 */
export function channelOf({ source, medium, campaign }: Tags): string {
  const category = source === '(direct)' ? 'unknown' : categoryOf(source);
  const paid = PAID_MEDIUM.test(medium);
  const video = VIDEO_SOURCES.test(source);
  const shopping = SHOPPING_SOURCES.test(source) || SHOPPING_CAMPAIGN.test(campaign);
  const rules: [boolean, string][] = [
    [source === '(direct)' && (medium === '(none)' || medium === '(not set)'), 'Direct'],
    [campaign.includes('cross-network'), 'Cross-network'],
    [shopping && paid, 'Paid Shopping'],
    [category === 'search' && paid, 'Paid Search'],
    [category === 'social' && !video && paid, 'Paid Social'],
    [video && paid, 'Paid Video'],
    [DISPLAY.includes(medium), 'Display'],
    [paid || category === 'paid', 'Paid Other'],
    [shopping, 'Organic Shopping'],
    [(category === 'social' && !video) || SOCIAL.includes(medium), 'Organic Social'],
    [video || medium.includes('video'), 'Organic Video'],
    [category === 'search' || medium === 'organic', 'Organic Search'],
    [REFERRAL.includes(medium), 'Referral'],
    [EMAIL.includes(source) || EMAIL.includes(medium) || category === 'email', 'Email'],
    [medium === 'affiliate', 'Affiliates'],
    [medium === 'audio', 'Audio'],
    [source === 'sms' || medium === 'sms', 'SMS'],
    [
      medium.endsWith('push') || medium.includes('mobile') || medium.includes('notification') || source === 'firebase',
      'Mobile Push Notifications',
    ],
  ];
  return rules.find(([matches]) => matches)?.[1] ?? 'Unassigned';
}

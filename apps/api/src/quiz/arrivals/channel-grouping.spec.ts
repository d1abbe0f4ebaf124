import { channelOf } from './channel-grouping';

describe("channelOf: GA4's default channel group, first matching rule wins", () => {
  it.each([
    ['(direct)', '(none)', '(not set)', 'Direct'],
    ['google', 'cpc', 'spring', 'Paid Search'],
    ['google', 'organic', '(not set)', 'Organic Search'],
    ['bing', 'referral', '(not set)', 'Organic Search'],
    ['facebook', 'paid-social', '(not set)', 'Paid Social'],
    ['instagram', 'social', '(not set)', 'Organic Social'],
    ['t.co', 'social', '(not set)', 'Organic Social'],
    ['anything', 'social-network', '(not set)', 'Organic Social'],
    ['youtube', 'cpv', '(not set)', 'Paid Video'],
    ['youtube', 'referral', '(not set)', 'Organic Video'],
    ['adnet', 'display', '(not set)', 'Display'],
    ['adnet', 'cpm', '(not set)', 'Display'],
    ['partner', 'ppc', '(not set)', 'Paid Other'],
    ['amazon', 'cpc', '(not set)', 'Paid Shopping'],
    ['partner', 'referral', 'summer-shop', 'Organic Shopping'],
    ['partner', 'cpc', 'q3 cross-network', 'Cross-network'],
    ['blog.example', 'referral', '(not set)', 'Referral'],
    ['newsletter', 'email', 'monday', 'Email'],
    ['email', '(none)', '(not set)', 'Email'],
    ['gmail', 'email', '(not set)', 'Email'],
    ['partner', 'affiliate', '(not set)', 'Affiliates'],
    ['podcast', 'audio', '(not set)', 'Audio'],
    ['sms', '(none)', '(not set)', 'SMS'],
    ['app', 'web-push', '(not set)', 'Mobile Push Notifications'],
    ['firebase', '(none)', '(not set)', 'Mobile Push Notifications'],
    ['newsletter', '(none)', '(not set)', 'Unassigned'],
  ])('%s / %s / %s → %s', (source, medium, campaign, channel) => {
    expect(channelOf({ source, medium, campaign })).toBe(channel);
  });
});

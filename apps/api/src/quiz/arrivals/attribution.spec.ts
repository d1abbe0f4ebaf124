import { attributionOf } from './attribution';

const OWN = new Set(['tastetype.example']);
const read = (arrival: Parameters<typeof attributionOf>[0]) => attributionOf(arrival, OWN);
const tags = (arrival: Parameters<typeof attributionOf>[0]) => {
  const { channel, source, medium, campaign } = read(arrival);
  return { channel, source, medium, campaign };
};

describe('attributionOf', () => {
  it('is Direct with nothing known, or with only this site as referrer', () => {
    const direct = { channel: 'Direct', source: '(direct)', medium: '(none)', campaign: '(not set)' };
    expect(tags(undefined)).toEqual(direct);
    expect(tags({})).toEqual(direct);
    expect(tags({ referrer: 'tastetype.example' })).toEqual(direct);
    expect(tags({ referrer: 'TasteType.example.' })).toEqual(direct);
  });

  it.each([
    [{ referrer: 'www.google.com' }, { channel: 'Organic Search', source: 'google', medium: 'search' }],
    [{ referrer: 't.co' }, { channel: 'Organic Social', source: 'twitter', medium: 'social' }],
    [{ referrer: 'mail.google.com' }, { channel: 'Email', source: 'gmail', medium: 'email' }],
    [{ referrer: 'blog.example' }, { channel: 'Referral', source: 'blog.example', medium: 'referral' }],
    [
      { referrer: 'https://blog.example/secret/path?x=1' },
      { channel: 'Referral', source: 'blog.example', medium: 'referral' },
    ],
    [{ ref: 'ProductHunt' }, { channel: 'Referral', source: 'producthunt', medium: 'referral' }],
  ])('reads a referrer or a ref: %j', (arrival, expected) => {
    expect(tags(arrival)).toMatchObject({ ...expected, campaign: '(not set)' });
  });

  it("prefers a link's tags to its referrer, lower-casing source and medium but not the campaign", () => {
    expect(
      read({
        utmSource: ' Newsletter ',
        utmMedium: 'EMAIL',
        utmCampaign: 'Monday Digest',
        utmContent: 'top',
        referrer: 'www.google.com',
      }),
    ).toEqual({
      channel: 'Email',
      source: 'newsletter',
      medium: 'email',
      campaign: 'Monday Digest',
      content: 'top',
      term: null,
    });
  });

  it("counts a friend's shared link as Shared, keeping the sharer's tags, else naming how it was passed on", () => {
    expect(tags({ ref: 'share', via: 'sheet' })).toEqual({
      channel: 'Shared',
      source: 'share sheet',
      medium: 'share',
      campaign: '(not set)',
    });
    expect(tags({ ref: 'share', via: 'embed', referrer: 'www.google.com' })).toMatchObject({ source: 'embed share' });
    expect(
      tags({ ref: 'share', via: 'sheet', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'monday' }),
    ).toEqual({
      channel: 'Shared',
      source: 'newsletter',
      medium: 'email',
      campaign: 'monday',
    });
  });

  it('cleans junk instead of refusing it: control characters, bidi overrides, long values, hosts that are no host', () => {
    const junk = read({
      utmSource: 'news\u0000let\u202eter\n',
      utmCampaign: `  ${'x'.repeat(500)}  `,
      utmTerm: '\u200b\u0007',
      referrer: 'not a host at all',
    });
    expect(junk.source).toBe('news let ter');
    expect(junk.campaign).toBe('x'.repeat(100));
    expect(junk.term).toBeNull();
    expect(tags({ referrer: '<script>' })).toMatchObject({ channel: 'Direct' });
    expect(tags({ utmSource: 42 as unknown as string })).toMatchObject({ channel: 'Direct' });
  });
});

import { ARRIVAL_PARAMS as DOMAIN_PARAMS, MAX_ARRIVAL_VALUE_LENGTH } from '@tastetype/quiz-domain';
import { MAX_VALUE_LENGTH, PARAMS, type Landing, fieldOf, readArrival } from './read-arrival';

const site = { search: '', referrer: '', ownHost: 'tastetype.example' };
const at = (landing: Partial<Landing>) => readArrival({ ...site, ...landing });

describe('readArrival', () => {
  it('reads every tag of a tagged link', async () => {
    const search =
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=tacos&ref=blog&via=sheet&id=1';
    expect(at({ search })).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmContent: 'hero',
      utmTerm: 'tacos',
      ref: 'blog',
      via: 'sheet',
    });
  });

  it.each([
    ['https://www.google.com/search?q=my+name', { referrer: 'www.google.com' }],
    ['https://news.example:8443/private/page?user=42#top', { referrer: 'news.example:8443' }],
    ['https://tastetype.example/test', undefined],
    ['', undefined],
    ['not a url', undefined],
  ])('keeps of the referrer %j only its host, and none of this site', async (referrer, expected) => {
    expect(at({ referrer })).toEqual(expected);
  });

  it("names the publisher's host inside an embed, whatever the frame's own referrer", async () => {
    expect(at({ embedOrigin: 'https://blog.example', referrer: 'https://tastetype.example/embed' })).toEqual({
      referrer: 'blog.example',
    });
    expect(at({ embedOrigin: 'https://tastetype.example', referrer: 'https://other.example/' })).toBeUndefined();
  });

  it('omits empty tags and cuts long ones', async () => {
    const long = 'x'.repeat(MAX_VALUE_LENGTH + 20);
    expect(at({ search: `?utm_source=&utm_medium=%20%20&utm_campaign=${long}` })).toEqual({
      utmCampaign: long.slice(0, MAX_VALUE_LENGTH),
    });
  });

  it("keeps quiz-domain's parameters and length", async () => {
    expect(Object.fromEntries(PARAMS.map((param) => [param, fieldOf(param)]))).toEqual(DOMAIN_PARAMS);
    expect(MAX_VALUE_LENGTH).toBe(MAX_ARRIVAL_VALUE_LENGTH);
  });
});

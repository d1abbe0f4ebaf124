import { paths } from '../../config/paths';

const share = paths.results.shareHref;

describe('the link a visitor shares', () => {
  it('says it is a shared link and how it was passed on', async () => {
    expect(share('comfort')).toBe('/results/comfort?ref=share&via=sheet');
    expect(share('comfort', true)).toBe('/results/comfort?ref=share&via=embed');
  });

  it("carries the sharer's source, medium and campaign, nothing else of their arrival", async () => {
    const sharer = {
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring sale',
      utmContent: 'hero',
      utmTerm: 'tacos',
      ref: 'blog',
      referrer: 'mail.example',
      via: 'embed',
    };
    expect(share('healthy', false, sharer)).toBe(
      '/results/healthy?ref=share&via=sheet&utm_source=newsletter&utm_medium=email&utm_campaign=spring+sale',
    );
  });

  it("names the sharer's ref as the source when no utm_source did, but not a shared link's ref", async () => {
    expect(share('comfort', false, { ref: 'blog' })).toBe('/results/comfort?ref=share&via=sheet&utm_source=blog');
    expect(share('comfort', false, { ref: 'share', via: 'sheet' })).toBe('/results/comfort?ref=share&via=sheet');
    expect(share('comfort', false, { referrer: 'news.example' })).toBe('/results/comfort?ref=share&via=sheet');
  });
});

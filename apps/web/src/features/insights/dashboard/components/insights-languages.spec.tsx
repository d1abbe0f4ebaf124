import { screen, within } from '@testing-library/react';
import siteAr from '../../../../i18n/messages/ar.json';
import siteEs from '../../../../i18n/messages/es.json';
import { activateLocale } from '../../../../i18n/activate-locale';
import { STATS, eventsMock, resultsMock, utcDay } from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../api/acquisition-mocks';
import { renderInsights } from '../../../../testing/insights/render-insights';
import ar from '../../messages/ar.json';
import es from '../../messages/es.json';

/** Message ids on screen, in text or in accessible names: what a missing translation would show. */
const untranslated = () =>
  [
    document.body.textContent ?? '',
    ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''),
  ].flatMap((text) => text.match(/insights\.[\w.]+/g) ?? []);
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => sessionStorage.setItem('tastetype.analytics-token', 'right-token-of-the-team'));
afterEach(() => activateLocale('en'));

describe('/insights in another language', () => {
  it('speaks Spanish under /es/insights: headings, filters, figures, the personalities’ names and the dates', async () => {
    const { user } = renderInsights('/es/insights', { mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] });
    // Once signed in: the heading is drawn again then, beside who is signed in.
    expect(await screen.findByText(es['insights.figure.total'])).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: es['insights.heading'] })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.title).toBe(`${es['insights.pageTitle']} · TasteType`);
    expect(screen.getByRole('radio', { name: 'Últimos 30 días' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: es['insights.language.label'] })).toHaveValue('all');
    expect(screen.getByRole('button', { name: es['insights.csv.download'] })).toBeVisible();

    const region = screen.getByRole('region', { name: es['insights.personalities.title'] });
    await user.click(within(region).getByText(/^Ver las cifras/));
    const names = within(within(region).getByRole('table')).getAllByRole('rowheader');
    expect(names.map((name) => name.textContent)).toEqual([
      siteEs['personality.comfort'],
      siteEs['personality.adventurous'],
      siteEs['personality.healthy'],
    ]);
    const today = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    expect(
      screen.getByText(new RegExp(`^Últimos 30 días \\(del .+ al ${today}\\), todas las personalidades$`)),
    ).toBeVisible();
    expect(untranslated()).toEqual([]);
  });

  it('mirrors in Arabic and writes every figure as Arabic writes numbers', async () => {
    renderInsights('/ar/insights?range=7d', {
      mocks: [
        resultsMock({ fromDay: utcDay(-6) }, { ...STATS, total: 12_345 }),
        eventsMock({ fromDay: utcDay(-6) }),
        anyAcquisitionMock(),
      ],
    });
    await screen.findByText(ar['insights.figure.total']);
    expect(screen.getByRole('heading', { level: 1, name: ar['insights.heading'] })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const number = new Intl.NumberFormat('ar');
    const percent = new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 1 });
    expect(figure(ar['insights.figure.total'])).toBe(number.format(12_345));
    expect(figure(ar['insights.figure.shareRate'])).toBe(percent.format(0.4));
    expect(figure(ar['insights.figure.viralFactor'])).toBe(percent.format(2 / 12));
    expect(screen.getByRole('radio', { name: `آخر ${number.format(7)} أيام` })).toBeChecked();
    const comfort = `${siteAr['personality.comfort']}: ${number.format(5)} (${percent.format(0.5)})`;
    expect(screen.getByRole('img', { name: (name) => name.includes(comfort) })).toBeVisible();
    expect(untranslated()).toEqual([]);
  });
});

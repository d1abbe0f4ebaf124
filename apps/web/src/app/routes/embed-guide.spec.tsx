import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EmbedGuideRoute } from './embed-guide';
import { usePageLanguage } from '../../i18n/use-page-language';
import es from '../../features/embed-guide/messages/es.json';

function Guide() {
  usePageLanguage();
  return <EmbedGuideRoute />;
}

const renderGuide = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/embed" element={<Guide />} />
        <Route path="/es/embed" element={<Guide />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the publishers’ guide', () => {
  it('gives the English snippet on /embed, with no language named', async () => {
    renderGuide('/embed');
    expect(await screen.findByRole('heading', { name: 'Embed the TasteType food quiz' })).toBeVisible();
    const snippet = screen.getByText(/data-tastetype-quiz/);
    expect(snippet.textContent).toContain('<div data-tastetype-quiz style="min-height: 600px">');
    expect(snippet.textContent).toContain('>Take the TasteType food quiz</a>');
  });

  it('speaks Spanish on /es/embed, and its snippet frames the Spanish quiz', async () => {
    renderGuide('/es/embed');
    expect(await screen.findByRole('heading', { name: es['guide.heading'] })).toBeVisible();
    expect(screen.getByRole('button', { name: es['guide.copy'] })).toBeVisible();
    const snippet = screen.getByText(/data-tastetype-quiz/);
    expect(snippet.textContent).toContain('<div data-tastetype-quiz data-locale="es" style="min-height: 600px">');
    expect(snippet.textContent).toContain(`>${es['guide.snippetLink']}</a>`);
  });
});

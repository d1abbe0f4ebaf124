import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkBuilder } from './link-builder';

const link = () => screen.getByLabelText('Tagged link to the quiz');

const writeText = jest.fn<Promise<void>, [string]>();

/** The page, and a user whose browser copies with `writeText` (after user-event puts in its own clipboard). */
function setup() {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<LinkBuilder />);
  return user;
}

describe('the link builder', () => {
  beforeEach(() => writeText.mockReset().mockResolvedValue(undefined));

  it('builds the quiz’s link from labelled fields, encoded, source and medium in lower case', async () => {
    const user = setup();
    expect(link()).toHaveValue(`${window.location.origin}/`);
    await user.type(screen.getByLabelText('Source'), 'Newsletter');
    await user.type(screen.getByLabelText('Medium'), 'E-Mail');
    await user.type(screen.getByLabelText('Campaign'), 'Spring & Summer');
    expect(link()).toHaveValue(
      `${window.location.origin}/?utm_source=newsletter&utm_medium=e-mail&utm_campaign=Spring+%26+Summer`,
    );
    expect(screen.getByLabelText('Source')).toHaveAccessibleDescription(/lower case/);
  });

  it('copies the link and says so, until the link changes', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Source'), 'blog');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?utm_source=blog`);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    await user.type(screen.getByLabelText('Campaign'), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the browser will not copy, and the link stays there to copy by hand', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy: select the link and copy it yourself.');
    expect(link()).toHaveAttribute('readonly');
  });
});

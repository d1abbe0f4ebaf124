import { act, renderHook } from '@testing-library/react';
import { SaveResultDocument } from '../../../gql/graphql';
import { arrival } from '../../../lib/arrival/arrival';
import { SERVER_ID, saveFailure, saveMock } from '../../../testing/mocks';
import { useSaveResult } from './use-save-result';
import { withMocks } from '../../../testing/with-mocks';

jest.mock('../../../lib/arrival/arrival', () => ({ arrival: jest.fn() }));

const answers = { flavor: 'mild', dining: 'cozy', cooking: 'simple' };
const clientId = '2f1c7a52-93b4-4d0e-9a51-6c3e8b2d1f00';

describe('useSaveResult', () => {
  it('resolves to the id the server gave', async () => {
    const { result } = renderHook(() => useSaveResult(), {
      wrapper: withMocks([saveMock('comfort', answers)]),
    });
    await act(async () => expect(result.current('comfort', answers, clientId, 'en')).resolves.toBe(SERVER_ID));
  });

  it('rejects when saving fails', async () => {
    const { result } = renderHook(() => useSaveResult(), {
      wrapper: withMocks([saveFailure('comfort', answers)]),
    });
    await act(async () => expect(result.current('comfort', answers, clientId, 'en')).rejects.toThrow());
  });

  it("sends the page session's arrival with the save", async () => {
    const tags = { utmSource: 'newsletter', referrer: 'mail.example' };
    jest.mocked(arrival).mockReturnValue(tags);
    const sent = jest.fn().mockReturnValue(true);
    const saved = {
      data: { savePersonalityResult: { __typename: 'PersonalityResult', id: SERVER_ID, personality: 'comfort' } },
    };
    const { result } = renderHook(() => useSaveResult(), {
      wrapper: withMocks([{ request: { query: SaveResultDocument, variables: sent }, result: saved }]),
    });
    await act(async () => expect(result.current('comfort', answers, clientId, 'en')).resolves.toBe(SERVER_ID));
    expect(sent).toHaveBeenCalledWith({
      input: { personality: 'comfort', answers, clientId, locale: 'en', arrival: tags },
    });
  });
});

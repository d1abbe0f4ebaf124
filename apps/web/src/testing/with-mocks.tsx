import type { MockedResponse } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MockedGraphql } from './mocked-graphql';

/** A renderHook wrapper on a page at `path` (its language from its prefix), whose Apollo answers from `mocks`. */
export const withMocks = (mocks: MockedResponse[], path = '/') =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <MockedGraphql mocks={mocks}>{children}</MockedGraphql>
      </MemoryRouter>
    );
  };

// @vitest-environment jsdom
import { loadTestTexts } from '@fair/shared/testing';
import { act, renderHook, waitFor, type RenderHookOptions } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from '../session/session';
import { AUTHOR } from '../test/accounts';
import { fakeApi, ok, problem, type FakeAnswer } from '../test/fakeApi';
import { read, useSignedInReads } from './useSignedInReads';

const READS = {
  names: read('names', (answer: { names: string[] }) => answer.names),
  total: read('total', (answer: { total: number }) => answer.total),
};

/** The hook as a signed-in page holds it, with the session it signs out. */
function renderReads() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider>{children}</SessionProvider>
  );
  return renderHook(() => ({ reads: useSignedInReads(READS), session: useSession() }), {
    // Preact's Testing Library names the wrapper's type in Preact's types; the apps write React's.
    wrapper: wrapper as unknown as NonNullable<RenderHookOptions<unknown>['wrapper']>,
  });
}

function api(names: () => FakeAnswer | Promise<FakeAnswer>) {
  return fakeApi({
    'GET session': () => ok({ account: AUTHOR }),
    'GET names': names,
    'GET total': () => ok({ total: 3 }),
  });
}

beforeAll(async () => {
  await loadTestTexts('en', ['problems']);
});

describe('the reads of a signed-in page', () => {
  it('keeps what the page keeps of each answer, and is loaded once every read has succeeded', async () => {
    const server = api(() => ok({ names: ['Ana'] }));
    const { result } = renderReads();
    expect(result.current.reads).toMatchObject({ known: { names: null, total: null } });
    expect(result.current.reads.loaded).toBe(false);
    await waitFor(() => expect(result.current.reads.loaded).toBe(true));
    expect(result.current.reads.known).toEqual({ names: ['Ana'], total: 3 });
    expect(result.current.reads.failure).toBeNull();
    expect(server.sent('GET names')).toHaveLength(1);
  });

  it('says the first failure, keeps what succeeded, and reads everything again on reload', async () => {
    const server = api(() => ({ status: 503, body: 'down' }));
    const { result } = renderReads();
    await waitFor(() => expect(result.current.reads.failure).toMatchObject({ slug: 'unexpected' }));
    expect(result.current.reads.known).toEqual({ names: null, total: 3 });
    expect(result.current.reads.loaded).toBe(false);

    server.answer('GET names', () => ok({ names: ['Ana', 'Bo'] }));
    act(() => result.current.reads.reload());
    await waitFor(() => expect(result.current.reads.loaded).toBe(true));
    expect(result.current.reads.known).toEqual({ names: ['Ana', 'Bo'], total: 3 });
    expect(result.current.reads.failure).toBeNull();
    expect(server.sent('GET total')).toHaveLength(2);
  });

  it('signs the page out when a read finds the session ended, and keeps nothing of that round', async () => {
    api(() => problem('unauthenticated', 401));
    const { result } = renderReads();
    await waitFor(() => expect(result.current.session.state).toEqual({ kind: 'signed-out' }));
    expect(result.current.reads.known).toEqual({ names: null, total: null });
    expect(result.current.reads.failure).toBeNull();
  });

  it('changes one value as a form’s answer says it now is', async () => {
    api(() => ok({ names: ['Ana'] }));
    const { result } = renderReads();
    await waitFor(() => expect(result.current.reads.loaded).toBe(true));
    act(() => result.current.reads.update('names', (names) => [...(names ?? []), 'Bo']));
    expect(result.current.reads.known).toEqual({ names: ['Ana', 'Bo'], total: 3 });
  });

  it('drops an answer that arrives after a newer round has started', async () => {
    let answerFirst: (answer: FakeAnswer) => void = () => undefined;
    const server = api(() => new Promise<FakeAnswer>((resolve) => (answerFirst = resolve)));
    const { result } = renderReads();
    await waitFor(() => expect(server.sent('GET names')).toHaveLength(1));

    server.answer('GET names', () => ok({ names: ['new'] }));
    act(() => result.current.reads.reload());
    await waitFor(() => expect(result.current.reads.known.names).toEqual(['new']));
    await act(async () => answerFirst(ok({ names: ['old'] })));
    expect(result.current.reads.known.names).toEqual(['new']);
  });
});

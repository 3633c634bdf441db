// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from './onDemand';

afterEach(cleanup);

const dialogModule = { Dialog: 'the dialog' };

describe('code downloaded on demand', () => {
  it('is downloaded once, whether preloaded or asked for', async () => {
    const load = vi.fn(() => Promise.resolve(dialogModule));
    const part = onDemand(load);
    expect(part.current()).toBeNull();
    part.preload();
    part.preload();
    await expect(part.get()).resolves.toBe(dialogModule);
    expect(part.current()).toBe(dialogModule);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is downloaded again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof dialogModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(dialogModule);
    const part = onDemand(load);
    part.preload();
    await expect(part.get()).rejects.toThrow('Failed to fetch');
    await expect(part.get()).resolves.toBe(dialogModule);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('marks the button that asked busy until the code is there, then renders with it', async () => {
    let arrive: (module: typeof dialogModule) => void = () => undefined;
    const part = onDemand(() => new Promise<typeof dialogModule>((done) => (arrive = done)));
    const button = document.createElement('button');
    const onFailure = vi.fn();
    const { result } = renderHook(() => useOnDemand(part));
    expect(result.current.module).toBeNull();
    act(() => result.current.request(button, onFailure));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => arrive(dialogModule));
    await waitFor(() => expect(result.current.module).toBe(dialogModule));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('says when the code could not arrive, and frees the button', async () => {
    const part = onDemand(() => Promise.reject(new TypeError('Failed to fetch')));
    const button = document.createElement('button');
    const onFailure = vi.fn();
    const { result } = renderHook(() => useOnDemand(part));
    act(() => result.current.request(button, onFailure));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(result.current.module).toBeNull();
  });
});

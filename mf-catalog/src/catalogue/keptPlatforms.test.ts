import { describe, expect, it, vi } from 'vitest';
import { keptPlatforms, PLATFORMS_KEPT_MS, renewedPlatforms } from './keptPlatforms';
import type { Fetcher } from './worksApi';

const answer = (fee: number) =>
  new Response(
    JSON.stringify({ platforms: [{ id: 'ebook', name: 'E-book', fee, seeded: true }] }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

describe('keptPlatforms', () => {
  it('asks the API once per period for one server, and again after it', async () => {
    let fee = 100;
    const fetcher = vi.fn<Fetcher>(async () => answer(fee++));
    const start = 1_000_000;
    expect((await keptPlatforms(fetcher, start))[0]?.fee).toBe(100);
    expect((await keptPlatforms(fetcher, start + PLATFORMS_KEPT_MS - 1))[0]?.fee).toBe(100);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((await keptPlatforms(fetcher, start + PLATFORMS_KEPT_MS))[0]?.fee).toBe(101);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next render asks again', async () => {
    const fetcher = vi
      .fn<Fetcher>()
      .mockRejectedValueOnce(new TypeError('the API cannot be reached'))
      .mockResolvedValueOnce(answer(250));
    await expect(keptPlatforms(fetcher, 0)).rejects.toThrow();
    expect((await keptPlatforms(fetcher, 1))[0]?.fee).toBe(250);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps each server’s own answer apart', async () => {
    const one = vi.fn<Fetcher>(async () => answer(100));
    const other = vi.fn<Fetcher>(async () => answer(300));
    expect((await keptPlatforms(one, 0))[0]?.fee).toBe(100);
    expect((await keptPlatforms(other, 0))[0]?.fee).toBe(300);
  });

  it('keeps platforms asked for anew for the next renders', async () => {
    let fee = 100;
    const fetcher = vi.fn<Fetcher>(async () => answer(fee++));
    expect((await keptPlatforms(fetcher, 0))[0]?.fee).toBe(100);
    expect((await renewedPlatforms(fetcher, 5))[0]?.fee).toBe(101);
    expect((await keptPlatforms(fetcher, 6))[0]?.fee).toBe(101);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

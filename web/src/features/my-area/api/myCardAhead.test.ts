import { afterEach, describe, expect, it, vi } from 'vitest';

// each call of the card's request answers a new promise, so the tests can tell one request from another
const fetchMyCard = vi.fn(() => Promise.resolve({ asked: fetchMyCard.mock.calls.length }));
vi.mock('./fetchMyCard', () => ({ fetchMyCard }));
const { askMyCardAhead, myCardOnOpening } = await import('./myCardAhead');

afterEach(() => {
  // nothing asked ahead is left for the next test
  myCardOnOpening('-');
  fetchMyCard.mockClear();
  vi.useRealTimers();
});

describe('the card asked ahead of the personal area', () => {
  it('is the answer the opening page takes, once: a second page asks again', async () => {
    askMyCardAhead('p1');
    askMyCardAhead('p1');
    expect(fetchMyCard).toHaveBeenCalledTimes(1);
    await expect(myCardOnOpening('p1')).resolves.toEqual({ asked: 1 });
    await expect(myCardOnOpening('p1')).resolves.toEqual({ asked: 2 });
  });

  it("is never another profile's card", async () => {
    askMyCardAhead('p1');
    await expect(myCardOnOpening('p2')).resolves.toEqual({ asked: 2 });
    // asked for p1 and dropped: the next opening of p1 asks afresh
    await expect(myCardOnOpening('p1')).resolves.toEqual({ asked: 3 });
  });

  it('is asked afresh once it is older than the page opening', async () => {
    vi.useFakeTimers();
    askMyCardAhead('p1');
    vi.advanceTimersByTime(11_000);
    askMyCardAhead('p1');
    expect(fetchMyCard).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(11_000);
    await expect(myCardOnOpening('p1')).resolves.toEqual({ asked: 3 });
  });
});

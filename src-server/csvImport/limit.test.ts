// A few e-mails at a time: never more than the limit running, every task run, in order.
import { describe, expect, it } from 'vitest';
import { limited } from './limit';

describe('limited', () => {
  it('runs at most the limit at once and every task in turn, failures included', async () => {
    const run = limited(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (index === 2) throw new Error('relay refused');
      return index;
    };
    const outcomes = await Promise.allSettled([0, 1, 2, 3, 4].map((index) => run(task(index))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });
});

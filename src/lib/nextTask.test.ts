import { nextTask } from './nextTask';

describe('nextTask', () => {
  const withScheduler = globalThis as { scheduler?: unknown };
  afterEach(() => delete withScheduler.scheduler);

  it('resolves in a later task: a timer queued before it has run by then', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['earlier task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    withScheduler.scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});

import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, in a task after the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      frames.push(frame);
      return frames.length;
    });
    const run = jest.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    frames.shift()!(0);
    // The frame's callbacks run before its paint: not yet.
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback where no frame comes (a hidden tab)', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const run = jest.fn();
    afterNextPaint(run, 100);
    jest.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const run = jest.fn();
    const cancel = afterNextPaint(run, 100);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

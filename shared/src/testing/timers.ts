/**
 * Lists for `jest.useFakeTimers({ doNotFake: [...] })` that leave every clock real but one kind of timer,
 * so promises, React's scheduler and testing-library's `findBy` timeouts keep running in real time.
 */
const alwaysReal = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
] as const;

/** Only `setInterval`/`clearInterval` are fake (a carousel's turn). */
export const notIntervals = [...alwaysReal, 'setTimeout', 'clearTimeout'] as const;

/** Only `setTimeout`/`clearTimeout` are fake (a game loader's delays). */
export const notTimeouts = [...alwaysReal, 'setInterval', 'clearInterval'] as const;

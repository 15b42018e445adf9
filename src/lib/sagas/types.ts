/**
 * The type of a saga that returns R. What a `yield` gives back depends on the effect, so the values
 * sent into the generator are typed at each `yield` (`const x: T = yield call(...)`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Saga<R = void> = Generator<unknown, R, any>;

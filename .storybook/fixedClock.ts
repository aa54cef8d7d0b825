/**
 * Moves the page's clock to `at` for one story (`beforeEach` returns the cleanup), so that what
 * counts time against today — a story's time left, 'il y a 3 h' — reads the same on every run. The
 * clock keeps ticking from there: timers, animations and the mock API's delays are untouched.
 */
export function fixClock(at: Date): () => void {
  const RealDate = globalThis.Date;
  const offset = at.getTime() - RealDate.now();
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, following its resizes: the chart draws at its real size, so that its
 * text keeps its size on a phone instead of shrinking with a scaled drawing.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      // A detached or not yet laid out element measures 0: keep the fallback.
      if (measured > 0) setWidth(Math.floor(measured));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, width };
}

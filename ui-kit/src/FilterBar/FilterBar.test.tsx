import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS } from '@merci/domain';
import { ThemeProvider } from '../ThemeProvider';
import { FilterBar } from './FilterBar';
import { useDebouncedEmit } from './useDebouncedEmit';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedEmit', () => {
  it('emits the last scheduled value once, after 500 ms of quiet, and nothing before', () => {
    const emit = vi.fn();
    const { result } = renderHook(() => useDebouncedEmit<number>(emit));

    result.current.schedule(1);
    vi.advanceTimersByTime(200);
    result.current.schedule(12);
    vi.advanceTimersByTime(200);
    result.current.schedule(120);
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    expect(emit).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(emit).toHaveBeenCalledOnce();
    expect(emit).toHaveBeenCalledWith(120);

    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 4);
    expect(emit).toHaveBeenCalledOnce();
  });

  it('emits at once with emitNow and drops the pending value', () => {
    const emit = vi.fn();
    const { result } = renderHook(() => useDebouncedEmit<string>(emit));

    result.current.schedule('pending');
    result.current.emitNow('reset');
    expect(emit).toHaveBeenCalledOnce();
    expect(emit).toHaveBeenCalledWith('reset');

    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
    expect(emit).toHaveBeenCalledOnce();
  });

  it('drops the pending value on cancel and on unmount', () => {
    const emit = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedEmit<number>(emit));

    result.current.schedule(1);
    result.current.cancel();
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    expect(emit).not.toHaveBeenCalled();

    result.current.schedule(2);
    unmount();
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    expect(emit).not.toHaveBeenCalled();
  });

  it('calls the latest emit callback, not the one of the render that scheduled', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ emit }) => useDebouncedEmit<number>(emit), {
      initialProps: { emit: first },
    });

    result.current.schedule(7);
    rerender({ emit: second });
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(7);
  });
});

const labels = {
  typeLabel: 'Type',
  allLabel: 'Tous',
  minLabel: 'J’aime min.',
  maxLabel: 'J’aime max.',
  resetLabel: 'Réinitialiser',
  rangeErrorLabel: 'Le maximum doit être supérieur ou égal au minimum.',
  typeOptions: [
    { value: 'feed', label: 'Publication' },
    { value: 'reels', label: 'Reels' },
  ],
};

function renderFilterBar(onChange = vi.fn()) {
  render(
    <ThemeProvider>
      <FilterBar {...labels} onChange={onChange} />
    </ThemeProvider>,
  );
  return onChange;
}

/** Types `text` one character at a time, `gapMs` apart, as the input events of a keyboard would. */
function typeSlowly(input: HTMLElement, text: string, gapMs: number) {
  let typed = '';
  for (const character of text) {
    typed += character;
    fireEvent.change(input, { target: { value: typed } });
    act(() => {
      vi.advanceTimersByTime(gapMs);
    });
  }
}

describe('FilterBar', () => {
  it('calls onChange once with 120 after typing 1, 2, 0 quickly and 500 ms of quiet', () => {
    const onChange = renderFilterBar();
    const min = screen.getByLabelText('J’aime min.');

    typeSlowly(min, '120', 100);
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 101);
    });
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith({ value: { type: null, likeMin: 120, likeMax: null } });
  });

  it('resets at once with every field null and drops the pending change', () => {
    const onChange = renderFilterBar();
    const max = screen.getByLabelText('J’aime max.');

    typeSlowly(max, '2000', 10);
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith({ value: { type: null, likeMin: null, likeMax: null } });
    expect(max).toHaveValue(null);

    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
    });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('ignores a negative, a decimal and an exponent, keeping the last valid value', () => {
    const onChange = renderFilterBar();
    const min = screen.getByLabelText('J’aime min.');

    fireEvent.change(min, { target: { value: '-1' } });
    expect(min).toHaveValue(null);
    fireEvent.change(min, { target: { value: '5' } });
    fireEvent.change(min, { target: { value: '5.5' } });
    fireEvent.change(min, { target: { value: '5e3' } });
    expect(min).toHaveValue(5);

    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith({ value: { type: null, likeMin: 5, likeMax: null } });
  });

  it('does not call onChange when the typed text comes back to the applied filter', () => {
    const onChange = renderFilterBar();
    const min = screen.getByLabelText('J’aime min.');

    fireEvent.change(min, { target: { value: '1' } });
    fireEvent.change(min, { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a chosen type at once, with the range typed so far', () => {
    const onChange = renderFilterBar();

    fireEvent.change(screen.getByLabelText('J’aime min.'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'reels' } });
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith({
      value: { type: 'reels', likeMin: 100, likeMax: null },
    });

    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
    });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('applies the typed range at once on Enter', () => {
    const onChange = renderFilterBar();
    const max = screen.getByLabelText('J’aime max.');

    fireEvent.change(max, { target: { value: '300' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ value: { type: null, likeMin: null, likeMax: 300 } });

    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
    });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('keeps a like count typed while the chosen type comes back from the page (controlled)', () => {
    const onChange = vi.fn();
    const empty = { type: null, likeMin: null, likeMax: null };
    const { rerender } = render(
      <ThemeProvider>
        <FilterBar {...labels} value={empty} onChange={onChange} />
      </ThemeProvider>,
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'reels' } });
    expect(onChange).toHaveBeenCalledWith({ value: { ...empty, type: 'reels' } });

    // The merchant types before the page (URL, then request) hands the new type back.
    fireEvent.change(screen.getByLabelText('J’aime min.'), { target: { value: '100' } });
    rerender(
      <ThemeProvider>
        <FilterBar {...labels} value={{ ...empty, type: 'reels' }} onChange={onChange} />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('J’aime min.')).toHaveValue(100);

    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith({
      value: { type: 'reels', likeMin: 100, likeMax: null },
    });
  });

  it('shows a filter changed elsewhere (back button, shared link) in place of the inputs', () => {
    const empty = { type: null, likeMin: null, likeMax: null };
    const { rerender } = render(
      <ThemeProvider>
        <FilterBar {...labels} value={empty} onChange={vi.fn()} />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider>
        <FilterBar {...labels} value={{ type: 'feed', likeMin: 5, likeMax: null }} onChange={vi.fn()} />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Type')).toHaveValue('feed');
    expect(screen.getByLabelText('J’aime min.')).toHaveValue(5);
  });
});

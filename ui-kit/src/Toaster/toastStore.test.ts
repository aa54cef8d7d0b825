import { describe, expect, it, vi } from 'vitest';
import { createToastStore, toast, toastStore } from './toastStore';

describe('toast store', () => {
  it('adds an open toast with its options and an info tone by default', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Enregistré', message: 'La récompense est enregistrée.', duration: 300 });
    expect(store.getSnapshot()).toEqual([
      {
        id,
        tone: 'info',
        title: 'Enregistré',
        message: 'La récompense est enregistrée.',
        duration: 300,
        isOpen: true,
      },
    ]);
  });

  it('keeps toasts in the order they were raised', () => {
    const store = createToastStore();
    store.add({ tone: 'success', message: 'Premier' });
    store.add({ tone: 'error', message: 'Second' });
    expect(store.getSnapshot().map(({ tone, message }) => [tone, message])).toEqual([
      ['success', 'Premier'],
      ['error', 'Second'],
    ]);
  });

  it('gives every toast a unique id, even after a clear', () => {
    const store = createToastStore();
    const ids = [store.add({ message: 'a' }), store.add({ message: 'b' })];
    store.clear();
    ids.push(store.add({ message: 'c' }));
    expect(new Set(ids).size).toBe(3);
  });

  it('closes only the dismissed toast', () => {
    const store = createToastStore();
    const first = store.add({ message: 'Premier' });
    const second = store.add({ message: 'Second' });
    store.dismiss(first);
    expect(store.getSnapshot().map(({ id, isOpen }) => [id, isOpen])).toEqual([
      [first, false],
      [second, true],
    ]);
  });

  it('drops closed toasts when the next one is added', () => {
    const store = createToastStore();
    const first = store.add({ message: 'Premier' });
    store.dismiss(first);
    store.add({ message: 'Second' });
    expect(store.getSnapshot().map(({ message }) => message)).toEqual(['Second']);
  });

  it('empties the store on clear', () => {
    const store = createToastStore();
    store.add({ message: 'a' });
    store.add({ message: 'b' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers of each change with a new snapshot', () => {
    const store = createToastStore();
    const snapshots: unknown[] = [];
    store.subscribe(() => snapshots.push(store.getSnapshot()));
    const id = store.add({ message: 'a' });
    store.dismiss(id);
    store.clear();
    expect(snapshots).toHaveLength(3);
    expect(new Set(snapshots).size).toBe(3);
  });

  it('does not notify when nothing changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss('toast-404');
    store.clear();
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying a subscriber once it unsubscribes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ message: 'a' });
    unsubscribe();
    store.add({ message: 'b' });
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('toast()', () => {
  it('writes to the shared store that the Toaster reads, from outside React', () => {
    toast.clear();
    const id = toast({ tone: 'error', message: 'Oups, une erreur est survenue.' });
    expect(toastStore.getSnapshot()).toMatchObject([{ id, tone: 'error', isOpen: true }]);
    toast.dismiss(id);
    expect(toastStore.getSnapshot()).toMatchObject([{ id, isOpen: false }]);
    toast.clear();
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});

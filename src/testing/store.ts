/** What a test needs of a Redux store: its state and a way to hear each change. */
interface Observable<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves with the store's state once `holds` is true of it: a test waits for what the page
 * waits for, however long the machine takes (a state that never comes meets jest's time limit).
 */
export function stateWhere<S>(store: Observable<S>, holds: (state: S) => boolean): Promise<S> {
  return new Promise((resolve) => {
    if (holds(store.getState())) {
      resolve(store.getState());
      return;
    }
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (!holds(state)) return;
      unsubscribe();
      resolve(state);
    });
  });
}

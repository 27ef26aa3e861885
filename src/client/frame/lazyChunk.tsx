import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * A component from its own chunk, like React.lazy, except that once the chunk is in it renders at
 * once. React.lazy suspends on its first render even for a chunk already downloaded, and React then
 * holds the content behind its fallback for up to 500 ms (it throttles revealing suspended content):
 * a page opened fresh, whose chunk the app fetched before its first render, would paint the spinner
 * first and the page half a second later.
 */
// `any` as React.lazy's own signature has it: each component takes its own props.
export function lazyChunk<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  let loaded: Component | undefined;
  let loading: Promise<{ default: Component }> | undefined;
  /** Starts downloading the chunk (once); resolves when it is in. */
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download is tried again by the next caller, not remembered.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);

  function LazyChunk(props: ComponentProps<Component>) {
    // Chosen once per mounting: swapping the lazy wrapper for the component later would remount it.
    const [Loaded] = useState<ComponentType<any> | undefined>(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyChunk, { preload });
}

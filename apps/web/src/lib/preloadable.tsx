import { type ComponentType, lazy } from 'react';

/**
 * A component whose module loads on demand, and renders at once (no empty first frame) when the
 * module has arrived before its first render: `preload()` starts the loading early, in parallel
 * with what the page waits for anyway, so the component appears with the page instead of
 * moving the content below it a moment later.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const OnDemand = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: Props) {
    const Component = loaded ?? OnDemand;
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload };
}

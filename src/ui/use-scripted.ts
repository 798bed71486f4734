import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => {};

/**
 * False in the server's HTML and while hydrating, true once the page's script runs: controls that
 * only work with script (a slider) appear then, and the page works without them before.
 */
export const useScripted = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );

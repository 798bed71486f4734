import { createRequire, registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Lets this process load the platform's server-side modules outside Next: they import "server-only", the marker
 * that throws anywhere but a server bundle (Next resolves it under the "react-server" condition to an empty module).
 * Here it resolves to that empty module too. Only that package is redirected: the rest of the process (Next itself,
 * in the server process) resolves as always. Modules that import it must be loaded after this runs (dynamic import).
 */
export function allowServerModules(): void {
  const marker = createRequire(import.meta.url).resolve("server-only");
  const empty = pathToFileURL(path.join(path.dirname(marker), "empty.js")).href;
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      specifier === "server-only"
        ? { url: empty, format: "commonjs", shortCircuit: true }
        : nextResolve(specifier, context),
  });
}

import { allowServerModules } from "./server-modules";

/**
 * Runs an operator command's main and exits with the code it returns: 0 done, 1 refused with its own message. An
 * error it did not expect is printed as its message alone (no stack with paths and values) and exits 1. The platform's
 * server-side modules are allowed first (server-modules.ts): a command whose main imports them dynamically needs no
 * flag on its command line.
 */
export function runCommand(main: () => Promise<number>): void {
  allowServerModules();
  main().then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}

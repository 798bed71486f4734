/**
 * Runs an operator command's main and exits with the code it returns: 0 done, 1 refused with its own message. An
 * error it did not expect is printed as its message alone (no stack with paths and values) and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}

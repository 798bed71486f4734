import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPrivateAddress } from "@/features/images";

/** How a host name is resolved: node:dns's lookup with every address (tests put a resolver of their own). */
export type Resolve = (hostname: string, done: (err: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolve: Resolve = (hostname, done) => dnsLookup(hostname, { all: true }, done);

/** The error a refused host fails the connection with: its code tells the pull what to say. */
export const PRIVATE_HOST = "EFEEDPRIVATEHOST";

/**
 * The `lookup` a pull's connection uses: the host is resolved once, every address is checked, and the socket connects
 * only to the addresses checked. A host that resolves to a private or loopback address (unless allowed) fails the
 * connection, so a name that answers a public address to a first look and a private one to the next (DNS rebinding)
 * never reaches the private one: there is no second look.
 */
export function checkedLookup(allowPrivateAddresses: boolean, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (err, found) => {
      const answer = callback as (e: NodeJS.ErrnoException | null, a: string | LookupAddress[], f?: number) => void;
      if (err) return answer(err, []);
      const family = options.family === 4 || options.family === 6 ? options.family : 0;
      const addresses = found.filter((a) => family === 0 || a.family === family);
      if (addresses.length === 0)
        return answer(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      if (!allowPrivateAddresses && addresses.some((a) => isPrivateAddress(a.address)))
        return answer(Object.assign(new Error(`${hostname} is a private address`), { code: PRIVATE_HOST }), []);
      if (options.all) return answer(null, addresses);
      answer(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

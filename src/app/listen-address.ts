/**
 * The address a URL names for a listening address: a server on every interface (`0.0.0.0`, `::`) is not reached at
 * that address, which a browser or curl refuses or, worse, takes for this machine only on some systems. Pure; the
 * machine's own addresses are the command line's to look up (src/commands/banner.ts).
 */

const bare = (host: string): string => /^\[(.*)\]$/.exec(host)?.[1] ?? host;

/** Whether a server listening on `host` listens on every interface: `0.0.0.0`, `::` (`[::]`, `::0`, ...). */
export const listensEverywhere = (host: string): boolean => {
  const address = bare(host);
  return address === '0.0.0.0' || (address.includes('::') && /^[0:]+$/.test(address));
};

/**
 * The host part of this machine's URLs of a server listening on `host`: loopback for every interface (`127.0.0.1`
 * for `0.0.0.0`, `[::1]` for `::`), an IPv6 address in brackets, any other as given.
 */
export function urlHost(host: string): string {
  const address = bare(host);
  if (listensEverywhere(host)) return address.includes(':') ? '[::1]' : '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}

/** An address and port as an error or a URL writes them: `[::1]:8080` for IPv6, `127.0.0.1:8080` otherwise. */
export const hostPort = (host: string, port: number): string =>
  `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;

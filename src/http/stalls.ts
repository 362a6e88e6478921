import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Bytes of a connection not yet taken by the kernel: those its stream holds and those already handed to libuv.
 * The second is node's own measure of write progress (the handle's `writeQueueSize`, which node's socket time-out
 * reads too); node's typings leave it out, hence the narrow view. Without it, only whole writes count as progress.
 */
function unsent(socket: Socket): number {
  const handle = (socket as unknown as { readonly _handle?: { readonly writeQueueSize?: number } | null })._handle;
  return socket.writableLength + (handle?.writeQueueSize ?? 0);
}

/**
 * Closes a connection whose answer has waited `idleMs` with nothing moving either way: a client that stopped
 * reading (docs/simulator.md, "Limits of the HTTP edge"). Node's socket time-out cannot say it: when the kernel
 * took part of a write before the client stopped reading, the time-out's first expiry compares what is left with the
 * size of the whole write, takes the difference for progress and starts over, so such a client was cut after twice
 * the time.
 * Connections with nothing to write are left to node's time-outs (keep-alive, headers, request, socket), which
 * keep their times there. Checked a few times a second: a cut comes at most one check late.
 */
export function closeStalled(server: Server, idleMs: number): void {
  const watched = new Map<Socket, { mark: string; since: number }>();
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { mark: '', since: performance.now() });
    socket.once('close', () => watched.delete(socket));
  });
  const check = (): void => {
    const now = performance.now();
    for (const [socket, seen] of watched) {
      const waiting = unsent(socket);
      const mark = `${socket.bytesRead} ${socket.bytesWritten} ${waiting}`;
      if (waiting === 0 || mark !== seen.mark) {
        seen.mark = mark;
        seen.since = now;
      } else if (now - seen.since >= idleMs) socket.destroy();
    }
  };
  const timer = setInterval(check, Math.min(500, Math.max(10, idleMs / 60))).unref();
  server.once('close', () => clearInterval(timer));
}

import type { RequestListener } from 'node:http';
import { gzipSync } from 'node:zlib';

const MIB = 1024 * 1024;

/** A body that never ends: spaces (a JSON body may hold any number), written as fast as the kit reads. */
export const endless: RequestListener = (_req, res) => {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  res.on('error', () => {});
  res.writeHead(200, { 'content-type': 'application/json' });
  const pump = (): void => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
};

/** 8 MB of gzip that inflates to 8 GiB: 512 gzip members of 16 MiB of zeros each (gunzip reads them in a row). */
const bomb = Buffer.concat(new Array<Buffer>(512).fill(gzipSync(Buffer.alloc(16 * MIB))));
export const bombing: RequestListener = (_req, res) => {
  res.on('error', () => {});
  res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(bomb);
};

import type { Simulator } from 'token-registry-kit';

// A page of operation D, as both files of faults on demand over HTTP ask for it.

export const eventsUrl = (s: Simulator): string => `${s.urls.scan}/v0/events`;
export const page = (size: number): string => JSON.stringify({ page_size: size });

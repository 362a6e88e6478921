/** Why a request gave no answer that a check can use: the errors of the target. */
import { KitError } from '../../common/errors.js';
import type { Exchange } from './exchange.js';

/**
 * Why a request did not give an answer a check can use. `network`, `timeout` and `unavailable` (429/5xx that
 * stayed) may pass while a target starts; the others are answers, or the run's own limit.
 */
export type TargetErrorKind =
  | 'network'
  | 'timeout'
  | 'unavailable'
  | 'redirect'
  | 'too-large'
  | 'unreadable'
  | 'deadline';

/**
 * The target could not be reached, or did not answer in time: a check that meets it is not passed. One that ends a
 * run (exit 1) is a run that could not finish.
 */
export class TargetError extends KitError {
  override readonly name: string = 'TargetError';
  readonly exitCode = 1;
  constructor(
    message: string,
    readonly url: string,
    readonly kind: TargetErrorKind = 'network',
  ) {
    super(message);
  }
}

/** The target answered with a redirect: the kit never follows one, so that no header reaches a host not named. */
export class RedirectError extends TargetError {
  override readonly name: string = 'RedirectError';
  constructor(
    readonly exchange: Exchange,
    /** The Location header as the target sent it, resolved against the request's URL when it is a URL. */
    readonly location: string | null,
  ) {
    super(
      `${exchange.request.method} ${exchange.request.url}: ${redirectText(exchange.status, location)}`,
      exchange.request.url,
      'redirect',
    );
  }
}

/** "the target redirected to <Location> (301)": the text of a redirect in errors and in failed checks. */
export const redirectText = (status: number, location: string | null): string =>
  location === null
    ? `the target answered ${status}, a redirect without a Location header (the kit follows no redirect)`
    : `the target redirected to ${location} (${status}; the kit follows no redirect)`;

/** A kept-alive socket that the server had closed: the request is sent once more, on a new one. */
export class StaleSocket extends TargetError {
  override readonly name: string = 'StaleSocket';
}

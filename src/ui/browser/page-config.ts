import { UI_CONFIG_META, type UiConfig } from '../contract.js';

/** What the server wrote into the page (src/ui/page.ts): its operations' paths and control calls, never data. */
export const config = JSON.parse(
  document.querySelector(`meta[name="${UI_CONFIG_META}"]`)?.getAttribute('content') ?? '',
) as UiConfig;

/** A path of the page's config ({name} for a parameter) with its parameters put in, percent-encoded. */
export const fillPath = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

import { SCRIPT_CONTROL } from './script-control.js';
import { SCRIPT_CORE } from './script-core.js';
import { SCRIPT_HISTORY } from './script-history.js';
import { SCRIPT_ITEMS } from './script-items.js';
import { SCRIPT_REGISTRY } from './script-registry.js';
import { SCRIPT_TOOLS } from './script-tools.js';

/**
 * The browser view's script (`/_ui/ui.js`): one ES module, its parts in order. Functions are declared before the
 * last part runs them, so the order matters only for the constants each part's top level makes.
 */
export const UI_SCRIPT = [
  '// token-registry-kit: the browser view of the simulator (src/ui). No build step; nothing loaded from elsewhere.',
  SCRIPT_CORE,
  SCRIPT_HISTORY,
  SCRIPT_ITEMS,
  SCRIPT_REGISTRY,
  SCRIPT_CONTROL,
  SCRIPT_TOOLS,
].join('\n');

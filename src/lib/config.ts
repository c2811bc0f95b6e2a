// The settings, checked when the site was built (read-config.ts, from vite.config.ts's `define`): the browser
// carries their values, not the code that checks them.
import type { AppConfig } from './read-config';

declare global {
  /** The checked settings, written in by vite.config.ts's `define`. */
  const __APP_CONFIG__: AppConfig;
}

export const config: AppConfig = __APP_CONFIG__;

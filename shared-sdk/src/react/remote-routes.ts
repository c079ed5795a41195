import type { ComponentType } from 'react';

/**
 * What every remote's `./routes` module exports by default: its pages, by path relative to the root
 * (e.g. `accounts`, `payment/success`). The shell decides where they sit (guard, layout).
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}
export type RemoteRoutes = RemoteRoute[];

import type { ComponentType, ReactNode } from 'react';
import type { FeatureKey } from '../schemas/subscription';
import type { RemoteName } from './index';

/**
 * What every remote's `./routes` module exports by default: its pages, by path relative to the root
 * (e.g. `accounts`, `payment/success`). The shell decides where they sit (guard, layout).
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}
export type RemoteRoutes = RemoteRoute[];

/** `<remote>/routes`: the components of the pages the remote declares here (see `routesOf`). */
export interface RoutesModule {
  default: RemoteRoutes;
}

/** `mf_billing/plan-usage-panel`: the dashboard's plan usage panel (limits, usage, today's jobs). */
export interface PlanUsagePanelModule {
  default: ComponentType;
}

export interface FeatureGateProps {
  /** A key of FEATURES, e.g. 'schedule_messages'. */
  feature: FeatureKey | (string & {});
  /** Shown instead of the default locked box when the plan lacks the feature. */
  fallback?: ReactNode;
  children: ReactNode;
}

export interface ProGateProps {
  /** When given, the server decides through the feature's access check; otherwise the plan must be Pro. */
  feature?: FeatureKey | (string & {});
  fallback?: ReactNode;
  children: ReactNode;
}

/** `mf_billing/feature-gate`: the plan's gates, used by the other remotes through shared-sdk's BillingFeatureGate/BillingProGate. */
export interface FeatureGateModule {
  FeatureGate: ComponentType<FeatureGateProps>;
  ProGate: ComponentType<ProGateProps>;
}

/**
 * Every module a remote exposes, by federation id, with its exports. The exposing remote's file is typed with it
 * (`satisfies`), and `loadRemoteModule` (shared-sdk/react) answers with it, so a remote that changes what it
 * exposes fails the type-check of both sides.
 */
export type RemoteModules = { [Name in RemoteName as `${Name}/routes`]: RoutesModule } & {
  'mf_billing/plan-usage-panel': PlanUsagePanelModule;
  'mf_billing/feature-gate': FeatureGateModule;
};
export type RemoteModuleId = keyof RemoteModules;

/**
 * The exposing file's check: `export type Exposed = Exposes<'mf_billing/feature-gate', typeof import('./feature-gate')>;`
 * fails to compile when the file stops exporting what `RemoteModules` declares for that id.
 */
export type Exposes<Id extends RemoteModuleId, Module extends RemoteModules[Id]> = Module;

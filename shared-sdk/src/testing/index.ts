/**
 * The front ends' test kit (`shared-sdk/testing`): import it from tests only; stories take
 * `shared-sdk/testing/data`. Production code never imports either, so no remote bundles them.
 */
export * from './data';
export * from './render';

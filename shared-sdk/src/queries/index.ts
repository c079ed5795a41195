/** Query options (key, fetcher, cache policy) of the endpoints more than one app or feature reads. */
export * from './accounts';
export * from './jobs';
export * from './proxies';
export * from './subscription';
export * from './social';
export * from './inbox';
export * from './friends';

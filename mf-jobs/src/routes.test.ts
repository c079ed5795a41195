import routes from './routes';

test('every page is a plain component whose code loads on its first visit: the shell loads each through a lazy of its own, which React refuses to resolve to a lazy', () => {
  expect(routes.map((route) => route.path)).toEqual(['jobs', 'shared-pending', 'do-not-contact', 'reports']);
  for (const { Component } of routes) expect(typeof Component).toBe('function');
});

import routes from './routes';

test('every page is a plain component whose code loads on its first visit (the shell refuses a lazy resolving to a lazy)', () => {
  expect(routes.map((route) => route.path)).toEqual(['inbox', 'friends', 'groups']);
  for (const { Component } of routes) expect(typeof Component).toBe('function');
});

// A hang guard, not a speed check: on a 2-core CI machine running several steps at once a suite's server start and
// first requests took over 30 s.
jest.setTimeout(90_000);

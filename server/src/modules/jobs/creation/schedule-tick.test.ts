import { suiteDatabase } from '../../../testing/suite-database';
import { createScheduleRunner } from './schedules';

const database = suiteDatabase();

const log = { warn: () => undefined, error: () => undefined };

it("runs other modules' periodic work after the schedules on each tick, and goes on when it fails", async () => {
  let ticks = 0;
  const runner = createScheduleRunner({
    db: database.db,
    run: async () => ({ id: 'never' }),
    log,
    alsoEachTick: async () => {
      ticks += 1;
      if (ticks === 1) throw new Error('a failing tick');
    },
  });
  runner.start(20);
  for (const deadline = Date.now() + 10_000; ticks < 3 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 10));
  await runner.stop();
  expect(ticks).toBeGreaterThanOrEqual(3);
});

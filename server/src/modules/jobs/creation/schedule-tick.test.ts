import { suiteDatabase } from '../../../testing/suite-database';
import { until } from '../../../testing/until';
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
  // Each tick reads the due schedules first: beside a busy CI run that can take seconds, so this waits like a hang guard.
  await until(() => ticks, (count) => count >= 3, 60_000, 10);
  await runner.stop();
  expect(ticks).toBeGreaterThanOrEqual(3);
});

import { createSlots } from './slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

it('runs at most `size` tasks at once, the others in order as slots free up', async () => {
  const slots = createSlots(2);
  const started: number[] = [];
  const finish: Array<() => void> = [];
  const tasks = [0, 1, 2, 3].map((i) =>
    slots.run(async () => {
      started.push(i);
      await new Promise<void>((resolve) => finish.push(resolve));
      return i;
    }),
  );
  await tick();
  expect(started).toEqual([0, 1]);
  finish[1]();
  await tick();
  expect(started).toEqual([0, 1, 2]);
  finish[0]();
  finish[2]();
  await tick();
  expect(started).toEqual([0, 1, 2, 3]);
  finish[3]();
  expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
  expect(slots.busy).toBe(0);
});

it('frees the slot of a task that throws', async () => {
  const slots = createSlots(1);
  await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await slots.run(async () => 'next')).toBe('next');
  expect(slots.busy).toBe(0);
});

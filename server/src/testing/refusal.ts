import { AppError } from '../http/errors';

/** The AppError a call was refused with (the test fails if it was not refused with one): its status and message. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
}

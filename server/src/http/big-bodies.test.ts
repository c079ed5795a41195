import http from 'node:http';
import { createListeningTestApp, type ListeningTestApp } from '../testing/listening-test-app';
import { BIG_BODY_MESSAGES } from './big-bodies';

interface Answer {
  status: number;
  body: { success: boolean; error?: string };
}

/**
 * A job request whose body (`size` bytes, announced in Content-Length) is sent in two parts: the first now, the
 * rest on `finish()`. Until then the request is in flight, as a slow 70 MB upload would be.
 */
function startUpload(baseUrl: string, token: string | undefined, size: number) {
  const head = '{"message":"';
  const tail = '"}';
  const filler = 'a'.repeat(size - head.length - tail.length);
  const url = new URL('/api/v1/jobs/message/to-friends', baseUrl);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(size),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  // The server may answer and close before the body is sent; that is the point of the gate.
  request.on('error', () => undefined);
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] });
        // An answer before the whole body was sent ends the upload, as a browser would.
        request.destroy();
      });
      response.on('error', reject);
    });
  });
  const half = Math.floor(filler.length / 2);
  request.write(head + filler.slice(0, half));
  return {
    answer,
    finish() {
      request.end(filler.slice(half) + tail);
      return answer;
    },
  };
}

const MB = 1024 * 1024;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('big bodies (attachments) in flight', () => {
  let testApp: ListeningTestApp;
  beforeAll(async () => {
    testApp = await createListeningTestApp({ bigBodies: { perUser: 1, global: 2, waitSeconds: 600 } });
  });
  afterAll(async () => testApp.close());

  it('reads one per user and two in the process at once; a third waits for a free slot, a second of one user is 429', async () => {
    const [first, second, third] = await Promise.all([testApp.signUp(), testApp.signUp(), testApp.signUp()]);
    const firstUpload = startUpload(testApp.baseUrl, first.token, 4 * MB);
    const secondUpload = startUpload(testApp.baseUrl, second.token, 4 * MB);
    await until(() => testApp.app.bigBodies.inFlight() === 2);

    const sameUserAgain = await startUpload(testApp.baseUrl, first.token, 3 * MB).answer;
    expect(sameUserAgain).toEqual({ status: 429, body: { success: false, error: BIG_BODY_MESSAGES.perUser } });

    const thirdUpload = startUpload(testApp.baseUrl, third.token, 3 * MB);
    await until(() => testApp.app.bigBodies.waiting() === 1);
    // The held requests are read to the end and answered by validation as usual; the waiter then gets a slot.
    expect((await firstUpload.finish()).status).toBe(400);
    await until(() => testApp.app.bigBodies.waiting() === 0);
    expect(testApp.app.bigBodies.inFlight()).toBe(2);
    expect((await thirdUpload.finish()).status).toBe(400);
    expect((await secondUpload.finish()).status).toBe(400);
    await until(() => testApp.app.bigBodies.inFlight() === 0);
  });

  it('answers 429 to a request that waited longer than the wait, and frees its user for the next one', async () => {
    const impatient = await createListeningTestApp({ bigBodies: { perUser: 1, global: 1, waitSeconds: 1 } });
    try {
      const [first, second] = await Promise.all([impatient.signUp(), impatient.signUp()]);
      const upload = startUpload(impatient.baseUrl, first.token, 3 * MB);
      await until(() => impatient.app.bigBodies.inFlight() === 1);
      const waited = await startUpload(impatient.baseUrl, second.token, 3 * MB).answer;
      expect(waited).toEqual({ status: 429, body: { success: false, error: BIG_BODY_MESSAGES.busy } });
      await upload.finish();
      await until(() => impatient.app.bigBodies.inFlight() === 0);
      expect((await startUpload(impatient.baseUrl, second.token, 3 * MB).finish()).status).toBe(400);
    } finally {
      await impatient.close();
    }
  });

  it('lets small bodies through while the process is full of big ones', async () => {
    const [first, second, third] = await Promise.all([testApp.signUp(), testApp.signUp(), testApp.signUp()]);
    const uploads = [startUpload(testApp.baseUrl, first.token, 3 * MB), startUpload(testApp.baseUrl, second.token, 3 * MB)];
    await until(() => testApp.app.bigBodies.inFlight() === 2);
    const small = await startUpload(testApp.baseUrl, third.token, 10 * 1024).finish();
    expect(small.status).toBe(400);
    expect(small.body.error).not.toBe(BIG_BODY_MESSAGES.busy);
    await Promise.all(uploads.map((upload) => upload.finish()));
  });

  it('refuses a big body without a valid token before reading it', async () => {
    const answer = await startUpload(testApp.baseUrl, undefined, 8 * MB).answer;
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});

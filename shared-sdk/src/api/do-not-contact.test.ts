import { createApiClient, setApiClient } from '../http/client';
import { doNotContactApi } from './do-not-contact';

let requests: Request[];

beforeEach(() => {
  (globalThis as unknown as { localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).localStorage = {
    getItem: () => 'token-1',
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  requests = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return new Response(JSON.stringify({ success: true, data: { added: 1, alreadyListed: 0, totalRows: 1, invalidCount: 0 } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  setApiClient(createApiClient({ prefixUrl: 'http://app.test', fetch: fetchFn }));
});

describe('doNotContactApi.importFile', () => {
  it('sends the file as multipart form data (not as JSON), with the bearer token', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await doNotContactApi.importFile(new Blob([bytes]), 'khong-lien-he.xlsx');
    const [request] = requests;
    expect(new URL(request.url).pathname).toBe('/api/v1/do-not-contact/import');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    const form = await request.formData();
    const file = form.get('file') as File;
    expect(file.name).toBe('khong-lien-he.xlsx');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});

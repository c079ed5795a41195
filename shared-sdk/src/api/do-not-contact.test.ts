import { setApiClient } from '../http/client';
import { fakeServer, json, useMemoryStorage } from '../http/testing/fake-server';
import { tokenStore } from '../http/token-store';
import { doNotContactApi } from './do-not-contact';

let requests: Request[];

beforeEach(() => {
  useMemoryStorage();
  tokenStore.set('token-1');
  const server = fakeServer(() => json(200, { success: true, data: { added: 1, alreadyListed: 0, totalRows: 1, invalidCount: 0 } }));
  requests = server.requests;
  setApiClient(server.client);
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

import { createChatProvider, loadAiConfig } from './provider';
import { type FakeOpenAi, startFakeOpenAi } from './testing/fake-openai';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const providerFor = (apiKey = fake.apiKey) =>
  createChatProvider(loadAiConfig({ AI_BASE_URL: `${fake.baseUrl}/`, AI_API_KEY: apiKey, AI_MODEL: 'gpt-test' }));

it('sends the system prompt and the conversation, and answers the reply text', async () => {
  const answer = await providerFor().complete([
    { role: 'system', content: 'Bạn là nhân viên chăm sóc khách hàng.' },
    { role: 'user', content: 'Cửa hàng mở cửa lúc mấy giờ?' },
  ]);
  expect(answer).toBe('Trả lời: Cửa hàng mở cửa lúc mấy giờ?');
  expect(fake.requests.at(-1)).toEqual({
    model: 'gpt-test',
    messages: [
      { role: 'system', content: 'Bạn là nhân viên chăm sóc khách hàng.' },
      { role: 'user', content: 'Cửa hàng mở cửa lúc mấy giờ?' },
    ],
  });
});

it('says it is not configured without a key or model, and refuses to answer', async () => {
  const provider = createChatProvider(loadAiConfig({}));
  expect(provider.configured).toBe(false);
  await expect(provider.complete([{ role: 'user', content: 'xin chào' }])).rejects.toThrow('Chưa cấu hình nhà cung cấp AI');
});

it('passes on the provider error text and status', async () => {
  await expect(providerFor('wrong-key').complete([{ role: 'user', content: 'a' }])).rejects.toMatchObject({
    message: 'Incorrect API key provided',
    status: 401,
  });
  fake.failWith = 500;
  try {
    await expect(providerFor().complete([{ role: 'user', content: 'a' }])).rejects.toMatchObject({ status: 500 });
  } finally {
    fake.failWith = undefined;
  }
});

it('reports an unreachable provider as an AI error, not a crash', async () => {
  const provider = createChatProvider(
    loadAiConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'm', AI_TIMEOUT_MS: '2000' }),
  );
  await expect(provider.complete([{ role: 'user', content: 'a' }])).rejects.toThrow(/^Không kết nối được nhà cung cấp AI/);
});

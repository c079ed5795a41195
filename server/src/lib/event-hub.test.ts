import { createEventHub, type WorkspaceEvent } from './event-hub';

const connected: WorkspaceEvent<'account.connected'> = { workspaceId: 'w1', type: 'account.connected', data: { account: { id: 'a1', name: 'Shop' } } };

describe('the event hub', () => {
  it('gives each published event to every listener and resolves once they have taken it', async () => {
    const hub = createEventHub();
    const seen: string[] = [];
    hub.listen(async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${event.type}`);
    });
    hub.listen(async (event) => {
      seen.push(`second ${event.workspaceId}`);
    });
    await hub.publish(connected);
    expect(seen.sort()).toEqual(['first account.connected', 'second w1']);
  });

  it("passes a listener's failure to the publisher", async () => {
    const hub = createEventHub();
    hub.listen(async () => {
      throw new Error('not stored');
    });
    await expect(hub.publish(connected)).rejects.toThrow('not stored');
  });
});

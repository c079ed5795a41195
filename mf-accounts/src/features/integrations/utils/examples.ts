/**
 * The examples the page shows a developer: a call of the API with a new key, and the check of a webhook delivery's
 * signature with the `standardwebhooks` package (code, not texts: they are copied as written).
 */

/** The API's address on this site (what a key calls). */
export const apiBaseUrl = (origin: string) => `${origin}/api/v1`;

/** A curl call listing the workspace's Zalo accounts with `key`. */
export const curlExample = (origin: string, key: string) => `curl -H "Authorization: Bearer ${key}" ${apiBaseUrl(origin)}/accounts`;

/** The three headers of every delivery (the Standard Webhooks names). */
export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** A Node receiver that verifies each delivery before trusting it. */
export const VERIFY_SNIPPET = `// npm install standardwebhooks
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.WEBHOOK_SECRET); // whsec_...

createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    try {
      // The raw body and the three headers; throws when the signature or the time is wrong.
      const event = webhook.verify(body, req.headers);
      console.log(event.id, event.type, event.data); // event.id: skip it if already handled
      res.writeHead(200).end();
    } catch {
      res.writeHead(400).end();
    }
  });
}).listen(3000);
`;

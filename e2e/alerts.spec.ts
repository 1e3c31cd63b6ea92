import http from 'node:http';
import { DEMO_STREAMS } from '../standin/catalog';
import { ALERTS_STANDIN_URL, ALERTS_URL, startAlertServers, type AlertServers } from './alerts-servers';
import { ALERTS_RECEIVER_PORT } from './env';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { StandinControl } from './standin-control';

/**
 * A rule made in the page fires once and resolves once at a loopback receiver: a real server
 * (live mode, watcher every second) over its own stand-in, whose control API adds a burst of
 * failures for one stream. The window is one minute, so the resolution follows a minute later.
 */

interface Received {
  type: string;
  status: number;
}

const STREAM = DEMO_STREAMS[0];
const BURST_MESSAGE = 'e2e alerts: receiver answered 503';

let servers: AlertServers;
let receiver: http.Server;
const received: Received[] = [];
/** The receiver's answer per request: the first "resolved" is refused once, so its retry shows. */
let refuseNextResolved = true;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const type = (JSON.parse(body) as { type: string }).type;
      const status = type === 'alert.resolved' && refuseNextResolved ? 503 : 200;
      if (status === 503) refuseNextResolved = false;
      received.push({ type, status });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(ALERTS_RECEIVER_PORT, '127.0.0.1', resolve));
  servers = await startAlertServers();
});

test.afterAll(async () => {
  await servers?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

const accepted = (type: string) => received.filter((entry) => entry.type === type && entry.status === 200).length;

test('a rule made in the page fires once and resolves once at a loopback receiver, and the page shows both with their deliveries', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The failures of the burst must be archived within their minute: wait until the first backfill is done.
  await expect
    .poll(
      async () => {
        const status = (await (await request.get(`${ALERTS_URL}/api/status`)).json()) as {
          watcher?: { backfillCompletedAt: string | null };
        };
        return status.watcher?.backfillCompletedAt ?? null;
      },
      { timeout: 150_000, intervals: [1_000], message: 'the alerts server finishes its first backfill' },
    )
    .not.toBeNull();

  await page.goto(`${ALERTS_URL}/streams/alerts`);
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('No rules yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New alert rule' });
  await form.getByLabel('Name').fill('Treasury burst');
  await form.getByLabel('Failures (N)').fill('30');
  await form.getByLabel('Minutes (M)').fill('1');
  await form.getByLabel('Watches').selectOption('stream');
  // The picker lists the archive's streams: the burst's stream is there once the backfill is done.
  await form.getByLabel('Stream', { exact: true }).selectOption(STREAM.id);
  await form.getByLabel('Channel').selectOption('webhook');
  await form.getByLabel('Webhook URL').fill(`http://127.0.0.1:${ALERTS_RECEIVER_PORT}/hooks/secret-token-123`);
  await form.getByRole('button', { name: 'Create rule' }).click();

  const rules = page.getByRole('table', { name: 'Alert rules' });
  await expect(rules).toContainText('Treasury burst');
  await expect(rules).toContainText(`At least 30 failures in 1 min, stream ${STREAM.id}`);
  // The saved URL comes back masked: its secret path never reaches the page.
  await expect(rules).toContainText(`http://127.0.0.1:${ALERTS_RECEIVER_PORT}/…`);
  await expect(page.locator('body')).not.toContainText('secret-token-123');

  // Under the threshold: nothing is sent.
  const standin = new StandinControl(ALERTS_STANDIN_URL);
  await standin.burst(STREAM.id, 10, BURST_MESSAGE);
  await page.waitForTimeout(4_000);
  expect(received).toEqual([]);

  await standin.burst(STREAM.id, 25, BURST_MESSAGE);
  await expect.poll(() => accepted('alert.fired'), { timeout: 30_000, message: 'the receiver gets the alert' }).toBe(1);
  const events = page.getByRole('table', { name: 'Alert firings and deliveries' });
  await expect(events).toContainText(/Fired: \d+ failures in the window/, { timeout: 15_000 });
  await expect(events).toContainText('#1');
  await expect(events).toContainText('delivered (HTTP 200)');
  await expect(rules).toContainText('firing');
  // The tab title counts the failures archived since the page opened: the bursts at least.
  await expect
    .poll(async () => Number(/^\(\+(\d+)\) Alerts/.exec(await page.title())?.[1] ?? 0), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(35);
  await expect(page.getByTestId('since-opened')).toContainText('1 firing since you opened this page');

  // Still over the threshold: more failures, no second alert.
  await standin.burst(STREAM.id, 5, BURST_MESSAGE);
  await page.waitForTimeout(4_000);
  expect(accepted('alert.fired')).toBe(1);

  // The minute passes with no new burst: one resolution, its first attempt refused and retried.
  await expect
    .poll(() => accepted('alert.resolved'), {
      timeout: 120_000,
      intervals: [1_000],
      message: 'the receiver gets the resolution',
    })
    .toBe(1);
  // The last burst is still in the window, under the threshold.
  await expect(events).toContainText(/Resolved: \d+ in the window/, { timeout: 15_000 });
  await expect(events).toContainText('HTTP 503');
  await expect(
    events.getByRole('list', { name: 'Delivery attempts of Treasury burst resolved' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(rules).toContainText('ok');
  await page.waitForTimeout(3_000);
  expect(received.map((entry) => `${entry.type} ${entry.status}`)).toEqual([
    'alert.fired 200',
    'alert.resolved 503',
    'alert.resolved 200',
  ]);

  // Send test: one attempt, its result shown beside the rule.
  await page.getByRole('button', { name: 'Send test for Treasury burst' }).click();
  await expect(rules).toContainText('Test delivered (HTTP 200)');
  expect(received.at(-1)).toEqual({ type: 'alert.test', status: 200 });
  await expect(events).toContainText('Test message');
  await expectNoAxeViolations(page);
});

test('the page links from the failures page and the header; bad input is named', async ({ page }) => {
  await page.goto(`${ALERTS_URL}/streams/failed`);
  await page.getByRole('link', { name: 'Alert rules' }).click();
  await expect(page).toHaveURL(/\/streams\/alerts$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New alert rule' });
  await form.getByLabel('Name').fill('Bad one');
  await form.getByLabel('Webhook URL').fill('http://127.0.0.1:1/x');
  await form.getByLabel('Failures (N)').fill('0');
  await form.getByRole('button', { name: 'Create rule' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failures: a whole number, at least 1.');
});

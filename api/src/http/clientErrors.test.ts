import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/harness.js';

/** Sends raw bytes to the API and returns the whole answer as the socket received it. */
function rawRequest(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    contentType: headers.find((line) => /^content-type:/i.test(line)),
    body: JSON.parse(body) as unknown,
  };
}

describe('requests the HTTP parser refuses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers headers over 16 kB with 431 and the problem body every failure has', async () => {
    const answer = parse(
      await rawRequest(
        api.baseUrl,
        `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(answer.body).toEqual({ status: 431, message: 'errors.bad_request' });
  });

  it('answers a request that is not HTTP with 400 and the problem body', async () => {
    const answer = parse(await rawRequest(api.baseUrl, 'HELLO THERE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 400, message: 'errors.bad_request' });
  });

  it('still serves the next request', async () => {
    expect((await api.call('GET', '/health')).status).toBe(200);
  });
});

// The platform services the docs' samples call, answered by msw (request interception for
// Node's http, fetch and XMLHttpRequest). The fixtures are @availity/mock-data's: its routes.json
// maps each route to a JSON file, the way the SDK's own local mock server uses it. Routes the
// package has no fixture for get small answers shaped like the services' (see the API
// definition pages). A sample can ask for extra behaviour with a scenario name in its fence
// meta (mock=name), which the test passes in SAMPLE_MOCK.
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import availityMockData from '@availity/mock-data';
import { serviceHandlers } from './services.mjs';

// Any origin: pages run at https://apps.availity.com, and Node scripts may set another baseURL.
const ORIGIN = '*';

// fixture reads a mock-data file with its ${context} links pointing at /api.
function fixture(file) {
  const text = fs.readFileSync(path.join(availityMockData.data, file), 'utf8').replaceAll('${context}', '/api');
  return text.trim() === '' ? null : JSON.parse(text);
}

function routePath(key) {
  if (key.startsWith('/')) return key;
  if (key.startsWith('ms/')) return `/${key}`;
  return `/api/${key}`;
}

function paramsMatch(url, params = {}) {
  return Object.entries(params).every(([k, v]) => url.searchParams.get(k) === String(v));
}

// mockDataHandlers turns routes.json into msw handlers: a route is a file for every method, or
// per method one answer or a list of answers chosen by query parameters.
function mockDataHandlers() {
  const routes = JSON.parse(fs.readFileSync(availityMockData.routes, 'utf8'));
  return Object.entries(routes).map(([key, route]) =>
    http.all(`${ORIGIN}${routePath(key)}`, ({ request }) => {
      const url = new URL(request.url);
      let answers = route[request.method.toLowerCase()] ?? (route.file ? { file: route.file } : undefined);
      if (answers === undefined) return undefined;
      answers = [answers].flat();
      const answer = answers.find((a) => paramsMatch(url, a.params)) ?? (route.file ? { file: route.file } : undefined);
      if (!answer) return undefined;
      const body = answer.file ? fixture(answer.file) : null;
      const init = { status: answer.status ?? 200, headers: answer.responseHeaders };
      return body === null ? new HttpResponse(null, init) : HttpResponse.json(body, init);
    })
  );
}

// collection serves an in-memory REST resource with offset/limit paging, for the made-up
// resources (claim statuses, appointments…) the docs use to show AvApi itself.
function collection(name, make, count) {
  const items = Array.from({ length: count }, (_, i) => make(i + 1));
  const base = `${ORIGIN}/api/v1/${name}`;
  const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  return [
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = items.slice(offset, offset + limit);
      return HttpResponse.json({ totalCount: items.length, count: page.length, offset, limit, [key]: page });
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const item = items.find((it) => it.id === params.id);
      return item ? HttpResponse.json(item) : HttpResponse.json({ message: `No ${name} ${params.id}` }, { status: 404 });
    }),
    http.post(base, async ({ request }) => {
      const body = await readBody(request);
      return HttpResponse.json({ id: String(items.length + 1), ...body }, { status: 201 });
    }),
    http.put(`${base}/:id`, async ({ request, params }) => HttpResponse.json({ id: params.id, ...(await readBody(request)) })),
    http.patch(`${base}/:id`, async ({ request, params }) => HttpResponse.json({ id: params.id, ...(await readBody(request)) })),
    http.delete(`${base}/:id`, () => new HttpResponse(null, { status: 204 })),
  ];
}

async function readBody(request) {
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

const claimStatus = (i) => ({ id: String(i), claimNumber: `CLM${String(100000 + i)}`, statusCode: i % 3 ? 'F1' : 'P1', payerId: 'BCBSF' });
const appointment = (i) => ({ id: String(i), providerNpi: '1234567893', date: `2025-03-${String((i % 28) + 1).padStart(2, '0')}` });

// mock-data's routes hold no state: made once, shared by every sample.
const mockData = mockDataHandlers();

// Scenarios a sample names in its fence meta: mock=name[,name].
const scenarios = {
  // A 202 answer with a Location to poll, ready on the third request.
  polling: () => {
    let asks = 0;
    return [
      http.post(`${ORIGIN}/api/v1/eligibility-batches`, () =>
        new HttpResponse(null, { status: 202, headers: { Location: '/api/v1/eligibility-batches/42' } })),
      http.get(`${ORIGIN}/api/v1/eligibility-batches/42`, () => {
        asks += 1;
        return asks < 2
          ? new HttpResponse(null, { status: 202, headers: { Location: '/api/v1/eligibility-batches/42' } })
          : HttpResponse.json({ id: '42', status: 'COMPLETE', results: 3 });
      }),
    ];
  },
  // The session has ended: every platform call answers 401.
  unauthorized: () => [http.all(`${ORIGIN}/api/*`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }))],
  // Every platform call fails with a 503 twice, then works.
  flaky: () => {
    let failures = 0;
    return [
      http.all(`${ORIGIN}/api/*`, () => {
        if (failures < 2) {
          failures += 1;
          return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
        }
        return undefined;
      }),
    ];
  },
  // Services answer after two seconds.
  slow: () => [
    http.all(`${ORIGIN}/api/*`, async () => {
      await delay(2000);
      return undefined;
    }),
  ],
};

// mockHandlers makes one sample's handlers, with fresh state: its scenarios first, then the
// services, then a last one for requests no handler answered (or whose handlers passed): a
// 501 and a line on standard error, so a sample calling an undocumented endpoint shows why it
// failed.
export function mockHandlers(names) {
  const extra = names.flatMap((name) => {
    if (!scenarios[name]) throw new Error(`unknown mock scenario ${name}; known: ${Object.keys(scenarios).join(', ')}`);
    return scenarios[name]();
  });
  const noAnswer = http.all('*', ({ request }) => {
    console.error(`mock server: no answer for ${request.method} ${request.url}`);
    return HttpResponse.json({ message: 'Not mocked' }, { status: 501 });
  });
  return [
    ...extra,
    ...mockData,
    ...serviceHandlers(),
    ...collection('claim-statuses', claimStatus, 120),
    ...collection('appointments', appointment, 3),
    ...collection('claims', claimStatus, 5),
    noAnswer,
  ];
}

// startMockServer intercepts Node's http, fetch and XMLHttpRequest for the whole process; a
// sample's handlers are installed with server.resetHandlers(...mockHandlers(names)).
export function startMockServer() {
  const server = setupServer();
  server.listen({ onUnhandledRequest: 'error' });
  return server;
}

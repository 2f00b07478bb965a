// Answers for the platform services that @availity/mock-data has no fixture for, shaped like the
// example responses on the API definition pages of website/docs.
import { http, HttpResponse } from 'msw';

export const ORIGIN = '*';

const page = (key, items, url) => {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const slice = items.slice(offset, offset + limit);
  return { totalCount: items.length, count: slice.length, offset, limit, [key]: slice };
};

const codeLists = {
  PDMTAXONOMY: [
    { code: '251E00000X', value: 'AGENCIES|HOME HEALTH|NOT APPLICABLE' },
    { code: '207Q00000X', value: 'ALLOPATHIC & OSTEOPATHIC PHYSICIANS|FAMILY MEDICINE|NOT APPLICABLE' },
    { code: '208D00000X', value: 'ALLOPATHIC & OSTEOPATHIC PHYSICIANS|GENERAL PRACTICE|NOT APPLICABLE' },
  ],
  POS: [
    { code: '11', value: 'Office' },
    { code: '12', value: 'Home' },
    { code: '21', value: 'Inpatient Hospital' },
  ],
};

const navigationSpaces = [
  {
    id: 'eligibility_benefits',
    name: 'Eligibility and Benefits Inquiry',
    link: { text: 'Eligibility and Benefits Inquiry', url: '/public/apps/eligibility', target: 'newBody' },
    type: 'navigation',
    permissions: ['7457', '7458', '7181'],
  },
  {
    id: 'claim_status',
    name: 'Claim Status Inquiry',
    link: { text: 'Claim Status Inquiry', url: '/public/apps/claim-status', target: 'newBody' },
    type: 'navigation',
    permissions: ['7156'],
    hasAccess: false,
  },
];

const linkouts = [
  {
    id: '73162546201441126239486200007187',
    name: 'Payer Claim Portal',
    link: { text: 'Payer Claim Portal', url: '/public/apps/spaces/#/linkout/73162546201441126239486200007187' },
    type: 'linkout',
  },
];

const notifications = [
  { id: '83582901741516995037509300045112', type: 'PDM', topic: 'PDM', subject: 'Provider Data Management', read: false },
  { id: '83582901741516995037509300045113', type: 'PDM', topic: 'PDM', subject: 'Provider Data Management', read: true },
];

const permissions = [
  { id: '5001', description: '835 Setup' },
  { id: '7153', description: 'Administrative Reports' },
];

async function body(request) {
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// A tus endpoint for the vault, for the upload samples: any bucket except the one mock-data
// covers. Uploads are kept per sample (see serviceHandlers). What the scan reports
// depends on the file name: "eicar…" fails the virus scan, "protected…" is an encrypted
// document whose password is "s3cret"; other files are clean and pass on the second check.
const tusHeaders = { 'Tus-Resumable': '1.0.0' };

function tusMetadata(header) {
  return Object.fromEntries(
    (header ?? '').split(',').filter(Boolean).map((pair) => {
      const [key, value = ''] = pair.trim().split(' ');
      return [key, Buffer.from(value, 'base64').toString('utf8')];
    })
  );
}

function scanAnswer(upload, password) {
  upload.checks += 1;
  const name = upload.metadata['availity-filename'] ?? '';
  const headers = { ...tusHeaders, 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) };
  if (name.startsWith('eicar')) return { ...headers, 'AV-Scan-Result': 'rejected', 'AV-Scan-Bytes': String(upload.length) };
  if (upload.checks < 2) return { ...headers, 'AV-Scan-Bytes': String(Math.floor(upload.length / 2)) };
  const done = { ...headers, 'AV-Scan-Result': 'accepted', 'AV-Scan-Bytes': String(upload.length) };
  const references = { references: JSON.stringify([`/files/105265/${upload.id}`]) };
  if (name.startsWith('protected')) {
    if (password === undefined && !upload.unlocked) return { ...done, 'Upload-Result': 'encrypted' };
    if (password !== undefined && password !== 's3cret') return { ...done, 'Upload-Result': 'encrypted', 'Decryption-Result': 'rejected' };
    if (password !== undefined) {
      upload.unlocked = true;
      return { ...done, 'Upload-Result': 'encrypted', 'Decryption-Result': 'pending' };
    }
  }
  return { ...done, 'Upload-Result': 'accepted', ...references };
}

const vault = `${ORIGIN}/ms/api/availity/internal/core/vault/upload/v1/resumable`;
const vaultHandlers = (uploads) => [
  http.post(`${vault}/:bucket/`, ({ request, params }) => {
    if (params.bucket === 'nYrlabBv') return undefined;
    const id = `${params.bucket}-${uploads.size + 1}`.replace(/[^\w-]/g, '');
    const upload = { id, offset: 0, length: Number(request.headers.get('Upload-Length')), metadata: tusMetadata(request.headers.get('Upload-Metadata')), checks: 0 };
    uploads.set(id, upload);
    return new HttpResponse(null, { status: 201, headers: { ...tusHeaders, Location: `${new URL(request.url).pathname}${id}` } });
  }),
  http.patch(`${vault}/:bucket/:id`, async ({ request, params }) => {
    const upload = uploads.get(params.id);
    if (!upload) return undefined;
    upload.offset += (await request.arrayBuffer()).byteLength;
    return new HttpResponse(null, { status: 204, headers: { ...tusHeaders, 'Upload-Offset': String(upload.offset) } });
  }),
  http.head(`${vault}/:bucket/:id`, ({ request, params }) => {
    const upload = uploads.get(params.id);
    if (!upload) return new HttpResponse(null, { status: 404, headers: tusHeaders });
    const password = request.headers.get('Encryption-Password') ?? undefined;
    return new HttpResponse(null, { status: 200, headers: scanAnswer(upload, password) });
  }),
];

// The SSO type of a space, as the WebQL gateway reports it to @availity/native-form.
const ssoTypes = { '48C607A70B5A46A3864A34E2BDDDEA04': 'SAML', '73162546201441126239486200007187': 'OPENID' };

// serviceHandlers makes the handlers with fresh state (the vault's uploads), for one sample.
export const serviceHandlers = () => [
  ...vaultHandlers(new Map()),
  http.post(`${ORIGIN}/ms/api/availity/internal/spc/web/graphql`, async ({ request }) => {
    const { operationName, variables } = await body(request);
    if (operationName !== 'ssoTypeFindById') return HttpResponse.json({ errors: [{ message: 'Unknown operation' }] }, { status: 400 });
    const type = ssoTypes[variables?.id];
    return HttpResponse.json({ data: { configurationFindOne: type ? { type } : null } });
  }),
  http.get(`${ORIGIN}/api/v1/codes`, ({ request }) => {
    const url = new URL(request.url);
    const list = codeLists[url.searchParams.get('list')] ?? [];
    const code = url.searchParams.get('code');
    return HttpResponse.json(page('codes', code ? list.filter((c) => c.code === code) : list, url));
  }),
  http.post(`${ORIGIN}/api/utils/v1/csvs`, () =>
    HttpResponse.json({
      id: '-6746445849906334271',
      status: 'Complete',
      links: { csv: { href: 'https://apps.availity.com/api/utils/v1/csvs/-6746445849906334271/march-claims.csv' } },
    })),
  http.get(`${ORIGIN}/api/utils/v1/csvs/:id/:file`, ({ params }) =>
    new HttpResponse('claimNumber,status,billed\r\nCLM100001,Finalized,125.00\r\nCLM100002,Pending,80.50\r\n', {
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${params.file}"` },
    })),
  http.post(`${ORIGIN}/api/utils/v1/pdfs`, async ({ request }) => {
    const { fileName } = await body(request);
    return HttpResponse.json({
      id: '5522718463',
      links: { pdf: { href: `https://apps.availity.com/api/utils/v1/pdfs/5522718463/${fileName}` } },
    });
  }),
  http.get(`${ORIGIN}/api/sdk/platform/v1/navigation/spaces`, ({ request }) =>
    HttpResponse.json(page('spaces', navigationSpaces, new URL(request.url)))),
  http.get(`${ORIGIN}/api/sdk/platform/v1/navigation/spaces/:id`, ({ params }) => {
    const space = navigationSpaces.find((s) => s.id === params.id);
    return space ? HttpResponse.json(space) : HttpResponse.json({ message: 'Not Found' }, { status: 404 });
  }),
  http.get(`${ORIGIN}/api/sdk/platform/v1/spaces`, ({ request }) => {
    const url = new URL(request.url);
    return url.searchParams.get('type') === 'linkout' ? HttpResponse.json(page('spaces', linkouts, url)) : undefined;
  }),
  http.get(`${ORIGIN}/api/sdk/platform/v1/permissions`, ({ request }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.getAll('id');
    return HttpResponse.json(page('permissions', ids.length ? permissions.filter((p) => ids.includes(p.id)) : permissions, url));
  }),
  http.get(`${ORIGIN}/api/sdk/platform/v1/permissions/:id`, ({ params }) => {
    const permission = permissions.find((p) => p.id === params.id);
    return permission ? HttpResponse.json(permission) : HttpResponse.json({ message: 'Not Found' }, { status: 404 });
  }),
  http.put(`${ORIGIN}/api/sdk/platform/v1/regions/:id`, ({ params }) =>
    HttpResponse.json({ id: params.id, value: params.id === 'TX' ? 'Texas' : params.id, currentlySelected: true })),
  http.get(`${ORIGIN}/api/utils/v1/settings`, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({
      ...page('settings', [{ favoritePayers: ['PAYERID'] }], url),
      links: { self: { href: `/api/utils/v1/settings?${url.searchParams}` } },
    });
  }),
  http.put(`${ORIGIN}/api/utils/v1/settings`, async ({ request }) => HttpResponse.json(await body(request))),
  http.get(`${ORIGIN}/api/v1/notifications`, ({ request }) => {
    const url = new URL(request.url);
    const type = url.searchParams.get('type');
    return HttpResponse.json(page('notifications', notifications.filter((n) => !type || n.type === type), url));
  }),
  http.delete(`${ORIGIN}/api/v1/notifications`, () => new HttpResponse(null, { status: 204 })),
  // Users and spaces that @availity/mock-data has no fixture for (its handlers answer first).
  http.get(`${ORIGIN}/api/sdk/platform/v1/users/:id`, () => HttpResponse.json({ message: 'User not found' }, { status: 404 })),
  http.get(`${ORIGIN}/api/sdk/platform/v1/spaces/:id`, () => HttpResponse.json({ message: 'Space not found' }, { status: 404 })),
  // The cloud log and telemetry services, reached by POST when a beacon cannot be queued.
  http.post(`${ORIGIN}/ms/api/availity/internal/spc/analytics/log`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${ORIGIN}/ms/api/availity/internal/spc/analytics/telemetry`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${ORIGIN}/api/v1/proxy/healthplan/members/:id`, ({ params }) =>
    HttpResponse.json({ id: params.id, firstName: 'Jane', lastName: 'Smith', planName: 'Gold PPO' })),
  http.get(`${ORIGIN}/ms/api/availity/internal/coverages/v1/summary`, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({ memberId: url.searchParams.get('memberId'), payerId: url.searchParams.get('payerId'), active: true });
  }),
  http.post(`${ORIGIN}/ms/api/availity/internal/core/vault/upload/v1/:bucket`, ({ params }) =>
    HttpResponse.json({ bucketId: params.bucket, references: [`/files/105265/${'9ee77f6d-9779-4b96-a995-0df47657e504'}`] })),
  http.post(`${ORIGIN}/ms/api/availity/internal/platform/file-upload-delivery/v1/batch/deliveries`, () =>
    HttpResponse.json({ id: 'a6d4c2f0', status: 'COMPLETE', deliveries: [{ id: 'd1', deliveryChannel: 'DEMO', status: 'DELIVERED' }] })),
];

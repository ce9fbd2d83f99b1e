import { FIELD_ERROR_CODES } from '@atrium/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../src/db/seed-shop.ts';
import { emulatorUser, tableDigest, testApp } from './support.ts';

/**
 * Every operation of the API document, fed what a hostile or careless client sends: wrong types, NUL bytes,
 * lone surrogates, text past its limit, numbers out of range or with too many decimals, malformed ids. Each
 * answer is a 400 naming the field with a known code (never a 5xx), and nothing is written. The operations
 * come from the document, so a new route is covered by adding its valid example below.
 */

type Schema = {
  type?: string;
  anyOf?: Schema[];
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
};
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type User = Awaited<ReturnType<typeof emulatorUser>>;

let app: FastifyInstance;
let admin: User;
let other: User;
let paths: Record<string, Record<string, Operation>>;
/** A group of admin's with other, and a message in it: the chat routes' real ids. */
let chat: { conversation: string; message: string };
/** A message admin sent other, a draft and a label of admin's: the mail routes' real ids. */
const mail = {
  message: '00000000-0000-4000-8000-00000000a11a',
  draft: '00000000-0000-4000-8000-00000000d4af',
  label: '',
};
/** A project of admin's with other, its columns, a card and what it holds, and a weekly event of admin's. */
const work = {
  project: '',
  column: '',
  otherColumn: '',
  card: '',
  checklistItem: '',
  comment: '',
  attachment: '',
  event: '',
  /** The second Monday of the event: an occurrence it has. */
  occurrence: '2026-03-23T08:00:00.000Z',
};
const FIELD_CODES = new Set<string>(FIELD_ERROR_CODES);

beforeAll(async () => {
  app = await testApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_EXPORTS_PER_MINUTE: '100000',
  });
  await seedShop(app.database, { products: 3, orders: 3 });
  admin = await emulatorUser('admin');
  other = await emulatorUser('other');
  for (const user of [admin, other]) await app.inject({ url: '/api/me', headers: user.auth });
  const conversation = (
    await app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: admin.auth,
      payload: { kind: 'group', name: 'Fuzz', memberUids: [other.uid] },
    })
  ).json().id;
  const message = (
    await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversation}/messages`,
      headers: admin.auth,
      payload: { id: '00000000-0000-4000-8000-00000000c4a7', kind: 'text', text: 'Fuzz' },
    })
  ).json().id;
  chat = { conversation, message };
  const mailCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: admin.auth, payload });
  await mailCall('POST', '/api/mail/messages', { id: mail.message, to: [other.uid], subject: 'Fuzz' });
  await mailCall('PUT', `/api/mail/drafts/${mail.draft}`, { subject: 'Fuzz draft' });
  mail.label = (
    await mailCall('POST', '/api/mail/labels', { name: 'Fuzz label', color: '#123456' })
  ).json().id;
  const workCall = (
    method: 'POST',
    url: string,
    payload: object | Buffer,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, headers: { ...admin.auth, ...headers }, payload });
  work.project = (
    await workCall('POST', '/api/projects', { name: 'Fuzz', memberUids: [other.uid] })
  ).json().id;
  const columns = (
    await app.inject({ url: `/api/projects/${work.project}/board`, headers: admin.auth })
  ).json().columns as { id: string }[];
  work.column = columns[0]?.id as string;
  work.otherColumn = columns[1]?.id as string;
  work.card = (await workCall('POST', `/api/columns/${work.column}/cards`, { title: 'Fuzz' })).json().id;
  work.checklistItem = (
    await workCall('POST', `/api/cards/${work.card}/checklist`, { text: 'Fuzz' })
  ).json().id;
  work.comment = (await workCall('POST', `/api/cards/${work.card}/comments`, { text: 'Fuzz' })).json().id;
  work.attachment = (
    await workCall('POST', `/api/cards/${work.card}/attachments`, Buffer.from('fuzz'), {
      'content-type': 'application/octet-stream',
      'x-file-name': 'fuzz.txt',
    })
  ).json().id;
  work.event = (
    await workCall('POST', '/api/calendar/events', {
      title: 'Fuzz',
      allDay: false,
      start: '2026-03-16T09:00:00+01:00',
      end: '2026-03-16T10:00:00+01:00',
      timeZone: 'Europe/Paris',
      color: '#3e82f7',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
    })
  ).json().id;
  paths = (await app.inject({ url: '/api/openapi.json' })).json().paths;
});
afterAll(() => app.close());

/** A request each operation accepts (real ids, valid bodies): the base every bad value is put into. */
function examples(): Record<string, { params?: Record<string, string>; body?: Record<string, unknown> }> {
  const product = {
    name: 'Fuzz',
    description: 'Fine',
    price: 10,
    comparePrice: 12,
    costPerItem: 4,
    taxRate: 10,
    category: 'bags',
    tags: ['soft'],
    imageIds: [],
    mainImageId: null,
    variants: [{ name: 'Small', price: 10, sku: 'FZ-S' }],
    width: 10,
    height: 5,
    weight: 1,
    stock: 3,
  };
  return {
    'PATCH /api/me': {
      body: {
        displayName: 'Fuzz',
        username: 'fuzz_user',
        title: 'Tester',
        bio: 'Bio',
        phone: '+1 555 0100',
        website: 'https://example.com',
        address: '1 Main St',
        city: 'Springfield',
        postCode: '12345',
        birthDate: '1990-01-01',
        emailVisible: true,
        experiences: [{ title: 'Tester', company: 'Fuzz Inc', from: '2020-01', to: null }],
        interests: ['testing'],
      },
    },
    'PATCH /api/me/preferences': { body: { mentions: true, follows: false, comments: true, tasks: true } },
    'POST /api/me/cards': {
      body: { holder: 'Fuzz', number: '4242424242424242', expMonth: 12, expYear: 2099, cvv: '123' },
    },
    'DELETE /api/me/cards/{id}': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'GET /api/members/{uid}': { params: { uid: other.uid } },
    'PATCH /api/members/{uid}': { params: { uid: other.uid }, body: { role: 'manager', status: 'active' } },
    'DELETE /api/members/{uid}': { params: { uid: other.uid } },
    'GET /api/members/{uid}/follow': { params: { uid: other.uid } },
    'PUT /api/members/{uid}/follow': { params: { uid: other.uid } },
    'DELETE /api/members/{uid}/follow': { params: { uid: other.uid } },
    'POST /api/products': { body: product },
    'GET /api/products/{id}': { params: { id: '1' } },
    'PUT /api/products/{id}': { params: { id: '1' }, body: { ...product, version: 1 } },
    'DELETE /api/products/{id}': { params: { id: '1' } },
    'POST /api/products/bulk-delete': { body: { ids: ['1', '2'] } },
    'POST /api/orders': {
      body: {
        customer: { name: 'Cy', email: 'cy@example.com' },
        channel: 'online',
        lines: [{ productId: '1', quantity: 1 }],
      },
    },
    'GET /api/orders/{id}': { params: { id: '1' } },
    'PUT /api/orders/{id}/remark': { params: { id: '1' }, body: { remark: 'Call first' } },
    'GET /api/invoices/{orderId}': { params: { orderId: '1' } },
    'POST /api/page-views': {
      body: {
        views: [
          {
            path: '/app/home',
            at: new Date().toISOString(),
            device: 'desktop',
            country: 'FR',
            source: 'search',
            visitorId: 'visitor-1',
            sessionId: 'session-1',
          },
        ],
      },
    },
    'PUT /api/dashboards/target': { body: { target: 5000 } },
    'PUT /api/billing/plan': { body: { plan: 'premium', period: 'yearly' } },
    'POST /api/chat/conversations': { body: { kind: 'group', name: 'Fuzz', memberUids: [other.uid] } },
    'GET /api/chat/conversations/{id}': { params: { id: chat.conversation } },
    'PATCH /api/chat/conversations/{id}': {
      params: { id: chat.conversation },
      body: { name: 'Fuzz', muted: false },
    },
    'DELETE /api/chat/conversations/{id}': { params: { id: chat.conversation } },
    'POST /api/chat/conversations/{id}/members': {
      params: { id: chat.conversation },
      body: { uids: [other.uid] },
    },
    'DELETE /api/chat/conversations/{id}/members/{uid}': {
      params: { id: chat.conversation, uid: other.uid },
    },
    'GET /api/chat/conversations/{id}/messages': { params: { id: chat.conversation } },
    'POST /api/chat/conversations/{id}/messages': {
      params: { id: chat.conversation },
      body: { id: chat.message, kind: 'text', text: 'Fuzz' },
    },
    'POST /api/chat/conversations/{id}/read': { params: { id: chat.conversation }, body: { seq: 1 } },
    'PATCH /api/chat/messages/{id}': { params: { id: chat.message }, body: { text: 'Fuzz' } },
    'DELETE /api/chat/messages/{id}': { params: { id: chat.message } },
    'POST /api/chat/messages/{id}/reactions': {
      params: { id: chat.message },
      body: { emoji: '👍', on: true },
    },
    'GET /api/mail/messages/{id}': { params: { id: mail.message } },
    'PATCH /api/mail/messages/{id}': {
      params: { id: mail.message },
      body: { read: true, starred: false, labelIds: [mail.label] },
    },
    'POST /api/mail/bulk': { body: { ids: [mail.message], action: 'label', labelId: mail.label } },
    'POST /api/mail/messages': {
      body: {
        id: '00000000-0000-4000-8000-00000000a11b',
        to: [other.uid],
        cc: [],
        bcc: [],
        subject: 'Fuzz',
        html: '<p>Fuzz</p>',
        attachmentIds: [],
        inReplyTo: mail.message,
      },
    },
    'GET /api/mail/drafts/{id}': { params: { id: mail.draft } },
    'PUT /api/mail/drafts/{id}': {
      params: { id: mail.draft },
      body: {
        to: [other.uid],
        cc: [],
        bcc: [],
        subject: 'Fuzz',
        html: '<p>Fuzz</p>',
        attachmentIds: [],
        inReplyTo: null,
      },
    },
    'DELETE /api/mail/drafts/{id}': { params: { id: mail.draft } },
    'POST /api/mail/labels': { body: { name: 'Fuzz', color: '#654321' } },
    'PATCH /api/mail/labels/{id}': {
      params: { id: mail.label },
      body: { name: 'Fuzz label', color: '#123456' },
    },
    'DELETE /api/mail/labels/{id}': { params: { id: mail.label } },
    ...workExamples(),
  };
}

/** The calendar's and projects' operations, on the ids made in beforeAll. */
function workExamples(): Record<string, { params?: Record<string, string>; body?: Record<string, unknown> }> {
  const event = {
    title: 'Fuzz',
    allDay: false,
    start: '2026-03-16T09:00:00+01:00',
    end: '2026-03-16T10:00:00+01:00',
    timeZone: 'Europe/Paris',
    color: '#3e82f7',
    location: 'Room',
    description: 'Fuzz',
    attendeeUids: [other.uid],
    rrule: 'FREQ=WEEKLY;BYDAY=MO',
  };
  const id = (value: string) => ({ params: { id: value } });
  return {
    'POST /api/calendar/events': { body: event },
    'GET /api/calendar/events/{id}': id(work.event),
    'PUT /api/calendar/events/{id}': { ...id(work.event), body: event },
    'DELETE /api/calendar/events/{id}': id(work.event),
    'PUT /api/calendar/events/{id}/occurrences': {
      ...id(work.event),
      body: {
        originalStart: work.occurrence,
        title: 'Fuzz',
        start: '2026-03-23T10:00:00+01:00',
        end: '2026-03-23T11:00:00+01:00',
        color: '#3e82f7',
        location: 'Room',
        description: 'Fuzz',
      },
    },
    'DELETE /api/calendar/events/{id}/occurrences': id(work.event),
    'GET /api/calendar/events/{id}/ics': id(work.event),
    'POST /api/projects': {
      body: {
        name: 'Fuzz',
        category: 'Tests',
        description: 'Fuzz',
        coverColor: '#3e82f7',
        dueDate: '2026-12-31',
        memberUids: [other.uid],
      },
    },
    'GET /api/projects/{id}': id(work.project),
    'PATCH /api/projects/{id}': {
      ...id(work.project),
      body: {
        name: 'Fuzz',
        category: 'Tests',
        description: 'Fuzz',
        coverColor: '#3e82f7',
        dueDate: null,
        memberUids: [admin.uid, other.uid],
        ownerUid: admin.uid,
      },
    },
    'DELETE /api/projects/{id}': id(work.project),
    'GET /api/projects/{id}/board': id(work.project),
    'POST /api/projects/{id}/columns': {
      ...id(work.project),
      body: { name: 'Fuzz', afterId: null, beforeId: null },
    },
    'PATCH /api/columns/{id}': { ...id(work.column), body: { name: 'Fuzz' } },
    'POST /api/columns/{id}/move': {
      ...id(work.column),
      body: { afterId: work.otherColumn, beforeId: null },
    },
    'DELETE /api/columns/{id}': id(work.column),
    'GET /api/columns/{id}/cards': id(work.column),
    'POST /api/columns/{id}/cards': {
      ...id(work.column),
      body: { title: 'Fuzz', afterId: null, beforeId: null },
    },
    'GET /api/cards/{id}': id(work.card),
    'PATCH /api/cards/{id}': {
      ...id(work.card),
      body: {
        title: 'Fuzz',
        description: 'Fuzz',
        dueDate: '2026-12-31',
        labels: ['bug'],
        assigneeUids: [other.uid],
        coverAttachmentId: null,
      },
    },
    'DELETE /api/cards/{id}': id(work.card),
    'POST /api/cards/{id}/move': {
      ...id(work.card),
      body: { columnId: work.otherColumn, afterId: null, beforeId: null },
    },
    'POST /api/cards/{id}/checklist': { ...id(work.card), body: { text: 'Fuzz' } },
    'PATCH /api/checklist-items/{id}': { ...id(work.checklistItem), body: { text: 'Fuzz', done: true } },
    'DELETE /api/checklist-items/{id}': id(work.checklistItem),
    'POST /api/cards/{id}/comments': { ...id(work.card), body: { text: 'Fuzz' } },
    'PATCH /api/comments/{id}': { ...id(work.comment), body: { text: 'Fuzz' } },
    'DELETE /api/comments/{id}': id(work.comment),
    'POST /api/cards/{id}/attachments': id(work.card),
    'DELETE /api/card-attachments/{id}': id(work.attachment),
  };
}

/** The alternatives a value may take (nested unions flattened; a constant typed by its value). */
const variantsOf = (schema: Schema): Schema[] =>
  schema.anyOf
    ? schema.anyOf.flatMap(variantsOf)
    : [schema.type || !schema.enum ? schema : { ...schema, type: typeof schema.enum[0] }];
const typesOf = (schema: Schema) => new Set(variantsOf(schema).map((v) => v.type));

/** Values no client should get stored in a field of this schema. */
function badValues(schema: Schema, where: string): unknown[] {
  const types = typesOf(schema);
  const bad: unknown[] = [];
  // Wrong types: nothing is coerced in a JSON body ("" or true is not a price).
  if (!types.has('string')) bad.push('', '5', 'a\u0000b');
  if (!types.has('number') && !types.has('integer')) bad.push(5);
  if (!types.has('boolean')) bad.push(true);
  if (!types.has('array')) bad.push([5]);
  if (!types.has('object')) bad.push({ a: 1 });
  if (!types.has('null')) bad.push(null);
  for (const v of variantsOf(schema)) {
    if (v.type === 'string') {
      bad.push('a\u0000b', 'a\ud800b');
      if (v.enum) {
        if (variantsOf(schema).every((w) => w.type !== 'string' || w.enum)) bad.push('zzz');
      } else if (v.maxLength !== undefined) bad.push('x'.repeat(v.maxLength + 1));
      else expect(v.pattern ?? v.format, `${where}: a text without a limit`).toBeDefined();
      if (v.pattern || v.format) bad.push('x'.repeat(20_000));
    }
    if (v.type === 'number' || v.type === 'integer') {
      bad.push((v.maximum ?? 2_147_483_647) + 1, 3_000_000_000, -1e12);
      if (v.type === 'integer') bad.push(1.5);
      else bad.push(1.234); // money, rates and sizes have at most two decimals
    }
    if (v.type === 'array') {
      bad.push(['a\u0000b'], [{ a: 1 }, 5]);
      if (v.maxItems !== undefined) bad.push(Array.from({ length: v.maxItems + 1 }, () => null));
    }
  }
  return bad;
}

/** Every field of a body, nested objects and the first item of arrays of objects included, by dotted path. */
function fieldsOf(schema: Schema, example: unknown, prefix = ''): { path: string[]; schema: Schema }[] {
  const out: { path: string[]; schema: Schema }[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? [...prefix.split('.'), name] : [name];
    out.push({ path, schema: field });
    const value = (example as Record<string, unknown> | undefined)?.[name];
    if (field.type === 'object') out.push(...fieldsOf(field, value, path.join('.')));
    if (field.type === 'array' && field.items?.type === 'object' && Array.isArray(value) && value.length)
      out.push(...fieldsOf(field.items, value[0], [...path, '0'].join('.')));
  }
  return out;
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return copy;
}

function urlOf(path: string, params: Record<string, string> = {}) {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A refusal as the contract says: 400, code `invalid`, the field named, each field's code a known one. */
function expectFieldError(
  res: { statusCode: number; json: () => { code?: string; fields?: Record<string, { code: string }> } },
  field: string,
  label: string,
) {
  expect(res.statusCode, label).toBe(400);
  const body = res.json();
  expect(body.code, label).toBe('invalid');
  const named = Object.keys(body.fields ?? {});
  expect(
    named.some((n) => n === field || n.startsWith(`${field}.`) || field.startsWith(`${n}.`)),
    `${label}: fields ${named.join(', ')}`,
  ).toBe(true);
  for (const [name, error] of Object.entries(body.fields ?? {}))
    expect(FIELD_CODES.has(error.code), `${label}: ${name} has code ${error.code}`).toBe(true);
}

const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

const send = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { ...admin.auth, ...headers },
    payload: payload as never,
  });

describe('hostile input on every operation of the API', () => {
  it('has a valid example for every operation with a body or path parameters', () => {
    const known = examples();
    const needing = operations().filter(
      ({ op }) => op.requestBody?.content['application/json'] || op.parameters?.some((p) => p.in === 'path'),
    );
    expect(needing.length).toBeGreaterThan(15);
    for (const { method, path } of needing)
      expect(known[`${method} ${path}`], `${method} ${path}`).toBeDefined();
  });

  // Over a thousand requests, and a digest of every table per operation: past the default 30 s on a busy machine.
  it('refuses each bad value of each body field with a 400 naming it, and writes nothing', async () => {
    const known = examples();
    let tried = 0;
    for (const { method, path, op } of operations()) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const example = known[`${method} ${path}`];
      const url = urlOf(path, example?.params);
      const before = await tableDigest(app);
      for (const field of fieldsOf(schema, example?.body)) {
        for (const value of badValues(field.schema, `${method} ${path} ${field.path.join('.')}`)) {
          const label = `${method} ${path} ${field.path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`;
          const res = await send(method, url, withValue(example?.body ?? {}, field.path, value));
          expectFieldError(res, field.path.join('.'), label);
          tried++;
        }
      }
      // Whole bodies of the wrong shape, and a field nobody declared.
      for (const raw of ['[]', '"text"', '5', 'null', '{"name":"\\u0000"}', '{"a":', '{"a":1}}']) {
        const res = await send(method, url, raw, { 'content-type': 'application/json' });
        expect(res.statusCode, `${method} ${path} ${raw}`).toBe(400);
        // Not JSON at all is a bad request; JSON of the wrong shape names what is wrong.
        expect(res.json().code, `${method} ${path} ${raw}`).toBe(
          raw.startsWith('{"a"') ? 'bad_request' : 'invalid',
        );
      }
      const extra = await send(method, url, { ...example?.body, isAdmin: true });
      if (schema.properties && !('additionalProperties' in schema && schema.additionalProperties !== false))
        expectFieldError(extra, 'isAdmin', `${method} ${path} unknown field`);
      expect((await send(method, url, 'a=1', { 'content-type': 'text/plain' })).statusCode).toBe(415);
      expect(await tableDigest(app), `${method} ${path} wrote something`).toBe(before);
    }
    expect(tried).toBeGreaterThan(400);
  }, 180_000);

  it('refuses malformed ids and query values with a 400 naming them, and writes nothing', async () => {
    const known = examples();
    const before = await tableDigest(app);
    for (const { method, path, op } of operations()) {
      const example = known[`${method} ${path}`];
      for (const param of op.parameters ?? []) {
        const bad = [
          'a\u0000b',
          'x'.repeat(300),
          ...(typesOf(param.schema).has('string') && variantsOf(param.schema).some((v) => v.enum)
            ? ['zzz']
            : []),
        ];
        const pattern = variantsOf(param.schema).find((v) => v.pattern)?.pattern ?? '';
        if (pattern) bad.push('\u202e1');
        if (pattern.includes('\\d')) bad.push('abc', '1.5', '-0', '99999999999999999999', 'a'.repeat(36));
        if (pattern.startsWith('^-?\\d')) bad.push('3000000000', '1e3');
        if (pattern.includes('[0-9a-fA-F]{8}'))
          bad.push('00000000-0000-0000-0000-00000000000g', 'a'.repeat(36));
        for (const value of bad) {
          const label = `${method} ${path} ${param.in} ${param.name} = ${JSON.stringify(value).slice(0, 30)}`;
          const params = { ...example?.params, [param.name]: value };
          const url =
            param.in === 'path'
              ? urlOf(path, params)
              : `${urlOf(path, example?.params)}?${new URLSearchParams({ [param.name]: value })}`;
          const res = await send(method, url, example?.body);
          // Fastify matches no route when a path segment is over 100 characters (maxParamLength): a 404.
          if (param.in === 'path' && value.length > 100)
            expect(res.json(), label).toMatchObject({ code: 'not_found' });
          else expectFieldError(res, param.name, label);
        }
      }
    }
    expect(await tableDigest(app)).toBe(before);
  });

  // 30 runs of every body operation, each followed by a digest of every table: a few seconds an operation, and
  // there are about 60 of them (chat, mail, calendar, projects…).
  it('never answers 5xx to arbitrary JSON, and writes nothing when it refuses', async () => {
    const known = examples();
    const bodies = operations().filter(({ op }) => op.requestBody?.content['application/json']);
    let last = await tableDigest(app);
    for (const { method, path } of bodies) {
      const example = known[`${method} ${path}`];
      const url = urlOf(path, example?.params);
      const keys = Object.keys(example?.body ?? { x: 1 });
      const body = fc.oneof(
        fc.jsonValue(),
        fc
          .tuple(fc.constantFrom(...keys), fc.jsonValue())
          .map(([key, value]) => ({ ...example?.body, [key]: value })),
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await send(method, url, JSON.stringify(payload), {
            'content-type': 'application/json',
          });
          expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBeLessThan(500);
          const now = await tableDigest(app);
          if (res.statusCode >= 400) {
            expect(res.json().code).toEqual(expect.any(String));
            expect(now, `${method} ${path} refused but wrote`).toBe(last);
          }
          last = now;
        }),
        { numRuns: 30, seed: 20261124 },
      );
    }
  }, 600_000);
});

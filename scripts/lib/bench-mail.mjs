// The mail part of `npm run bench:api` (BENCH_ONLY=mail runs it alone): 1,000,000 messages between the seeded
// members, 100,000 of them in the bench member's Inbox (threads of three, one in twenty labelled Important, a word
// that one message in fifty contains), written straight into the database (through the API it would take hours).
// Then the Inbox's first page, the Important label's, a search by a word of the bodies and opening a thread, from
// the API and straight on the database through the same service code.

export const MAIL_COUNTS = {
  messages: Number(process.env.BENCH_MAIL_MESSAGES ?? 1_000_000),
  inbox: Number(process.env.BENCH_MAIL_INBOX ?? 100_000),
};
/** Targets: p95 in ms, and the API's p95 over the direct one's. */
export const MAIL_TARGETS = { p95: 50, ratio: 2 };
/** In one message body of fifty (and so in 2,000 of the bench Inbox's 100,000). */
export const SEARCH_WORD = 'quarterly';

const WORDS = `order invoice shipment customer product review meeting budget report update delivery payment
  schedule launch design feedback contract renewal supplier warehouse stock return refund discount campaign
  newsletter partner agenda minutes deadline proposal estimate catalogue pricing workshop training onboarding
  roadmap milestone release support ticket account billing team office travel expense approval summary figures
  forecast target region market sales growth quality audit checklist request 发票 会议 請求書 打ち合わせ`
  .split(/\s+/)
  .filter(Boolean);

const BATCH = 100_000;

/** A UUID made from a text, shaped as version 4 (the API checks the shape of the ids it is given). */
const uuidOf = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Seeds the mail unless the database already holds as many messages. `query` runs SQL on the bench database; `uid`
 * is the bench member's.
 */
export async function seedBenchMail(query, uid, log = console.log) {
  const [{ n }] = await query('SELECT count(*)::int AS n FROM mail_messages');
  if (n >= MAIL_COUNTS.messages) return log(`Mail: reusing ${n} messages`);
  log(`Seeding mail: ${MAIL_COUNTS.messages} messages, ${MAIL_COUNTS.inbox} in the bench member's Inbox…`);
  const started = performance.now();
  await query(
    `CREATE TEMP TABLE bench_senders AS
    SELECT uid, display_name AS name, (row_number() OVER (ORDER BY uid))::int - 1 AS n
      FROM members WHERE uid <> $1`,
    [uid],
  );
  const [{ senders }] = await query('SELECT count(*)::int AS senders FROM bench_senders');
  if (senders < 2) throw new Error('Mail bench: seed members first (the main bench seeds 10,000).');
  // A trigram index is built far faster once over every row than row by row: dropped, filled, made again.
  const [{ indexdef }] = await query(
    `SELECT indexdef FROM pg_indexes WHERE indexname = 'mail_entries_search_idx'`,
  );
  await query('DROP INDEX mail_entries_search_idx');
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  for (let from = 1; from <= MAIL_COUNTS.messages; from += BATCH) {
    const to = Math.min(MAIL_COUNTS.messages, from + BATCH - 1);
    // Message g: sent g × 20 s ago, in thread g / 3, from member g × 7919 (mod), to the bench member while
    // g ≤ inbox, otherwise to member g × 104729 (mod) or the next one. Its body: 24 of the words, picked by g.
    await query(
      `CREATE TEMP TABLE bench_batch AS
        SELECT g, ${uuidOf(`'mail' || g`)} AS id, ${uuidOf(`'thread' || (g / 3)`)} AS thread_id,
               now() - g * interval '20 seconds' AS at,
               s.uid AS sender_uid, s.name AS sender_name,
               CASE WHEN g <= $3 THEN $4 ELSE r.uid END AS recipient_uid,
               CASE WHEN g <= $3 THEN 'Bench' ELSE r.name END AS recipient_name
          FROM generate_series($1::int, $2::int) g
          JOIN bench_senders s ON s.n = (g::bigint * 7919) % ${senders}
          JOIN bench_senders r ON r.n = ((g::bigint * 104729) % ${senders}
                                         + CASE WHEN (g::bigint * 104729) % ${senders} = (g::bigint * 7919) % ${senders}
                                                THEN 1 ELSE 0 END) % ${senders}`,
      [from, to, MAIL_COUNTS.inbox, uid],
    );
    await query(
      `INSERT INTO mail_messages (id, thread_id, sender_uid, sender_name, subject, html, body_text, sent_at,
                                  created_at, updated_at)
        SELECT id, thread_id, sender_uid, sender_name, 'Re: ' || w[1 + g % ${WORDS.length}] || ' ' || (g / 3),
               '<p>' || body || '</p>', body, at, at, at
          FROM bench_batch, LATERAL (SELECT ${words} AS w) ws,
               LATERAL (SELECT string_agg(w[1 + ((g * 31 + i * 17 + (g % 97) * i) % ${WORDS.length})], ' ')
                               || CASE WHEN g % 50 = 0 THEN ' ${SEARCH_WORD}' ELSE '' END AS body
                          FROM generate_series(1, 24) i) b`,
    );
    await query(
      `INSERT INTO mail_recipients (message_id, uid, kind, name, position)
        SELECT id, recipient_uid, 'to', recipient_name, 0 FROM bench_batch`,
    );
    await query(
      `INSERT INTO mail_entries (uid, message_id, received, sent, read, sort_at)
        SELECT recipient_uid, id, true, false, g % 3 <> 0, at FROM bench_batch
        UNION ALL SELECT sender_uid, id, false, true, true, at FROM bench_batch`,
    );
    await query(
      `INSERT INTO mail_entry_labels (uid, message_id, label_id)
        SELECT recipient_uid, id, (SELECT id FROM mail_labels WHERE system_key = 'important')
          FROM bench_batch WHERE g <= $1 AND g % 20 = 0`,
      [MAIL_COUNTS.inbox],
    );
    await query('DROP TABLE bench_batch');
    log(`  ${to} messages (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await query(indexdef);
  await query('DROP TABLE bench_senders');
  // Vacuumed as well: an autovacuum starting on these tables mid-measurement, or index-only scans still visiting the
  // heap because no vacuum has marked its pages all-visible yet, measured the seed rather than the reads.
  await query('VACUUM ANALYZE mail_messages, mail_recipients, mail_entries, mail_entry_labels');
  log(`Mail seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The four measured reads: their API path and the same through the service (`reads`). */
export async function mailScenarios(query, uid) {
  const [{ label }] = await query(`SELECT id::text AS label FROM mail_labels WHERE system_key = 'important'`);
  // The newest message of a thread of three in the Inbox.
  const [{ id }] = await query(`SELECT ${uuidOf(`'mail' || 3`)}::text AS id`);
  return [
    {
      name: 'inbox, first page',
      path: '/api/mail/messages?folder=inbox',
      input: { folder: 'inbox', limit: 25 },
    },
    {
      name: 'label Important, first page',
      path: `/api/mail/messages?label=${label}`,
      input: { folder: 'inbox', label, limit: 25 },
    },
    {
      name: `search "${SEARCH_WORD}" in the Inbox`,
      path: `/api/mail/messages?folder=inbox&q=${SEARCH_WORD}`,
      input: { folder: 'inbox', q: SEARCH_WORD, limit: 25 },
    },
    { name: 'open a thread (3 messages)', path: `/api/mail/messages/${id}`, open: id, uid },
  ];
}

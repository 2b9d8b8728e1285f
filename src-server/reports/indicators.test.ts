// Indicadores (issue 20) over a small organisation written in the test, every answer counted by
// hand below. Times are local (Brasília, UTC−3); "now" is 10/02/2026 09:00.
//
//   Gabinete (sends everything)   Secretaria ─ Protocolo (its sub-sector)   Obras
//   Buraco: deadline 2 days        Poda: no deadline
//
//   item  document  to          delivered        answered by the holder            due          state
//   A     doc1      Protocolo   05/01 09:00      reply 05/01 10:00 (1 h)            07/01 09:00
//   B     doc2      Protocolo   06/01 09:00      despacho 06/01 11:00 (2 h)         08/01 09:00
//         (Obras replied 09:10, Protocolo's canceled despacho 09:30 and nota 09:40 do not count)
//   C     doc3      Protocolo   07/01 09:00      forward 08/01 09:00 (1 day)        —
//   D     doc4      Protocolo   10/01 09:00      —                                  12/01 09:00  open
//   E     doc5      Protocolo   20/01 09:00      —                                  —            archived
//   F     doc1      Protocolo   15/01 09:00      — (A's reply came before)          17/01 09:00  open
//   G     doc6      Secretaria  08/01 09:00      reply 12/01 09:00 (4 days)         10/01 09:00
//   H     doc7      Protocolo   31/01 23:30      —                                  —            open
//   K     doc10     Obras       09/01 09:00      reply 09/01 09:30 (30 min)         11/01 09:00
//   out of January: doc8 to Protocolo 31/12/2025 23:30, doc9 to Protocolo 01/02 00:00.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportFilterSchema, reportResultSchema, type ReportFilterInput, type ReportTable } from '../../src-shared/api/reports';
import { localDateTimeToIso } from '../../src-shared/deadlines';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { indicatorsReport } from './indicators';
import { resolveReportScope } from './scope';
import { deliveries, type Deliveries } from './testing/deliveries';
import { bareDb } from './testing/organisation';

const m = messages.reports.indicators;
const at = (day: string, time: string) => localDateTimeToIso(day, time);
const NOW = Date.parse(at('2026-02-10', '09:00'));
const DAY = 86_400;
const JANUARY: ReportFilterInput = { from: '2026-01-01', to: '2026-01-31' };

let db: Db;
let org: Deliveries;
beforeEach(() => {
  db = bareDb();
  org = deliveries(db);
});
afterEach(() => db.close());

function report(filter: Partial<ReportFilterInput> = {}) {
  const result = indicatorsReport(db, resolveReportScope(db, reportFilterSchema.parse({ ...JANUARY, ...filter })), NOW);
  return reportResultSchema.parse(result);
}
const table = (tables: readonly ReportTable[], title: string) => tables.find((candidate) => candidate.title === title) as ReportTable;

function januaryOrganisation() {
  const gab = org.sector('Gabinete', 'GAB');
  const sec = org.sector('Secretaria', 'SEC');
  const prot = org.sector('Protocolo', 'PROT', sec);
  const obras = org.sector('Obras', 'OBRAS');
  const buraco = org.subject('Buraco', 2, 'days');
  const poda = org.subject('Poda');
  const doc = (subjectId: number, day: string) => org.document({ sectorId: gab, subjectId, at: at(day, '08:00') });
  const to = (sectorId: number, day: string, time: string, fromSectorId = gab) => ({ sectorId, at: at(day, time), fromSectorId });

  const doc1 = doc(buraco, '2026-01-05');
  org.deliver(doc1, to(prot, '2026-01-05', '09:00')); // A
  org.answer(doc1, { type: 'reply', fromSectorId: prot, at: at('2026-01-05', '10:00') });
  const doc2 = doc(buraco, '2026-01-06');
  org.deliver(doc2, to(prot, '2026-01-06', '09:00')); // B
  org.answer(doc2, { type: 'reply', fromSectorId: obras, at: at('2026-01-06', '09:10') });
  org.answer(doc2, { type: 'add-dispatch', fromSectorId: prot, at: at('2026-01-06', '09:30'), canceled: true });
  org.answer(doc2, { type: 'note', fromSectorId: prot, at: at('2026-01-06', '09:40') });
  org.answer(doc2, { type: 'add-dispatch', fromSectorId: prot, at: at('2026-01-06', '11:00') });
  const doc3 = doc(poda, '2026-01-07');
  org.deliver(doc3, to(prot, '2026-01-07', '09:00')); // C
  org.answer(doc3, { type: 'forward', fromSectorId: prot, at: at('2026-01-08', '09:00') });
  org.deliver(doc(buraco, '2026-01-10'), to(prot, '2026-01-10', '09:00')); // D
  org.archive(org.deliver(doc(poda, '2026-01-20'), to(prot, '2026-01-20', '09:00'))); // E
  org.deliver(doc1, to(prot, '2026-01-15', '09:00', obras)); // F
  const doc6 = doc(buraco, '2026-01-08');
  org.deliver(doc6, to(sec, '2026-01-08', '09:00')); // G
  org.answer(doc6, { type: 'reply', fromSectorId: sec, at: at('2026-01-12', '09:00') });
  org.deliver(doc(poda, '2026-01-31'), to(prot, '2026-01-31', '23:30')); // H
  org.deliver(doc(poda, '2025-12-31'), to(prot, '2025-12-31', '23:30'));
  org.deliver(doc(poda, '2026-02-01'), to(prot, '2026-02-01', '00:00'));
  const doc10 = doc(buraco, '2026-01-09');
  org.deliver(doc10, to(obras, '2026-01-09', '09:00')); // K
  org.answer(doc10, { type: 'reply', fromSectorId: obras, at: at('2026-01-09', '09:30') });
  return { sec, prot, obras };
}

const row = (name: string, key: 'sector' | 'subject', figures: [number, number, number | null, number | null, number, number | null, number, number | null, number | null]) => {
  const [received, answered, median, average, withDeadline, within, backlog, backlogMedian, oldest] = figures;
  return {
    [key]: name,
    received,
    answered,
    unanswered: received - answered,
    median_response: median,
    average_response: average,
    with_deadline: withDeadline,
    within_deadline: within,
    backlog,
    backlog_median_age: backlogMedian,
    backlog_oldest: oldest,
  };
};

// Ages at now of the open items: D 31 days, F 26 days, H 9 days 9 h 30 min.
const AGE_D = 31 * DAY;
const AGE_F = 26 * DAY;
const AGE_H = 9 * DAY + 9.5 * 3600;

describe('Indicadores: time to first response by sector', () => {
  it('counts from delivery to the holding sector’s first reply, despacho or forward, with backlog and deadlines', () => {
    januaryOrganisation();
    const result = report();
    expect(result.title).toBe(m.title);
    const bySector = table(result.tables, m.bySector);
    expect(bySector.rows).toEqual([
      row('Obras', 'sector', [1, 1, 1800, 1800, 1, 100, 0, null, null]),
      // A 1 h, B 2 h, C 1 day: median 2 h, average 9 h. Deadlines: A, B in time; D, F overdue and unanswered.
      // Backlog D, F, H (E is archived); the out-of-January items are not there.
      row('Protocolo', 'sector', [7, 3, 7200, 32400, 4, 50, 3, AGE_F, AGE_D]),
      // Answered in 4 days, past its 2-day deadline.
      row('Secretaria', 'sector', [1, 1, 4 * DAY, 4 * DAY, 1, 0, 0, null, null]),
    ]);
    // 1800, 3600, 7200, 86400, 345600: median 7200, average 88920; 3 of 6 in time.
    expect(bySector.totals).toEqual(row(m.total, 'sector', [9, 5, 7200, 88920, 6, 50, 3, AGE_F, AGE_D]));
  });

  it('by subject: items without a deadline are left out of the share, which is null for a subject with none', () => {
    januaryOrganisation();
    const bySubject = table(report().tables, m.bySubject);
    expect(bySubject.rows).toEqual([
      // A, B, D, F, G, K: answered 1800, 3600, 7200, 345600 → median (3600 + 7200) / 2; A, B, K in time of 6.
      row('Buraco', 'subject', [6, 4, 5400, 89550, 6, 50, 2, (AGE_D + AGE_F) / 2, AGE_D]),
      // C, E, H.
      row('Poda', 'subject', [3, 1, DAY, DAY, 0, null, 1, AGE_H, AGE_H]),
    ]);
    expect(report().notes).toContain(m.notes[3]);
  });

  it('a sector with its sub-sectors, or alone', () => {
    const { sec } = januaryOrganisation();
    const withSub = table(report({ sector_id: sec }).tables, m.bySector);
    expect(withSub.rows.map((r) => r.sector)).toEqual(['Protocolo', 'Secretaria']);
    // 3600, 7200, 86400, 345600 → median (7200 + 86400) / 2, average 110700; A, B of A, B, D, F, G in time.
    expect(withSub.totals).toEqual(row(m.total, 'sector', [8, 4, 46800, 110700, 5, 40, 3, AGE_F, AGE_D]));
    const alone = table(report({ sector_id: sec, with_subsectors: '0' }).tables, m.bySector);
    expect(alone.rows).toEqual([row('Secretaria', 'sector', [1, 1, 4 * DAY, 4 * DAY, 1, 0, 0, null, null])]);
  });

  it('the period is local days: 31/01 23:30 counts in January, 31/12 23:30 and 01/02 00:00 do not', () => {
    const { prot } = januaryOrganisation();
    const lastDay = table(report({ from: '2026-01-31', to: '2026-01-31', sector_id: prot }).tables, m.bySector);
    expect(lastDay.rows).toEqual([row('Protocolo', 'sector', [1, 0, null, null, 0, null, 1, AGE_H, AGE_H])]);
    const december = table(report({ from: '2025-12-31', to: '2025-12-31' }).tables, m.bySector);
    expect(december.rows.map((r) => [r.sector, r.received])).toEqual([['Protocolo', 1]]);
    const february = table(report({ from: '2026-02-01', to: '2026-02-01' }).tables, m.bySector);
    expect(february.rows.map((r) => [r.sector, r.received])).toEqual([['Protocolo', 1]]);
  });

  it('an e-mail to outside addresses answers; a reopened item is not a new delivery and stays in the backlog; a pending item not yet due is left out of the share', () => {
    const gab = org.sector('Gabinete', 'GAB');
    const prot = org.sector('Protocolo', 'PROT');
    const poda = org.subject('Poda');
    const buraco = org.subject('Buraco', 2, 'days');
    const doc = (subjectId: number) => org.document({ sectorId: gab, subjectId, at: at('2026-01-05', '08:00') });
    const x = org.deliver(doc(poda), { sectorId: prot, at: at('2026-01-05', '09:00'), fromSectorId: gab });
    org.sendOutside(x, at('2026-01-05', '15:00'));
    const y = org.deliver(doc(poda), { sectorId: prot, at: at('2026-01-06', '09:00'), fromSectorId: gab });
    org.archive(y);
    org.reopen(y, at('2026-01-07', '09:00'));
    org.close(org.deliver(doc(poda), { sectorId: prot, at: at('2026-01-06', '10:00'), fromSectorId: gab }));
    org.deliver(doc(buraco), { sectorId: prot, at: at('2026-01-25', '09:00'), fromSectorId: gab, dueAt: at('2026-03-01', '09:00') });
    const bySector = table(report().tables, m.bySector);
    // Backlog: Y (35 days, through its reopened copy) and the Buraco item (16 days); the closed one is not.
    expect(bySector.rows).toEqual([row('Protocolo', 'sector', [4, 1, 6 * 3600, 6 * 3600, 0, null, 2, (35 * DAY + 16 * DAY) / 2, 35 * DAY])]);
  });

  it('answers an empty table (no totals) when nothing was delivered', () => {
    org.sector('Protocolo', 'PROT');
    const result = report();
    expect(table(result.tables, m.bySector)).toMatchObject({ rows: [], totals: null });
    expect(table(result.tables, m.stages).rows).toEqual([]);
  });
});

describe('Indicadores: time in each flow stage', () => {
  // doc P1 (Buraco): Triagem from 05/01 09:00 (published), moved to Vistoria 06/01 09:00 (due 08/01
  //   09:00; an authorisation emitted there 07/01 stays on it), to Parecer 09/01 09:00, current since.
  // doc P2 (Buraco, published 07/01 09:00): Triagem, moved to Vistoria 07/01 15:00 (due 20/01), back to
  //   Triagem 08/01 15:00 (its entered_at now), closed 10/01 15:00: exactly the 2-day deadline, not over.
  // doc P3 (Poda, no deadline): Triagem current since 12/01 09:00, never moved.
  // doc P4 (Buraco): Triagem current since 31/12/2025 23:30: outside January.
  it('per subject and stage: passages, median and average time, over the subject’s and the stage’s deadline', () => {
    const prot = org.sector('Protocolo', 'PROT');
    const buraco = org.subject('Buraco', 2, 'days');
    const poda = org.subject('Poda');
    const p1 = org.document({ sectorId: prot, subjectId: buraco, at: at('2026-01-05', '09:00') });
    const t1 = org.stage(p1, { position: 1, name: 'Triagem', status: 'done', enteredAt: at('2026-01-05', '09:00') });
    const v1 = org.stage(p1, { position: 2, name: 'Vistoria', status: 'done', enteredAt: at('2026-01-06', '09:00'), dueAt: at('2026-01-08', '09:00') });
    const r1 = org.stage(p1, { position: 3, name: 'Parecer', status: 'current', enteredAt: at('2026-01-09', '09:00') });
    org.transition(p1, { from: t1, to: v1, action: 'move_stage_to', at: at('2026-01-06', '09:00'), sectorId: prot });
    org.transition(p1, { from: v1, to: v1, action: 'should_emit_traffic_card', at: at('2026-01-07', '09:00'), sectorId: prot });
    org.transition(p1, { from: v1, to: r1, action: 'move_stage_to', at: at('2026-01-09', '09:00'), sectorId: prot });

    const p2 = org.document({ sectorId: prot, subjectId: buraco, at: at('2026-01-07', '09:00') });
    const t2 = org.stage(p2, { position: 1, name: 'Triagem', status: 'done', enteredAt: at('2026-01-08', '15:00') });
    const v2 = org.stage(p2, { position: 2, name: 'Vistoria', status: 'done', enteredAt: at('2026-01-07', '15:00'), dueAt: at('2026-01-20', '00:00') });
    org.transition(p2, { from: t2, to: v2, action: 'move_stage_to', at: at('2026-01-07', '15:00') });
    org.transition(p2, { from: v2, to: t2, action: 'move_stage_to', at: at('2026-01-08', '15:00') });
    org.transition(p2, { from: t2, to: null, action: 'archive_flow', at: at('2026-01-10', '15:00') });

    const p3 = org.document({ sectorId: prot, subjectId: poda, at: at('2026-01-12', '09:00') });
    org.stage(p3, { position: 1, name: 'Triagem', status: 'current', enteredAt: at('2026-01-12', '09:00') });
    const p4 = org.document({ sectorId: prot, subjectId: buraco, at: at('2025-12-31', '23:30') });
    org.stage(p4, { position: 1, name: 'Triagem', status: 'current', enteredAt: at('2025-12-31', '23:30') });

    const stages = table(report().tables, m.stages);
    const stageRow = (subject: string, stage: string, visits: number, median: number, average: number, overSubject: number | null, withDue: number, overStage: number | null) => ({
      subject,
      stage,
      visits,
      median_stage: median,
      average_stage: average,
      over_subject_deadline: overSubject,
      with_stage_deadline: withDue,
      over_stage_deadline: overStage,
    });
    expect(stages.rows).toEqual([
      // Parecer: 09/01 09:00 to now, 32 days.
      stageRow('Buraco', 'Parecer', 1, 32 * DAY, 32 * DAY, 1, 0, null),
      // Triagem: P1 1 day, P2 6 h (from publishing) and 2 days (entered again): median 1 day, average 26 h.
      stageRow('Buraco', 'Triagem', 3, DAY, 26 * 3600, 0, 0, null),
      // Vistoria: P1 3 days (over both deadlines), P2 1 day.
      stageRow('Buraco', 'Vistoria', 2, 2 * DAY, 2 * DAY, 1, 2, 1),
      // Triagem of P3: 12/01 09:00 to now, 29 days; Poda has no deadline to compare with.
      stageRow('Poda', 'Triagem', 1, 29 * DAY, 29 * DAY, null, 0, null),
    ]);
  });

  it('a passage belongs to the stage’s sector, else to the sector that moved the document there', () => {
    const prot = org.sector('Protocolo', 'PROT');
    const obras = org.sector('Obras', 'OBRAS');
    const buraco = org.subject('Buraco', 2, 'days');
    const p1 = org.document({ sectorId: prot, subjectId: buraco, at: at('2026-01-05', '09:00') });
    const triagem = org.stage(p1, { position: 1, name: 'Triagem', status: 'done', enteredAt: at('2026-01-05', '09:00') });
    const vistoria = org.stage(p1, { position: 2, name: 'Vistoria', status: 'done', sectorId: obras });
    const parecer = org.stage(p1, { position: 3, name: 'Parecer', status: 'current' });
    org.transition(p1, { from: triagem, to: vistoria, action: 'move_stage_to', at: at('2026-01-06', '09:00'), sectorId: prot });
    org.transition(p1, { from: vistoria, to: parecer, action: 'move_stage_to', at: at('2026-01-07', '09:00'), sectorId: obras });
    const stagesOf = (sectorId: number) => table(report({ sector_id: sectorId }).tables, m.stages).rows.map((r) => r.stage);
    // Triagem: the document's sector; Vistoria: its own sector; Parecer: Obras moved it there.
    expect(stagesOf(prot)).toEqual(['Triagem']);
    expect(stagesOf(obras)).toEqual(['Parecer', 'Vistoria']);
  });
});


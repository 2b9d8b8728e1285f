// Indicadores, time in each flow stage (issue 20), from the flow's history (flow/actions.ts): a
// stage is entered when a 'move_stage_to' transition moves the document to it, and left at the
// document's next move or close ('archive_flow'); emitting an authorisation stays on the stage. The
// first stage is current from publishing (its entered_at; when it was entered again later, the
// document's published_at) until the first move. A stage still current counts up to now.
//
// Each passage is compared with the subject's deadline (counted from entering the stage, in the
// subject's unit, as migration 034 dates items) and, when the stage has a due date (stages.due_at,
// which only some stages carry), with that date.
import type { ReportTable } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { secondsBetween } from './firstResponse';
import { medianSql } from './median';
import { scopeWhere, type ReportScope } from './scope';

const m = messages.reports.indicators;

type StageRow = {
  subject: string | null;
  stage: string;
  visits: number;
  median: number | null;
  average: number | null;
  subject_deadline_visits: number;
  over_subject: number;
  stage_deadline_visits: number;
  over_stage: number;
};

/** Moves and closes, each with the time of the document's next one. */
const MOVES = `SELECT st.document_id, st.from_stage_id, st.to_stage_id, st.action_type, st.sector_id, st.created_at,
    lead(st.created_at) OVER w AS next_at, row_number() OVER w AS n
  FROM stage_transitions st WHERE st.action_type IN ('move_stage_to', 'archive_flow')
  WINDOW w AS (PARTITION BY st.document_id ORDER BY st.created_at, st.id)`;

/** Each passage through a stage: entered by a move, the first stage until the first move, or a first stage never left. */
const VISITS = `SELECT document_id, to_stage_id AS stage_id, sector_id AS mover_sector_id, created_at AS entered_at, next_at AS left_at
    FROM moves WHERE action_type = 'move_stage_to' AND to_stage_id IS NOT NULL
  UNION ALL
  SELECT mv.document_id, mv.from_stage_id, NULL, COALESCE(CASE WHEN s.entered_at <= mv.created_at THEN s.entered_at END, d.published_at), mv.created_at
    FROM moves mv JOIN stages s ON s.id = mv.from_stage_id JOIN documents d ON d.id = mv.document_id WHERE mv.n = 1
  UNION ALL
  SELECT s.document_id, s.id, NULL, s.entered_at, NULL FROM stages s
    WHERE s.status = 'current' AND s.entered_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM stage_transitions st WHERE st.document_id = s.document_id AND st.action_type IN ('move_stage_to', 'archive_flow'))`;

function stageRows(db: Db, scope: ReportScope, nowIso: string): StageRow[] {
  const where = scopeWhere(scope, { document: 'd', sector: 'COALESCE(s.sector_id, v.mover_sector_id, d.sector_id)', at: 'v.entered_at' });
  const subjectDue = "julianday(v.entered_at, '+' || sb.deadline || ' ' || sb.deadline_unit)";
  const sql = `
    WITH moves AS MATERIALIZED (${MOVES}),
    visits AS (${VISITS}),
    ended AS (
      SELECT v.*, COALESCE(v.left_at, CASE WHEN s.status = 'current' THEN ? END) AS ended_at
      FROM visits v JOIN stages s ON s.id = v.stage_id
    ),
    facts AS MATERIALIZED (
      SELECT d.subject_id, s.name AS stage, ${secondsBetween('v.entered_at', 'v.ended_at')} AS seconds,
        CASE WHEN sb.deadline IS NULL OR sb.deadline_unit IS NULL THEN NULL WHEN julianday(v.ended_at) > ${subjectDue} THEN 1 ELSE 0 END AS over_subject,
        CASE WHEN s.due_at IS NULL THEN NULL WHEN julianday(v.ended_at) > julianday(s.due_at) THEN 1 ELSE 0 END AS over_stage
      FROM ended v JOIN stages s ON s.id = v.stage_id JOIN documents d ON d.id = v.document_id
      LEFT JOIN subjects sb ON sb.id = d.subject_id
      WHERE v.entered_at IS NOT NULL AND v.ended_at IS NOT NULL AND ${where.sql}
    ),
    medians AS (${medianSql('facts', 'seconds', ['subject_id', 'stage'])})
    SELECT sb.name AS subject, f.stage, count(*) AS visits, md.median, avg(f.seconds) AS average,
      count(f.over_subject) AS subject_deadline_visits, coalesce(sum(f.over_subject), 0) AS over_subject,
      count(f.over_stage) AS stage_deadline_visits, coalesce(sum(f.over_stage), 0) AS over_stage
    FROM facts f
    LEFT JOIN medians md ON md.subject_id IS f.subject_id AND md.stage = f.stage
    LEFT JOIN subjects sb ON sb.id = f.subject_id
    GROUP BY f.subject_id, f.stage
    ORDER BY f.subject_id IS NULL, sb.name COLLATE NOCASE, f.subject_id, f.stage COLLATE NOCASE`;
  return db.prepare<unknown[], StageRow>(sql).all(nowIso, ...where.params);
}

/** Passages by subject and stage name: their count, median and average time, and how many ran over a deadline. */
export function stageTable(db: Db, scope: ReportScope, nowIso: string): ReportTable {
  const c = m.columns;
  return {
    title: m.stages,
    columns: [
      { key: 'subject', label: c.subject, kind: 'text' },
      { key: 'stage', label: c.stage, kind: 'text' },
      { key: 'visits', label: c.visits, kind: 'count' },
      { key: 'median_stage', label: c.medianStage, kind: 'seconds' },
      { key: 'average_stage', label: c.averageStage, kind: 'seconds' },
      { key: 'over_subject_deadline', label: c.overSubjectDeadline, kind: 'count' },
      { key: 'with_stage_deadline', label: c.withStageDeadline, kind: 'count' },
      { key: 'over_stage_deadline', label: c.overStageDeadline, kind: 'count' },
    ],
    rows: stageRows(db, scope, nowIso).map((row) => ({
      subject: row.subject ?? m.noSubject,
      stage: row.stage,
      visits: row.visits,
      median_stage: row.median,
      average_stage: row.average === null ? null : Math.round(row.average),
      // Without a deadline to compare with, "0 over" would read as "all on time": null says "not applicable".
      over_subject_deadline: row.subject_deadline_visits === 0 ? null : row.over_subject,
      with_stage_deadline: row.stage_deadline_visits,
      over_stage_deadline: row.stage_deadline_visits === 0 ? null : row.over_stage,
    })),
    totals: null,
  };
}

// Absence reasons (issue 17, companion §7): GET/POST person/absences/reason, GET/PUT/DELETE …/{id}.
import { z } from 'zod';
import { absenceReasonPageSchema, absenceReasonResultSchema, type AbsenceReasonInput } from '../../src-shared/api/absenceReasons';
import type { HttpClient } from './http';

const BASE = 'person/absences/reason';
type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createAbsenceReasonsApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', BASE, { schema: absenceReasonPageSchema, query, ...withSignal(signal) }),
    get: async (id: number, signal?: AbortSignal) => (await http.request('GET', `${BASE}/${id}`, { schema: absenceReasonResultSchema, ...withSignal(signal) })).data,
    create: async (input: AbsenceReasonInput) => (await http.request('POST', BASE, { schema: absenceReasonResultSchema, body: input })).data,
    update: async (id: number, input: AbsenceReasonInput) => (await http.request('PUT', `${BASE}/${id}`, { schema: absenceReasonResultSchema, body: input })).data,
    remove: async (id: number) => void (await http.request('DELETE', `${BASE}/${id}`, { schema: z.unknown() })),
  };
}

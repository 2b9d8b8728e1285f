import { describe, expect, it } from 'vitest';
import { activeFilterCount, advancedOf, isNarrowed, parseQueueParams, queueParamsOf, requestOf, sortTypeOf, uuidsQueryOf, withAdvanced, withDeadline } from './queueQuery';

const parse = (text: string) => parseQueueParams(new URLSearchParams(text));

describe('parseQueueParams', () => {
  it('reads every filter of spec §3', () => {
    const query = parse(
      'filter=archived&search=ofício&year=2026&subject=Obras&subjectId=4&from=Maria&to=SEMED&content=poste&startsAt=2026-01-01&finishesAt=2026-02-01' +
        '&types=oficio,processo&folders=1,2&sectorsId=3&allSectors=true&documentStatus=published&withAddress=false&tagsIds=7&number=12/2026&withDispatches=1' +
        '&responsibleId=9&inboxSortByType=title&inboxSortByValue=asc&page=3&per_page=100',
    );
    expect(query).toEqual({
      filter: 'archived',
      search: 'ofício',
      year: 2026,
      subject: 'Obras',
      subjectId: 4,
      from: 'Maria',
      to: 'SEMED',
      content: 'poste',
      startsAt: '2026-01-01',
      finishesAt: '2026-02-01',
      types: ['oficio', 'processo'],
      folders: [1, 2],
      sectorsId: [3],
      allSectors: true,
      documentStatus: 'published',
      withAddress: false,
      tagsIds: [7],
      number: '12/2026',
      withDispatches: true,
      responsibleId: 9,
      inboxSortByType: 'title',
      inboxSortByValue: 'asc',
      page: 3,
      per_page: 100,
    });
  });

  it('drops values the server would refuse instead of failing the queue', () => {
    expect(
      parse('filter=trash&year=99&subjectId=-1&startsAt=ontem&types=oficio,carta&folders=a,0,5&allSectors=talvez&documentStatus=x&inboxSortByType=random&inboxSortByValue=up&page=0&per_page=1000'),
    ).toEqual({ types: ['oficio'], folders: [5] });
  });

  it('drops an end of period before its start', () => {
    expect(parse('startsAt=2026-03-01&finishesAt=2026-02-01')).toEqual({ startsAt: '2026-03-01' });
  });

  it('ignores blank text, page 1 and the default page size', () => {
    expect(parse('search=%20%20&page=1&per_page=50')).toEqual({});
  });

  it('deduplicates lists', () => {
    expect(parse('tagsIds=1,1,2&types=oficio,oficio')).toEqual({ tagsIds: [1, 2], types: ['oficio'] });
  });
});

describe('queueParamsOf', () => {
  it('round-trips through the URL', () => {
    const query = parse('filter=sent&search=luz&types=memorando&folders=2,3&withAddress=false&startsAt=2026-01-01&page=2&per_page=25&inboxSortByType=number');
    expect(parseQueueParams(queueParamsOf(query))).toEqual(query);
  });

  it('leaves defaults and empty values out', () => {
    expect(queueParamsOf({ filter: 'tasks', search: ' ', types: [], page: 1, per_page: 50 }).toString()).toBe('');
  });

  it('writes lists comma-separated', () => {
    expect(queueParamsOf({ folders: [1, 2] }).get('folders')).toBe('1,2');
  });
});

describe('activeFilterCount', () => {
  it('counts advanced filters, the period once, and not the quick search', () => {
    expect(activeFilterCount({ search: 'x', startsAt: '2026-01-01', finishesAt: '2026-01-02', types: ['oficio'], withAddress: false })).toBe(3);
  });

  it('counts sectors once with allSectors and ignores allSectors=false', () => {
    expect(activeFilterCount({ sectorsId: [1], allSectors: true })).toBe(1);
    expect(activeFilterCount({ allSectors: false })).toBe(0);
    expect(activeFilterCount({ finishesAt: '2026-01-01' })).toBe(1);
  });

  it('says whether the list is narrowed', () => {
    expect(isNarrowed({})).toBe(false);
    expect(isNarrowed({ filter: 'sent', page: 2 })).toBe(false);
    expect(isNarrowed({ search: 'a' })).toBe(true);
    expect(isNarrowed({ year: 2026 })).toBe(true);
  });
});

describe('advanced filters', () => {
  it('replaces only the advanced fields and goes back to page 1', () => {
    const query = { filter: 'closed' as const, search: 'a', year: 2025, tagsIds: [1], page: 4 };
    expect(advancedOf(query)).toEqual({ year: 2025, tagsIds: [1] });
    expect(withAdvanced(query, { number: '7' })).toEqual({ filter: 'closed', search: 'a', number: '7' });
  });
});

describe('requestOf', () => {
  it('adds the list, the preferred sort, createdAt order desc, page 1 and 50 per page', () => {
    expect(requestOf({}, 'unread')).toEqual({ filter: 'tasks', inboxSortByType: 'unread', inboxSortByValue: 'desc', page: 1, per_page: 50 });
  });

  it('keeps the user choice and marks advanced filtering', () => {
    expect(requestOf({ inboxSortByType: 'title', inboxSortByValue: 'asc', year: 2026, per_page: 25 }, 'unread')).toEqual({
      filter: 'tasks',
      inboxSortByType: 'title',
      inboxSortByValue: 'asc',
      year: 2026,
      isAdvancedFilter: true,
      page: 1,
      per_page: 25,
    });
  });

  it('drops paging for the select-all uuids call', () => {
    expect(uuidsQueryOf({ filter: 'tasks', page: 3, per_page: 25, search: 'x' })).toEqual({ filter: 'tasks', search: 'x' });
  });

  it('falls back to unread for an unknown preference', () => {
    expect(sortTypeOf('createdAt')).toBe('createdAt');
    expect(sortTypeOf('nonsense')).toBe('unread');
    expect(sortTypeOf(undefined)).toBe('unread');
  });
});

describe('the deadline filter in the URL', () => {
  it('reads Vencidos, Vencem hoje and Esta semana, and drops anything else', () => {
    expect(parseQueueParams(new URLSearchParams('deadline=overdue')).deadline).toBe('overdue');
    expect(parseQueueParams(new URLSearchParams('deadline=week&inboxSortByType=dueAt')).inboxSortByType).toBe('dueAt');
    expect(parseQueueParams(new URLSearchParams('deadline=ontem')).deadline).toBeUndefined();
  });

  it('writes it back, narrows the list and leaves page 1 on a change, apart from the drawer’s filters', () => {
    const query = parseQueueParams(new URLSearchParams('responsibleId=3&page=4'));
    const next = withDeadline(query, 'today');
    expect(queueParamsOf(next).toString()).toBe('responsibleId=3&deadline=today');
    expect(isNarrowed(withDeadline({}, 'week'))).toBe(true);
    expect(activeFilterCount(next)).toBe(1);
    expect(withDeadline(next, undefined)).toEqual({ responsibleId: 3 });
    expect(queueParamsOf(withAdvanced(next, {})).toString()).toBe('deadline=today');
  });
});

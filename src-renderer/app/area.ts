// The two areas built from this code (§1): staff and citizen, each with its own login and home.
export type Area = {
  kind: 'staff' | 'citizen';
  loginPath: string;
  homePath: string;
  /** Where a logout lands. */
  afterLogoutPath: string;
};

export const STAFF_AREA: Area = { kind: 'staff', loginPath: '/login', homePath: '/workspace/sector/tasks', afterLogoutPath: '/login' };
export const CITIZEN_AREA: Area = { kind: 'citizen', loginPath: '/citizen/v2/login', homePath: '/citizen', afterLogoutPath: '/citizen' };

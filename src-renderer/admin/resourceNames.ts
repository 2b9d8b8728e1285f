// The declared administration resources the route table can name (the screens are in screens.tsx).
export type AdminResourceName = 'roles' | 'absence-reasons' | 'users' | 'external-contacts';

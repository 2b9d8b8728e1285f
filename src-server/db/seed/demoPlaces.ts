// Where the demo municipality (Vale Verde, MG: drawn where Itajubá lies, since the organisation's
// CEP 37500-000 is Itajubá's) has its streets: the demo inbox places its requests about a street
// there, so the work queue's Mapa shows markers on a first `npm start`, and the local geocoding
// fixture answers for the same streets.
export const DEMO_CITY = { name: 'Vale Verde', uf: 'MG' } as const;

/** The demo municipality's centre: where the map opens when no marker tells it better. */
export const DEMO_CITY_CENTER = { latitude: -22.4257, longitude: -45.453 } as const;

export type DemoStreet = { street: string; neighborhood: string; latitude: number; longitude: number };

export const DEMO_STREETS: readonly DemoStreet[] = [
  { street: 'Praça Tiradentes', neighborhood: 'Centro', latitude: -22.4262, longitude: -45.4525 },
  { street: 'Rua Coronel Rennó', neighborhood: 'Centro', latitude: -22.4235, longitude: -45.4578 },
  { street: 'Avenida das Acácias', neighborhood: 'Distrito Industrial', latitude: -22.4412, longitude: -45.4381 },
  { street: 'Rua das Palmeiras', neighborhood: 'Jardim das Palmeiras', latitude: -22.4108, longitude: -45.4662 },
  { street: 'Avenida Brasil', neighborhood: 'Vila Nova', latitude: -22.433, longitude: -45.462 },
];
